import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Sends a reset link; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(input: { email: string }): Promise<void> {
  await api.post<undefined>('/account/v1/password-resets', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
