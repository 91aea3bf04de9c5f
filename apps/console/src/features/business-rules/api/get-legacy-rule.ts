import type { LegacyRule } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getQueryRankingRulesKey, queryRankingPath } from './get-query-ranking-rules.ts';

/** GET …/query_ranking/{id}?format=legacy: the rule in the legacy format of spec 2 §3. */
export function getLegacyRule(instance: string, id: string): Promise<LegacyRule> {
  return api.get<LegacyRule>(queryRankingPath(instance, `/${encodeURIComponent(id)}?format=legacy`));
}

export function getLegacyRuleQueryOptions(instance: string, id: string) {
  return queryOptions({
    queryKey: [...getQueryRankingRulesKey(instance), id, 'legacy'],
    queryFn: () => getLegacyRule(instance, id),
  });
}

/** Asked for only while the legacy view is open. */
export function useLegacyRule(instance: string, id: string, open: boolean) {
  return useQuery({ ...getLegacyRuleQueryOptions(instance, id), enabled: open });
}
