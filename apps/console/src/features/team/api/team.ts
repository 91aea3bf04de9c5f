import type { Invitation, OrganizationInvite, Team } from '@playboard/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const base = (organizationId: string) => `/account/v1/organizations/${organizationId}`;

export function teamQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['account', 'team', organizationId],
    queryFn: () => api.get<Team>(`${base(organizationId)}/users`),
  });
}

/** `GET organizations/{id}/users`: the members and the open invitations. */
export function useTeam(organizationId: string) {
  return useQuery(teamQueryOptions(organizationId));
}

/** A team change, then the team read anew (an invitation's status and expiry come from the server). */
function useTeamMutation<Input, Output>(organizationId: string, call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryOptions(organizationId).queryKey }),
  });
}

/** `POST organizations/{id}/invite`: acc-3, acc-10, acc-25, team-2. */
export function useInvite(organizationId: string) {
  return useTeamMutation(organizationId, (input: OrganizationInvite) =>
    api.post<Invitation>(`${base(organizationId)}/invite`, input),
  );
}

/** `PATCH organizations/{id}/invites/{inviteId}/resend` or `/revoke`: acc-11. */
export function useInvitationAction(organizationId: string, action: 'resend' | 'revoke') {
  return useTeamMutation(organizationId, (inviteId: string) =>
    api.patch<Invitation | null>(`${base(organizationId)}/invites/${inviteId}/${action}`),
  );
}

/** `PATCH organizations/{id}/users/{userId}/remove`: team-1, team-2. */
export function useRemoveMember(organizationId: string) {
  return useTeamMutation(organizationId, (userId: string) =>
    api.patch<null>(`${base(organizationId)}/users/${userId}/remove`),
  );
}
