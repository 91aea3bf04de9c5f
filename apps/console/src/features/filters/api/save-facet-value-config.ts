import type { FacetValueConfig } from '@playboard/domain';
import { api } from '../../../lib/api-client.ts';
import { facetPath } from './get-facet-values.ts';

/** PUT /index/v1/fields/engines/{id}/facets/{facet}/values/config: answers the saved configuration. */
export function saveFacetValueConfig(
  engineId: string,
  facet: string,
  config: FacetValueConfig,
): Promise<FacetValueConfig> {
  return api.put<FacetValueConfig>(`${facetPath(engineId, facet)}/config`, config);
}
