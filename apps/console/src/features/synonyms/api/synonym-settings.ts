import type { SynonymSettings } from '@playboard/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { synonymsPath } from './get-synonyms.ts';

/** GET /merchandising/v1/sites/{id}/synonyms/settings: whether the built-in synonyms are searched too. */
export function getSynonymSettings(siteId: string): Promise<SynonymSettings> {
  return api.get<SynonymSettings>(synonymsPath(siteId, '/settings'));
}

/** PUT /merchandising/v1/sites/{id}/synonyms/settings: answers the saved settings. */
export function updateSynonymSettings(siteId: string, input: SynonymSettings): Promise<SynonymSettings> {
  return api.put<SynonymSettings>(synonymsPath(siteId, '/settings'), input);
}

export function getSynonymSettingsQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: ['sites', siteId, 'synonym-settings'],
    queryFn: () => getSynonymSettings(siteId),
  });
}

export function useSynonymSettings(siteId: string) {
  return useQuery(getSynonymSettingsQueryOptions(siteId));
}

export function useUpdateSynonymSettings(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SynonymSettings) => updateSynonymSettings(siteId, input),
    onSuccess: (saved) => queryClient.setQueryData(getSynonymSettingsQueryOptions(siteId).queryKey, saved),
  });
}
