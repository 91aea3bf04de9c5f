import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getRelatedPromptsKey, relatedPromptsPath } from './get-related-prompts.ts';

/** DELETE /suggestions/manage/{instance}/{promptId} (spec 2 §7): 204. */
export function deleteRelatedPrompt(instance: string, id: string): Promise<void> {
  return api.delete<void>(relatedPromptsPath(instance, `/${encodeURIComponent(id)}`));
}

const deleteKey = (instance: string) => [...getRelatedPromptsKey(instance), 'delete'];

export function useDeleteRelatedPrompt(instance: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteKey(instance),
    mutationFn: (id: string) => deleteRelatedPrompt(instance, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getRelatedPromptsKey(instance) }),
  });
}

/** The prompts being deleted right now, for their "Deleting…" status. */
export function useDeletingRelatedPromptIds(instance: string): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: deleteKey(instance), status: 'pending' },
    select: (mutation) => mutation.state.variables as string | undefined,
  });
  return new Set(ids.filter((id) => id !== undefined));
}
