import type { ConfigRevertInput, ConfigRevision } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { revisionsPath } from './list-revisions.ts';

/**
 * POST /merchandising/v1/sites/{id}/revisions/{revisionId}/revert: restores the entity as it was
 * before the change, as a new revision; 409 history-1 when later changes would be overwritten,
 * unless `confirm`.
 */
export function revertRevision(siteId: string, revisionId: string, input: ConfigRevertInput) {
  return api.post<ConfigRevision>(`${revisionsPath(siteId)}/${encodeURIComponent(revisionId)}/revert`, input);
}

export function useRevertRevision(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revisionId, ...input }: ConfigRevertInput & { revisionId: string }) =>
      revertRevision(siteId, revisionId, input),
    // The reverted entity changed: the history and every screen showing the site's tuning reload.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sites', siteId] }),
  });
}
