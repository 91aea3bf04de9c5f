import { z } from 'zod';
import { errorBodySchema } from '../errors/api-errors.ts';
import { boundedText, TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '../validation/fields.ts';
import type { StorefrontPrompt } from './storefront-prompt.ts';

const identifier = () => boundedText(TEXT_MAX_LENGTH.identifier);

/** A related prompt suggestion (spec 2 §3); active defaults to true. */
export const relatedPromptSchema = z.object({
  id: z.union([identifier(), z.number()]).nullish(),
  uuid: identifier().optional(),
  nextQueries: z.array(boundedText(TEXT_MAX_LENGTH.value)).default([]),
  active: z.boolean().default(true),
  pivots: z.record(identifier(), boundedText(TEXT_MAX_LENGTH.value)).default({}),
  suggestionText: boundedText(TEXT_MAX_LENGTH.value).trim().min(1, { error: 'validation.required' }),
  suggestionImageUrl: boundedText(URL_MAX_LENGTH).optional(),
  type: identifier().default('SUGGESTION'),
});

/** A related prompt. */
export type RelatedPrompt = z.infer<typeof relatedPromptSchema>;

/** What saving a related prompt does. */
export type RelatedPromptSavePlan =
  { readonly kind: 'create' } | { readonly kind: 'update'; readonly id: string | number };

/** Spec 2 §4: created when it has no id (0 counts as no id), otherwise updated. */
export function planRelatedPromptSave(prompt: Pick<RelatedPrompt, 'id'>): RelatedPromptSavePlan {
  const { id } = prompt;
  return id === undefined || id === null || id === 0 || id === ''
    ? { kind: 'create' }
    : { kind: 'update', id };
}

/** The pivots the storage holds apart: the queries a prompt shows for, comma-joined, and its language. */
const PROMPT_QUERY_PIVOT = 'query';
const PROMPT_LANGUAGE_PIVOT = 'lang';

/** A related prompt as the Related prompts API answers it (spec 2 §3): `id` and `uuid` are its id. */
export const relatedPromptDocumentSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  nextQueries: z.array(z.string()),
  active: z.boolean(),
  pivots: z.record(z.string(), z.string()),
  suggestionText: z.string(),
  suggestionImageUrl: z.string().optional(),
  type: z.string(),
});

/** A related prompt of the Related prompts API. */
export type RelatedPromptDocument = z.infer<typeof relatedPromptDocumentSchema>;

/**
 * A stored prompt in spec 2's shape: its queries as the `query` pivot (comma-joined), its
 * language as `lang`, beside its other pivots.
 */
export function toRelatedPrompt(id: string, prompt: StorefrontPrompt): RelatedPromptDocument {
  return {
    id,
    uuid: id,
    nextQueries: [...prompt.nextQueries],
    active: prompt.active,
    pivots: {
      ...prompt.pivots,
      ...(prompt.queries.length > 0 ? { [PROMPT_QUERY_PIVOT]: prompt.queries.join(',') } : {}),
      ...(prompt.language ? { [PROMPT_LANGUAGE_PIVOT]: prompt.language } : {}),
    },
    suggestionText: prompt.suggestionText,
    ...(prompt.imageUrl ? { suggestionImageUrl: prompt.imageUrl } : {}),
    type: prompt.type,
  };
}

/**
 * What the storage keeps of a prompt in spec 2's shape, for `storefrontPromptSchema` to check:
 * the `query` pivot split at commas, `lang` as its language, the other pivots as they are.
 */
export function fromRelatedPrompt(prompt: RelatedPrompt, position: number): Record<string, unknown> {
  const { [PROMPT_QUERY_PIVOT]: queries, [PROMPT_LANGUAGE_PIVOT]: language, ...pivots } = prompt.pivots;
  return {
    language: language?.trim() || null,
    queries: (queries ?? '')
      .split(',')
      .map((query) => query.trim())
      .filter(Boolean),
    suggestionText: prompt.suggestionText,
    imageUrl: prompt.suggestionImageUrl?.trim() || null,
    nextQueries: prompt.nextQueries,
    position,
    active: prompt.active,
    type: prompt.type,
    pivots,
  };
}

/** A `name:value` pivot of a list or preview query (`query:jeans`, `lang:en`). */
const pivotFilter = z
  .string()
  .max(TEXT_MAX_LENGTH.value)
  .regex(/^[^:]+:.*$/, 'a pivot is name:value');

const pivotFilters = z
  .union([pivotFilter, z.array(pivotFilter).max(20)])
  .optional()
  .transform((value) =>
    Object.fromEntries(
      (value === undefined ? [] : typeof value === 'string' ? [value] : value).map((entry) => {
        const at = entry.indexOf(':');
        return [entry.slice(0, at).trim(), entry.slice(at + 1).trim()];
      }),
    ),
  );

/** What the list of related prompts sorts by: the display order, or the prompt's text. */
export const RELATED_PROMPTS_SORT_FIELDS = ['position', 'text'] as const;

/**
 * GET /suggestions/manage/{instance}: a page (`page` from 0, `size`), the prompts holding every
 * pivot given (`pivots=query:jeans`: one of its queries), `active`, and `query` found in the text;
 * in display order unless `sort.field` is `text` (`sort.direction` asc or desc).
 */
export const relatedPromptsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  'sort.field': z.enum(RELATED_PROMPTS_SORT_FIELDS).default('position'),
  'sort.direction': z.enum(['asc', 'desc']).default('asc'),
  pivots: pivotFilters,
  active: z.enum(['true', 'false']).optional(),
  query: z.string().max(TEXT_MAX_LENGTH.value).optional(),
});

/** A list query. */
export type RelatedPromptsQuery = z.infer<typeof relatedPromptsQuerySchema>;

/**
 * GET /suggestions/manage/tool/preview/{instance}: what the storefront shows for a request's
 * pivots (`query`, `lang`, others), from `start`, at most `limit`.
 */
export const relatedPromptsPreviewQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  pivots: pivotFilters,
});

/** A list or preview answer: the page and how many there are in all. */
export const relatedPromptListSchema = z.object({
  results: z.array(relatedPromptDocumentSchema),
  numFound: z.number().int().min(0),
});

/** A page of related prompts: the list's or the preview's. */
export type RelatedPromptList = z.infer<typeof relatedPromptListSchema>;

/** An error of the Related prompts API (spec 2 §8): the server's one shape, status and message in `error`. */
export const relatedPromptErrorBodySchema = errorBodySchema.extend({
  error: z.object({ status: z.number().int(), message: z.string() }),
});
