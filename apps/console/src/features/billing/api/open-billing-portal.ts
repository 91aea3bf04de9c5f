import type { BillingRedirectUrl } from '@playboard/domain';
import { useMutation } from '@tanstack/react-query';
import { billingPath } from '../../../api/billing-path.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * PUT /billing/v1/organizations/{id}/customer/portal-session (spec 2 §7): the billing portal's page
 * for this organisation; `returnPath` is the console path its back link leads to.
 */
export function openBillingPortal(organizationId: string, returnPath: string): Promise<BillingRedirectUrl> {
  return api.put<BillingRedirectUrl>(billingPath(organizationId, 'customer/portal-session'), { returnPath });
}

/** Asks for a portal session, then leaves the console for it. */
export function useOpenBillingPortal(organizationId: string) {
  return useMutation({
    mutationFn: (returnPath: string) => openBillingPortal(organizationId, returnPath),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
