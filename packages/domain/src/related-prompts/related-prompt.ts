import { z } from 'zod';

/** A related prompt suggestion (spec 2 §3); active defaults to true. */
export const relatedPromptSchema = z.object({
  id: z.union([z.string(), z.number()]).nullish(),
  uuid: z.string().optional(),
  nextQueries: z.array(z.string()).default([]),
  active: z.boolean().default(true),
  pivots: z.record(z.string(), z.string()).default({}),
  suggestionText: z.string().trim().min(1, { error: 'validation.required' }),
  suggestionImageUrl: z.string().optional(),
  type: z.string().default('SUGGESTION'),
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
