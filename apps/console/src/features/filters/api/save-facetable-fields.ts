import type { FacetableFieldsInput } from '@playboard/domain';
import { api } from '../../../lib/api-client.ts';
import type { FacetableFieldsAnswer } from './get-facetable-fields.ts';

/** PUT /index/v1/fields/site/{id}/facetable: the selected facets in order; answers every field. */
export function saveFacetableFields(
  siteId: string,
  input: FacetableFieldsInput,
): Promise<FacetableFieldsAnswer> {
  return api.put<FacetableFieldsAnswer>(
    `/index/v1/fields/site/${encodeURIComponent(siteId)}/facetable`,
    input,
  );
}
