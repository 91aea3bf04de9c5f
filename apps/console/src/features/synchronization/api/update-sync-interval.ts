import type { Site } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setSiteInOrganization } from '../../../api/get-organization.ts';
import { api } from '../../../lib/api-client.ts';
import { getCurrentSyncQueryOptions } from './get-current-sync.ts';

/** PATCH /main/v1/sites/{id} with the minutes between scheduled syncs (0 turns the schedule off). */
export function updateSyncInterval(siteId: string, syncIntervalMinutes: number): Promise<Site> {
  return api.patch<Site>(`/main/v1/sites/${encodeURIComponent(siteId)}`, { syncIntervalMinutes });
}

export function useUpdateSyncInterval(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) => updateSyncInterval(siteId, minutes),
    // The answer is the site the screen reads; only the next scheduled run is asked again, as it moves with the interval.
    onSuccess: async (site) => {
      setSiteInOrganization(queryClient, site);
      await queryClient.invalidateQueries({ queryKey: getCurrentSyncQueryOptions(siteId).queryKey });
    },
  });
}
