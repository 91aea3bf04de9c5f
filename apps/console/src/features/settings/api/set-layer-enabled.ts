import type { Site } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSiteQueryOptions } from '../../../api/get-site.ts';
import { api } from '../../../lib/api-client.ts';

/** PATCH /main/v1/sites/{id}/enable or /disable: switches the storefront search layer. */
export function setLayerEnabled(siteId: string, enabled: boolean): Promise<Site> {
  return api.patch<Site>(`/main/v1/sites/${encodeURIComponent(siteId)}/${enabled ? 'enable' : 'disable'}`);
}

export function useSetLayerEnabled(siteId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getSiteQueryOptions(siteId);
  return useMutation({
    mutationFn: (enabled: boolean) => setLayerEnabled(siteId, enabled),
    onSuccess: async (site) => {
      queryClient.setQueryData(queryKey, site);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
