import type { Organization, Site } from '@playboard/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/** `GET /main/v1/organizations/{id}`: the organisation with its sites. */
export function getOrganization(organizationId: string): Promise<Organization> {
  return api.get<Organization>(`/main/v1/organizations/${encodeURIComponent(organizationId)}`);
}

export function getOrganizationQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['organizations', organizationId],
    queryFn: () => getOrganization(organizationId),
    // Its sites change only through the console, which updates or reloads it each time.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The organisation's detail; nothing is asked while no organisation is chosen. */
export function useOrganization(organizationId: string | undefined) {
  return useQuery({
    ...getOrganizationQueryOptions(organizationId ?? ''),
    enabled: organizationId !== undefined,
  });
}

/** Puts a site as the server answered it into the cached organisation that lists it, so the session reads it at once. */
export function setSiteInOrganization(queryClient: QueryClient, site: Site): void {
  queryClient.setQueriesData<Organization>({ queryKey: ['organizations'] }, (detail) =>
    detail?.sites.some((known) => known.uuid === site.uuid)
      ? { ...detail, sites: detail.sites.map((known) => (known.uuid === site.uuid ? site : known)) }
      : detail,
  );
}
