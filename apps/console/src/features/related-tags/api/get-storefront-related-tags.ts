import { relatedTagsResponseSchema, type Language, type RelatedTagsResponse } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

type Suggestion = RelatedTagsResponse['data']['relatedtags'][number];

/**
 * GET /relatedtags/{instance}?query=&lang=: the tags the storefront offers for a search, in order
 * (the merchant's first, CURATED, then those the catalogue suggests, ORGANIC). A member's call
 * reaches a disabled site too, as its preview.
 */
export async function getStorefrontRelatedTags(
  instance: string,
  query: string,
  language: Language,
): Promise<Suggestion[]> {
  const params = new URLSearchParams({ query, lang: language });
  const answer = relatedTagsResponseSchema.parse(
    await api.get<unknown>(`/relatedtags/${encodeURIComponent(instance)}?${params}`),
  );
  return answer.data.relatedtags;
}

/** Every storefront answer shown starts with this key: a save reads them again. */
export const getStorefrontRelatedTagsKey = () => ['storefront', 'related-tags'];

export function getStorefrontRelatedTagsQueryOptions(instance: string, query: string, language: Language) {
  return queryOptions({
    queryKey: [...getStorefrontRelatedTagsKey(), instance, language, query],
    queryFn: () => getStorefrontRelatedTags(instance, query, language),
  });
}

export function useStorefrontRelatedTags(instance: string, query: string, language: Language) {
  return useQuery({
    ...getStorefrontRelatedTagsQueryOptions(instance, query, language),
    enabled: query.trim() !== '',
  });
}
