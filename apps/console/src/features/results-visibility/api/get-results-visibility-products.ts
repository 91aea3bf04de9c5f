import type { ResultsVisibilityProducts } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /index/v1/sites/{id}/index-settings/products: how many products each switch affects now. */
export function getResultsVisibilityProducts(siteId: string): Promise<ResultsVisibilityProducts> {
  return api.get<ResultsVisibilityProducts>(
    `/index/v1/sites/${encodeURIComponent(siteId)}/index-settings/products`,
  );
}

export function getResultsVisibilityProductsQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: ['sites', siteId, 'results-visibility', 'products'],
    queryFn: () => getResultsVisibilityProducts(siteId),
  });
}

export function useResultsVisibilityProducts(siteId: string) {
  return useQuery(getResultsVisibilityProductsQueryOptions(siteId));
}
