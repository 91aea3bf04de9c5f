import type { CurrentSync, SyncView } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getCurrentSyncQueryOptions } from './get-current-sync.ts';

/** POST /index/v1/sites/{id}/syncs: a manual sync; while one runs the server answers with that one. */
export function startSync(siteId: string): Promise<SyncView> {
  return api.post<SyncView>(`/index/v1/sites/${encodeURIComponent(siteId)}/syncs`, {});
}

export function useStartSync(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startSync(siteId),
    onSuccess: (sync) => {
      const { queryKey } = getCurrentSyncQueryOptions(siteId);
      queryClient.setQueryData<CurrentSync>(queryKey, (current) =>
        current ? { ...current, sync } : { sync, lastSuccessAt: null, nextScheduledAt: null },
      );
    },
  });
}
