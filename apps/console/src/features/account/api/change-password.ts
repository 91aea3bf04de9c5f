import type { PasswordChange } from '@playboard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /management/v1/users/{userId}/password` (spec 2 §7): the signed-in user's own password. */
export function changePassword(userId: string, change: PasswordChange): Promise<void> {
  return api.post<void>(`/management/v1/users/${encodeURIComponent(userId)}/password`, change);
}

export function useChangePassword(userId: string) {
  return useMutation({ mutationFn: (change: PasswordChange) => changePassword(userId, change) });
}
