import { relatedPromptProposalsSchema, type Language, type RelatedPromptProposals } from '@playboard/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getRelatedPromptsKey } from './get-related-prompts.ts';

/** `/merchandising/v1/sites/{siteId}/related-prompt-proposals`, and the paths under it. */
export function proposalsPath(siteId: string, rest = ''): string {
  return `/merchandising/v1/sites/${encodeURIComponent(siteId)}/related-prompt-proposals${rest}`;
}

/**
 * GET …/related-prompt-proposals: prompts proposed for the language's popular searches from what
 * shoppers searched next; nothing is published until the merchant saves one.
 */
export async function getRelatedPromptProposals(
  siteId: string,
  language: Language,
): Promise<RelatedPromptProposals> {
  return relatedPromptProposalsSchema.parse(
    await api.get<unknown>(`${proposalsPath(siteId)}?language=${encodeURIComponent(language)}`),
  );
}

/** Under the prompts' key: saving a prompt, which answers a proposal's search, reads them again. */
export const getProposalsKey = (instance: string) => [...getRelatedPromptsKey(instance), 'proposals'];

export function useRelatedPromptProposals(instance: string, siteId: string, language: Language) {
  return useQuery({
    queryKey: [...getProposalsKey(instance), language],
    queryFn: () => getRelatedPromptProposals(siteId, language),
  });
}
