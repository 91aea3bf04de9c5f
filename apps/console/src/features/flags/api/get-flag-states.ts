import type { FlagStates } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /management/v1/flags: every flag of spec 1 §6 and who serves them, for the operators. */
export function getFlagStates(): Promise<FlagStates> {
  return api.get<FlagStates>('/management/v1/flags');
}

export const getFlagStatesQueryOptions = () =>
  queryOptions({ queryKey: ['flags', 'states'], queryFn: getFlagStates });

export function useFlagStates() {
  return useQuery(getFlagStatesQueryOptions());
}
