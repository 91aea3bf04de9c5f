import type {
  RELATED_PROMPTS_SORT_FIELDS,
  RelatedPromptDocument,
  RelatedPromptList,
} from '@playboard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type RelatedPromptsSortField = (typeof RELATED_PROMPTS_SORT_FIELDS)[number];

/** What the list of related prompts asks for (spec 2 §7). */
export interface RelatedPromptsQuery {
  page: number;
  size: number;
  sortField: RelatedPromptsSortField;
  sortDirection: 'asc' | 'desc';
  /** Words of the prompt's text. */
  query?: string | undefined;
}

/** `/suggestions/manage/{instance}`, and the paths of the Related prompts API under it (spec 2 §7). */
export function relatedPromptsPath(instance: string, rest = ''): string {
  return `/suggestions/manage/${encodeURIComponent(instance)}${rest}`;
}

/** GET /suggestions/manage/{instance}: one page of the instance's prompts (`results`, `numFound`). */
export function getRelatedPrompts(instance: string, query: RelatedPromptsQuery): Promise<RelatedPromptList> {
  const params = new URLSearchParams({
    page: String(query.page),
    size: String(query.size),
    'sort.field': query.sortField,
    'sort.direction': query.sortDirection,
  });
  if (query.query) params.set('query', query.query);
  return api.get<RelatedPromptList>(relatedPromptsPath(instance, `?${params.toString()}`));
}

/** Every read of the instance's prompts shares the key's start: it invalidates them all. */
export const getRelatedPromptsKey = (instance: string) => ['instances', instance, 'related-prompts'];

/** The start of the keys of the list's pages, which the on/off switch updates before the server answers. */
export const getRelatedPromptsListKey = (instance: string) => [...getRelatedPromptsKey(instance), 'list'];

export function getRelatedPromptsQueryOptions(instance: string, query: RelatedPromptsQuery) {
  return queryOptions({
    queryKey: [...getRelatedPromptsListKey(instance), query],
    queryFn: () => getRelatedPrompts(instance, query),
  });
}

export function useRelatedPrompts(instance: string, query: RelatedPromptsQuery) {
  return useQuery({
    ...getRelatedPromptsQueryOptions(instance, query),
    // The page shown stays, dimmed, while the next search, sort or page loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /suggestions/manage/{instance}/{promptId}: one prompt. */
export function getRelatedPrompt(instance: string, id: string): Promise<RelatedPromptDocument> {
  return api.get<RelatedPromptDocument>(relatedPromptsPath(instance, `/${encodeURIComponent(id)}`));
}

export function getRelatedPromptQueryOptions(instance: string, id: string) {
  return queryOptions({
    queryKey: [...getRelatedPromptsKey(instance), 'one', id],
    queryFn: () => getRelatedPrompt(instance, id),
  });
}

/** A prompt opened by its link (`?edit=<id>`) that the page shown does not hold. */
export function useRelatedPrompt(instance: string, id: string | undefined) {
  return useQuery({ ...getRelatedPromptQueryOptions(instance, id ?? ''), enabled: id !== undefined });
}
