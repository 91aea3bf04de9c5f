import { popularSearchPageSchema, type Language, type PopularSearchBuild } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * The last build of the popular searches in a language, which learned the next queries (null
 * before the first): GET …/popular-searches for one row, read for its `build`.
 */
export async function getLastBuild(siteId: string, language: Language): Promise<PopularSearchBuild | null> {
  const params = new URLSearchParams({ language, limit: '1' });
  const page = popularSearchPageSchema.parse(
    await api.get<unknown>(
      `/merchandising/v1/sites/${encodeURIComponent(siteId)}/popular-searches?${params}`,
    ),
  );
  return page.build;
}

export function getLastBuildQueryOptions(siteId: string, language: Language) {
  return queryOptions({
    // Under the popular searches' own key: a build there reads this again.
    queryKey: ['sites', siteId, 'popular-searches', 'last-build', language],
    queryFn: () => getLastBuild(siteId, language),
  });
}

export function useLastBuild(siteId: string, language: Language) {
  return useQuery(getLastBuildQueryOptions(siteId, language));
}
