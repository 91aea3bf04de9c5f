import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /analytics/v1/engines/{id}/engine`: what the date range and the traffic label depend on. */
export interface AnalyticsEngine {
  engineId: string;
  /** The first day a range may start on (spec 1 §9). */
  createdAt: string;
  /** The demo organisation's traffic comes from `npm run demo:traffic`, not from shoppers. */
  simulatedTraffic: boolean;
}

export function analyticsPath(engineId: string, resource: string): string {
  return `/analytics/v1/engines/${encodeURIComponent(engineId)}/${resource}`;
}

export function getAnalyticsEngine(engineId: string): Promise<AnalyticsEngine> {
  return api.get<AnalyticsEngine>(analyticsPath(engineId, 'engine'));
}

export function getAnalyticsEngineQueryOptions(engineId: string) {
  return queryOptions({
    queryKey: ['analytics', engineId, 'engine'],
    queryFn: () => getAnalyticsEngine(engineId),
    staleTime: 5 * 60_000,
  });
}

export function useAnalyticsEngine(engineId: string) {
  return useQuery(getAnalyticsEngineQueryOptions(engineId));
}
