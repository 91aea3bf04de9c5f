import type { BusinessRule, BusinessRuleInput } from '@playboard/domain';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { businessRulesPath, getBusinessRulesQueryOptions } from './get-business-rules.ts';

interface UpdateBusinessRuleVariables {
  id: string;
  input: BusinessRuleInput;
}

/** PUT /merchandising/v1/sites/{id}/business-rules/{ruleId}: the saved rule; 404 when it no longer exists. */
export function updateBusinessRule(
  siteId: string,
  { id, input }: UpdateBusinessRuleVariables,
): Promise<BusinessRule> {
  return api.put<BusinessRule>(businessRulesPath(siteId, `/${encodeURIComponent(id)}`), input);
}

const updateBusinessRuleKey = (siteId: string) => ['sites', siteId, 'business-rules', 'update'];

export function useUpdateBusinessRule(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateBusinessRuleKey(siteId),
    mutationFn: (variables: UpdateBusinessRuleVariables) => updateBusinessRule(siteId, variables),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getBusinessRulesQueryOptions(siteId, {}).queryKey }),
  });
}

/** The rules being saved right now, for their "Updating…" status (spec 1 §4). */
export function useUpdatingBusinessRuleIds(siteId: string): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: updateBusinessRuleKey(siteId), status: 'pending' },
    select: (mutation) => (mutation.state.variables as UpdateBusinessRuleVariables | undefined)?.id,
  });
  return new Set(ids.filter((id) => id !== undefined));
}
