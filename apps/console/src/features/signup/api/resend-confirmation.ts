import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** By address after sign-up, or by the token of an expired link. */
export type ResendConfirmationInput = { email: string } | { token: string };

/** Sends a new confirmation link; the server answers 202 for unknown addresses too. */
export async function resendConfirmation(input: ResendConfirmationInput): Promise<void> {
  await api.post<undefined>('/account/v1/users/confirmations', input);
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
