import type { SearchUsage } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingPath } from '../../../api/billing-path.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * GET .../subscription/usage/searches (spec 2 §7): searches per day since `start_date` (the server's
 * default: 90 days back), their rolling average and the plan it calls for.
 */
export function getSearchUsage(organizationId: string): Promise<SearchUsage> {
  return api.get<SearchUsage>(billingPath(organizationId, 'subscription/usage/searches'));
}

export function getSearchUsageQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['billing', organizationId, 'usage', 'searches'],
    queryFn: () => getSearchUsage(organizationId),
  });
}

export function useSearchUsage(organizationId: string) {
  return useQuery(getSearchUsageQueryOptions(organizationId));
}
