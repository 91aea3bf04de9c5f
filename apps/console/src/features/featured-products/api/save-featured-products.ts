import type { FeaturedProducts } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getFeaturedProductsQueryOptions } from '../../../api/get-featured-products.ts';
import { api } from '../../../lib/api-client.ts';

/** PUT /index/v1/featured-products/{siteId}: answers the saved value. */
export function saveFeaturedProducts(siteId: string, value: FeaturedProducts): Promise<FeaturedProducts> {
  return api.put<FeaturedProducts>(`/index/v1/featured-products/${encodeURIComponent(siteId)}`, value);
}

export function useSaveFeaturedProducts(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: FeaturedProducts) => saveFeaturedProducts(siteId, value),
    onSuccess: (saved) => queryClient.setQueryData(getFeaturedProductsQueryOptions(siteId).queryKey, saved),
  });
}
