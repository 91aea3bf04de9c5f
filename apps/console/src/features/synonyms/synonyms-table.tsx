import type { SynonymGroup } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { DataTable, type DataTableColumn, type SortState } from '../../ui/data-table.tsx';
import { PendingStatus } from '../../ui/pending-status.tsx';
import { useRelativeTime } from '../../ui/use-relative-time.ts';
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

function Updated({ iso }: { iso: string | undefined }) {
  const relative = useRelativeTime(iso ?? null, 'past');
  if (!iso) return null;
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString()} className="whitespace-nowrap text-slate-600">
      {relative}
    </time>
  );
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
  const actions = (group: SynonymGroup) => {
    const id = group.id ?? '';
    if (deleting.has(id)) return <PendingStatus label={t('status.deleting')} />;
    if (updating.has(id)) return <PendingStatus label={t('status.updating')} />;
    const terms = group.terms.join(', ');
    return (
      <div className="flex justify-end gap-1">
        <Button
          variant="ghost"
          className="px-2 py-1"
          aria-label={t('actions.edit', { terms })}
          onClick={() => onEdit(group)}
        >
          {t('actions.editShort')}
        </Button>
        <Button
          variant="ghost"
          className="px-2 py-1 text-rose-700 hover:bg-rose-50"
          aria-label={t('actions.delete', { terms })}
          onClick={() => onDelete(group)}
        >
          {t('actions.deleteShort')}
        </Button>
      </div>
    );
  };
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
      cell: (group) => <Updated iso={group.updated} />,
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
