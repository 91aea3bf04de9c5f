import type { FacetConfigDocument, FacetConfigList, RuleEndpoint } from '@playboard/domain';
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** What the list of facet configurations asks for (spec 2 §7). */
export interface FacetConfigsQuery {
  page: number;
  size: number;
  sortField: 'updated' | 'title';
  sortDirection: 'asc' | 'desc';
  query?: string | undefined;
}

/** `/configurations/clients/{instance}`, and the paths of the Facets API under it (spec 2 §7). */
export function facetsApiPath(instance: string, rest: string): string {
  return `/configurations/clients/${encodeURIComponent(instance)}${rest}`;
}

/** The faceting path of an endpoint, where configurations are created, saved (`/config/{id}`) and deleted. */
export function facetingPath(instance: string, endpointId: RuleEndpoint, id?: string): string {
  const config = id === undefined ? '' : `/config/${encodeURIComponent(id)}`;
  return facetsApiPath(
    instance,
    `/endpoints/${endpointId}/requestors/catalog/features/search/faceting${config}`,
  );
}

/**
 * GET …/features: one page of the instance's facet configurations of both endpoints and how many
 * the query finds (`results`, `numFound`); the default one is among them.
 */
export function getFacetConfigs(instance: string, query: FacetConfigsQuery): Promise<FacetConfigList> {
  const params = new URLSearchParams({
    page: String(query.page),
    size: String(query.size),
    'sort.field': query.sortField,
    'sort.direction': query.sortDirection,
    strict_search: 'false',
    endpointId: 'search,browse',
  });
  if (query.query) params.set('query', query.query);
  return api.get<FacetConfigList>(facetsApiPath(instance, `/features?${params.toString()}`));
}

/** Every read of the instance's configurations shares the key's start: it invalidates them all. */
export const getFacetConfigsKey = (instance: string) => ['instances', instance, 'facet-configs'];

export function getFacetConfigsQueryOptions(instance: string, query: FacetConfigsQuery) {
  return queryOptions({
    queryKey: [...getFacetConfigsKey(instance), 'list', query],
    queryFn: () => getFacetConfigs(instance, query),
  });
}

export function useFacetConfigs(instance: string, query: FacetConfigsQuery) {
  return useQuery({
    ...getFacetConfigsQueryOptions(instance, query),
    // The page shown stays, dimmed, while the next search, sort or page loads.
    placeholderData: keepPreviousData,
  });
}

/** GET …/features/{configId}: one configuration, `default` included. */
export function getFacetConfig(instance: string, id: string): Promise<FacetConfigDocument> {
  return api.get<FacetConfigDocument>(facetsApiPath(instance, `/features/${encodeURIComponent(id)}`));
}

export function getFacetConfigQueryOptions(instance: string, id: string) {
  return queryOptions({
    queryKey: [...getFacetConfigsKey(instance), 'one', id],
    queryFn: () => getFacetConfig(instance, id),
  });
}

export function useFacetConfig(instance: string, id: string | undefined) {
  return useQuery({ ...getFacetConfigQueryOptions(instance, id ?? ''), enabled: id !== undefined });
}

/** Several configurations by id (those a conflict names). */
export function useFacetConfigsById(instance: string, ids: readonly string[]) {
  return useQueries({ queries: ids.map((id) => getFacetConfigQueryOptions(instance, id)) });
}
