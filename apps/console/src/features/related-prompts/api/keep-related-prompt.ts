import type { RelatedPromptKeep } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getReviewsKey, reviewsPath } from './get-related-prompt-reviews.ts';

/** POST …/related-prompt-reviews/keeps: the flag stays away until the prompt's figures change (204). */
export async function keepRelatedPrompt(siteId: string, keep: RelatedPromptKeep): Promise<void> {
  await api.post<unknown>(reviewsPath(siteId, '/keeps'), keep);
}

export function useKeepRelatedPrompt(instance: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...getReviewsKey(instance), 'keep'],
    mutationFn: (keep: RelatedPromptKeep) => keepRelatedPrompt(siteId, keep),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getReviewsKey(instance) }),
  });
}
