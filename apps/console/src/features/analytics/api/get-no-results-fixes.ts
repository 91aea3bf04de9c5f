import type { Language, NoResultsFixPage } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type { NoResultsFix, NoResultsFixPage } from '@playboard/domain';

/** `/merchandising/v1/sites/{id}/no-results-fixes`, and the paths under it. */
export function fixesPath(siteId: string, rest = ''): string {
  return `/merchandising/v1/sites/${encodeURIComponent(siteId)}/no-results-fixes${rest}`;
}

/**
 * GET /merchandising/v1/sites/{id}/no-results-fixes: the searches fixed or dismissed in a language,
 * fixed ones with their searches before and after and their results now.
 */
export function getNoResultsFixes(siteId: string, language: Language): Promise<NoResultsFixPage> {
  return api.get<NoResultsFixPage>(fixesPath(siteId, `?language=${encodeURIComponent(language)}`));
}

/** Every query under the site's fixes shares the key's start: invalidating it refreshes the proposals too. */
export function getNoResultsFixesQueryOptions(siteId: string, language: Language) {
  return queryOptions({
    queryKey: ['sites', siteId, 'no-results-fixes', language],
    queryFn: () => getNoResultsFixes(siteId, language),
  });
}

export function useNoResultsFixes(siteId: string, language: Language) {
  return useQuery(getNoResultsFixesQueryOptions(siteId, language));
}
