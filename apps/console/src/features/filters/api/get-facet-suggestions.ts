import type { FacetSuggestions } from '@playboard/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /analytics/v1/sites/{id}/facet-suggestions?query=a,b: how often shoppers filtered the
 * searches for those queries by each facet over the last `days` days, most filtered first. Browse
 * pages carry no query tagging, so only a search context has a suggestion.
 */
export function getFacetSuggestions(siteId: string, queries: readonly string[]): Promise<FacetSuggestions> {
  const params = new URLSearchParams({ query: queries.join(',') });
  return api.get<FacetSuggestions>(
    `/analytics/v1/sites/${encodeURIComponent(siteId)}/facet-suggestions?${params.toString()}`,
  );
}

export function getFacetSuggestionsQueryOptions(siteId: string, queries: readonly string[]) {
  return queryOptions({
    queryKey: ['sites', siteId, 'facet-suggestions', queries],
    queryFn: () => getFacetSuggestions(siteId, queries),
  });
}
