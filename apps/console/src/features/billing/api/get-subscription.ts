import {
  subscriptionSchema,
  type OrganizationSummary,
  type Subscription,
  type SubscriptionResponse,
} from '@playboard/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /billing/v1/organizations/{id}/subscription, as client state (spec 2 §3): the defaults of
 * the spec fill what the answer leaves out (no trial, payment details set, next price approved).
 */
export async function getSubscription(organizationId: string): Promise<Subscription> {
  const answer = await api.get<SubscriptionResponse>(
    `/billing/v1/organizations/${encodeURIComponent(organizationId)}/subscription`,
  );
  return subscriptionSchema.parse(answer);
}

export function getSubscriptionQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['billing', organizationId, 'subscription'],
    queryFn: () => getSubscription(organizationId),
  });
}

/**
 * spec 1 §4: with BILLING, the organisation's subscription is loaded (once per organisation, then
 * from the cache) for the guards. Without BILLING nothing is asked; a failure is logged and the
 * guards go on as if there were no subscription.
 */
export async function loadGuardSubscription(
  client: QueryClient,
  organization: Pick<OrganizationSummary, 'uuid' | 'permissions'> | null,
): Promise<Subscription | null> {
  if (!organization?.permissions.some((permission) => permission.key === 'BILLING')) return null;
  try {
    // A guard waits for it: one try, not the default retries of a screen.
    return await client.ensureQueryData({ ...getSubscriptionQueryOptions(organization.uuid), retry: false });
  } catch (error) {
    console.warn('Subscription could not be loaded', error);
    return null;
  }
}
