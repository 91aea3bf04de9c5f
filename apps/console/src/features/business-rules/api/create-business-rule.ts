import type { BusinessRule, BusinessRuleInput } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { businessRulesPath, getBusinessRulesQueryOptions } from './get-business-rules.ts';

/**
 * POST /merchandising/v1/sites/{id}/business-rules: 409 when a rule for all searches of the language
 * already exists or a listed term belongs to another rule.
 */
export function createBusinessRule(siteId: string, input: BusinessRuleInput): Promise<BusinessRule> {
  return api.post<BusinessRule>(businessRulesPath(siteId), input);
}

export function useCreateBusinessRule(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessRuleInput) => createBusinessRule(siteId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getBusinessRulesQueryOptions(siteId, {}).queryKey }),
  });
}
