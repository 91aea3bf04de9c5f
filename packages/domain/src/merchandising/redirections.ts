import { z } from 'zod';
import { boundedText, TEXT_MAX_LENGTH, urlSchema } from '../validation/fields.ts';
import { REDIRECTION_TERM_MAX_LENGTH, termsSchema } from './terms.ts';

/** Redirection matching queries (spec 1 §5): 1 to 30 terms, each at most 255 characters, no duplicates. */
export const redirectionQueriesSchema = termsSchema({ maxLength: REDIRECTION_TERM_MAX_LENGTH, unique: true });

/** A search-term redirection (spec 1 §3). */
export const redirectionSchema = z.object({
  id: boundedText(TEXT_MAX_LENGTH.identifier).optional(),
  matchingQueries: redirectionQueriesSchema,
  targetUrl: urlSchema,
  updatedTime: z.iso.datetime({ offset: true }).optional(),
});

/** A redirection. */
export type Redirection = z.infer<typeof redirectionSchema>;

/** Redirection create / update body. */
export const redirectionInputSchema = redirectionSchema.omit({ id: true, updatedTime: true });

/** A redirection input. */
export type RedirectionInput = z.infer<typeof redirectionInputSchema>;
