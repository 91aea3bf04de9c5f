import type { QueryRankingRuleDocument } from '@playboard/domain';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { businessRulesPath, getBusinessRulesQueryOptions } from './get-business-rules.ts';
import { getQueryRankingRulesKey } from './get-query-ranking-rules.ts';

/**
 * POST /merchandising/v1/sites/{id}/business-rules/{ruleId}/convert: 201 with the query ranking rule
 * the older rule became (it is deleted); 409 when it would conflict with a saved rule, 404 when gone.
 */
export function convertBusinessRule(siteId: string, id: string): Promise<QueryRankingRuleDocument> {
  return api.post<QueryRankingRuleDocument>(businessRulesPath(siteId, `/${encodeURIComponent(id)}/convert`));
}

const convertKey = (siteId: string) => ['sites', siteId, 'business-rules', 'convert'];

export function useConvertBusinessRule(siteId: string, instance: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: convertKey(siteId),
    mutationFn: (id: string) => convertBusinessRule(siteId, id),
    // A 404 means another tab converted or deleted it: both lists are stale either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getBusinessRulesQueryOptions(siteId, {}).queryKey }),
        queryClient.invalidateQueries({ queryKey: getQueryRankingRulesKey(instance) }),
      ]),
  });
}

/** The rules being converted right now, so their buttons say so and cannot be pressed twice. */
export function useConvertingBusinessRuleIds(siteId: string): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: convertKey(siteId), status: 'pending' },
    select: (mutation) => mutation.state.variables as string | undefined,
  });
  return new Set(ids.filter((id) => id !== undefined));
}
