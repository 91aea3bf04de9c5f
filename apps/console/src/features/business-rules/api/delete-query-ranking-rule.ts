import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getQueryRankingRulesKey, queryRankingPath } from './get-query-ranking-rules.ts';

/** DELETE …/query_ranking/{id} (spec 2 §7). */
export function deleteQueryRankingRule(instance: string, id: string): Promise<void> {
  return api.delete<void>(queryRankingPath(instance, `/${encodeURIComponent(id)}`));
}

const deleteKey = (instance: string) => [...getQueryRankingRulesKey(instance), 'delete'];

export function useDeleteQueryRankingRule(instance: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteKey(instance),
    mutationFn: (id: string) => deleteQueryRankingRule(instance, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getQueryRankingRulesKey(instance) }),
  });
}

/** The rules being deleted right now, for their "Deleting…" status (spec 1 §4). */
export function useDeletingQueryRankingRuleIds(instance: string): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: deleteKey(instance), status: 'pending' },
    select: (mutation) => mutation.state.variables as string | undefined,
  });
  return new Set(ids.filter((id) => id !== undefined));
}
