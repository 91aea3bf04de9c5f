import type { QueryRankingRuleList, RuleEndpoint } from '@playboard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** What the query ranking list asks for (spec 2 §7); `filters` are `name:value` pairs such as `enabled:true`, `lang:es`. */
export interface QueryRankingRulesQuery {
  page: number;
  size: number;
  sortField: 'updated' | 'title';
  sortDirection: 'asc' | 'desc';
  query?: string | undefined;
  filters: string[];
  endpointId?: RuleEndpoint | undefined;
}

/** `/configurations/clients/{instance}/features/groups/query_ranking`, and the paths under it (spec 2 §7). */
export function queryRankingPath(instance: string, rest = ''): string {
  return `/configurations/clients/${encodeURIComponent(instance)}/features/groups/query_ranking${rest}`;
}

/**
 * GET …/query_ranking: one page of the site's rules and how many the query finds (`results`,
 * `numFound`), every rule (defaultFlag=false), as spec 2 §7 lists the parameters.
 */
export function getQueryRankingRules(
  instance: string,
  query: QueryRankingRulesQuery,
): Promise<QueryRankingRuleList> {
  const params = new URLSearchParams({
    page: String(query.page),
    size: String(query.size),
    'sort.field': query.sortField,
    'sort.direction': query.sortDirection,
    strictMatching: 'false',
    defaultFlag: 'false',
  });
  if (query.query) params.set('query', query.query);
  for (const filter of query.filters) params.append('filters', filter);
  if (query.endpointId) params.set('endpointId', query.endpointId);
  return api.get<QueryRankingRuleList>(queryRankingPath(instance, `?${params.toString()}`));
}

/** Every list of the site's rules shares the key's start: `getQueryRankingRulesKey(instance)` invalidates them all. */
export const getQueryRankingRulesKey = (instance: string) => ['instances', instance, 'query-ranking'];

export function getQueryRankingRulesQueryOptions(instance: string, query: QueryRankingRulesQuery) {
  return queryOptions({
    queryKey: [...getQueryRankingRulesKey(instance), query],
    queryFn: () => getQueryRankingRules(instance, query),
  });
}

export function useQueryRankingRules(instance: string, query: QueryRankingRulesQuery) {
  return useQuery({
    ...getQueryRankingRulesQueryOptions(instance, query),
    // The page shown stays, dimmed, while the next search, filter or page loads.
    placeholderData: keepPreviousData,
  });
}
