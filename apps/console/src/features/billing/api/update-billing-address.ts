import type { BillingAddress, BillingAddressResponse } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingPath } from '../../../api/billing-path.ts';
import { api } from '../../../lib/api-client.ts';
import { getBillingAddressQueryOptions } from './get-billing-address.ts';

/** PUT /billing/v1/organizations/{id}/customer/billing-address (spec 2 §7): bil-cb-2 / bil-cb-3 on bad formats. */
export function updateBillingAddress(
  organizationId: string,
  address: BillingAddress,
): Promise<BillingAddressResponse> {
  return api.put<BillingAddressResponse>(billingPath(organizationId, 'customer/billing-address'), address);
}

export function useUpdateBillingAddress(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: BillingAddress) => updateBillingAddress(organizationId, address),
    onSuccess: (saved) =>
      queryClient.setQueryData(getBillingAddressQueryOptions(organizationId).queryKey, saved),
  });
}
