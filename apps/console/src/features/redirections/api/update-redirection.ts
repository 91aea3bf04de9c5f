import type { Redirection, RedirectionInput } from '@playboard/domain';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getRedirectionsQueryOptions, redirectionsPath } from './get-redirections.ts';

interface UpdateRedirectionVariables {
  id: string;
  input: RedirectionInput;
}

/** PUT /merchandising/v1/sites/{id}/redirections/{redirectionId}: answers the saved redirection. */
export function updateRedirection(
  siteId: string,
  { id, input }: UpdateRedirectionVariables,
): Promise<Redirection> {
  return api.put<Redirection>(redirectionsPath(siteId, `/${encodeURIComponent(id)}`), input);
}

const updateRedirectionKey = (siteId: string) => ['sites', siteId, 'redirections', 'update'];

export function useUpdateRedirection(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateRedirectionKey(siteId),
    mutationFn: (variables: UpdateRedirectionVariables) => updateRedirection(siteId, variables),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getRedirectionsQueryOptions(siteId, {}).queryKey }),
  });
}

/** The redirections being saved right now, for their "Updating…" status (spec 1 §4). */
export function useUpdatingRedirectionIds(siteId: string): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: updateRedirectionKey(siteId), status: 'pending' },
    select: (mutation) => (mutation.state.variables as UpdateRedirectionVariables | undefined)?.id,
  });
  return new Set(ids.filter((id) => id !== undefined));
}
