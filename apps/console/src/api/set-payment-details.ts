import type { BillingRedirectUrl } from '@playboard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { billingPath } from './billing-path.ts';

/**
 * PUT /billing/v1/organizations/{id}/subscription/payment-details?origin= (spec 2 §7): the page
 * where the payment details are entered; `origin` is the console path it leads back to.
 */
export function setPaymentDetails(organizationId: string, origin: string): Promise<BillingRedirectUrl> {
  const query = new URLSearchParams({ origin });
  return api.put<BillingRedirectUrl>(
    `${billingPath(organizationId, 'subscription/payment-details')}?${query}`,
  );
}

/** Asks for the payment-details page, then leaves the console for it. */
export function useSetPaymentDetails(organizationId: string) {
  return useMutation({
    mutationFn: (origin: string) => setPaymentDetails(organizationId, origin),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
