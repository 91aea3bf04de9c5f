import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';

export type PasswordResetLinkState = 'valid' | 'expired' | 'used';

const EXPIRED_CODES = new Set(['sec-3', 'sec-13']);
const USED_CODES = new Set(['sec-4']);

/** Maps an answer about a reset link to its state; other failures stay errors. */
export function linkStateOf(error: unknown): PasswordResetLinkState | undefined {
  if (!(error instanceof ApiError) || error.code === undefined) return undefined;
  if (EXPIRED_CODES.has(error.code)) return 'expired';
  if (USED_CODES.has(error.code)) return 'used';
  return undefined;
}

export async function getPasswordReset(token: string): Promise<PasswordResetLinkState> {
  try {
    await api.get<undefined>(`/account/v1/password-resets/${encodeURIComponent(token)}`);
    return 'valid';
  } catch (error) {
    const state = linkStateOf(error);
    if (state) return state;
    throw error;
  }
}

export function getPasswordResetQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['password-resets', token],
    queryFn: () => getPasswordReset(token),
    retry: false,
    staleTime: Infinity,
  });
}

export function usePasswordReset(token: string) {
  return useQuery(getPasswordResetQueryOptions(token));
}
