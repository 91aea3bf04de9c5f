import type { searchableFieldsResponseSchema } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../lib/api-client.ts';

/** Every searchable field of a site, active with its weight or not. */
export type SearchableFieldsAnswer = z.infer<typeof searchableFieldsResponseSchema>;

/** GET /index/v1/fields/site/{id}/searchable (spec 1 §7). */
export function getSearchableFields(siteId: string): Promise<SearchableFieldsAnswer> {
  return api.get<SearchableFieldsAnswer>(`/index/v1/fields/site/${encodeURIComponent(siteId)}/searchable`);
}

export function getSearchableFieldsQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: ['sites', siteId, 'searchable-fields'],
    queryFn: () => getSearchableFields(siteId),
    // A background refetch would move the form's saved baseline under the merchant's edits.
    staleTime: Infinity,
  });
}

export function useSearchableFields(siteId: string) {
  return useQuery(getSearchableFieldsQueryOptions(siteId));
}
