import type { CurrentPeriodUsage } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingPath } from '../../../api/billing-path.ts';
import { api } from '../../../lib/api-client.ts';

/** GET .../subscription/usage/current-period-dist (spec 2 §7): this period's searches per day and the allowance. */
export function getCurrentPeriodUsage(organizationId: string): Promise<CurrentPeriodUsage> {
  return api.get<CurrentPeriodUsage>(billingPath(organizationId, 'subscription/usage/current-period-dist'));
}

export function getCurrentPeriodUsageQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['billing', organizationId, 'usage', 'current-period'],
    queryFn: () => getCurrentPeriodUsage(organizationId),
  });
}

export function useCurrentPeriodUsage(organizationId: string) {
  return useQuery(getCurrentPeriodUsageQueryOptions(organizationId));
}
