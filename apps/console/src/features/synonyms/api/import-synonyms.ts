import type { SynonymImportInput, SynonymImportResult } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getSynonymsQueryOptions, synonymsPath } from './get-synonyms.ts';

/** The file's name and text, the engine's language, a dry run or not, all or nothing or not. */
export type ImportSynonymsVariables = SynonymImportInput;

/**
 * POST /merchandising/v1/sites/{id}/synonyms/import: one group a line (CSV, TXT or Solr synonyms.txt);
 * answers how many groups were added, how many lines matched a group already there, the lines refused.
 */
export function importSynonyms(
  siteId: string,
  variables: ImportSynonymsVariables,
): Promise<SynonymImportResult> {
  return api.post<SynonymImportResult>(synonymsPath(siteId, '/import'), variables);
}

export function useImportSynonyms(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ImportSynonymsVariables) => importSynonyms(siteId, variables),
    onSuccess: (result) => {
      if (result.written)
        return queryClient.invalidateQueries({ queryKey: getSynonymsQueryOptions(siteId, {}).queryKey });
    },
  });
}
