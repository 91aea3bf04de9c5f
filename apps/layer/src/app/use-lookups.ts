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

/** The lookups of `query` (debounced), with the suggestions matched against what is `typed` now. */
export function useLookups(api: SearchApi, query: string, typed: string): Lookups {
  const suggested = useAsync(
    useCallback(
      async (signal: AbortSignal) => ({ query, items: query ? await api.suggestions(query, signal) : [] }),
      [api, query],
    ),
    { query: '', items: [] },
  );
  // Suggestions of an older query stay up while typing goes on from it, never those of another query.
  const suggestions = suggested.query && typed.startsWith(suggested.query) ? suggested.items : [];
  const popular = useAsync(
    useCallback((signal: AbortSignal) => api.suggestions('', signal), [api]),
    [],
  );
  const featured = useAsync(
    useCallback((signal: AbortSignal) => api.featured(signal), [api]),
    [],
  );
  const nextQueries = useAsync(
    useCallback(
      (signal: AbortSignal) => (query ? api.nextQueries(query, signal) : Promise.resolve([])),
      [api, query],
    ),
    [],
  );
  const prompts = useAsync(
    useCallback(
      (signal: AbortSignal): Promise<RelatedPrompt[]> =>
        query ? api.relatedPrompts(query, signal) : Promise.resolve([]),
      [api, query],
    ),
    [],
  );
  return { suggestions, popular, featured, nextQueries, prompts };
}
