import type { Language } from '@playboard/domain';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fixesPath, getNoResultsFixesQueryOptions } from './get-no-results-fixes.ts';

/** DELETE /merchandising/v1/sites/{id}/no-results-fixes/{fixId}: a dismissed search is back in the report. */
export function restoreFix(siteId: string, fixId: string): Promise<void> {
  return api.delete<void>(fixesPath(siteId, `/${encodeURIComponent(fixId)}`));
}

const restoreFixKey = (siteId: string) => ['sites', siteId, 'no-results-fixes', 'restore'];

export function useRestoreFix(siteId: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: restoreFixKey(siteId),
    mutationFn: (fixId: string) => restoreFix(siteId, fixId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getNoResultsFixesQueryOptions(siteId, language).queryKey }),
  });
}

/** The dismissals being restored right now, for their "Restoring…" status. */
export function useRestoringFixIds(siteId: string): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: restoreFixKey(siteId), status: 'pending' },
    select: (mutation) => mutation.state.variables as string | undefined,
  });
  return new Set(ids.filter((id) => id !== undefined));
}
