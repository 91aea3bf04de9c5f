import type { SearchRequest, SearchResponse } from '../types.ts';
import { bannersFor } from './banners.ts';
import type { CompiledConfig } from './config.ts';
import type { SearchContext, SearchTrace } from './context.ts';
import { findProducts } from './find-products.ts';
import { planSearch } from './plan.ts';
import type { PriceRange } from './price-phrases.ts';
import { redirectionFor } from './redirect.ts';
import type { Correction } from './spellcheck.ts';

/** What {@link runSearch} found: the response, and what partial results are decided on. */
export interface SearchOutcome {
  readonly response: Omit<SearchResponse, 'partials'>;
  /** Products after filters that match every word of the query (or every word relaxation kept). */
  readonly complete: number;
  /** The words searched: the query without its price phrase and its asking words ("do you have"). */
  readonly text: string;
  /** The price range the query asked for ("under 500"), applied like a filter. */
  readonly price: PriceRange | undefined;
  /** The words replaced in `text` to find what the response holds (`response.spellchecked`). */
  readonly corrections: readonly Correction[];
}

/**
 * Runs one request: its plan, the products it finds, and the banners, promoted items and
 * redirection of its query; partial results are added by the caller (`partials.ts`). `trace`, for
 * Explain, receives the candidates hide rules removed.
 */
export function runSearch(
  context: SearchContext,
  request: SearchRequest,
  config: CompiledConfig,
  trace?: SearchTrace,
): SearchOutcome {
  const plan = planSearch(context.store, request, config);
  const found = findProducts(context, plan, config, trace);
  const { banners, promoted } = bannersFor(config, plan.normalized, plan.now);
  const redirection = redirectionFor(config, plan.normalized);
  const { corrected } = found;
  return {
    response: {
      results: found.results,
      total: found.total,
      facets: found.facets,
      relaxedTerms: found.relaxed,
      builtInSynonyms: found.builtIn,
      banners,
      promoted,
      ...(corrected === undefined ? {} : { spellchecked: corrected.query }),
      ...(redirection === undefined ? {} : { redirection }),
      ...(found.priceStats === undefined ? {} : { priceStats: found.priceStats }),
    },
    complete: found.complete,
    text: plan.text,
    price: plan.price,
    corrections: corrected?.corrections ?? [],
  };
}
