import type { VisualCustomisation } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getCustomisationQueryOptions } from './get-customisation.ts';

/** PUT /main/v1/sites/{id}/customisation: answers the saved value. */
export function saveCustomisation(
  siteId: string,
  customisation: VisualCustomisation,
): Promise<VisualCustomisation> {
  return api.put<VisualCustomisation>(
    `/main/v1/sites/${encodeURIComponent(siteId)}/customisation`,
    customisation,
  );
}

export function useSaveCustomisation(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customisation: VisualCustomisation) => saveCustomisation(siteId, customisation),
    onSuccess: (saved) => queryClient.setQueryData(getCustomisationQueryOptions(siteId).queryKey, saved),
  });
}
