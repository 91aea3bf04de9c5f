import type { DateRange, KpiReport } from '@playboard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { analyticsPath } from './get-analytics-engine.ts';

export type { KpiDay, KpiReport, Kpis } from '@playboard/domain';

export function getKpis(engineId: string, range: DateRange): Promise<KpiReport> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return api.get<KpiReport>(`${analyticsPath(engineId, 'kpis')}?${query.toString()}`);
}

export function getKpisQueryOptions(engineId: string, range: DateRange) {
  return queryOptions({
    queryKey: ['analytics', engineId, 'kpis', range.from, range.to],
    queryFn: () => getKpis(engineId, range),
  });
}

export function useKpis(engineId: string, range: DateRange) {
  // The figures of the former range stay on screen while the new ones load.
  return useQuery({ ...getKpisQueryOptions(engineId, range), placeholderData: keepPreviousData });
}
