import type { FeaturedProducts } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/** GET /index/v1/featured-products/{siteId}: popular, or the recommended product ids in order (spec 1 §7). */
export function getFeaturedProducts(siteId: string): Promise<FeaturedProducts> {
  return api.get<FeaturedProducts>(`/index/v1/featured-products/${encodeURIComponent(siteId)}`);
}

export function getFeaturedProductsQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: ['sites', siteId, 'featured-products'],
    queryFn: () => getFeaturedProducts(siteId),
    // A background refetch would move the form's saved baseline under the merchant's edits.
    staleTime: Infinity,
  });
}

export function useFeaturedProducts(siteId: string) {
  return useQuery(getFeaturedProductsQueryOptions(siteId));
}
