import type { Site, SiteCreate } from '@playboard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshProfile, selectSite } from '../../../lib/session.ts';

export interface CreateSiteInput {
  organizationId: string;
  data: SiteCreate;
}

/**
 * The merchant's zone, which the new site's time zone follows when it lies in the shop's country
 * (issue 22). A browser in UTC tells nothing (servers, and privacy modes that hide the zone, report
 * it): then the shop's country decides alone.
 */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && zone !== 'UTC' && zone !== 'Etc/UTC' ? zone : undefined;
}

/** POST /main/v1/organizations/{id}/sites: checks the shop, creates the site and starts its setup sync. */
export function createSite({ organizationId, data }: CreateSiteInput): Promise<Site> {
  const zone = browserTimeZone();
  return api.post<Site>(
    `/main/v1/organizations/${encodeURIComponent(organizationId)}/sites`,
    zone ? { ...data, browserTimeZone: zone } : data,
  );
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
