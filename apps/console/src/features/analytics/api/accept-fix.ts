import type { Language, NoResultsFix, RedirectionFixInput, SynonymFixInput } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fixesPath, getNoResultsFixesQueryOptions } from './get-no-results-fixes.ts';

/** A proposal as the merchant accepts it: the synonym group or the redirection, edited or not. */
export type AcceptedFix =
  ({ kind: 'synonym' } & SynonymFixInput) | ({ kind: 'redirection' } & RedirectionFixInput);

/**
 * POST /merchandising/v1/sites/{id}/no-results-fixes/synonyms or /redirections: saves the group or
 * redirection as their own APIs do (their rules, 409 syn-2 or search-extensions-7) and records the
 * fix; a search fixed already answers its fix.
 */
export function acceptFix(siteId: string, { kind, ...input }: AcceptedFix): Promise<NoResultsFix> {
  return api.post<NoResultsFix>(fixesPath(siteId, kind === 'synonym' ? '/synonyms' : '/redirections'), input);
}

export function useAcceptFix(siteId: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fix: AcceptedFix) => acceptFix(siteId, fix),
    onSuccess: (_fix, { kind }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getNoResultsFixesQueryOptions(siteId, language).queryKey }),
        // The synonyms and redirections screens list what was saved: their keys start so (features
        // cannot import each other's query options).
        queryClient.invalidateQueries({
          queryKey: ['sites', siteId, kind === 'synonym' ? 'synonyms' : 'redirections'],
        }),
      ]),
  });
}
