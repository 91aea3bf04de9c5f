import type { PopularSearch } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { DataTable, type DataTableColumn, type SortState } from '../../ui/data-table.tsx';
import { TermChips } from '../../ui/term-chips.tsx';

export type PopularSearchSortKey = 'searches' | 'sessions' | 'query';
type ColumnKey = PopularSearchSortKey | 'misspellings' | 'state' | 'actions';

const isSortKey = (key: string): key is PopularSearchSortKey =>
  key === 'searches' || key === 'sessions' || key === 'query';

interface PopularSearchesTableProps {
  items: readonly PopularSearch[];
  sort: SortState<PopularSearchSortKey>;
  onSortChange: (sort: SortState<PopularSearchSortKey>) => void;
  busy: boolean;
  /** Ban and unban, for a member who may change the banned words; absent otherwise. */
  actions?: {
    /** The search whose ban or unban is being saved. */
    pending: string | null;
    onBan: (search: PopularSearch) => void;
    onUnban: (search: PopularSearch) => void;
  };
}

/** The popular searches of a build: each with its counts, the misspellings folded into it, its state. */
export function PopularSearchesTable({
  items,
  sort,
  onSortChange,
  busy,
  actions,
}: PopularSearchesTableProps) {
  const { t, i18n } = useTranslation('popular-searches');
  const number = (value: number) => value.toLocaleString(i18n.language);
  const columns: DataTableColumn<PopularSearch, ColumnKey>[] = [
    {
      key: 'query',
      header: t('columns.query'),
      sortable: true,
      cell: (search) => <span className="font-medium text-slate-900">{search.query}</span>,
    },
    {
      key: 'searches',
      header: t('columns.searches'),
      sortable: true,
      numeric: true,
      cell: (search) => number(search.searches),
    },
    {
      key: 'sessions',
      header: t('columns.sessions'),
      sortable: true,
      numeric: true,
      cell: (search) => number(search.sessions),
    },
    {
      key: 'misspellings',
      header: t('columns.misspellings'),
      className: 'hidden md:table-cell',
      cell: (search) =>
        search.misspellings.length > 0 ? (
          <TermChips terms={search.misspellings} />
        ) : (
          <span className="text-slate-400">—</span>
        ),
    },
    {
      key: 'state',
      header: t('columns.state'),
      cell: (search) =>
        search.state === 'banned' ? (
          <span className="inline-flex items-center rounded-full bg-rose-50 px-2 py-0.5 text-xs font-medium text-rose-800 ring-1 ring-rose-200">
            {search.bannedBy ? t('states.bannedBy', { word: search.bannedBy }) : t('states.banned')}
          </span>
        ) : (
          <span className="inline-flex items-center rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">
            {t('states.learned')}
          </span>
        ),
    },
  ];
  if (actions) {
    columns.push({
      key: 'actions',
      header: t('columns.actions'),
      numeric: true,
      cell: (search) => {
        const pending = actions.pending === search.query;
        const blocked = actions.pending !== null && !pending;
        return search.state === 'banned' ? (
          search.bannedBy && (
            <Button
              variant="secondary"
              loading={pending}
              loadingLabel={t('actions.unbanning')}
              disabled={blocked}
              aria-label={
                pending ? undefined : t('actions.unbanLabel', { query: search.query, word: search.bannedBy })
              }
              onClick={() => actions.onUnban(search)}
            >
              {t('actions.unban')}
            </Button>
          )
        ) : (
          <Button
            variant="secondary"
            loading={pending}
            loadingLabel={t('actions.banning')}
            disabled={blocked}
            aria-label={pending ? undefined : t('actions.banLabel', { query: search.query })}
            onClick={() => actions.onBan(search)}
          >
            {t('actions.ban')}
          </Button>
        );
      },
    });
  }
  return (
    <DataTable
      caption={t('table.caption')}
      columns={columns}
      rows={items}
      rowKey={(search) => search.query}
      sort={sort}
      onSortChange={(next) => {
        if (isSortKey(next.key)) onSortChange({ key: next.key, direction: next.direction });
      }}
      busy={busy}
      sortLabels={{ asc: t('table.sortAsc'), desc: t('table.sortDesc') }}
    />
  );
}
