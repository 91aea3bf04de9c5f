import type { RelatedPromptDocument, RelatedPromptList } from '@playboard/domain';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getRelatedPromptsKey, getRelatedPromptsListKey, relatedPromptsPath } from './get-related-prompts.ts';

/** A related prompt as it is sent (spec 2 §3): its id travels in the path, not in the body. */
export type RelatedPromptBody = Omit<RelatedPromptDocument, 'id' | 'uuid'>;

/** A prompt to save: its id when it is saved already, and its body. */
export interface RelatedPromptSave {
  id?: string | undefined;
  prompt: RelatedPromptBody;
}

/**
 * POST /suggestions/manage/{instance} for a new prompt (201, or 200 with the saved one when an
 * equal one exists, so a repeated submit creates nothing twice), PUT …/{promptId} for a saved one.
 */
export function saveRelatedPrompt(instance: string, save: RelatedPromptSave): Promise<RelatedPromptDocument> {
  return save.id === undefined
    ? api.post<RelatedPromptDocument>(relatedPromptsPath(instance), save.prompt)
    : api.put<RelatedPromptDocument>(
        relatedPromptsPath(instance, `/${encodeURIComponent(save.id)}`),
        save.prompt,
      );
}

/** A saved prompt's body, as the API answered it. */
function bodyOf({ id: _id, uuid: _uuid, ...prompt }: RelatedPromptDocument): RelatedPromptBody {
  return prompt;
}

const saveKey = (instance: string) => [...getRelatedPromptsKey(instance), 'save'];

export function useSaveRelatedPrompt(instance: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveKey(instance),
    mutationFn: (save: RelatedPromptSave) => saveRelatedPrompt(instance, save),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getRelatedPromptsKey(instance) }),
  });
}

/**
 * Switches a saved prompt on or off (PUT with `active` changed): the list shows the new state at
 * once and goes back to the old one if the server refuses.
 */
export function useSwitchRelatedPrompt(instance: string) {
  const queryClient = useQueryClient();
  const listKey = getRelatedPromptsListKey(instance);
  return useMutation({
    mutationKey: saveKey(instance),
    mutationFn: ({ prompt, active }: { prompt: RelatedPromptDocument; active: boolean }) =>
      saveRelatedPrompt(instance, { id: prompt.id, prompt: { ...bodyOf(prompt), active } }),
    onMutate: async ({ prompt, active }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const pages = queryClient.getQueriesData<RelatedPromptList>({ queryKey: listKey });
      queryClient.setQueriesData<RelatedPromptList>(
        { queryKey: listKey },
        (page) =>
          page && {
            ...page,
            results: page.results.map((each) => (each.id === prompt.id ? { ...each, active } : each)),
          },
      );
      return { pages };
    },
    onError: (_error, _variables, context) => {
      for (const [key, page] of context?.pages ?? []) queryClient.setQueryData(key, page);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: getRelatedPromptsKey(instance) }),
  });
}

/** The prompts being saved or switched right now, for their "Updating…" status. */
export function useUpdatingRelatedPromptIds(instance: string): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: saveKey(instance), status: 'pending' },
    select: (mutation) => {
      // A save names the prompt by `id` (none for a new one), a switch carries the saved prompt.
      const variables = mutation.state.variables as { id?: string; prompt: { id?: string } } | undefined;
      return variables?.id ?? variables?.prompt.id;
    },
  });
  return new Set(ids.filter((id) => id !== undefined));
}
