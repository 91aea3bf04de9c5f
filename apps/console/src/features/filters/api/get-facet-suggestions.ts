import type { BrowseField } from '@playboard/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** How often shoppers filtered by each facet in some searches or on a page, most filtered first. */
export interface FacetSuggestions {
  /** The days looked back over. */
  days: number;
  /** The searches (or page views) found in them; 0 when there is no filter data yet. */
  searches: number;
  facets: { field: string; filters: number }[];
}

/** The context the suggestions are for: some queries, or a category or brand page. */
export type FacetSuggestionsContext =
  { queries: readonly string[] } | { browseField: BrowseField; browseValue: string };

/** GET /merchandising/v1/sites/{id}/facet-suggestions?query=a,b or ?browseField=&browseValue=. */
export function getFacetSuggestions(
  siteId: string,
  context: FacetSuggestionsContext,
): Promise<FacetSuggestions> {
  const params = new URLSearchParams(
    'queries' in context
      ? { query: context.queries.join(',') }
      : { browseField: context.browseField, browseValue: context.browseValue },
  );
  return api.get<FacetSuggestions>(
    `/merchandising/v1/sites/${encodeURIComponent(siteId)}/facet-suggestions?${params.toString()}`,
  );
}

export function getFacetSuggestionsQueryOptions(siteId: string, context: FacetSuggestionsContext) {
  return queryOptions({
    queryKey: ['sites', siteId, 'facet-suggestions', context],
    queryFn: () => getFacetSuggestions(siteId, context),
  });
}
