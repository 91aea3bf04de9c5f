import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshProfile, type Profile } from '../../../lib/session.ts';

/** `DELETE /account/v1/users/email-change`: the pending change is dropped and its link stops working. */
export function cancelEmailChange(): Promise<Profile> {
  return api.delete<Profile>('/account/v1/users/email-change');
}

export function useCancelEmailChange() {
  return useMutation({ mutationFn: cancelEmailChange, onSuccess: () => refreshProfile() });
}
