import type { GettingStarted } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** GET /main/v1/sites/{id}/getting-started: what the setup indexed and the next steps taken. */
export function getGettingStarted(siteId: string): Promise<GettingStarted> {
  return api.get<GettingStarted>(`/main/v1/sites/${encodeURIComponent(siteId)}/getting-started`);
}

export function getGettingStartedQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: ['getting-started', siteId],
    queryFn: () => getGettingStarted(siteId),
    // The steps happen elsewhere (the storefront's tab, other screens): read them again on return.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useGettingStarted(siteId: string) {
  return useQuery(getGettingStartedQueryOptions(siteId));
}

const dismissedKey = (siteId: string) => `playboard.gettingStarted.dismissed.${siteId}`;

/** The merchant put the site's checklist away (remembered in this browser). */
export function isGettingStartedDismissed(siteId: string): boolean {
  return window.localStorage.getItem(dismissedKey(siteId)) === 'true';
}

export function dismissGettingStarted(siteId: string): void {
  window.localStorage.setItem(dismissedKey(siteId), 'true');
}
