import type { MerchandisingListQuery, RedirectionPage } from '@playboard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A list query: the engine's language, the text searched, the order and the page; the server fills the rest. */
export type RedirectionsQuery = Partial<MerchandisingListQuery>;

/** `/merchandising/v1/sites/{id}/redirections`, and the paths under it. */
export function redirectionsPath(siteId: string, rest = ''): string {
  return `/merchandising/v1/sites/${encodeURIComponent(siteId)}/redirections${rest}`;
}

/** GET /merchandising/v1/sites/{id}/redirections: one page of the site's redirections. */
export function getRedirections(siteId: string, query: RedirectionsQuery): Promise<RedirectionPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return api.get<RedirectionPage>(redirectionsPath(siteId, search ? `?${search}` : ''));
}

/**
 * Every list of the site's redirections shares the key's start, and TanStack Query matches the query
 * object partially: `getRedirectionsQueryOptions(siteId, {}).queryKey` invalidates every page of every language.
 */
export function getRedirectionsQueryOptions(siteId: string, query: RedirectionsQuery) {
  return queryOptions({
    queryKey: ['sites', siteId, 'redirections', query],
    queryFn: () => getRedirections(siteId, query),
  });
}

export function useRedirections(siteId: string, query: RedirectionsQuery) {
  return useQuery({
    ...getRedirectionsQueryOptions(siteId, query),
    // The page shown stays, dimmed, while the next search, sort or page loads.
    placeholderData: keepPreviousData,
  });
}
