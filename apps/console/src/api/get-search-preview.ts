import type { SearchPreview, SearchPreviewInput } from '@playboard/domain';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/**
 * POST /merchandising/v1/sites/{id}/search-preview: what a shopper would get for a query with the
 * site's saved configuration (`before`) and with one unsaved change (`after`); nothing is stored.
 */
export function getSearchPreview(siteId: string, input: SearchPreviewInput): Promise<SearchPreview> {
  return api.post<SearchPreview>(
    `/merchandising/v1/sites/${encodeURIComponent(siteId)}/search-preview`,
    input,
  );
}

/** The preview of `input`; nothing is asked while `input` is null (no query typed yet). */
export function getSearchPreviewQueryOptions(siteId: string, input: SearchPreviewInput | null) {
  return queryOptions({
    queryKey: ['sites', siteId, 'search-preview', input],
    queryFn: input ? () => getSearchPreview(siteId, input) : skipToken,
  });
}

export function useSearchPreview(siteId: string, input: SearchPreviewInput | null) {
  return useQuery({
    ...getSearchPreviewQueryOptions(siteId, input),
    // The previous answer stays while the next change or query is asked for: no flicker per key.
    placeholderData: keepPreviousData,
  });
}
