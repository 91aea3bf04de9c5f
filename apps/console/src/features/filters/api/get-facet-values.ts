import type { FacetValueConfig, facetValuesResponseSchema } from '@playboard/domain';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** Every value of a facet over the whole catalogue in the engine's language, most frequent first. */
export type FacetValuesAnswer = z.infer<typeof facetValuesResponseSchema>;

export const facetPath = (engineId: string, facet: string) =>
  `/index/v1/fields/engines/${encodeURIComponent(engineId)}/facets/${encodeURIComponent(facet)}/values`;

/** GET /index/v1/fields/engines/{id}/facets/{facet}/values (spec 1 §7). */
export function getFacetValues(engineId: string, facet: string): Promise<FacetValuesAnswer> {
  return api.get<FacetValuesAnswer>(facetPath(engineId, facet));
}

export function getFacetValuesQueryOptions(engineId: string, facet: string) {
  return queryOptions({
    queryKey: ['engines', engineId, 'facets', facet, 'values'],
    queryFn: () => getFacetValues(engineId, facet),
  });
}

/** GET /index/v1/fields/engines/{id}/facets/{facet}/values/config: how the engine lists the values. */
export function getFacetValueConfig(engineId: string, facet: string): Promise<FacetValueConfig> {
  return api.get<FacetValueConfig>(`${facetPath(engineId, facet)}/config`);
}

export function getFacetValueConfigQueryOptions(engineId: string, facet: string) {
  return queryOptions({
    queryKey: ['engines', engineId, 'facets', facet, 'values', 'config'],
    queryFn: () => getFacetValueConfig(engineId, facet),
    // The saved baseline of the values being edited: a background refetch would move it.
    staleTime: Infinity,
  });
}
