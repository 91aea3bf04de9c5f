import type { PlansResponse } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /billing/v1/plans (spec 2 §7, the global plans list): prices excl. VAT, for anyone signed in. */
export function getPriceList(): Promise<PlansResponse> {
  return api.get<PlansResponse>('/billing/v1/plans');
}

export function getPriceListQueryOptions() {
  return queryOptions({
    queryKey: ['billing', 'plans'],
    queryFn: getPriceList,
    // The price list changes with a release, not while the wizard is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePriceList() {
  return useQuery(getPriceListQueryOptions());
}
