import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface SortState<Key extends string = string> {
  key: Key;
  direction: SortDirection;
}

export interface DataTableColumn<Row, Key extends string = string> {
  key: Key;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
  sortable?: boolean;
  /** Classes for the column's header and cells, e.g. 'hidden sm:table-cell' to leave it out on a phone. */
  className?: string;
}

interface DataTableProps<Row, Key extends string> {
  caption: string;
  columns: readonly DataTableColumn<Row, Key>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: SortState<Key>;
  /** Called with the column to sort by; a second click on the sorted column flips its direction. */
  onSortChange?: (sort: SortState<Key>) => void;
  /** Set while newer rows load: the current ones stay, dimmed. */
  busy?: boolean;
  sortLabels: { asc: string; desc: string };
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg aria-hidden viewBox="0 0 10 14" className="size-2.5 shrink-0">
      <path d="M5 1 9 5H1z" className={direction === 'asc' ? 'fill-current' : 'fill-slate-300'} />
      <path d="M5 13 1 9h8z" className={direction === 'desc' ? 'fill-current' : 'fill-slate-300'} />
    </svg>
  );
}

/**
 * A table to scan: sortable column headers (buttons, `aria-sort` on the sorted one) over rows the
 * caller already sorted or fetched sorted. New sorts start descending: the biggest figures first.
 */
export function DataTable<Row, Key extends string>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  busy = false,
  sortLabels,
}: DataTableProps<Row, Key>) {
  return (
    <div className="overflow-x-auto">
      <table aria-busy={busy || undefined} className={clsx('w-full text-left text-sm', busy && 'opacity-60')}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
          <tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              const ariaSort =
                direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={ariaSort}
                  className={clsx(
                    'py-2 pr-4 font-medium last:pr-0',
                    column.numeric && 'text-right',
                    column.className,
                  )}
                >
                  {column.sortable && onSortChange ? (
                    <button
                      type="button"
                      title={direction === 'desc' ? sortLabels.asc : sortLabels.desc}
                      onClick={() =>
                        onSortChange({ key: column.key, direction: direction === 'desc' ? 'asc' : 'desc' })
                      }
                      className={clsx(
                        'inline-flex items-center gap-1.5 uppercase hover:text-slate-900',
                        'focus-visible:outline-2 focus-visible:outline-indigo-600',
                        direction && 'text-slate-900',
                      )}
                    >
                      {column.header}
                      <SortIcon direction={direction} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="hover:bg-slate-50">
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={clsx(
                    'py-2 pr-4 text-slate-800 last:pr-0',
                    column.numeric && 'text-right tabular-nums',
                    column.className,
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
