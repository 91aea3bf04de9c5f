import type { VisualCustomisation } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /main/v1/sites/{id}/customisation: the saved customisation, else the default. */
export function getCustomisation(siteId: string): Promise<VisualCustomisation> {
  return api.get<VisualCustomisation>(`/main/v1/sites/${encodeURIComponent(siteId)}/customisation`);
}

export function getCustomisationQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: ['sites', siteId, 'customisation'],
    queryFn: () => getCustomisation(siteId),
    // A background refetch would move the form's saved baseline under the merchant's edits.
    staleTime: Infinity,
  });
}

export function useCustomisation(siteId: string) {
  return useQuery(getCustomisationQueryOptions(siteId));
}
