import type { Redirection } from '@playboard/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../ui/data-table.tsx';
import { TermChips } from '../../ui/term-chips.tsx';
import { RowActions, TuningDataTable, UpdatedTime, type TuningTableProps } from '../../ui/tuning-table.tsx';

export type RedirectionSortKey = 'terms' | 'updated';
type ColumnKey = RedirectionSortKey | 'target' | 'status' | 'actions';

interface RedirectionsTableProps extends TuningTableProps<Redirection, RedirectionSortKey> {
  redirections: readonly Redirection[];
}

/** On or off, and the window it is limited to when it has one. */
function Status({ redirection }: { redirection: Redirection }) {
  const { t, i18n } = useTranslation('redirections');
  const format = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const from = redirection.schedule?.activationDate;
  const until = redirection.schedule?.deactivationDate;
  return (
    <div className="space-y-1">
      <span
        className={clsx(
          'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
          redirection.enabled ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700',
        )}
      >
        {t(redirection.enabled ? 'status.on' : 'status.off')}
      </span>
      {from && <p className="text-xs text-slate-600">{t('status.from', { date: format(from) })}</p>}
      {until && <p className="text-xs text-slate-600">{t('status.until', { date: format(until) })}</p>}
    </div>
  );
}

/** The redirections of one language: terms as chips, where they send the shopper, on or off, when each changed. */
export function RedirectionsTable({
  redirections,
  sort,
  onSortChange,
  busy,
  ...rowActions
}: RedirectionsTableProps) {
  const { t } = useTranslation('redirections');
  const actions = (redirection: Redirection) => (
    <RowActions
      namespace="redirections"
      item={redirection}
      terms={redirection.matchingQueries.join(', ')}
      {...rowActions}
    />
  );
  const columns: DataTableColumn<Redirection, ColumnKey>[] = [
    {
      key: 'terms',
      header: t('columns.terms'),
      sortable: true,
      cell: (redirection) => <TermChips terms={redirection.matchingQueries} />,
    },
    {
      key: 'target',
      header: t('columns.target'),
      cell: (redirection) => (
        <a
          href={redirection.targetUrl}
          target="_blank"
          rel="noreferrer"
          className="break-all text-indigo-700 underline hover:text-indigo-900"
        >
          {redirection.targetUrl}
        </a>
      ),
    },
    {
      key: 'status',
      header: t('columns.status'),
      className: 'hidden sm:table-cell',
      cell: (redirection) => <Status redirection={redirection} />,
    },
    {
      key: 'updated',
      header: t('columns.updated'),
      sortable: true,
      className: 'hidden sm:table-cell',
      cell: (redirection) => <UpdatedTime iso={redirection.updatedTime} />,
    },
    { key: 'actions', header: t('columns.actions'), numeric: true, cell: actions },
  ];
  return (
    <TuningDataTable
      namespace="redirections"
      columns={columns}
      rows={redirections}
      rowKey={(redirection) => redirection.id ?? redirection.matchingQueries.join('|')}
      sort={sort}
      onSortChange={onSortChange}
      busy={busy}
    />
  );
}
