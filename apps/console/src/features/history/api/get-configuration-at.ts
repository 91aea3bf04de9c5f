import type { SiteConfiguration } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /merchandising/v1/sites/{id}/configuration?at=: the site's whole tuning as it was at an instant. */
export function getConfigurationAt(siteId: string, at: string): Promise<SiteConfiguration> {
  const query = new URLSearchParams({ at });
  return api.get<SiteConfiguration>(
    `/merchandising/v1/sites/${encodeURIComponent(siteId)}/configuration?${query.toString()}`,
  );
}

export function getConfigurationAtQueryOptions(siteId: string, at: string) {
  return queryOptions({
    queryKey: ['sites', siteId, 'configuration', at],
    queryFn: () => getConfigurationAt(siteId, at),
  });
}

export function useConfigurationAt(siteId: string, at: string | null) {
  return useQuery({ ...getConfigurationAtQueryOptions(siteId, at ?? ''), enabled: at !== null });
}
