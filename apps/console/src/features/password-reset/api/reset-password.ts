import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getPasswordResetQueryOptions } from './get-password-reset.ts';

export interface ResetPasswordInput {
  token: string;
  password: string;
}

export async function resetPassword({ token, password }: ResetPasswordInput): Promise<void> {
  await api.post<undefined>(`/account/v1/password-resets/${encodeURIComponent(token)}`, { password });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The link is single-use: whatever happened, its state on the server has changed.
    onSettled: (_data, _error, { token }) =>
      queryClient.invalidateQueries({ queryKey: getPasswordResetQueryOptions(token).queryKey }),
  });
}
