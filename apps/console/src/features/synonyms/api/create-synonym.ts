import type { SynonymGroup, SynonymGroupInput } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getSynonymsQueryOptions, synonymsPath } from './get-synonyms.ts';

/** POST /merchandising/v1/sites/{id}/synonyms: a group equal to one already there answers 409 syn-2. */
export function createSynonym(siteId: string, input: SynonymGroupInput): Promise<SynonymGroup> {
  return api.post<SynonymGroup>(synonymsPath(siteId), input);
}

export function useCreateSynonym(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SynonymGroupInput) => createSynonym(siteId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getSynonymsQueryOptions(siteId, {}).queryKey }),
  });
}
