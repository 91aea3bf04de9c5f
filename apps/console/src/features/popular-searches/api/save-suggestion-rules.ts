import { suggestionRulesSchema, type SuggestionRules } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getPopularSearchesKey } from './get-popular-searches.ts';
import { getSuggestionRulesQueryOptions, suggestionRulesPath } from './get-suggestion-rules.ts';

/**
 * PUT …/suggestion-rules: the site's rules, whole (400 global-400 for bad input). Banned words
 * apply at once, to the storefront and to the list's states; thresholds at the next build.
 */
export async function saveSuggestionRules(siteId: string, rules: SuggestionRules): Promise<SuggestionRules> {
  return suggestionRulesSchema.parse(await api.put<unknown>(suggestionRulesPath(siteId), rules));
}

export function useSaveSuggestionRules(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: SuggestionRules) => saveSuggestionRules(siteId, rules),
    onSuccess: (saved) => {
      queryClient.setQueryData(getSuggestionRulesQueryOptions(siteId).queryKey, saved);
      // A ban or an unban changes the states of the listed searches.
      return queryClient.invalidateQueries({ queryKey: getPopularSearchesKey(siteId) });
    },
  });
}
