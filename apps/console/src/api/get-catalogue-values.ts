import type { BusinessRuleValues, BusinessRuleValuesQuery } from '@playboard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/** A catalogue value of a rule field: what the rule stores, what the merchant reads, its products, a product's image. */
export type CatalogueValue = BusinessRuleValues['values'][number];

/**
 * GET /merchandising/v1/sites/{id}/business-rules/values: the values a rule field takes in the
 * catalogue (brands, categories, products with their image), most products first, found by `q`.
 */
export function getCatalogueValues(
  siteId: string,
  query: BusinessRuleValuesQuery,
): Promise<BusinessRuleValues> {
  const params = new URLSearchParams({
    field: query.field,
    language: query.language,
    limit: String(query.limit),
  });
  if (query.q) params.set('q', query.q);
  return api.get<BusinessRuleValues>(
    `/merchandising/v1/sites/${encodeURIComponent(siteId)}/business-rules/values?${params.toString()}`,
  );
}

export function getCatalogueValuesQueryOptions(siteId: string, query: BusinessRuleValuesQuery) {
  return queryOptions({
    queryKey: ['sites', siteId, 'business-rules', 'values', query],
    queryFn: () => getCatalogueValues(siteId, query),
  });
}

/** Products are searched for (nothing is asked before a text is typed); other fields list their values at once. */
export function useCatalogueValues(siteId: string, query: BusinessRuleValuesQuery) {
  return useQuery({
    ...getCatalogueValuesQueryOptions(siteId, query),
    enabled: query.field !== 'PRODUCT_ID' || Boolean(query.q),
    placeholderData: keepPreviousData,
  });
}
