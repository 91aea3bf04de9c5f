import type { SubscriptionCancel, SubscriptionResponse } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingPath } from '../../../api/billing-path.ts';
import { getSubscriptionQueryOptions } from '../../../api/get-subscription.ts';
import { api } from '../../../lib/api-client.ts';
import { refreshProfile } from '../../../lib/session.ts';

/** PATCH /billing/v1/organizations/{id}/subscription/cancel: ends the subscription and locks the organisation. */
export function cancelSubscription(
  organizationId: string,
  cancel: SubscriptionCancel,
): Promise<SubscriptionResponse> {
  return api.patch<SubscriptionResponse>(billingPath(organizationId, 'subscription/cancel'), cancel);
}

/** Cancels, then reloads the profile, which carries the organisation's blocked status to the guards. */
export function useCancelSubscription(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cancel: SubscriptionCancel) => cancelSubscription(organizationId, cancel),
    onSuccess: async (subscription) => {
      queryClient.setQueryData(getSubscriptionQueryOptions(organizationId).queryKey, subscription);
      await refreshProfile();
    },
  });
}
