import type { ProfilePatch } from '@playboard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshProfile, type Profile } from '../../../lib/session.ts';

/** `PATCH /account/v1/users`: only the fields sent change. */
export function updateProfile(patch: ProfilePatch): Promise<Profile> {
  return api.patch<Profile>('/account/v1/users', patch);
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    // The session's profile drives the UI language and the user menu: reload it (applies the language).
    onSuccess: () => refreshProfile(),
  });
}
