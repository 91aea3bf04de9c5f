import type { Site, SiteCreate } from '@playboard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshProfile, selectSite } from '../../../lib/session.ts';

export interface CreateSiteInput {
  organizationId: string;
  data: SiteCreate;
}

/** POST /main/v1/organizations/{id}/sites: checks the shop, creates the site and starts its setup sync. */
export function createSite({ organizationId, data }: CreateSiteInput): Promise<Site> {
  return api.post<Site>(`/main/v1/organizations/${encodeURIComponent(organizationId)}/sites`, data);
}

export function useCreateSite() {
  return useMutation({
    mutationFn: createSite,
    // The new site joins the organisation's sites and becomes the current one.
    onSuccess: async (site) => {
      await refreshProfile();
      selectSite(site.uuid);
    },
  });
}
