import type { FeaturedProductCards, Language } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /index/v1/featured-products/{siteId}/products: the saved recommended products in order with
 * their catalogue name and image; an id the catalogue no longer has comes flagged.
 */
export function getFeaturedProductCards(siteId: string, language: Language): Promise<FeaturedProductCards> {
  return api.get<FeaturedProductCards>(
    `/index/v1/featured-products/${encodeURIComponent(siteId)}/products?language=${encodeURIComponent(language)}`,
  );
}

export function getFeaturedProductCardsQueryOptions(siteId: string, language: Language) {
  return queryOptions({
    queryKey: ['sites', siteId, 'featured-products', 'cards', language],
    queryFn: () => getFeaturedProductCards(siteId, language),
    // The form's saved baseline: a background refetch would move it under the merchant's edits.
    staleTime: Infinity,
  });
}

export function useFeaturedProductCards(siteId: string, language: Language) {
  return useQuery(getFeaturedProductCardsQueryOptions(siteId, language));
}
