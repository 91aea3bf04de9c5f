import type { SubscriptionPeriods } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingPath } from '../../../api/billing-path.ts';
import { api } from '../../../lib/api-client.ts';

/** GET .../subscription/subscription-periods?start_date (spec 2 §7): the billed periods since that day, oldest first. */
export function getSubscriptionPeriods(
  organizationId: string,
  startDate: string,
): Promise<SubscriptionPeriods> {
  const query = new URLSearchParams({ start_date: startDate });
  return api.get<SubscriptionPeriods>(
    `${billingPath(organizationId, 'subscription/subscription-periods')}?${query}`,
  );
}

export function getSubscriptionPeriodsQueryOptions(organizationId: string, startDate: string) {
  return queryOptions({
    queryKey: ['billing', organizationId, 'subscription-periods', startDate],
    queryFn: () => getSubscriptionPeriods(organizationId, startDate),
  });
}

export function useSubscriptionPeriods(organizationId: string, startDate: string) {
  return useQuery(getSubscriptionPeriodsQueryOptions(organizationId, startDate));
}
