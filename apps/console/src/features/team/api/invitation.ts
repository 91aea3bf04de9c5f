import type { InvitationJoined, InvitationLink, InvitationSignup } from '@playboard/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const base = (token: string) => `/account/v1/invites/${encodeURIComponent(token)}`;

/** `GET invites/{token}/signup` (no authentication): the link's state and whether the e-mail has an account. */
export function useInvitationLink(token: string) {
  return useQuery({
    queryKey: ['account', 'invitation', token],
    queryFn: () => api.get<InvitationLink>(`${base(token)}/signup`),
    // acc-11 (unknown link) is an answer, not a failure to retry.
    retry: false,
  });
}

/** `POST invites/{token}/signup`: a new account joining the team. */
export function useInvitationSignup(token: string) {
  return useMutation({
    mutationFn: (input: InvitationSignup) => api.post<InvitationJoined>(`${base(token)}/signup`, input),
  });
}

/** `PATCH invites/{token}/accept`: the signed-in user joins the team. */
export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: () => api.patch<InvitationJoined>(`${base(token)}/accept`),
  });
}
