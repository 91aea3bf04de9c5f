import type { FacetableFieldsInput, FacetValueConfig } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getFacetableFieldsQueryOptions, type FacetableFieldsAnswer } from './get-facetable-fields.ts';
import { getFacetValueConfigQueryOptions } from './get-facet-values.ts';
import { saveFacetableFields } from './save-facetable-fields.ts';
import { saveFacetValueConfig } from './save-facet-value-config.ts';

/** A facet's value configuration in one engine, as the screen saves it. */
export interface ValueConfigChange {
  engineId: string;
  facet: string;
  config: FacetValueConfig;
}

/** What a save sends: the facets when they changed, and each changed value configuration. */
export interface FiltersSave {
  facets: FacetableFieldsInput | null;
  valueConfigs: ValueConfigChange[];
}

/**
 * Saves the facets first (a facet switched on must exist before its values are listed), then each
 * value configuration; every saved answer becomes the screen's new baseline. Answers the saved
 * facets, or null when only values changed.
 */
export function useSaveFilters(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ facets, valueConfigs }: FiltersSave): Promise<FacetableFieldsAnswer | null> => {
      const saved = facets ? await saveFacetableFields(siteId, facets) : null;
      if (saved) queryClient.setQueryData(getFacetableFieldsQueryOptions(siteId).queryKey, saved);
      for (const { engineId, facet, config } of valueConfigs) {
        const stored = await saveFacetValueConfig(engineId, facet, config);
        queryClient.setQueryData(getFacetValueConfigQueryOptions(engineId, facet).queryKey, stored);
      }
      return saved;
    },
  });
}
