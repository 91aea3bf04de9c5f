import type { SynonymGroup } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../ui/data-table.tsx';
import { RowActions, TuningDataTable, UpdatedTime, type TuningTableProps } from '../../ui/tuning-table.tsx';
import { SynonymTerms } from './synonym-terms.tsx';

export type SynonymSortKey = 'terms' | 'updated';
type ColumnKey = SynonymSortKey | 'actions';

interface SynonymsTableProps extends TuningTableProps<SynonymGroup, SynonymSortKey> {
  groups: readonly SynonymGroup[];
}

/** The synonym groups of one language: terms as chips, when each changed, and its actions or pending status. */
export function SynonymsTable({ groups, sort, onSortChange, busy, ...rowActions }: SynonymsTableProps) {
  const { t } = useTranslation('synonyms');
  const actions = (group: SynonymGroup) => (
    <RowActions namespace="synonyms" item={group} terms={group.terms.join(', ')} {...rowActions} />
  );
  const columns: DataTableColumn<SynonymGroup, ColumnKey>[] = [
    {
      key: 'terms',
      header: t('columns.terms'),
      sortable: true,
      cell: (group) => <SynonymTerms group={group} />,
    },
    {
      key: 'updated',
      header: t('columns.updated'),
      sortable: true,
      className: 'hidden sm:table-cell',
      cell: (group) => <UpdatedTime iso={group.updated} />,
    },
    { key: 'actions', header: t('columns.actions'), numeric: true, cell: actions },
  ];
  return (
    <TuningDataTable
      namespace="synonyms"
      columns={columns}
      rows={groups}
      rowKey={(group) => group.id ?? group.terms.join('|')}
      sort={sort}
      onSortChange={onSortChange}
      busy={busy}
    />
  );
}
