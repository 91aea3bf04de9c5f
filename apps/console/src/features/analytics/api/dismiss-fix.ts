import type { Language, NoResultsFix } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fixesPath, getNoResultsFixesQueryOptions } from './get-no-results-fixes.ts';

/** POST /merchandising/v1/sites/{id}/no-results-fixes/dismissals: the report marks the search dismissed. */
export function dismissFix(siteId: string, language: Language, query: string): Promise<NoResultsFix> {
  return api.post<NoResultsFix>(fixesPath(siteId, '/dismissals'), { language, query });
}

export function useDismissFix(siteId: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: string) => dismissFix(siteId, language, query),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getNoResultsFixesQueryOptions(siteId, language).queryKey }),
  });
}
