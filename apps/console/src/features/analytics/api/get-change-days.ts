import type { ConfigRevisionDays, DateRange } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /merchandising/v1/sites/{id}/revisions/days: the days of the range with configuration changes. */
export function getChangeDays(siteId: string, range: DateRange): Promise<ConfigRevisionDays> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return api.get<ConfigRevisionDays>(
    `/merchandising/v1/sites/${encodeURIComponent(siteId)}/revisions/days?${query.toString()}`,
  );
}

export function getChangeDaysQueryOptions(siteId: string, range: DateRange) {
  return queryOptions({
    // Under the site's revisions: a revert or a note refreshes the marks too.
    queryKey: ['sites', siteId, 'revisions', 'days', range.from, range.to],
    queryFn: () => getChangeDays(siteId, range),
  });
}

export function useChangeDays(siteId: string, range: DateRange) {
  return useQuery(getChangeDaysQueryOptions(siteId, range));
}
