import type { Language, PreviewAnswer } from '@playboard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSearchPreview } from '../../../api/get-search-preview.ts';

/** A product found in the catalogue: its id, name, first image and price. */
export type CatalogueProduct = PreviewAnswer['products'][number];

/**
 * The first catalogue products a shopper's search for `query` finds, with name and image, through
 * the search preview (POST /merchandising/v1/sites/{id}/search-preview, the saved configuration):
 * the merchant picks products by what they are, not by typing ids.
 */
export async function searchCatalogueProducts(
  siteId: string,
  language: Language,
  query: string,
): Promise<CatalogueProduct[]> {
  return (await getSearchPreview(siteId, { language, query })).before.products;
}

export function searchCatalogueProductsQueryOptions(siteId: string, language: Language, query: string) {
  return queryOptions({
    queryKey: ['sites', siteId, 'catalogue-products', language, query],
    queryFn: () => searchCatalogueProducts(siteId, language, query),
  });
}

/** Nothing is asked until a query is typed. */
export function useCatalogueProductSearch(siteId: string, language: Language, query: string) {
  return useQuery({
    ...searchCatalogueProductsQueryOptions(siteId, language, query),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}
