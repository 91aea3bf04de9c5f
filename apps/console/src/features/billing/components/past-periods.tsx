import type { SubscriptionPeriod } from '@playboard/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { QueryFallback } from '../../../ui/query-fallback.tsx';
import { useSubscriptionPeriods } from '../api/get-subscription-periods.ts';
import { useBillingFormat } from '../format.ts';

const DAY_MS = 86_400_000;

/** The UTC day a year before `now`, as the API's start_date. */
function yearBefore(now: Date): string {
  return new Date(now.getTime() - 365 * DAY_MS).toISOString().slice(0, 10);
}

/** The billed periods of the last year, newest first, with their searches against the allowance. */
export function PastPeriods({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation(['billing', 'domain']);
  const format = useBillingFormat();
  const [startDate] = useState(() => yearBefore(new Date()));
  const periods = useSubscriptionPeriods(organizationId, startDate);
  const labels = (key: 'loading' | 'loadFailed' | 'tryAgain') => t(`usage.periods.${key}`);

  const columns: DataTableColumn<SubscriptionPeriod>[] = [
    {
      key: 'period',
      header: t('usage.periods.period'),
      cell: (period) =>
        t('subscription.current.periodRange', {
          start: format.date(period.start),
          end: format.date(period.end),
        }),
    },
    {
      key: 'plan',
      header: t('usage.periods.plan'),
      cell: (period) =>
        `${t(`domain:plans.${period.plan.key}`)} (${t(`domain:priceFrequencies.${period.price.frequency}`)})`,
    },
    {
      key: 'searches',
      header: t('usage.periods.searches'),
      numeric: true,
      cell: (p) => format.number(p.searches),
    },
    {
      key: 'allowance',
      header: t('usage.periods.allowance'),
      numeric: true,
      cell: (period) =>
        period.allowance === null
          ? t('usage.periods.byContract')
          : t('usage.periods.used', {
              allowance: format.number(period.allowance),
              percent: format.percent(period.allowance === 0 ? 1 : period.searches / period.allowance),
            }),
    },
  ];

  return (
    <section
      aria-labelledby="past-periods-title"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5"
    >
      <h2 id="past-periods-title" className="text-sm font-semibold text-slate-900">
        {t('usage.periods.title')}
      </h2>
      <div className="mt-3">
        {!periods.data ? (
          <QueryFallback query={periods} t={labels} />
        ) : periods.data.periods.length === 0 ? (
          <p className="text-sm text-slate-600">{t('usage.periods.none')}</p>
        ) : (
          <DataTable
            caption={t('usage.periods.title')}
            columns={columns}
            rows={[...periods.data.periods].reverse()}
            rowKey={(period) => period.start}
            sortLabels={{ asc: t('invoices.sortAsc'), desc: t('invoices.sortDesc') }}
          />
        )}
      </div>
    </section>
  );
}
