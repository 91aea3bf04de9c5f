import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { relatedTagsPath } from './get-related-tags.ts';
import { useInvalidateRelatedTags } from './save-related-tags.ts';

/** DELETE …/related-tags/{id}: the query's hidden organic tags show again. */
export async function deleteRelatedTags(siteId: string, id: string): Promise<void> {
  await api.delete(relatedTagsPath(siteId, `/${encodeURIComponent(id)}`));
}

export function useDeleteRelatedTags(siteId: string) {
  const invalidate = useInvalidateRelatedTags(siteId);
  return useMutation({
    mutationFn: (id: string) => deleteRelatedTags(siteId, id),
    onSuccess: invalidate,
  });
}
