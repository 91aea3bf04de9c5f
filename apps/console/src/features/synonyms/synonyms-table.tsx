import type { SynonymGroup } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type SortState } from '../../ui/data-table.tsx';
import { RowActions, UpdatedTime } from '../../ui/tuning-table.tsx';
import { SynonymTerms } from './synonym-terms.tsx';

export type SynonymSortKey = 'terms' | 'updated';
type ColumnKey = SynonymSortKey | 'actions';

interface SynonymsTableProps {
  groups: readonly SynonymGroup[];
  sort: SortState<SynonymSortKey>;
  onSortChange: (sort: SortState<SynonymSortKey>) => void;
  busy: boolean;
  updating: ReadonlySet<string>;
  deleting: ReadonlySet<string>;
  onEdit: (group: SynonymGroup) => void;
  onDelete: (group: SynonymGroup) => void;
}

/** The synonym groups of one language: terms as chips, when each changed, and its actions or pending status. */
export function SynonymsTable({
  groups,
  sort,
  onSortChange,
  busy,
  updating,
  deleting,
  onEdit,
  onDelete,
}: SynonymsTableProps) {
  const { t } = useTranslation('synonyms');
  const actions = (group: SynonymGroup) => (
    <RowActions
      namespace="synonyms"
      id={group.id}
      terms={group.terms.join(', ')}
      updating={updating}
      deleting={deleting}
      onEdit={() => onEdit(group)}
      onDelete={() => onDelete(group)}
    />
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
    <DataTable
      caption={t('table.caption')}
      columns={columns}
      rows={groups}
      rowKey={(group) => group.id ?? group.terms.join('|')}
      sort={sort}
      onSortChange={(next) => {
        if (next.key !== 'actions') onSortChange({ key: next.key, direction: next.direction });
      }}
      busy={busy}
      sortLabels={{ asc: t('table.sortAsc'), desc: t('table.sortDesc') }}
    />
  );
}
