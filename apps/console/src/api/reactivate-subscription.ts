import type { SubscriptionResponse } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { refreshProfile } from '../lib/session.ts';
import { billingPath } from './billing-path.ts';
import { getSubscriptionQueryOptions } from './get-subscription.ts';

/** PATCH /billing/v1/organizations/{id}/subscription/reactivate (spec 2 §4): a cancelled subscription runs again. */
export function reactivateSubscription(organizationId: string): Promise<SubscriptionResponse> {
  return api.patch<SubscriptionResponse>(billingPath(organizationId, 'subscription/reactivate'));
}

/** Reactivates, then reloads the profile: the organisation's status (blocked or not) comes with it. */
export function useReactivateSubscription(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reactivateSubscription(organizationId),
    onSuccess: async (subscription) => {
      queryClient.setQueryData(getSubscriptionQueryOptions(organizationId).queryKey, subscription);
      await refreshProfile();
    },
  });
}
