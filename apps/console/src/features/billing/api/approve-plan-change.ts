import type { SubscriptionResponse } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingPath } from '../../../api/billing-path.ts';
import { getSubscriptionQueryOptions } from '../../../api/get-subscription.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * PATCH /billing/v1/organizations/{id}/subscription/next-price/approve: the owner approves the plan
 * change the 90-day usage average proposed (spec 1 §4 plan change to approve, spec 1 §9).
 */
export function approvePlanChange(organizationId: string): Promise<SubscriptionResponse> {
  return api.patch<SubscriptionResponse>(billingPath(organizationId, 'subscription/next-price/approve'));
}

export function useApprovePlanChange(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approvePlanChange(organizationId),
    onSuccess: (subscription) =>
      queryClient.setQueryData(getSubscriptionQueryOptions(organizationId).queryKey, subscription),
  });
}
