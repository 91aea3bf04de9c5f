import { nextDay, zonedMidnight, type ConfigRevisionDay, type Site } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSelection } from '../../lib/session.ts';
import { GettingStarted } from '../../ui/getting-started.tsx';
import { QueryFallback } from '../../ui/query-fallback.tsx';
import { TrendChart, type TrendMark } from '../../ui/trend-chart.tsx';
import { useChangeDays } from './api/get-change-days.ts';
import { useKpis, type KpiDay, type KpiReport, type Kpis } from './api/get-kpis.ts';
import { AnalyticsFrame, type AnalyticsContext } from './components/analytics-frame.tsx';
import { KpiCard } from './components/kpi-card.tsx';
import { useAnalyticsFormat } from './format.ts';

type KpiKey =
  | 'searches'
  | 'noResultsRate'
  | 'ctr'
  | 'cr'
  | 'clicks'
  | 'visits'
  | 'addToCarts'
  | 'partialResultClicks'
  | 'clicksWithoutSearch';

/**
 * The KPIs of spec 1 §2, in its order, then the clicks Clicks is made of or leaves out (issue 22);
 * rates are shown as percentages.
 */
const KPIS: readonly { key: KpiKey; rate: boolean; higherIsBetter: boolean }[] = [
  { key: 'searches', rate: false, higherIsBetter: true },
  { key: 'noResultsRate', rate: true, higherIsBetter: false },
  { key: 'ctr', rate: true, higherIsBetter: true },
  { key: 'cr', rate: true, higherIsBetter: true },
  { key: 'clicks', rate: false, higherIsBetter: true },
  { key: 'visits', rate: false, higherIsBetter: true },
  { key: 'addToCarts', rate: false, higherIsBetter: true },
  { key: 'partialResultClicks', rate: false, higherIsBetter: true },
  { key: 'clicksWithoutSearch', rate: false, higherIsBetter: true },
];

/** Change of `current` relative to `previous`; none when either is missing or the previous is 0. */
export function relativeChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / previous;
}

const CHART_COLORS = {
  searches: '#4f46e5',
  searchesNoResults: '#e11d48',
  clicks: '#0284c7',
  addToCarts: '#059669',
  checkouts: '#d97706',
} as const;

type ChartKey = keyof typeof CHART_COLORS;

function hasTraffic(kpis: Kpis): boolean {
  return (
    kpis.searches + kpis.visits + kpis.clicks + kpis.clicksWithoutSearch + kpis.addToCarts + kpis.checkouts >
    0
  );
}

/**
 * The days of the series with configuration changes (issue 14): each mark lists how many and of
 * which kinds, and links to the History screen on that day of the site.
 */
function useChangeMarks(site: Site, series: KpiDay[], changes: ConfigRevisionDay[]): TrendMark[] {
  const { t } = useTranslation(['analytics', 'history']);
  const format = useAnalyticsFormat();
  const byDay = new Map(changes.map((day) => [day.date, day]));
  return series.flatMap((point, index) => {
    const day = byDay.get(point.day);
    if (!day) return [];
    const label = t('home.changes.label', { count: day.count, day: format.longDay(day.date) });
    const href = paths.history.getHref({
      from: zonedMidnight(day.date, site.timeZone).toISOString(),
      to: zonedMidnight(nextDay(day.date), site.timeZone).toISOString(),
    });
    const details = (
      <>
        <p className="font-semibold text-slate-900">{label}</p>
        <p className="mt-1">{day.kinds.map((kind) => t(`kinds.${kind}`, { ns: 'history' })).join(', ')}</p>
        <Link to={href} className="mt-2 inline-block font-medium text-indigo-700 hover:underline">
          {t('home.changes.see')}
        </Link>
      </>
    );
    return [{ index, label, details }];
  });
}

function Trends({ series, marks }: { series: KpiDay[]; marks: TrendMark[] }) {
  const { t } = useTranslation('analytics');
  const format = useAnalyticsFormat();
  const points = series.map((day) => format.shortDay(day.day));
  const lines = (keys: readonly ChartKey[]) =>
    keys.map((key) => ({
      key,
      label: t(`series.${key}`),
      color: CHART_COLORS[key],
      values: series.map((day) => day[key]),
    }));
  return (
    <section aria-label={t('home.trends')} className="grid gap-6 lg:grid-cols-2">
      {[
        { title: t('home.searchesChart'), keys: ['searches', 'searchesNoResults'] as const },
        { title: t('home.engagementChart'), keys: ['clicks', 'addToCarts', 'checkouts'] as const },
      ].map((chart) => (
        <div key={chart.title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5">
          <TrendChart
            title={chart.title}
            points={points}
            series={lines(chart.keys)}
            formatValue={format.number}
            pointHeader={t('home.day')}
            marks={marks}
          />
        </div>
      ))}
      {marks.length > 0 && <p className="text-xs text-slate-500 lg:col-span-2">{t('home.changes.legend')}</p>}
    </section>
  );
}

function Overview({ report, marks }: { report: KpiReport; marks: TrendMark[] }) {
  const { t } = useTranslation('analytics');
  const format = useAnalyticsFormat();
  return (
    <div className="space-y-6">
      <section aria-label={t('home.kpis')}>
        <p className="mb-3 text-xs text-slate-500">
          {t('range.previous', {
            from: format.longDay(report.previousRange.from),
            to: format.longDay(report.previousRange.to),
          })}
        </p>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {KPIS.map(({ key, rate, higherIsBetter }) => {
            const value = report.current[key];
            return (
              <KpiCard
                key={key}
                label={t(`kpi.${key}.label`)}
                help={t(`kpi.${key}.help`)}
                value={value === null ? null : rate ? format.rate(value) : format.number(value)}
                change={relativeChange(value, report.previous[key])}
                higherIsBetter={higherIsBetter}
                formatChange={format.rate}
              />
            );
          })}
        </dl>
      </section>
      <Trends series={report.series} marks={marks} />
    </div>
  );
}

function Home({ site, engine, range }: AnalyticsContext & { site: Site }) {
  const { t } = useTranslation('analytics');
  const kpis = useKpis(engine.engineId, range.range);
  // Without the days of changes the charts still show, unmarked.
  const changes = useChangeDays(site.uuid, range.range);
  const marks = useChangeMarks(site, kpis.data?.series ?? [], changes.data?.days ?? []);
  if (!kpis.isSuccess) return <QueryFallback query={kpis} t={t} labels={{ loading: t('home.loading') }} />;
  if (!hasTraffic(kpis.data.current) && !hasTraffic(kpis.data.previous)) {
    return (
      <div className="rounded-xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-900/5" role="status">
        <p className="text-base font-semibold text-slate-900">{t('home.emptyTitle')}</p>
        <p className="mx-auto mt-2 max-w-lg text-sm text-slate-600">{t('home.empty')}</p>
      </div>
    );
  }
  return (
    <div
      aria-busy={kpis.isPlaceholderData || undefined}
      className={kpis.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
    >
      <Overview report={kpis.data} marks={marks} />
    </div>
  );
}

/**
 * /analytics (spec 1 §2): the KPIs of the range against the period before, and their trends by day;
 * above them the next steps after the setup, until they are done or dismissed (issue 18).
 */
export function Component() {
  const { t } = useTranslation(['analytics', 'common']);
  const { site } = useSelection();
  return (
    <AnalyticsFrame title={t('pages.analytics', { ns: 'common' })} description={t('home.intro')}>
      {(context) => (
        <div className="space-y-6">
          {site && <GettingStarted key={site.uuid} site={site} placement="home" />}
          {site && <Home site={site} {...context} />}
        </div>
      )}
    </AnalyticsFrame>
  );
}
