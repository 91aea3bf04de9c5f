import type { Site } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshProfile } from '../../../lib/session.ts';
import { getCurrentSyncQueryOptions } from './get-current-sync.ts';

/** PATCH /main/v1/sites/{id} with the minutes between scheduled syncs (0 turns the schedule off). */
export function updateSyncInterval(siteId: string, syncIntervalMinutes: number): Promise<Site> {
  return api.patch<Site>(`/main/v1/sites/${encodeURIComponent(siteId)}`, { syncIntervalMinutes });
}

export function useUpdateSyncInterval(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) => updateSyncInterval(siteId, minutes),
    // The session holds the site the screen reads; the next scheduled run moves with the interval.
    onSuccess: async () => {
      await refreshProfile();
      await queryClient.invalidateQueries({ queryKey: getCurrentSyncQueryOptions(siteId).queryKey });
    },
  });
}
