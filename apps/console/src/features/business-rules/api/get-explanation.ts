import type { Language, SearchPreview } from '@playboard/domain';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getSearchPreview } from '../../../api/get-search-preview.ts';

export interface ExplainQuery {
  language: Language;
  query: string;
}

/**
 * POST /merchandising/v1/sites/{id}/search-preview with `explain: true`: the storefront's answer for
 * the query with the saved configuration and, in `explanation`, why each product is where it is.
 */
export function getExplanationQueryOptions(siteId: string, input: ExplainQuery | null) {
  return queryOptions({
    queryKey: ['sites', siteId, 'explain', input],
    queryFn: input
      ? (): Promise<SearchPreview> => getSearchPreview(siteId, { ...input, explain: true })
      : skipToken,
  });
}

/** Nothing is asked until a query is typed. */
export function useExplanation(siteId: string, input: ExplainQuery | null) {
  return useQuery({ ...getExplanationQueryOptions(siteId, input), placeholderData: keepPreviousData });
}
