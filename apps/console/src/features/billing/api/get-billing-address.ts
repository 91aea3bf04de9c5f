import type { BillingAddressResponse } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingPath } from '../../../api/billing-path.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /billing/v1/organizations/{id}/customer/billing-address: null until one is saved. */
export function getBillingAddress(organizationId: string): Promise<BillingAddressResponse> {
  return api.get<BillingAddressResponse>(billingPath(organizationId, 'customer/billing-address'));
}

export function getBillingAddressQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['billing', organizationId, 'billing-address'],
    queryFn: () => getBillingAddress(organizationId),
  });
}

export function useBillingAddress(organizationId: string) {
  return useQuery(getBillingAddressQueryOptions(organizationId));
}
