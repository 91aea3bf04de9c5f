import type { FacetCheck } from '@playboard/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /index/v1/fields/engines/{id}/facet-check?facets=a,b: data problems of these facets in the engine's catalogue. */
export function getFacetCheck(engineId: string, facets: readonly string[]): Promise<FacetCheck> {
  const query = new URLSearchParams({ facets: facets.join(',') });
  return api.get<FacetCheck>(`/index/v1/fields/engines/${encodeURIComponent(engineId)}/facet-check?${query}`);
}

/** The check of `facets`; nothing is asked while there is none. */
export function getFacetCheckQueryOptions(engineId: string, facets: readonly string[]) {
  // The findings do not depend on the facets' order: a reordered draft reuses the answer it has.
  const asked = [...new Set(facets)].sort();
  return queryOptions({
    queryKey: ['engines', engineId, 'facet-check', asked],
    queryFn: asked.length > 0 ? () => getFacetCheck(engineId, asked) : skipToken,
  });
}

export function useFacetCheck(engineId: string, facets: readonly string[]) {
  return useQuery({
    ...getFacetCheckQueryOptions(engineId, facets),
    // A facet added to the draft keeps the others' findings on screen while its own are asked for;
    // another engine's findings are of another catalogue, so they are not kept.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === engineId ? previous : undefined,
  });
}
