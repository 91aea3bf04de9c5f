import type { ResultsVisibility } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/** GET /index/v1/sites/{id}/index-settings: whether out-of-stock and unorderable products show (spec 1 §7). */
export function getResultsVisibility(siteId: string): Promise<ResultsVisibility> {
  return api.get<ResultsVisibility>(`/index/v1/sites/${encodeURIComponent(siteId)}/index-settings`);
}

export function getResultsVisibilityQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: ['sites', siteId, 'results-visibility'],
    queryFn: () => getResultsVisibility(siteId),
    // A background refetch would move the form's saved baseline under the merchant's edits.
    staleTime: Infinity,
  });
}

export function useResultsVisibility(siteId: string) {
  return useQuery(getResultsVisibilityQueryOptions(siteId));
}
