import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /account/v1/users/email-change/resend`: a new link for the pending address (the old one stops working). */
export function resendEmailChange(): Promise<void> {
  return api.post<void>('/account/v1/users/email-change/resend');
}

export function useResendEmailChange() {
  return useMutation({ mutationFn: resendEmailChange });
}
