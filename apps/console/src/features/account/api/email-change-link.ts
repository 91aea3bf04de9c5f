import type { EmailChangeLink } from '@playboard/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /account/v1/email-changes/{token}`: the address the link confirms, or why it cannot (sec-3, sec-4, acc-1). */
export function getEmailChangeLink(token: string): Promise<EmailChangeLink> {
  return api.get<EmailChangeLink>(`/account/v1/email-changes/${encodeURIComponent(token)}`);
}

export function getEmailChangeLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['account', 'email-changes', token],
    queryFn: () => getEmailChangeLink(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useEmailChangeLink(token: string) {
  return useQuery(getEmailChangeLinkQueryOptions(token));
}

/** `POST /account/v1/email-changes/{token}`: applies the change; signing in uses the new address from then on. */
export function confirmEmailChange(token: string): Promise<EmailChangeLink> {
  return api.post<EmailChangeLink>(`/account/v1/email-changes/${encodeURIComponent(token)}`);
}

export function useConfirmEmailChange(token: string) {
  return useMutation({ mutationFn: () => confirmEmailChange(token) });
}
