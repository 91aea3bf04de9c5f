import { z } from 'zod';
import { languageSchema } from '../account/account.ts';
import { boundedText, TEXT_MAX_LENGTH } from '../validation/fields.ts';
import { RULE_TERM_MAX_LENGTH, termSchema, termsSchema } from './terms.ts';

const nextQueryList = termsSchema({ maxLength: RULE_TERM_MAX_LENGTH, min: 0, unique: true });

const nextQueriesFields = z.object({
  id: boundedText(TEXT_MAX_LENGTH.identifier).optional(),
  language: languageSchema,
  query: termSchema(RULE_TERM_MAX_LENGTH),
  nextQueries: nextQueryList,
  hidden: nextQueryList.default([]),
  updatedTime: z.iso.datetime({ offset: true }).optional(),
});

/** An entry that curates or hides nothing is none: one of its two lists holds a query. */
function curatesSomething(
  entry: { nextQueries: string[]; hidden: string[] },
  context: z.RefinementCtx,
): void {
  if (entry.nextQueries.length + entry.hidden.length === 0)
    context.addIssue({ code: 'custom', message: 'validation.termsMin', path: ['nextQueries'] });
}

/**
 * The merchant's next queries of one query (spec 2 §2 "next queries"): after a shopper searched
 * `query`, the storefront suggests `nextQueries` (curated, up to 30, in this order) before the ones
 * learned from the site's searches, and never a learned one in `hidden`.
 *
 * @example nextQueriesSchema.parse({ language: 'en', query: 'jeans', nextQueries: ['denim jacket'] })
 */
export const nextQueriesSchema = nextQueriesFields.superRefine(curatesSomething);

/** The next queries of one query. */
export type NextQueries = z.infer<typeof nextQueriesSchema>;

/** Next queries create / update body. */
export const nextQueriesInputSchema = nextQueriesFields
  .omit({ id: true, updatedTime: true })
  .superRefine(curatesSomething);

/** A next queries input. */
export type NextQueriesInput = z.infer<typeof nextQueriesInputSchema>;

/** Most next queries a build learns for one query. */
export const LEARNED_NEXT_QUERIES_MAX = 10;

/**
 * A next query learned from the site's searches (issue 34): what sessions that searched a query
 * searched right after it and found, ranked by lift (how much likelier after this query than
 * after any), with the sessions that did. `hidden` when the merchant hid it for this query,
 * `banned` when it holds a banned word; `shown` otherwise.
 */
const learnedNextQuerySchema = z.object({
  query: termSchema(RULE_TERM_MAX_LENGTH),
  sessions: z.number().int().min(0),
  lift: z.number().min(0),
  state: z.enum(['shown', 'hidden', 'banned']),
});

/** A learned next query. */
export type LearnedNextQuery = z.infer<typeof learnedNextQuerySchema>;

/** One query's next queries: the merchant's (null when none) and the learned ones, highest lift first. */
const queryNextQueriesSchema = z.object({
  query: termSchema(RULE_TERM_MAX_LENGTH),
  curated: nextQueriesSchema.nullable(),
  learned: z.array(learnedNextQuerySchema).max(LEARNED_NEXT_QUERIES_MAX),
});

/** Query of the next queries list: the language, a text found in the query, and the page. */
export const nextQueriesListQuerySchema = z.object({
  language: languageSchema,
  q: boundedText(TEXT_MAX_LENGTH.title).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** A next queries list query. */
export type NextQueriesListQuery = z.infer<typeof nextQueriesListQuerySchema>;

/** A page of queries with their next queries: curated ones first, then those learned, most sessions first. */
export const nextQueriesPageSchema = z.object({
  items: z.array(queryNextQueriesSchema).max(100),
  total: z.number().int().min(0),
});

/** A page of next queries. */
export type NextQueriesPage = z.infer<typeof nextQueriesPageSchema>;
