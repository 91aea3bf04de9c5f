import type { ConfigRevision } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { revisionsPath } from './list-revisions.ts';

/** PATCH /merchandising/v1/sites/{id}/revisions/{revisionId}: the change's note, or none with null. */
export function annotateRevision(siteId: string, revisionId: string, note: string | null) {
  return api.patch<ConfigRevision>(`${revisionsPath(siteId)}/${encodeURIComponent(revisionId)}`, { note });
}

export function useAnnotateRevision(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revisionId, note }: { revisionId: string; note: string | null }) =>
      annotateRevision(siteId, revisionId, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sites', siteId, 'revisions'] }),
  });
}
