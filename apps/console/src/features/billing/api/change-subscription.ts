import type { SubscriptionChange, SubscriptionResponse } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingPath } from '../../../api/billing-path.ts';
import { getSubscriptionQueryOptions } from '../../../api/get-subscription.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * PATCH /billing/v1/organizations/{id}/subscription: another plan or frequency. On trial it applies
 * at once and the server sends the price-plan-updated event, whose alert says so (spec 2 §2);
 * otherwise it waits for the next period as a pending plan change.
 */
export function changeSubscription(
  organizationId: string,
  change: SubscriptionChange,
): Promise<SubscriptionResponse> {
  return api.patch<SubscriptionResponse>(billingPath(organizationId, 'subscription'), change);
}

export function useChangeSubscription(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SubscriptionChange) => changeSubscription(organizationId, change),
    onSuccess: (subscription) =>
      queryClient.setQueryData(getSubscriptionQueryOptions(organizationId).queryKey, subscription),
  });
}
