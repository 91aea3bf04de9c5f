import { nextQueriesPageSchema, type NextQueriesListQuery, type NextQueriesPage } from '@playboard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** What the list asks for: the language, and the text and page when set. */
export type NextQueriesQuery = Pick<NextQueriesListQuery, 'language'> &
  Partial<Omit<NextQueriesListQuery, 'language'>>;

/** `/merchandising/v1/sites/{siteId}/next-queries`, and the paths under it. */
export function nextQueriesPath(siteId: string, rest = ''): string {
  return `/merchandising/v1/sites/${encodeURIComponent(siteId)}/next-queries${rest}`;
}

/**
 * GET …/next-queries: one page of the queries with next queries in a language, each with the
 * merchant's entry (null when none) and the learned next queries with their state.
 */
export async function getNextQueries(siteId: string, query: NextQueriesQuery): Promise<NextQueriesPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return nextQueriesPageSchema.parse(await api.get<unknown>(`${nextQueriesPath(siteId)}?${params}`));
}

/** Every read of the site's next queries starts with this key: a save invalidates them all. */
export const getNextQueriesKey = (siteId: string) => ['sites', siteId, 'next-queries'];

export function getNextQueriesQueryOptions(siteId: string, query: NextQueriesQuery) {
  return queryOptions({
    queryKey: [...getNextQueriesKey(siteId), query],
    queryFn: () => getNextQueries(siteId, query),
  });
}

export function useNextQueries(siteId: string, query: NextQueriesQuery) {
  return useQuery({
    ...getNextQueriesQueryOptions(siteId, query),
    // The page shown stays, dimmed, while the next search or page loads.
    placeholderData: keepPreviousData,
  });
}
