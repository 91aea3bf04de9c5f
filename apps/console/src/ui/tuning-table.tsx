import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../lib/access.ts';
import { Button } from './button.tsx';
import { DataTable, type DataTableColumn, type SortState } from './data-table.tsx';
import { PendingStatus } from './pending-status.tsx';
import { useRelativeTime } from './use-relative-time.ts';

/** When a row changed, relative ("5 minutes ago"), the full date on hover. */
export function UpdatedTime({ iso }: { iso: string | undefined }) {
  const relative = useRelativeTime(iso ?? null, 'past');
  if (!iso) return null;
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString()} className="whitespace-nowrap text-slate-600">
      {relative}
    </time>
  );
}

/** What a tuning list's table gets besides its rows: the sort, the pending rows and the row actions. */
export interface TuningTableProps<Item, Key extends string> {
  sort: SortState<Key>;
  onSortChange: (sort: SortState<Key>) => void;
  busy: boolean;
  updating: ReadonlySet<string>;
  deleting: ReadonlySet<string>;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
}

/** What a per-language tuning list sorts by (spec 1 §4): its terms, or when each item changed. */
type TuningSortKey = 'terms' | 'updated';
const isTuningSortKey = (key: string): key is TuningSortKey => key === 'terms' || key === 'updated';

interface TuningDataTableProps<Item, Key extends string> extends Pick<
  TuningTableProps<Item, TuningSortKey>,
  'sort' | 'onSortChange' | 'busy'
> {
  /** The screen's message namespace: `table.caption`, `table.sortAsc`, `table.sortDesc`. */
  namespace: string;
  columns: readonly DataTableColumn<Item, Key | TuningSortKey>[];
  rows: readonly Item[];
  rowKey: (item: Item) => string;
}

/**
 * The table of a per-language tuning list (synonyms, redirections, banners, the older business
 * rules): its columns sorted by terms or by when each changed, never by another column.
 */
export function TuningDataTable<Item, Key extends string>({
  namespace,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  busy,
}: TuningDataTableProps<Item, Key>) {
  const { t } = useTranslation(namespace);
  return (
    <DataTable
      caption={t('table.caption')}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      sort={sort}
      onSortChange={(next) => {
        if (isTuningSortKey(next.key)) onSortChange({ key: next.key, direction: next.direction });
      }}
      busy={busy}
      sortLabels={{ asc: t('table.sortAsc'), desc: t('table.sortDesc') }}
    />
  );
}

interface RowActionsProps<Item extends { id?: string }> extends Pick<
  TuningTableProps<Item, string>,
  'updating' | 'deleting' | 'onEdit' | 'onDelete'
> {
  /** The screen's message namespace: `status.deleting`, `status.updating`, `actions.edit(Short)`, `actions.delete(Short)`. */
  namespace: string;
  item: Item;
  /** The row's terms, "a, b", naming it in the buttons' accessible names. */
  terms: string;
}

/**
 * A tuning row's Edit and Delete, or its pending status while it is deleted or updated (spec 1 §4);
 * on a READ-only screen, View alone (spec 2 §6).
 */
export function RowActions<Item extends { id?: string }>({
  namespace,
  item,
  terms,
  updating,
  deleting,
  onEdit,
  onDelete,
}: RowActionsProps<Item>) {
  const { t } = useTranslation(namespace);
  const common = useTranslation().t;
  const canWrite = useCanWrite();
  const id = item.id ?? '';
  if (deleting.has(id)) return <PendingStatus label={t('status.deleting')} />;
  if (updating.has(id)) return <PendingStatus label={t('status.updating')} />;
  if (!canWrite) {
    return (
      <div className="flex justify-end">
        <Button
          variant="ghost"
          className="px-2 py-1"
          aria-label={common('readOnly.viewLabel', { terms })}
          onClick={() => onEdit(item)}
        >
          {common('readOnly.view')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        className="px-2 py-1"
        aria-label={t('actions.edit', { terms })}
        onClick={() => onEdit(item)}
      >
        {t('actions.editShort')}
      </Button>
      <Button
        variant="ghostDanger"
        className="px-2 py-1"
        aria-label={t('actions.delete', { terms })}
        onClick={() => onDelete(item)}
      >
        {t('actions.deleteShort')}
      </Button>
    </div>
  );
}
