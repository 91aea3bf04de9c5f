import type { AccountProfile } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/** `GET /account/v1/users`: the signed-in user with the organisations they belong to. */
export function getProfile(): Promise<AccountProfile> {
  return api.get<AccountProfile>('/account/v1/users');
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'profile'],
    queryFn: getProfile,
    // Only the console changes it, and each change reloads or replaces it: never stale on its own.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
