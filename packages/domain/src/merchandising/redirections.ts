import { z } from 'zod';
import { languageSchema } from '../account/account.ts';
import { scheduleSchema } from '../schedules/schedule.ts';
import { boundedText, TEXT_MAX_LENGTH, urlSchema } from '../validation/fields.ts';
import { REDIRECTION_TERM_MAX_LENGTH, termsSchema } from './terms.ts';

/** Redirection matching queries (spec 1 §5): 1 to 30 terms, each at most 255 characters, no duplicates. */
export const redirectionQueriesSchema = termsSchema({ maxLength: REDIRECTION_TERM_MAX_LENGTH, unique: true });

/**
 * A search-term redirection (spec 1 §3), stored as parsed here. Redirections belong to the engine
 * of one language, as synonyms and banners do.
 *
 * `enabled` (default true) and `schedule` (an activation window of instants, default always) are
 * this platform's extension, not in spec 1: a redirection can be prepared ahead and switched off
 * without being deleted; the storefront follows neither a disabled one nor one out of its window.
 *
 * @example redirectionSchema.parse({ language: 'en', matchingQueries: ['returns'], targetUrl: 'https://shop.example.com/returns' })
 */
export const redirectionSchema = z.object({
  id: boundedText(TEXT_MAX_LENGTH.identifier).optional(),
  language: languageSchema,
  matchingQueries: redirectionQueriesSchema,
  targetUrl: urlSchema,
  enabled: z.boolean().default(true),
  schedule: scheduleSchema.optional(),
  updatedTime: z.iso.datetime({ offset: true }).optional(),
});

/** A redirection. */
export type Redirection = z.infer<typeof redirectionSchema>;

/** Redirection create / update body. */
export const redirectionInputSchema = redirectionSchema.omit({ id: true, updatedTime: true });

/** A redirection input. */
export type RedirectionInput = z.infer<typeof redirectionInputSchema>;

/** A page of redirections. */
export const redirectionPageSchema = z.object({
  redirections: z.array(redirectionSchema),
  total: z.number().int().min(0),
});

/** A page of redirections. */
export type RedirectionPage = z.infer<typeof redirectionPageSchema>;
