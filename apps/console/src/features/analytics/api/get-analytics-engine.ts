import type { AnalyticsEngine } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type { AnalyticsEngine } from '@playboard/domain';

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
