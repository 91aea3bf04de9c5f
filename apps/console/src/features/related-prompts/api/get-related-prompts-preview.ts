import type { RelatedPromptList } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getRelatedPromptsKey } from './get-related-prompts.ts';

/** How many prompts the preview asks for: the most the layer shows by default. */
const PREVIEW_LIMIT = 10;

/** The storefront request the preview stands for: a search in one language. */
export interface RelatedPromptsPreviewRequest {
  query: string;
  language: string;
}

/**
 * GET /suggestions/manage/tool/preview/{instance}: the saved prompts the storefront shows for a
 * search (`pivots=query:…`, `pivots=lang:…`), in the order shoppers see them.
 */
export function getRelatedPromptsPreview(
  instance: string,
  { query, language }: RelatedPromptsPreviewRequest,
): Promise<RelatedPromptList> {
  const params = new URLSearchParams({ start: '0', limit: String(PREVIEW_LIMIT) });
  params.append('pivots', `query:${query}`);
  params.append('pivots', `lang:${language}`);
  return api.get<RelatedPromptList>(
    `/suggestions/manage/tool/preview/${encodeURIComponent(instance)}?${params.toString()}`,
  );
}

export function getRelatedPromptsPreviewQueryOptions(
  instance: string,
  request: RelatedPromptsPreviewRequest,
) {
  return queryOptions({
    queryKey: [...getRelatedPromptsKey(instance), 'preview', request],
    queryFn: () => getRelatedPromptsPreview(instance, request),
  });
}

export function useRelatedPromptsPreview(instance: string, request: RelatedPromptsPreviewRequest | null) {
  return useQuery({
    ...getRelatedPromptsPreviewQueryOptions(instance, request ?? { query: '', language: '' }),
    enabled: request !== null,
  });
}
