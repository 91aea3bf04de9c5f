import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Mirrors the server's answer to GET …/facet-check (the domain's `FacetCheck` once it exports it). */
export interface FacetCheck {
  /** Products in the catalogue. */
  products: number;
  facets: {
    field: string;
    /** Products holding a value of the facet. */
    products: number;
    findings: FacetFinding[];
  }[];
}

/** One problem the server found in a facet's values. */
export type FacetFinding =
  /** Spellings equal once case, accents and spaces are folded, most frequent first. */
  | { kind: 'variants'; values: { value: string; count: number }[] }
  /** Values measured in different units ("500 ml" and "0.5 l"). */
  | { kind: 'mixedUnits'; units: { unit: string; count: number; example: string }[] }
  /** The facet covers this share (0..1) of the catalogue, under 10 %. */
  | { kind: 'fewProducts'; share: number }
  /** Values held by exactly one product: the first 50 of `total`. */
  | { kind: 'singleProductValues'; values: string[]; total: number };

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
