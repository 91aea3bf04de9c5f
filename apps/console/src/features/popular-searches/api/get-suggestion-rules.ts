import { suggestionRulesSchema, type SuggestionRules } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `/merchandising/v1/sites/{siteId}/suggestion-rules`. */
export function suggestionRulesPath(siteId: string): string {
  return `/merchandising/v1/sites/${encodeURIComponent(siteId)}/suggestion-rules`;
}

/** GET …/suggestion-rules: the site's banned words and the thresholds its builds apply. */
export async function getSuggestionRules(siteId: string): Promise<SuggestionRules> {
  return suggestionRulesSchema.parse(await api.get<unknown>(suggestionRulesPath(siteId)));
}

export function getSuggestionRulesQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: ['sites', siteId, 'suggestion-rules'],
    queryFn: () => getSuggestionRules(siteId),
  });
}

/** The rules, read only by a member who may read them (`play.blacklist`): others are answered 403. */
export function useSuggestionRules(siteId: string, enabled: boolean) {
  return useQuery({ ...getSuggestionRulesQueryOptions(siteId), enabled });
}
