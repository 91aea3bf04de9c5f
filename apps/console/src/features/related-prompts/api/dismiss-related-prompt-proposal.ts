import type { Language } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getProposalsKey, proposalsPath } from './get-related-prompt-proposals.ts';

/** POST …/related-prompt-proposals/dismissals: the search is not proposed again in that language (204). */
export async function dismissRelatedPromptProposal(
  siteId: string,
  dismissal: { language: Language; query: string },
): Promise<void> {
  await api.post<unknown>(proposalsPath(siteId, '/dismissals'), dismissal);
}

export function useDismissRelatedPromptProposal(instance: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...getProposalsKey(instance), 'dismiss'],
    mutationFn: (dismissal: { language: Language; query: string }) =>
      dismissRelatedPromptProposal(siteId, dismissal),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getProposalsKey(instance) }),
  });
}
