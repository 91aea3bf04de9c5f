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
    // The link is single-use: once it has worked it is used; a failure may mean it expired meanwhile.
    onSuccess: (_data, { token }) =>
      queryClient.setQueryData(getPasswordResetQueryOptions(token).queryKey, 'used'),
    onError: (_error, { token }) =>
      queryClient.invalidateQueries({ queryKey: getPasswordResetQueryOptions(token).queryKey }),
  });
}
