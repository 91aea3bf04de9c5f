import type { BuiltInExpansion, FacetResult, SearchHit } from '../types.ts';
import { findCandidates } from './candidates.ts';
import type { CompiledConfig } from './config.ts';
import type { SearchContext, SearchTrace } from './context.ts';
import { filterAndFacet } from './facets.ts';
import type { SearchPlan } from './plan.ts';
import { rankPage } from './ranking.ts';
import { removeHidden, ruleEffects } from './rule-effects.ts';
import type { CorrectedQuery } from './spellcheck.ts';

/** The products a plan finds: a page of them, how many pass the filters, and how they were found. */
export interface FoundProducts {
  readonly results: SearchHit[];
  /** Products after filters. */
  readonly total: number;
  readonly facets: readonly FacetResult[];
  /** Products after filters that match every word of the query (or every word relaxation kept). */
  readonly complete: number;
  readonly priceStats: { readonly min: number; readonly max: number } | undefined;
  readonly corrected: CorrectedQuery | undefined;
  readonly relaxed: readonly string[];
  readonly builtIn: readonly BuiltInExpansion[];
}

/**
 * The product stages of a search: candidates (featured, or text with its fallbacks, identifiers,
 * pins) → rules and what hides products → filters and facets → ranking and the page. `trace`, for
 * Explain, receives the candidates hide rules removed.
 */
export function findProducts(
  context: SearchContext,
  plan: SearchPlan,
  config: CompiledConfig,
  trace?: SearchTrace,
): FoundProducts {
  const { store, scratch } = context;
  const { candidates, corrected, relaxed, builtIn } = findCandidates(context, plan, config);
  const effects = ruleEffects(context, plan, candidates);
  removeHidden(context, plan, config, candidates, effects, trace);
  scratch.reserveRanking(candidates.length);
  const filtered = filterAndFacet(
    store,
    scratch,
    plan.facets,
    plan.groups,
    plan.filters,
    candidates.slots,
    candidates.length,
  );
  const page = rankPage(context, plan, config, candidates, effects, filtered);
  return {
    results: page.results,
    total: filtered.length,
    facets: filtered.facets,
    complete: page.complete,
    priceStats: page.priceStats,
    corrected,
    relaxed,
    builtIn,
  };
}
