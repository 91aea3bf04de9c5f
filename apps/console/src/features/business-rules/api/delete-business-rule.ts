import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { businessRulesPath, getBusinessRulesQueryOptions } from './get-business-rules.ts';

/** DELETE /merchandising/v1/sites/{id}/business-rules/{ruleId}: 204; 404 when it no longer exists. */
export function deleteBusinessRule(siteId: string, id: string): Promise<void> {
  return api.delete<void>(businessRulesPath(siteId, `/${encodeURIComponent(id)}`));
}

const deleteBusinessRuleKey = (siteId: string) => ['sites', siteId, 'business-rules', 'delete'];

export function useDeleteBusinessRule(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteBusinessRuleKey(siteId),
    mutationFn: (id: string) => deleteBusinessRule(siteId, id),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getBusinessRulesQueryOptions(siteId, {}).queryKey }),
  });
}

/** The rules being deleted right now, for their "Deleting…" status (spec 1 §4). */
export function useDeletingBusinessRuleIds(siteId: string): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: deleteBusinessRuleKey(siteId), status: 'pending' },
    select: (mutation) => mutation.state.variables as string | undefined,
  });
  return new Set(ids.filter((id) => id !== undefined));
}
