import type { FacetConfigDocument } from '@playboard/domain';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { facetingPath, getFacetConfigsKey } from './get-facet-configs.ts';

/** DELETE …/endpoints/{endpointId}/…/faceting/config/{id} (spec 2 §7): 204. */
export function deleteFacetConfig(
  instance: string,
  config: Pick<FacetConfigDocument, 'id' | 'endpointId'>,
): Promise<void> {
  return api.delete<void>(facetingPath(instance, config.endpointId, config.id));
}

const deleteKey = (instance: string) => [...getFacetConfigsKey(instance), 'delete'];

export function useDeleteFacetConfig(instance: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteKey(instance),
    mutationFn: (config: Pick<FacetConfigDocument, 'id' | 'endpointId'>) =>
      deleteFacetConfig(instance, config),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getFacetConfigsKey(instance) }),
  });
}

/** The configurations being deleted right now, for their "Deleting…" status. */
export function useDeletingFacetConfigIds(instance: string): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: deleteKey(instance), status: 'pending' },
    select: (mutation) => (mutation.state.variables as Pick<FacetConfigDocument, 'id'> | undefined)?.id,
  });
  return new Set(ids.filter((id) => id !== undefined));
}
