import type { PlansResponse } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { billingPath } from './billing-path.ts';

/** GET /billing/v1/organizations/{id}/plans (spec 2 §7): the field `plans`, with prices excluding VAT. */
export function getPlans(organizationId: string): Promise<PlansResponse> {
  return api.get<PlansResponse>(billingPath(organizationId, 'plans'));
}

export function getPlansQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['billing', organizationId, 'plans'],
    queryFn: () => getPlans(organizationId),
    // The price list changes with a release, not while a screen is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePlans(organizationId: string) {
  return useQuery(getPlansQueryOptions(organizationId));
}
