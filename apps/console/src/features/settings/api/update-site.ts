import type { Site, SitePatch } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getSiteQueryOptions } from './get-site.ts';

/** PATCH /main/v1/sites/{id}: the name or the layer trigger CSS selector. */
export function updateSite(siteId: string, patch: SitePatch): Promise<Site> {
  return api.patch<Site>(`/main/v1/sites/${encodeURIComponent(siteId)}`, patch);
}

export function useUpdateSite(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SitePatch) => updateSite(siteId, patch),
    onSuccess: (site) => queryClient.setQueryData(getSiteQueryOptions(siteId).queryKey, site),
  });
}
