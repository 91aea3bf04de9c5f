import type { Language, SynonymProposals } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { synonymsPath } from './get-synonyms.ts';

/**
 * GET /merchandising/v1/sites/{id}/synonyms/proposals: the built-in synonyms that served the
 * site's most frequent searches of the last 30 days in a language, as groups to make its own.
 */
export function getSynonymProposals(siteId: string, language: Language): Promise<SynonymProposals> {
  return api.get<SynonymProposals>(
    synonymsPath(siteId, `/proposals?language=${encodeURIComponent(language)}`),
  );
}

/**
 * Under the synonym lists' key (`getSynonymsQueryOptions(siteId, {})` matches it): a group added,
 * changed, deleted or imported loads the proposals again, so one the site now has leaves them.
 */
export function getSynonymProposalsQueryOptions(siteId: string, language: Language) {
  return queryOptions({
    queryKey: ['sites', siteId, 'synonyms', { proposals: language }],
    queryFn: () => getSynonymProposals(siteId, language),
  });
}

export function useSynonymProposals(siteId: string, language: Language) {
  return useQuery(getSynonymProposalsQueryOptions(siteId, language));
}
