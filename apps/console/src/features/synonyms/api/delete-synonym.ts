import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getSynonymsQueryOptions, synonymsPath } from './get-synonyms.ts';

/** DELETE /merchandising/v1/sites/{id}/synonyms/{groupId}: 204; a delete that cannot be done answers 409 syn-1. */
export function deleteSynonym(siteId: string, id: string): Promise<void> {
  return api.delete<void>(synonymsPath(siteId, `/${encodeURIComponent(id)}`));
}

const deleteSynonymKey = (siteId: string) => ['sites', siteId, 'synonyms', 'delete'];

export function useDeleteSynonym(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteSynonymKey(siteId),
    mutationFn: (id: string) => deleteSynonym(siteId, id),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getSynonymsQueryOptions(siteId, {}).queryKey }),
  });
}

/** The groups being deleted right now, for their "Deleting…" status (spec 1 §4). */
export function useDeletingSynonymIds(siteId: string): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: deleteSynonymKey(siteId), status: 'pending' },
    select: (mutation) => mutation.state.variables as string | undefined,
  });
  return new Set(ids.filter((id) => id !== undefined));
}
