import { z } from 'zod';
import { languageSchema } from '../account/account.ts';
import { RULE_TERM_MAX_LENGTH, termSchema, termsSchema } from '../merchandising/terms.ts';
import { boundedText, TEXT_MAX_LENGTH, urlSchema } from '../validation/fields.ts';

/** Most follow-up queries a related prompt offers. */
export const STOREFRONT_PROMPT_NEXT_QUERIES_MAX = 10;

/**
 * A related prompt as stored and as the storefront answers it (`/relatedprompts/{instance}`):
 * shown while active, for its matching queries (none: every search) in one language (none: every
 * language), to requests carrying its other pivots, in `position` order. Spec 2's management
 * shape (`relatedPromptSchema`: a pivots map) is how the Related prompts API reads and writes it
 * (`toRelatedPrompt`, `fromRelatedPrompt`); one prompt per id, so analytics counts a prompt under
 * one id whatever its queries.
 *
 * @example storefrontPromptSchema.parse({ queries: ['jeans'], suggestionText: 'Which fit suits me?' })
 */
export const storefrontPromptSchema = z.object({
  language: languageSchema.nullable().default(null),
  queries: termsSchema({ maxLength: RULE_TERM_MAX_LENGTH, min: 0 }).default([]),
  suggestionText: boundedText(TEXT_MAX_LENGTH.value).trim().min(1, { error: 'validation.required' }),
  imageUrl: urlSchema.nullable().default(null),
  nextQueries: z
    .array(termSchema(RULE_TERM_MAX_LENGTH))
    .max(STOREFRONT_PROMPT_NEXT_QUERIES_MAX, { error: 'validation.termsMax' })
    .default([]),
  position: z.number().int().min(0).default(0),
  active: z.boolean().default(true),
  type: boundedText(TEXT_MAX_LENGTH.identifier).default('SUGGESTION'),
  pivots: z
    .record(boundedText(TEXT_MAX_LENGTH.identifier).min(1), boundedText(TEXT_MAX_LENGTH.value))
    .default({}),
});

/** A related prompt as stored. */
export type StorefrontPrompt = z.infer<typeof storefrontPromptSchema>;
