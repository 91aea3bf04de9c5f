import { z } from 'zod';
import { languageSchema } from '../account/account.ts';
import { boundedText, TEXT_MAX_LENGTH } from '../validation/fields.ts';
import { RULE_TERM_MAX_LENGTH, termSchema, termsSchema } from './terms.ts';

/**
 * Curated next queries (spec 2 §2 "next queries"): after a shopper searched `query`, the storefront
 * suggests these, before the ones tracking learnt. 1 to 30 of them, no duplicates.
 *
 * @example nextQueriesSchema.parse({ language: 'en', query: 'jeans', nextQueries: ['denim jacket'] })
 */
export const nextQueriesSchema = z.object({
  id: boundedText(TEXT_MAX_LENGTH.identifier).optional(),
  language: languageSchema,
  query: termSchema(RULE_TERM_MAX_LENGTH),
  nextQueries: termsSchema({ maxLength: RULE_TERM_MAX_LENGTH, unique: true }),
  updatedTime: z.iso.datetime({ offset: true }).optional(),
});

/** Curated next queries of one query. */
export type NextQueries = z.infer<typeof nextQueriesSchema>;

/** Next queries create / update body. */
export const nextQueriesInputSchema = nextQueriesSchema.omit({ id: true, updatedTime: true });

/** A next queries input. */
export type NextQueriesInput = z.infer<typeof nextQueriesInputSchema>;
