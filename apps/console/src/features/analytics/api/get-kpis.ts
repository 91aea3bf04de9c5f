import type { DateRange } from '@playboard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { analyticsPath } from './get-analytics-engine.ts';

/** The figures of one period; rates run 0..1 and are null when their denominator is 0. */
export interface Kpis {
  searches: number;
  searchesWithResults: number;
  searchesNoResults: number;
  noResultsRate: number | null;
  clicks: number;
  ctr: number | null;
  addToCarts: number;
  checkouts: number;
  cr: number | null;
  visits: number;
}

export interface KpiDay {
  /** `YYYY-MM-DD` (UTC). */
  day: string;
  searches: number;
  searchesWithResults: number;
  searchesNoResults: number;
  clicks: number;
  addToCarts: number;
  checkouts: number;
  visits: number;
}

/** `GET /analytics/v1/engines/{id}/kpis`: a period, the same-length period before it, and its days. */
export interface KpiReport {
  range: DateRange;
  previousRange: DateRange;
  current: Kpis;
  previous: Kpis;
  series: KpiDay[];
}

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
