import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getRedirectionsQueryOptions, redirectionsPath } from './get-redirections.ts';

/** DELETE /merchandising/v1/sites/{id}/redirections/{redirectionId}: 204. */
export function deleteRedirection(siteId: string, id: string): Promise<void> {
  return api.delete<void>(redirectionsPath(siteId, `/${encodeURIComponent(id)}`));
}

const deleteRedirectionKey = (siteId: string) => ['sites', siteId, 'redirections', 'delete'];

export function useDeleteRedirection(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteRedirectionKey(siteId),
    mutationFn: (id: string) => deleteRedirection(siteId, id),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getRedirectionsQueryOptions(siteId, {}).queryKey }),
  });
}

/** The redirections being deleted right now, for their "Deleting…" status (spec 1 §4). */
export function useDeletingRedirectionIds(siteId: string): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: deleteRedirectionKey(siteId), status: 'pending' },
    select: (mutation) => mutation.state.variables as string | undefined,
  });
  return new Set(ids.filter((id) => id !== undefined));
}
