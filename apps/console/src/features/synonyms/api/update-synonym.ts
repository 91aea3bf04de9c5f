import type { SynonymGroup, SynonymGroupInput } from '@playboard/domain';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getSynonymsQueryOptions, synonymsPath } from './get-synonyms.ts';

interface UpdateSynonymVariables {
  id: string;
  input: SynonymGroupInput;
}

/** PUT /merchandising/v1/sites/{id}/synonyms/{groupId}: answers the saved group. */
export function updateSynonym(siteId: string, { id, input }: UpdateSynonymVariables): Promise<SynonymGroup> {
  return api.put<SynonymGroup>(synonymsPath(siteId, `/${encodeURIComponent(id)}`), input);
}

const updateSynonymKey = (siteId: string) => ['sites', siteId, 'synonyms', 'update'];

export function useUpdateSynonym(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateSynonymKey(siteId),
    mutationFn: (variables: UpdateSynonymVariables) => updateSynonym(siteId, variables),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getSynonymsQueryOptions(siteId, {}).queryKey }),
  });
}

/** The groups being saved right now, for their "Updating…" status (spec 1 §4). */
export function useUpdatingSynonymIds(siteId: string): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: updateSynonymKey(siteId), status: 'pending' },
    select: (mutation) => (mutation.state.variables as UpdateSynonymVariables | undefined)?.id,
  });
  return new Set(ids.filter((id) => id !== undefined));
}
