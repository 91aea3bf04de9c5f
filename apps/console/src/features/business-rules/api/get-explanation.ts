import type { BrowseField, Language, SearchPreview } from '@playboard/domain';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getSearchPreview } from '../../../api/get-search-preview.ts';

/** What to explain: a search for a query, or a browse page (a category or brand page). */
export type ExplainQuery =
  | { language: Language; query: string }
  | { language: Language; browseField: BrowseField; browseValue: string };

/**
 * POST /merchandising/v1/sites/{id}/search-preview with `explain: true`: the storefront's answer for
 * the query or the browse page with the saved configuration and, in `explanation`, why each product
 * is where it is.
 */
export function getExplanationQueryOptions(siteId: string, input: ExplainQuery | null) {
  return queryOptions({
    queryKey: ['sites', siteId, 'explain', input],
    queryFn: input
      ? (): Promise<SearchPreview> => getSearchPreview(siteId, { query: '', ...input, explain: true })
      : skipToken,
  });
}

/** Nothing is asked until a query is typed or a page picked. */
export function useExplanation(siteId: string, input: ExplainQuery | null) {
  return useQuery({ ...getExplanationQueryOptions(siteId, input), placeholderData: keepPreviousData });
}
