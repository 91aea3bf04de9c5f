import { relatedTagsSchema, type RelatedTags, type RelatedTagsInput } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getStorefrontRelatedTagsKey } from './get-storefront-related-tags.ts';
import { getRelatedTagsKey, relatedTagsPath } from './get-related-tags.ts';

/** POST …/related-tags: the first entry of a query (409 related-tags-1 when it has one). */
export async function createRelatedTags(siteId: string, input: RelatedTagsInput): Promise<RelatedTags> {
  return relatedTagsSchema.parse(await api.post<unknown>(relatedTagsPath(siteId), input));
}

/** PUT …/related-tags/{id}: the entry's curated and hidden tags, replaced. */
export async function updateRelatedTags(
  siteId: string,
  id: string,
  input: RelatedTagsInput,
): Promise<RelatedTags> {
  return relatedTagsSchema.parse(
    await api.put<unknown>(relatedTagsPath(siteId, `/${encodeURIComponent(id)}`), input),
  );
}

/** A save changes the list and what the storefront offers: both are read again. */
export function useInvalidateRelatedTags(siteId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getRelatedTagsKey(siteId) }),
      queryClient.invalidateQueries({ queryKey: getStorefrontRelatedTagsKey() }),
    ]);
}

export function useCreateRelatedTags(siteId: string) {
  const invalidate = useInvalidateRelatedTags(siteId);
  return useMutation({
    mutationFn: (input: RelatedTagsInput) => createRelatedTags(siteId, input),
    onSuccess: invalidate,
  });
}

export function useUpdateRelatedTags(siteId: string) {
  const invalidate = useInvalidateRelatedTags(siteId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RelatedTagsInput }) =>
      updateRelatedTags(siteId, id, input),
    onSuccess: invalidate,
  });
}
