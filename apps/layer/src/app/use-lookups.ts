import type { LayerServiceConfig } from '@playboard/domain';
import { useCallback } from 'react';
import type { Product, RelatedPrompt, SearchApi } from './search-api.ts';
import { useAsync } from './use-search.ts';

/** What the layer shows around the results of a query. */
export interface Lookups {
  /** Completions of what is typed. */
  suggestions: string[];
  popular: string[];
  featured: Product[];
  nextQueries: string[];
  prompts: RelatedPrompt[];
}

/**
 * The lookups of `query` (debounced), with the suggestions matched against what is `typed` now, each
 * kind cut to the instance's count of it (none asked for when that is 0).
 */
export function useLookups(
  api: SearchApi,
  query: string,
  typed: string,
  counts: LayerServiceConfig['suggestions'],
): Lookups {
  const { querySuggestions, popularSearches, nextQueries: nextCount, relatedPrompts } = counts;
  const suggested = useAsync(
    useCallback(
      async (signal: AbortSignal) => ({
        query,
        items: query && querySuggestions > 0 ? await api.suggestions(query, querySuggestions, signal) : [],
      }),
      [api, query, querySuggestions],
    ),
    { query: '', items: [] },
  );
  // Suggestions of an older query stay up while typing goes on from it, never those of another query.
  const suggestions = suggested.query && typed.startsWith(suggested.query) ? suggested.items : [];
  const popular = useAsync(
    useCallback(
      (signal: AbortSignal) =>
        popularSearches > 0 ? api.suggestions('', popularSearches, signal) : Promise.resolve([]),
      [api, popularSearches],
    ),
    [],
  );
  const featured = useAsync(
    useCallback((signal: AbortSignal) => api.featured(signal), [api]),
    [],
  );
  const nextQueries = useAsync(
    useCallback(
      async (signal: AbortSignal) =>
        query && nextCount > 0 ? (await api.nextQueries(query, signal)).slice(0, nextCount) : [],
      [api, query, nextCount],
    ),
    [],
  );
  const prompts = useAsync(
    useCallback(
      async (signal: AbortSignal): Promise<RelatedPrompt[]> =>
        query && relatedPrompts > 0 ? (await api.relatedPrompts(query, signal)).slice(0, relatedPrompts) : [],
      [api, query, relatedPrompts],
    ),
    [],
  );
  return { suggestions, popular, featured, nextQueries, prompts };
}
