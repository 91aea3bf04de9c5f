import type { BillingAddress } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingPath } from '../../../api/billing-path.ts';
import { api } from '../../../lib/api-client.ts';
import { getBillingAddressQueryOptions } from './get-billing-address.ts';

/**
 * PUT /billing/v1/organizations/{id}/customer/billing-address (spec 2 §7): answers the saved address;
 * bil-cb-2 / bil-cb-3 on bad formats (and, with VAT_CHECK=vies, a VAT number VIES does not know).
 */
export function updateBillingAddress(
  organizationId: string,
  address: BillingAddress,
): Promise<BillingAddress> {
  return api.put<BillingAddress>(billingPath(organizationId, 'customer/billing-address'), address);
}

export function useUpdateBillingAddress(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: BillingAddress) => updateBillingAddress(organizationId, address),
    // The address is read again for what VIES said of its VAT number.
    onSuccess: () => queryClient.invalidateQueries(getBillingAddressQueryOptions(organizationId)),
  });
}
