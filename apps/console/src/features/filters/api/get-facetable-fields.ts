import type { facetableFieldsResponseSchema } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** The storefront's facets (selected, in order), then the other fields of the catalogue that can be. */
export type FacetableFieldsAnswer = z.infer<typeof facetableFieldsResponseSchema>;

/** GET /index/v1/fields/site/{id}/facetable (spec 1 §7). */
export function getFacetableFields(siteId: string): Promise<FacetableFieldsAnswer> {
  return api.get<FacetableFieldsAnswer>(`/index/v1/fields/site/${encodeURIComponent(siteId)}/facetable`);
}

export function getFacetableFieldsQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: ['sites', siteId, 'facetable-fields'],
    queryFn: () => getFacetableFields(siteId),
    // A background refetch would move the form's saved baseline under the merchant's edits.
    staleTime: Infinity,
  });
}

export function useFacetableFields(siteId: string) {
  return useQuery(getFacetableFieldsQueryOptions(siteId));
}
