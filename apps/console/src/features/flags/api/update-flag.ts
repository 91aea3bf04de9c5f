import type { FeatureFlag, FlagInput, FlagState, FlagStates } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getFlagStatesQueryOptions } from './get-flag-states.ts';

/** PUT /management/v1/flags/{name}: who the flag is on for; answers its new state. */
export function updateFlag(name: FeatureFlag, input: FlagInput): Promise<FlagState> {
  return api.put<FlagState>(`/management/v1/flags/${encodeURIComponent(name)}`, input);
}

/** Saves a flag and puts its new state in the list, which the answer already carries whole. */
export function useUpdateFlag(name: FeatureFlag) {
  const queryClient = useQueryClient();
  const { queryKey } = getFlagStatesQueryOptions();
  return useMutation({
    mutationFn: (input: FlagInput) => updateFlag(name, input),
    onSuccess: (state) =>
      queryClient.setQueryData(
        queryKey,
        (states: FlagStates | undefined) =>
          states && {
            ...states,
            flags: states.flags.map((flag) => (flag.name === state.name ? state : flag)),
          },
      ),
  });
}
