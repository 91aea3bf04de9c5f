import { relatedTagsPageSchema, type RelatedTagsListQuery, type RelatedTagsPage } from '@playboard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** What the list asks for: the language, and the text and page when set. */
export type RelatedTagsQuery = Pick<RelatedTagsListQuery, 'language'> &
  Partial<Omit<RelatedTagsListQuery, 'language'>>;

/** `/merchandising/v1/sites/{siteId}/related-tags`, and the paths under it. */
export function relatedTagsPath(siteId: string, rest = ''): string {
  return `/merchandising/v1/sites/${encodeURIComponent(siteId)}/related-tags${rest}`;
}

/**
 * GET …/related-tags: one page of the queries with related tags in a language, each with the
 * merchant's entry (null when none) and the organic tags of now with their state.
 */
export async function getRelatedTags(siteId: string, query: RelatedTagsQuery): Promise<RelatedTagsPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return relatedTagsPageSchema.parse(await api.get<unknown>(`${relatedTagsPath(siteId)}?${params}`));
}

/** Every read of the site's related tags starts with this key: a save invalidates them all. */
export const getRelatedTagsKey = (siteId: string) => ['sites', siteId, 'related-tags'];

export function getRelatedTagsQueryOptions(siteId: string, query: RelatedTagsQuery) {
  return queryOptions({
    queryKey: [...getRelatedTagsKey(siteId), query],
    queryFn: () => getRelatedTags(siteId, query),
  });
}

export function useRelatedTags(siteId: string, query: RelatedTagsQuery) {
  return useQuery({
    ...getRelatedTagsQueryOptions(siteId, query),
    // The page shown stays, dimmed, while the next search or page loads.
    placeholderData: keepPreviousData,
  });
}
