import type { Language, NoResultsProposal } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fixesPath, getNoResultsFixesQueryOptions } from './get-no-results-fixes.ts';

export type { NoResultsProposal } from '@playboard/domain';

/**
 * GET /merchandising/v1/sites/{id}/no-results-fixes/proposal: what the catalogue proposes for a
 * search with no results (a synonym group, a redirection, or no good match); nothing is stored.
 */
export function getFixProposal(
  siteId: string,
  language: Language,
  query: string,
): Promise<NoResultsProposal> {
  const params = new URLSearchParams({ language, query });
  return api.get<NoResultsProposal>(fixesPath(siteId, `/proposal?${params.toString()}`));
}

export function getFixProposalQueryOptions(siteId: string, language: Language, query: string) {
  return queryOptions({
    queryKey: [...getNoResultsFixesQueryOptions(siteId, language).queryKey, 'proposal', query],
    queryFn: () => getFixProposal(siteId, language, query),
  });
}

export function useFixProposal(siteId: string, language: Language, query: string) {
  return useQuery(getFixProposalQueryOptions(siteId, language, query));
}
