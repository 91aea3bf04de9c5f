import type { SetupState } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { SYNC_POLL_MS } from '../lib/sync-progress.ts';

/** GET /index/v1/sites/{id}/setup: the indexing status of a new site (DONE when indexed). */
export function getSetup(siteId: string): Promise<SetupState> {
  return api.get<SetupState>(`/index/v1/sites/${encodeURIComponent(siteId)}/setup`);
}

export function getSetupQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: ['setup', siteId],
    queryFn: () => getSetup(siteId),
    // Polling backs up the realtime progress until the setup ends.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'DONE' || status === 'FAILED' ? false : SYNC_POLL_MS;
    },
  });
}

export function useSetup(siteId: string) {
  return useQuery(getSetupQueryOptions(siteId));
}
