import { z } from 'zod';
import { boundedText, EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH } from '../validation/fields.ts';
import { legacyRuleSchema } from './legacy-rule.ts';
import { queryRankingRuleBodySchema, RULE_ENDPOINTS, ruleConflictSchema } from './query-ranking-rule.ts';

/** Largest page of the query ranking list (spec 2 §9 does not show the page sizes). */
export const QUERY_RANKING_PAGE_MAX = 100;

/** A query-string flag: `true` or `false` only, so the edge bounds it (a free string would not be). */
const queryFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

/** Fields the query ranking list sorts by. */
export const QUERY_RANKING_SORT_FIELDS = ['updated', 'created', 'title'] as const;

/** A `name:value` list filter: `enabled:true`, or a pivot such as `lang:es`. */
const FILTER = /^[\w.-]+:.+$/;

const listFilter = boundedText(TEXT_MAX_LENGTH.title).regex(FILTER, { error: 'validation.match' });

/**
 * GET query of the query ranking list (spec 2 §7): page (0-based) and its size, sort.field and
 * sort.direction, a query (text in a rule's title, queries or browse value; with strictMatching,
 * equal to one of its queries or its browse value, case and spacing aside), filters (`enabled:true`,
 * `enabled:false`, or `<pivot>:<value>` such as `lang:es`; repeated, all must hold), defaultFlag
 * (true: only the rules that apply to every search or browse page, having no queries and no browse
 * value; false, what the console sends: every rule) and endpointId.
 */
export const queryRankingListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(QUERY_RANKING_PAGE_MAX).default(20),
  'sort.field': z.enum(QUERY_RANKING_SORT_FIELDS).default('updated'),
  'sort.direction': z.enum(['asc', 'desc']).default('desc'),
  query: boundedText(TEXT_MAX_LENGTH.value).optional(),
  filters: z
    .union([listFilter, z.array(listFilter).max(20)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional(),
  strictMatching: queryFlag,
  defaultFlag: queryFlag,
  endpointId: z.enum(RULE_ENDPOINTS).optional(),
});

/** A query ranking list query. */
export type QueryRankingListQuery = z.infer<typeof queryRankingListQuerySchema>;

/** A date as the API sends it (spec 2 §5): without milliseconds, null when not set. */
const sentDate = boundedText(TEXT_MAX_LENGTH.identifier).nullable();

/**
 * A query ranking rule as the API answers it (spec 2 §3): the body of {@link queryRankingRuleBodySchema}
 * with pinned products always listed, its id and metadata (created, updated, author; null when
 * not set).
 */
export const queryRankingRuleDocumentSchema = queryRankingRuleBodySchema.extend({
  id: boundedText(TEXT_MAX_LENGTH.identifier),
  metadata: z.object({
    created: sentDate,
    updated: sentDate,
    author: boundedText(EMAIL_MAX_LENGTH).nullable(),
  }),
  pinnedProducts: queryRankingRuleBodySchema.shape.pinnedProducts.unwrap(),
});

/** A query ranking rule as the API answers it. */
export type QueryRankingRuleDocument = z.infer<typeof queryRankingRuleDocumentSchema>;

/** The list answer (spec 2 §7): one page of rules and how many the query finds. */
export const queryRankingRuleListSchema = z.object({
  results: z.array(queryRankingRuleDocumentSchema),
  numFound: z.number().int().min(0),
});

/** A page of query ranking rules. */
export type QueryRankingRuleList = z.infer<typeof queryRankingRuleListSchema>;

/**
 * POST / PUT body: a rule body (spec 2 §3), or a rule in the legacy format, which is read and saved
 * in the current one.
 */
export const queryRankingRuleWriteSchema = z.union([queryRankingRuleBodySchema, legacyRuleSchema]);

/** GET by id: `format=legacy` shows the rule in the legacy format (spec 2 §3). */
export const queryRankingRuleReadQuerySchema = z.object({
  format: z.enum(['current', 'legacy']).default('current'),
});

/**
 * The 409 answer of a save (spec 2 §8): the one error shape of the server, and the conflicting
 * rules with their ids and queries. Two rules conflict when both are enabled, have the same
 * endpoint and a language in common (a rule without a `lang` pivot has every language), and apply
 * to a same request: a query both list (case and spacing aside), both for every request of the
 * endpoint, or the same browse field and value.
 */
export const queryRankingConflictSchema = z.object({
  errors: z.array(
    z.object({
      code: boundedText(TEXT_MAX_LENGTH.identifier),
      message: boundedText(TEXT_MAX_LENGTH.description),
    }),
  ),
  conflicts: z.array(ruleConflictSchema),
});
