import { z } from 'zod';
import { languageSchema } from '../account/account.ts';
import { boundedText, TEXT_MAX_LENGTH } from '../validation/fields.ts';

/** Largest page of a merchandising list. */
export const MERCHANDISING_PAGE_MAX = 100;

/**
 * Query of a merchandising list (synonyms, redirections, banners): the engine's language, a
 * case-insensitive text found in any term (or the target URL, or the title), the order, and the page.
 */
export const merchandisingListQuerySchema = z.object({
  language: languageSchema.optional(),
  q: boundedText(TEXT_MAX_LENGTH.title).optional(),
  sort: z.enum(['updated', 'terms']).default('updated'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(MERCHANDISING_PAGE_MAX).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** A merchandising list query. */
export type MerchandisingListQuery = z.infer<typeof merchandisingListQuerySchema>;
