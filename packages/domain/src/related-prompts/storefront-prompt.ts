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

/** Most related prompts proposed at once. */
export const RELATED_PROMPT_PROPOSALS_MAX = 10;

/**
 * A related prompt proposed for one of the site's popular searches (issue 34), from what shoppers
 * searched next: its text (edit it before accepting), the next queries it offers (the most
 * likely after the search first) and the sessions behind them. Nothing is published until the
 * merchant saves it as a prompt.
 */
export const relatedPromptProposalSchema = z.object({
  query: termSchema(RULE_TERM_MAX_LENGTH),
  suggestionText: boundedText(TEXT_MAX_LENGTH.value),
  nextQueries: z.array(termSchema(RULE_TERM_MAX_LENGTH)).min(2).max(STOREFRONT_PROMPT_NEXT_QUERIES_MAX),
  sessions: z.number().int().min(0),
});

/** The proposals for one language, most searched query first. */
export const relatedPromptProposalsSchema = z.object({
  proposals: z.array(relatedPromptProposalSchema).max(RELATED_PROMPT_PROPOSALS_MAX),
});

/** Related prompt proposals. */
export type RelatedPromptProposals = z.infer<typeof relatedPromptProposalsSchema>;

/** A proposal the merchant dismissed: its query is not proposed again in that language. */
export const relatedPromptDismissalSchema = z.object({
  language: languageSchema,
  query: termSchema(RULE_TERM_MAX_LENGTH),
});
