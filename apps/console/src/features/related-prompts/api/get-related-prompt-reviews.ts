import { relatedPromptReviewsSchema, type Language, type RelatedPromptReviews } from '@playboard/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getRelatedPromptsKey } from './get-related-prompts.ts';

/** `/merchandising/v1/sites/{siteId}/related-prompt-reviews`, and the paths under it. */
export function reviewsPath(siteId: string, rest = ''): string {
  return `/merchandising/v1/sites/${encodeURIComponent(siteId)}/related-prompt-reviews${rest}`;
}

/**
 * GET …/related-prompt-reviews: the prompts shown in the language to look at again over the last
 * 30 days (a next query finds nothing now, or shoppers rarely pick it), with the site's average CTR.
 */
export async function getRelatedPromptReviews(
  siteId: string,
  language: Language,
): Promise<RelatedPromptReviews> {
  return relatedPromptReviewsSchema.parse(
    await api.get<unknown>(`${reviewsPath(siteId)}?language=${encodeURIComponent(language)}`),
  );
}

/** Under the prompts' key: switching off or saving a prompt reads them again. */
export const getReviewsKey = (instance: string) => [...getRelatedPromptsKey(instance), 'reviews'];

export function useRelatedPromptReviews(instance: string, siteId: string, language: Language) {
  return useQuery({
    queryKey: [...getReviewsKey(instance), language],
    queryFn: () => getRelatedPromptReviews(siteId, language),
  });
}
