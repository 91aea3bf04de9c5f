import {
  RULE_SIMULATION_DAYS,
  RULE_SIMULATION_QUERIES,
  RULE_SIMULATION_TOP,
  type RuleSimulation,
  type RuleSimulationInput,
  type SimulatedProduct,
  type SimulatedQuery,
} from '@playboard/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { useRuleSimulation } from './api/run-rule-simulation.ts';
import { ProductThumbnail } from '../../ui/catalogue-picker.tsx';

type ChangeKind = 'in' | 'out' | 'moved';

const badge: Record<ChangeKind, string> = {
  in: 'bg-emerald-100 text-emerald-800',
  out: 'bg-rose-100 text-rose-800',
  moved: 'bg-indigo-100 text-indigo-800',
};

/** One side of a query's top, each product with its image and, on its side, whether it came in, left or moved. */
function Top({
  label,
  products,
  changes,
}: {
  label: string;
  products: SimulatedProduct[];
  changes: ReadonlyMap<string, ChangeKind>;
}) {
  const { t } = useTranslation('query-ranking');
  return (
    <div className="min-w-0 flex-1">
      <p className="mb-1 text-xs font-semibold text-slate-600">{label}</p>
      <ol aria-label={label} className="space-y-1">
        {products.map((product, index) => {
          const change = changes.get(product.id);
          return (
            <li key={product.id} className="flex items-center gap-2 text-xs">
              <span className="w-4 text-right text-slate-500">{index + 1}</span>
              <ProductThumbnail image={product.image} size="sm" />
              <span className="line-clamp-2 min-w-0 flex-1 text-slate-800">{product.name}</span>
              {change && (
                <span className={clsx('rounded px-1.5 py-0.5 text-[10px] font-semibold', badge[change])}>
                  {t(`simulator.change.${change}`)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** A changed query: how often it is searched, and its first products before and after the draft. */
function ChangedQuery({ query }: { query: SimulatedQuery }) {
  const { t } = useTranslation('query-ranking');
  const before = new Map<string, ChangeKind>(
    query.changes.filter((change) => change.change === 'out').map((change) => [change.id, 'out']),
  );
  const after = new Map<string, ChangeKind>(
    query.changes.filter((change) => change.change !== 'out').map((change) => [change.id, change.change]),
  );
  return (
    <li className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
      <details>
        <summary className="flex cursor-pointer flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-slate-900">“{query.query}”</span>
          <span className="text-slate-600">{t('simulator.searches', { count: query.searches })}</span>
          <span className="text-xs text-slate-500">
            {t('simulator.changes', {
              in: query.changes.filter((change) => change.change === 'in').length,
              out: query.changes.filter((change) => change.change === 'out').length,
              moved: query.changes.filter((change) => change.change === 'moved').length,
            })}
          </span>
          {query.totalAfter !== query.totalBefore && (
            <span className="text-xs text-amber-700">
              {t('simulator.totals', { before: query.totalBefore, after: query.totalAfter })}
            </span>
          )}
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
          <Top
            label={t('simulator.before', { top: RULE_SIMULATION_TOP })}
            products={query.before}
            changes={before}
          />
          <Top
            label={t('simulator.after', { top: RULE_SIMULATION_TOP })}
            products={query.after}
            changes={after}
          />
        </div>
      </details>
    </li>
  );
}

function Result({ simulation }: { simulation: RuleSimulation }) {
  const { t, i18n } = useTranslation('query-ranking');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  if (simulation.replayed === 0)
    return (
      <p className="text-sm text-slate-600">{t('simulator.noTraffic', { days: RULE_SIMULATION_DAYS })}</p>
    );
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm text-slate-800">
        {t('simulator.summary', {
          changed: simulation.changed,
          replayed: simulation.replayed,
          searches: simulation.changedSearches,
          share: percent.format(simulation.share),
          days: RULE_SIMULATION_DAYS,
        })}
      </p>
      {simulation.queries.length > 0 ? (
        <ul aria-label={t('simulator.changed')} className="max-h-[28rem] space-y-2 overflow-y-auto">
          {simulation.queries.map((query) => (
            <ChangedQuery key={`${query.language}:${query.query}`} query={query} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('simulator.unchanged')}</p>
      )}
    </div>
  );
}

/**
 * The simulator (issue 17): replays the site's most searched queries of the last 30 days with the
 * saved rules and with the draft, and says how many searches and what share of the traffic the draft
 * changes, per query its first products before and after; the draft can be saved from here at once.
 */
export function SimulatorPanel({
  siteId,
  draft,
  saving,
  saveLabel,
}: {
  siteId: string;
  /** The draft in the simulator's shape; null while it cannot be simulated (not valid yet). */
  draft: RuleSimulationInput | null;
  saving: boolean;
  /** The label of the form's save button, repeated here under the result. */
  saveLabel: string;
}) {
  const { t } = useTranslation(['query-ranking', 'common']);
  const errorMessage = useErrorMessage();
  const simulation = useRuleSimulation(siteId);
  const stale = simulation.data && JSON.stringify(simulation.variables) !== JSON.stringify(draft);
  return (
    <section
      aria-labelledby="simulator-title"
      className="space-y-3 rounded-lg bg-indigo-50/50 p-4 ring-1 ring-indigo-100"
    >
      <div>
        <h3 id="simulator-title" className="text-sm font-semibold text-slate-900">
          {t('simulator.title')}
        </h3>
        <p className="text-xs text-slate-600">
          {t('simulator.description', { queries: RULE_SIMULATION_QUERIES, days: RULE_SIMULATION_DAYS })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          type="button"
          disabled={!draft}
          loading={simulation.isPending}
          loadingLabel={t('simulator.running')}
          onClick={() => {
            if (draft) simulation.mutate(draft);
          }}
        >
          {t(simulation.data ? 'simulator.runAgain' : 'simulator.run')}
        </Button>
        {!draft && <span className="text-xs text-amber-700">{t('simulator.incomplete')}</span>}
        {stale && <span className="text-xs text-amber-700">{t('simulator.stale')}</span>}
      </div>
      {simulation.isError && (
        <Callout
          tone="error"
          title={t('simulator.failed')}
          actions={
            <Button variant="secondary" type="button" onClick={() => draft && simulation.mutate(draft)}>
              {t('tryAgain')}
            </Button>
          }
        >
          {errorMessage(simulation.error)}
        </Callout>
      )}
      {simulation.data && (
        <>
          <Result simulation={simulation.data} />
          <div className="flex justify-end">
            <Button type="submit" loading={saving} loadingLabel={t('editor.saving')}>
              {saveLabel}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
