import { z } from 'zod';
import { boundedText, TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '../validation/fields.ts';

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
