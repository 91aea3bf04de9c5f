import type { Platform, SiteCheck } from '@playboard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface CheckSiteInput {
  platform: Platform;
  url: string;
  securityKey: string;
  organizationId: string;
}

/** GET /main/v1/connectors/{type}/sites/check: asks the shop's module, as the site creation will. */
export function checkSite({
  platform,
  url,
  securityKey,
  organizationId,
}: CheckSiteInput): Promise<SiteCheck> {
  const query = new URLSearchParams({ siteUri: url, organizationId });
  return api.get<SiteCheck>(`/main/v1/connectors/${platform.toLowerCase()}/sites/check?${query}`, {
    headers: { 'connector-token': securityKey },
  });
}

export function useCheckSite() {
  return useMutation({ mutationFn: checkSite });
}
