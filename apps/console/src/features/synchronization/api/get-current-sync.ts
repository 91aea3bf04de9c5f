import type { CurrentSync } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { SYNC_POLL_MS } from '../../../lib/sync-progress.ts';

/** GET /index/v1/sites/{id}/syncs/current: the running or last sync, the last success, the next run. */
export function getCurrentSync(siteId: string): Promise<CurrentSync> {
  return api.get<CurrentSync>(`/index/v1/sites/${encodeURIComponent(siteId)}/syncs/current`);
}

export function getCurrentSyncQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: ['syncs', siteId, 'current'],
    queryFn: () => getCurrentSync(siteId),
    // Polling backs up the realtime progress while a sync runs.
    refetchInterval: (query) => (query.state.data?.sync?.status === 'IN_PROGRESS' ? SYNC_POLL_MS : false),
  });
}

export function useCurrentSync(siteId: string) {
  return useQuery(getCurrentSyncQueryOptions(siteId));
}
