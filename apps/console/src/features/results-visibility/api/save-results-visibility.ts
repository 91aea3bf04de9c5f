import type { ResultsVisibility } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getResultsVisibilityQueryOptions } from '../../../api/get-results-visibility.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /index/v1/sites/{id}/index-settings: answers the saved value. */
export function saveResultsVisibility(siteId: string, value: ResultsVisibility): Promise<ResultsVisibility> {
  return api.post<ResultsVisibility>(`/index/v1/sites/${encodeURIComponent(siteId)}/index-settings`, value);
}

export function useSaveResultsVisibility(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: ResultsVisibility) => saveResultsVisibility(siteId, value),
    onSuccess: (saved) => queryClient.setQueryData(getResultsVisibilityQueryOptions(siteId).queryKey, saved),
  });
}
