import type { CurrentPeriodUsage, SearchUsage } from '@playboard/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCurrentOrganization } from '../../lib/session.ts';
import { Callout } from '../../ui/callout.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Page } from '../../ui/page.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { QueryFallback } from '../../ui/query-fallback.tsx';
import { TrendChart } from '../../ui/trend-chart.tsx';
import { PastPeriods } from './components/past-periods.tsx';
import { useCurrentPeriodUsage } from './api/get-current-period-usage.ts';
import { useSearchUsage } from './api/get-search-usage.ts';
import { useBillingFormat } from './format.ts';

const DAY_MS = 86_400_000;

const colors = { searches: '#4f46e5', allowance: '#d97706', average: '#059669' } as const;

function Figure({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">{value}</dd>
      {children && <dd className="mt-2 space-y-2 text-xs text-slate-600">{children}</dd>}
    </div>
  );
}

/** Whole days of the period: its daily share of the allowance. */
function periodDays(period: CurrentPeriodUsage['period']): number {
  return Math.max(1, Math.round((Date.parse(period.end) - Date.parse(period.start)) / DAY_MS));
}

interface UsageReportProps {
  organizationId: string;
  period: CurrentPeriodUsage;
  history: SearchUsage;
}

function UsageReport({ organizationId, period, history }: UsageReportProps) {
  const { t } = useTranslation(['billing', 'domain']);
  const format = useBillingFormat();
  const { allowance, searches } = period;
  const average = history.rollingAverage;
  const dailyAllowance = allowance === null ? null : allowance / periodDays(period.period);

  const { today } = period;
  // Today's running count joins the chart as its last point, named provisional, while the day is in the period.
  const todayInPeriod =
    today.date < period.period.end.slice(0, 10) && today.date >= period.period.start.slice(0, 10);
  const chartDays = todayInPeriod ? [...period.days, today] : period.days;
  const periodSeries = [
    {
      key: 'searches',
      label: t('usage.chart.searches'),
      values: chartDays.map((day) => day.searches),
      color: colors.searches,
    },
    ...(dailyAllowance === null
      ? []
      : [
          {
            key: 'allowance',
            label: t('usage.chart.dailyAllowance'),
            values: chartDays.map(() => dailyAllowance),
            color: colors.allowance,
          },
        ]),
  ];
  const periodPoints = chartDays.map((day) =>
    day === today
      ? t('usage.chart.todayPoint', { day: format.shortDay(day.date) })
      : format.shortDay(day.date),
  );

  return (
    <div className="space-y-6">
      {history.recommendedPlan && (
        <Callout
          tone="warning"
          title={t('usage.recommended.title', { plan: t(`domain:plans.${history.recommendedPlan.key}`) })}
          actions={
            <Link to={paths.subscription.getHref()} className="font-medium text-amber-900 underline">
              {t('usage.recommended.action')}
            </Link>
          }
        >
          {t('usage.recommended.message', { days: average.days })}
        </Callout>
      )}
      <dl className="grid gap-4 md:grid-cols-3">
        <Figure
          label={t('usage.period.label', {
            start: format.date(period.period.start),
            end: format.date(period.period.end),
          })}
          value={format.number(searches)}
        >
          {allowance === null ? (
            <p>{t('usage.period.byContract', { plan: t(`domain:plans.${period.plan.key}`) })}</p>
          ) : (
            <>
              <ProgressBar
                value={allowance === 0 ? 100 : (searches / allowance) * 100}
                label={t('usage.period.used')}
              />
              <p>
                {t('usage.period.ofAllowance', {
                  allowance: format.number(allowance),
                  percent: format.percent(allowance === 0 ? 1 : searches / allowance),
                  plan: t(`domain:plans.${period.plan.key}`),
                })}
              </p>
            </>
          )}
        </Figure>
        <Figure
          label={t('usage.average.label', { days: average.days })}
          value={format.number(average.searchesPerMonth)}
        >
          <p>{t('usage.average.detail', { perDay: format.number(average.searchesPerDay) })}</p>
        </Figure>
        <Figure label={t('usage.today.label')} value={format.number(today.searches)}>
          <p>
            <span className="mr-1.5 inline-block rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900">
              {t('usage.today.provisional')}
            </span>
            {t('usage.today.detail', { time: format.time(today.asOf) })}
          </p>
        </Figure>
      </dl>
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5">
        <TrendChart
          title={t('usage.chart.periodTitle')}
          points={periodPoints}
          series={periodSeries}
          formatValue={format.number}
          pointHeader={t('usage.chart.day')}
        />
      </div>
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5">
        <TrendChart
          title={t('usage.chart.historyTitle', { days: average.days })}
          points={history.days.map((day) => format.shortDay(day.date))}
          series={[
            {
              key: 'searches',
              label: t('usage.chart.searches'),
              values: history.days.map((day) => day.searches),
              color: colors.searches,
            },
            {
              key: 'average',
              label: t('usage.chart.average'),
              values: history.days.map(() => average.searchesPerDay),
              color: colors.average,
            },
          ]}
          formatValue={format.number}
          pointHeader={t('usage.chart.day')}
        />
      </div>
      <PastPeriods organizationId={organizationId} />
      <p className="text-xs text-slate-500">
        {period.updatedAt
          ? t('usage.updated', { date: format.date(period.updatedAt) })
          : t('usage.notCountedYet')}
      </p>
    </div>
  );
}

function Usage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('billing');
  const period = useCurrentPeriodUsage(organizationId);
  const history = useSearchUsage(organizationId);
  const labels = (key: 'loading' | 'loadFailed' | 'tryAgain') => t(`usage.${key}`);
  if (!period.data) return <QueryFallback query={period} t={labels} />;
  if (!history.data) return <QueryFallback query={history} t={labels} />;

  const anySearch = [...period.data.days, ...history.data.days, period.data.today].some(
    (day) => day.searches > 0,
  );
  if (!anySearch) {
    return (
      <EmptyState
        title={t('usage.empty.title')}
        example={
          <p className="rounded-md bg-slate-50 px-3 py-2 text-xs text-slate-700 ring-1 ring-slate-200">
            {t('usage.empty.example')}
          </p>
        }
      >
        {t('usage.empty.message')}
      </EmptyState>
    );
  }
  return <UsageReport organizationId={organizationId} period={period.data} history={history.data} />;
}

/**
 * /usage (flag PLAY_USAGE; spec 1 §2, §9): the storefront's searches per day in the current period
 * against the plan's allowance, and the 90-day rolling average that decides a plan upgrade. The
 * figures are counted once a day; today's running count shows beside them, marked provisional.
 */
export function Component() {
  const { t } = useTranslation('billing');
  const organization = useCurrentOrganization();
  return (
    <Page title={t('usage.title')} description={t('usage.intro')}>
      {organization && <Usage key={organization.uuid} organizationId={organization.uuid} />}
    </Page>
  );
}
