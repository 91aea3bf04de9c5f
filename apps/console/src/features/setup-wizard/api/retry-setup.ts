import type { SetupState } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getSetupQueryOptions } from '../../../api/get-setup.ts';

/** POST /index/v1/sites/{id}/setup/retries: starts the setup sync again after a failure. */
export function retrySetup(siteId: string): Promise<SetupState> {
  return api.post<SetupState>(`/index/v1/sites/${encodeURIComponent(siteId)}/setup/retries`);
}

export function useRetrySetup(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retrySetup(siteId),
    onSuccess: (state) => queryClient.setQueryData(getSetupQueryOptions(siteId).queryKey, state),
  });
}
