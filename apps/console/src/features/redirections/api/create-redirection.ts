import type { Redirection, RedirectionInput } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getRedirectionsQueryOptions, redirectionsPath } from './get-redirections.ts';

/**
 * POST /merchandising/v1/sites/{id}/redirections: a term another redirection of the language has
 * (or a term twice) answers 409 search-extensions-7, so a double submit creates nothing twice.
 */
export function createRedirection(siteId: string, input: RedirectionInput): Promise<Redirection> {
  return api.post<Redirection>(redirectionsPath(siteId), input);
}

export function useCreateRedirection(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RedirectionInput) => createRedirection(siteId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getRedirectionsQueryOptions(siteId, {}).queryKey }),
  });
}
