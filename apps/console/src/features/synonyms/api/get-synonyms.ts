import type { MerchandisingListQuery, SynonymPage } from '@playboard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A list query: the engine's language, the text searched, the order and the page; the server fills the rest. */
export type SynonymsQuery = Partial<MerchandisingListQuery>;

/** `/merchandising/v1/sites/{id}/synonyms`, and the paths under it. */
export function synonymsPath(siteId: string, rest = ''): string {
  return `/merchandising/v1/sites/${encodeURIComponent(siteId)}/synonyms${rest}`;
}

/** GET /merchandising/v1/sites/{id}/synonyms: one page of the site's synonym groups. */
export function getSynonyms(siteId: string, query: SynonymsQuery): Promise<SynonymPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return api.get<SynonymPage>(synonymsPath(siteId, search ? `?${search}` : ''));
}

/**
 * Every list of the site's synonyms shares the key's start, and TanStack Query matches the query
 * object partially: `getSynonymsQueryOptions(siteId, {}).queryKey` invalidates every page of every language.
 */
export function getSynonymsQueryOptions(siteId: string, query: SynonymsQuery) {
  return queryOptions({
    queryKey: ['sites', siteId, 'synonyms', query],
    queryFn: () => getSynonyms(siteId, query),
  });
}

export function useSynonyms(siteId: string, query: SynonymsQuery) {
  return useQuery({
    ...getSynonymsQueryOptions(siteId, query),
    // The page shown stays, dimmed, while the next search, sort or page loads.
    placeholderData: keepPreviousData,
  });
}
