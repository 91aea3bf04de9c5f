import type { Site } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/** GET /main/v1/sites/{id}: the site as it stands now (enabled, CSS selector, security key). */
export function getSite(siteId: string): Promise<Site> {
  return api.get<Site>(`/main/v1/sites/${encodeURIComponent(siteId)}`);
}

export function getSiteQueryOptions(siteId: string) {
  return queryOptions({ queryKey: ['sites', siteId], queryFn: () => getSite(siteId) });
}

export function useSite(siteId: string) {
  return useQuery(getSiteQueryOptions(siteId));
}
