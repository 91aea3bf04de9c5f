import type { SearchableFieldsInput } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getSearchableFieldsQueryOptions,
  type SearchableFieldsAnswer,
} from '../../../api/get-searchable-fields.ts';
import { api } from '../../../lib/api-client.ts';

/** PUT /index/v1/fields/site/{id}/searchable: the active fields with their weights; answers every field. */
export function saveSearchableFields(
  siteId: string,
  input: SearchableFieldsInput,
): Promise<SearchableFieldsAnswer> {
  return api.put<SearchableFieldsAnswer>(
    `/index/v1/fields/site/${encodeURIComponent(siteId)}/searchable`,
    input,
  );
}

export function useSaveSearchableFields(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SearchableFieldsInput) => saveSearchableFields(siteId, input),
    onSuccess: (saved) => queryClient.setQueryData(getSearchableFieldsQueryOptions(siteId).queryKey, saved),
  });
}
