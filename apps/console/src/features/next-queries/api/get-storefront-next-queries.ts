import { nextQueriesResponseSchema, type Language, type NextQueriesResponse } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

type Suggestion = NextQueriesResponse['data']['nextqueries'][number];

/**
 * GET /nextqueries/{instance}?query=&lang=: what the storefront suggests after a search, in order
 * (the merchant's first, CURATED, then the learned and popular ones, ORGANIC). A member's call
 * reaches a disabled site too, as its preview.
 */
export async function getStorefrontNextQueries(
  instance: string,
  query: string,
  language: Language,
): Promise<Suggestion[]> {
  const params = new URLSearchParams({ query, lang: language });
  const answer = nextQueriesResponseSchema.parse(
    await api.get<unknown>(`/nextqueries/${encodeURIComponent(instance)}?${params}`),
  );
  return answer.data.nextqueries;
}

/** Every storefront answer shown starts with this key: a save reads them again. */
export const getStorefrontNextQueriesKey = () => ['storefront', 'next-queries'];

export function getStorefrontNextQueriesQueryOptions(instance: string, query: string, language: Language) {
  return queryOptions({
    queryKey: [...getStorefrontNextQueriesKey(), instance, language, query],
    queryFn: () => getStorefrontNextQueries(instance, query, language),
  });
}

export function useStorefrontNextQueries(instance: string, query: string, language: Language) {
  return useQuery({
    ...getStorefrontNextQueriesQueryOptions(instance, query, language),
    enabled: query.trim() !== '',
  });
}
