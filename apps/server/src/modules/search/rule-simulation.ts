import {
  addDays,
  localDay,
  RULE_SIMULATION_DAYS,
  RULE_SIMULATION_QUERIES,
  RULE_SIMULATION_TOP,
  type RuleSimulation,
  type RuleSimulationInput,
  type SimulatedProduct,
  type SimulatedQuery,
  type TopChange,
} from '@playboard/domain';
import type { MerchandisingConfig, SearchIndex, SearchResponse } from '@playboard/search';
import type { Database } from '../../db/client.ts';
import { topSearches } from '../analytics/index.ts';
import { withDraft } from '../merchandising/index.ts';
import type { CatalogDocument } from './documents.ts';
import type { IndexManager } from './index-manager.ts';

/** One language's engine with the saved rules and with the draft. */
export interface SimulationEngine {
  readonly index: SearchIndex;
  readonly saved: MerchandisingConfig;
  readonly draft: MerchandisingConfig;
}

/** A query to replay and how often shoppers searched it. */
export interface ReplayedSearch {
  readonly query: string;
  readonly language: string;
  readonly searches: number;
}

function firstProducts(index: SearchIndex, config: MerchandisingConfig, query: string, now: number) {
  return index.search(
    { query, rows: RULE_SIMULATION_TOP, facets: false, partials: false, now },
    config,
  ) as SearchResponse<CatalogDocument>;
}

const productOf = ({ document }: { document: CatalogDocument }): SimulatedProduct => ({
  id: document.id,
  name: document.name,
  image: document.images[0] ?? null,
});

/** Products in, out and moved between two tops: by position after, then those that left. */
function changesBetween(
  before: readonly SimulatedProduct[],
  after: readonly SimulatedProduct[],
): TopChange[] {
  const positionBefore = new Map(before.map((product, index) => [product.id, index + 1]));
  const positionAfter = new Map(after.map((product, index) => [product.id, index + 1]));
  const changes: TopChange[] = [];
  after.forEach((product, index) => {
    const was = positionBefore.get(product.id);
    if (was === undefined)
      changes.push({ id: product.id, name: product.name, change: 'in', before: null, after: index + 1 });
    else if (was !== index + 1)
      changes.push({ id: product.id, name: product.name, change: 'moved', before: was, after: index + 1 });
  });
  before.forEach((product, index) => {
    if (!positionAfter.has(product.id))
      changes.push({ id: product.id, name: product.name, change: 'out', before: index + 1, after: null });
  });
  return changes;
}

/**
 * Replays each search on its language's engine with the saved rules and with the draft, and keeps
 * the queries whose first {@link RULE_SIMULATION_TOP} products or number found differ. Searches in
 * a language without an engine are not replayed.
 */
export function replaySearches(
  engines: ReadonlyMap<string, SimulationEngine>,
  searches: readonly ReplayedSearch[],
  now: number,
): { replayed: number; replayedSearches: number; changed: SimulatedQuery[] } {
  let replayed = 0;
  let replayedSearches = 0;
  const changed: SimulatedQuery[] = [];
  for (const search of searches) {
    const engine = engines.get(search.language);
    if (!engine) continue;
    replayed++;
    replayedSearches += search.searches;
    const saved = firstProducts(engine.index, engine.saved, search.query, now);
    const draft = firstProducts(engine.index, engine.draft, search.query, now);
    const before = saved.results.map(productOf);
    const after = draft.results.map(productOf);
    const changes = changesBetween(before, after);
    if (changes.length === 0 && saved.total === draft.total) continue;
    changed.push({
      query: search.query,
      language: search.language,
      searches: search.searches,
      totalBefore: saved.total,
      totalAfter: draft.total,
      before,
      after,
      changes,
    });
  }
  return { replayed, replayedSearches, changed };
}

/**
 * The real searches a replay reads: the site's {@link RULE_SIMULATION_QUERIES} most frequent of
 * the last {@link RULE_SIMULATION_DAYS} days (its time zone's days, today included), of one
 * language when given, and every search of those days.
 */
export async function recentSearches(
  db: Database,
  site: { id: string; timeZone: string },
  now: Date,
  language?: string,
): Promise<{ from: string; to: string; queries: ReplayedSearch[]; totalSearches: number }> {
  const to = localDay(now, site.timeZone);
  const from = addDays(to, 1 - RULE_SIMULATION_DAYS);
  const top = await topSearches(db, site.id, { from, to }, RULE_SIMULATION_QUERIES, language);
  return { from, to, ...top };
}

/**
 * What a draft rule would change on the site's most frequent recent searches ({@link recentSearches}):
 * each replayed on the live index with the saved configuration and with the draft in it. Nothing
 * is stored.
 */
export async function simulateRule(
  db: Database,
  indexes: IndexManager,
  site: { id: string; timeZone: string },
  draft: RuleSimulationInput,
  now: Date,
): Promise<RuleSimulation> {
  const { from, to, ...top } = await recentSearches(db, site, now);
  const engines = new Map<string, SimulationEngine>();
  for (const language of new Set(top.queries.map((search) => search.language))) {
    const engine = await indexes.draft(site.id, language, (saved) => withDraft(saved, draft));
    if (engine) engines.set(language, engine);
  }
  const started = performance.now();
  const { replayed, replayedSearches, changed } = replaySearches(engines, top.queries, now.getTime());
  const tookMs = performance.now() - started;
  const changedSearches = changed.reduce((sum, query) => sum + query.searches, 0);
  return {
    from,
    to,
    replayed,
    replayedSearches,
    totalSearches: top.totalSearches,
    changed: changed.length,
    changedSearches,
    share: top.totalSearches === 0 ? 0 : Math.min(1, changedSearches / top.totalSearches),
    queries: changed,
    tookMs: Math.round(tookMs * 10) / 10,
  };
}
