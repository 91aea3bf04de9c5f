import type { Site, SitePatch } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { setSiteInOrganization } from './get-organization.ts';
import { getSiteQueryOptions } from './get-site.ts';

/** PATCH /main/v1/sites/{id}: the name, the layer trigger CSS selector or the time zone. */
export function updateSite(siteId: string, patch: SitePatch): Promise<Site> {
  return api.patch<Site>(`/main/v1/sites/${encodeURIComponent(siteId)}`, patch);
}

/** The answer replaces the site wherever it is cached: nothing is fetched again. */
export function useUpdateSite(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SitePatch) => updateSite(siteId, patch),
    onSuccess: (site) => {
      queryClient.setQueryData(getSiteQueryOptions(siteId).queryKey, site);
      setSiteInOrganization(queryClient, site);
    },
  });
}
