import {
  popularSearchPageSchema,
  type PopularSearchListQuery,
  type PopularSearchPage,
} from '@playboard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** What the list asks for: the language, and the text, state, order and page when set. */
export type PopularSearchesQuery = Pick<PopularSearchListQuery, 'language'> &
  Partial<Omit<PopularSearchListQuery, 'language'>>;

/** `/merchandising/v1/sites/{siteId}/popular-searches`, and the paths under it. */
export function popularSearchesPath(siteId: string, rest = ''): string {
  return `/merchandising/v1/sites/${encodeURIComponent(siteId)}/popular-searches${rest}`;
}

/**
 * GET …/popular-searches: one page of the site's popular searches in a language, with the build
 * they come from (null before the first) and when the schedule builds them next.
 */
export async function getPopularSearches(
  siteId: string,
  query: PopularSearchesQuery,
): Promise<PopularSearchPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return popularSearchPageSchema.parse(await api.get<unknown>(`${popularSearchesPath(siteId)}?${params}`));
}

/** Every read of the site's popular searches starts with this key: a build or a ban invalidates them all. */
export const getPopularSearchesKey = (siteId: string) => ['sites', siteId, 'popular-searches'];

export function getPopularSearchesQueryOptions(siteId: string, query: PopularSearchesQuery) {
  return queryOptions({
    queryKey: [...getPopularSearchesKey(siteId), query],
    queryFn: () => getPopularSearches(siteId, query),
  });
}

export function usePopularSearches(siteId: string, query: PopularSearchesQuery) {
  return useQuery({
    ...getPopularSearchesQueryOptions(siteId, query),
    // The page shown stays, dimmed, while the next search, sort, filter or page loads.
    placeholderData: keepPreviousData,
  });
}
