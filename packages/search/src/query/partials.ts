import type { PartialResult, SearchRequest } from '../types.ts';
import type { CompiledConfig } from './config.ts';
import type { SearchContext } from './context.ts';
import { findProducts } from './find-products.ts';
import type { SearchOutcome } from './pipeline.ts';
import { planSearch } from './plan.ts';
import { queryParser } from './query-parser.ts';

/**
 * A query of several words finding fewer products than this is a low-result query: the answer
 * then shows what each word finds on its own, so the shopper can pick the part that mattered.
 */
export const LOW_RESULTS_THRESHOLD = 5;

/** Products per partial: a storefront shows them in a small carousel under the word. */
export const PARTIAL_ROWS = 4;

/**
 * Partial results of a low-result search: each slot of the query (a word, or a multi-word synonym)
 * searched alone with the request's filters, most products first, parts finding nothing left out.
 * A search that found enough, and found it with every word, gets none; so does a query of one slot,
 * whose only partial would be the query itself, and any page after the first.
 */
export function partialResults(
  context: SearchContext,
  request: SearchRequest,
  config: CompiledConfig,
  outcome: SearchOutcome,
): PartialResult[] {
  const main = outcome.response;
  // They belong to the first page: a storefront scrolling on already shows them.
  if (!config.partialResults || request.partials === false || (request.start ?? 0) > 0) return [];
  // Relaxation dropped a word to find anything: what is shown does not answer the whole query.
  // Products matching some of the words follow the full matches; only the full matches count here.
  if (outcome.complete >= LOW_RESULTS_THRESHOLD && main.relaxedTerms.length === 0) return [];
  const text = main.spellchecked ?? outcome.text;
  const parts = [...new Set(queryParser(context, config)(text).map((slot) => slot.text))];
  if (parts.length < 2) return [];
  // When relaxation kept one part, the main results are that part's: it is not repeated.
  const kept = parts.filter((part) => !main.relaxedTerms.includes(part));
  const partials: PartialResult[] = [];
  for (const part of parts) {
    if (kept.length === 1 && kept[0] === part) continue;
    const plan = planSearch(
      context.store,
      {
        query: part,
        filters: request.filters ?? [],
        rows: PARTIAL_ROWS,
        facets: false,
        ...(request.spellcheck === undefined ? {} : { spellcheck: request.spellcheck }),
        ...(request.now === undefined ? {} : { now: request.now }),
      },
      config,
      outcome.price,
    );
    const found = findProducts(context, plan, config);
    if (found.total > 0)
      partials.push({ query: found.corrected?.query ?? part, total: found.total, results: found.results });
  }
  return partials.sort((a, b) => b.total - a.total);
}
