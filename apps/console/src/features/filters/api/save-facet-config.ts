import type { FacetConfig, FacetConfigDocument } from '@playboard/domain';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { facetingPath, getFacetConfigsKey } from './get-facet-configs.ts';

/** A configuration to save: its id when it is saved already, and its body. */
export interface FacetConfigSave {
  id?: string | undefined;
  config: FacetConfig;
}

/**
 * POST …/endpoints/{endpointId}/…/faceting for a new configuration (201, or 200 when an equal one
 * exists: that one), PUT …/faceting/config/{id} for a saved one; both answer it in `current`. A
 * configuration applying to the requests of another enabled one answers 409 naming it (spec 2 §8).
 */
export async function saveFacetConfig(instance: string, save: FacetConfigSave): Promise<FacetConfigDocument> {
  const { endpointId } = save.config;
  const answer =
    save.id === undefined
      ? await api.post<{ current: FacetConfigDocument }>(facetingPath(instance, endpointId), save.config)
      : await api.put<{ current: FacetConfigDocument }>(
          facetingPath(instance, endpointId, save.id),
          save.config,
        );
  return answer.current;
}

const saveKey = (instance: string) => [...getFacetConfigsKey(instance), 'save'];

export function useSaveFacetConfig(instance: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveKey(instance),
    mutationFn: (save: FacetConfigSave) => saveFacetConfig(instance, save),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getFacetConfigsKey(instance) }),
  });
}

/** The configurations being saved right now, for their "Updating…" status. */
export function useUpdatingFacetConfigIds(instance: string): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: saveKey(instance), status: 'pending' },
    select: (mutation) => (mutation.state.variables as FacetConfigSave | undefined)?.id,
  });
  return new Set(ids.filter((id) => id !== undefined));
}
