import type { OrganizationSummary, SubscriptionResponse } from '@playboard/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/**
 * GET /billing/v1/organizations/{id}/subscription: `trial` is present only while on trial. The
 * server validates the answer against the same domain schema, so it is typed here, not parsed:
 * the guards that read it load before any form and must not pull zod into the first bundle.
 */
export function getSubscription(organizationId: string): Promise<SubscriptionResponse> {
  return api.get<SubscriptionResponse>(
    `/billing/v1/organizations/${encodeURIComponent(organizationId)}/subscription`,
  );
}

export function getSubscriptionQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['billing', organizationId, 'subscription'],
    queryFn: () => getSubscription(organizationId),
  });
}

/** Whether the organisation grants the BILLING permission (spec 1 §6). */
export function hasBilling(organization: Pick<OrganizationSummary, 'permissions'>): boolean {
  return organization.permissions.some((permission) => permission.key === 'BILLING');
}

/**
 * spec 1 §4: with BILLING, the organisation's subscription is loaded (once per organisation, then
 * from the cache) for the guards. Without BILLING nothing is asked; a failure is logged and the
 * guards go on as if there were no subscription.
 */
export async function loadGuardSubscription(
  client: QueryClient,
  organization: Pick<OrganizationSummary, 'uuid' | 'permissions'> | null,
): Promise<SubscriptionResponse | null> {
  if (!organization || !hasBilling(organization)) return null;
  try {
    // A guard waits for it: one try, not the default retries of a screen.
    return await client.ensureQueryData({ ...getSubscriptionQueryOptions(organization.uuid), retry: false });
  } catch (error) {
    console.warn('Subscription could not be loaded', error);
    return null;
  }
}
