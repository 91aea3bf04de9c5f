import { z } from 'zod';
import { languageSchema } from '../account/account.ts';
import { boundedText, TEXT_MAX_LENGTH } from '../validation/fields.ts';
import { redirectionInputSchema } from './redirections.ts';
import { previewAnswerSchema } from './search-preview.ts';
import { synonymGroupInputSchema } from './synonyms.ts';
import { normalizeTerm } from './terms.ts';

// Fixes for searches with no results (issue 15): from the no-results report, a proposal made from
// the catalogue (a synonym group, a redirection, or no good match), which the merchant accepts
// (saved as a synonym group or redirection and recorded as the query's fix) or dismisses.

/** Most catalogue terms a proposal adds to the searched query in its synonym group. */
export const NO_RESULTS_FIX_MAX_TERMS = 3;

/** Days a fix's "before" figures cover, up to and including the day of the fix. */
export const NO_RESULTS_FIX_BEFORE_DAYS = 28;

/** What a proposed redirection is about: a service of the shop, not a product. */
export const SERVICE_TOPICS = [
  'returns',
  'shipping',
  'contact',
  'sizeGuide',
  'payment',
  'orderStatus',
  'help',
] as const;

/** A service topic. */
export type ServiceTopic = (typeof SERVICE_TOPICS)[number];

/**
 * Why a query gets no proposal: it finds products now (`findsProducts`), a redirection answers it
 * already (`redirected`), or no catalogue term is close to it (`noCloseTerm`).
 */
export const NO_MATCH_REASONS = ['findsProducts', 'redirected', 'noCloseTerm'] as const;

/**
 * Where a candidate term comes from: the catalogue words closest in spelling (`spelling`), or the
 * catalogue's words and popular searches that complete the query (`vocabulary`).
 */
export const CANDIDATE_SOURCES = ['spelling', 'vocabulary'] as const;

const querySchema = boundedText(255).trim().min(1, { error: 'validation.required' });

/** A search of the report in one of the site's languages: what a proposal or a dismissal names. */
export const noResultsQuerySchema = z.object({ language: languageSchema, query: querySchema });

/** A query of the report. */
export type NoResultsQuery = z.infer<typeof noResultsQuerySchema>;

/** A catalogue term considered for a query, with what the query would find with it. */
export const fixCandidateSchema = z.object({
  term: z.string(),
  source: z.enum(CANDIDATE_SOURCES),
  /** Edits between the query and the term. */
  distance: z.number().int().min(0),
  /** Products the term finds: what the query finds once they are synonyms. */
  total: z.number().int().min(0),
});

/** A candidate term. */
export type FixCandidate = z.infer<typeof fixCandidateSchema>;

/**
 * What the catalogue proposes for a query: a one-way synonym group (the query, then the closest
 * catalogue terms, best first) with what it would find, a redirection to a service page whose URL the
 * merchant fills in (the shop's URL until then), or no good match and why.
 */
export const noResultsProposalSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('synonym'),
    query: z.string(),
    group: synonymGroupInputSchema,
    /** Every term measured, best first; the group holds the first ones worth adding. */
    candidates: z.array(fixCandidateSchema),
    /** What the query finds with the group: the first products and their count. */
    preview: previewAnswerSchema,
  }),
  z.object({
    kind: z.literal('redirection'),
    query: z.string(),
    topic: z.enum(SERVICE_TOPICS),
    redirection: redirectionInputSchema,
  }),
  z.object({
    kind: z.literal('none'),
    query: z.string(),
    reason: z.enum(NO_MATCH_REASONS),
    /** Products the query finds now. */
    total: z.number().int().min(0),
  }),
]);

/** A proposal. */
export type NoResultsProposal = z.infer<typeof noResultsProposalSchema>;

const keepsQuery = (terms: readonly string[], query: string) =>
  terms.some((term) => normalizeTerm(term) === normalizeTerm(query));

/** Accepting a synonym group for a query: the group as the merchant edited it, which keeps the query. */
export const synonymFixInputSchema = z
  .object({ query: querySchema, value: synonymGroupInputSchema })
  .refine((input) => keepsQuery(input.value.terms, input.query), {
    error: 'validation.fixQuery',
    path: ['value', 'terms'],
  });

/** A synonym group accepted for a query. */
export type SynonymFixInput = z.infer<typeof synonymFixInputSchema>;

/** Accepting a redirection for a query: the redirection as the merchant edited it, which keeps the query. */
export const redirectionFixInputSchema = z
  .object({ query: querySchema, value: redirectionInputSchema })
  .refine((input) => keepsQuery(input.value.matchingQueries, input.query), {
    error: 'validation.fixQuery',
    path: ['value', 'matchingQueries'],
  });

/** A redirection accepted for a query. */
export type RedirectionFixInput = z.infer<typeof redirectionFixInputSchema>;

/** The searches of a query in a window of days of the site's time zone. */
export const fixWindowSchema = z.object({
  from: z.string().describe('YYYY-MM-DD'),
  to: z.string().describe('YYYY-MM-DD'),
  searches: z.number().int().min(0),
  searchesNoResults: z.number().int().min(0),
});

/** A window's figures. */
export type FixWindow = z.infer<typeof fixWindowSchema>;

/**
 * What the merchant decided for a query (normalised: trimmed, lower case, as analytics counts it):
 * accepted (the synonym group or redirection saved, its id and terms) or dismissed. An accepted
 * fix carries its figures: searches in the {@link NO_RESULTS_FIX_BEFORE_DAYS} days up to its day
 * (when the merchant mostly fixed what the report showed), in the whole days after it (null until
 * one has passed), and the products the query finds now.
 */
export const noResultsFixSchema = z.object({
  id: z.uuid(),
  language: languageSchema,
  query: z.string(),
  status: z.enum(['accepted', 'dismissed']),
  kind: z.enum(['synonym', 'redirection']).nullable(),
  entityId: z.string().nullable(),
  terms: z.array(z.string()),
  targetUrl: z.string().nullable(),
  decidedAt: z.iso.datetime({ offset: true }),
  figures: z
    .object({ before: fixWindowSchema, after: fixWindowSchema.nullable(), total: z.number().int().min(0) })
    .nullable(),
});

/** A query's fix. */
export type NoResultsFix = z.infer<typeof noResultsFixSchema>;

/** The fixes of a language, latest first. */
export const noResultsFixListQuerySchema = z.object({
  language: languageSchema,
  limit: z.coerce.number().int().min(1).max(500).default(500),
  offset: z.coerce.number().int().min(0).default(0),
});

/** A page of fixes. */
export const noResultsFixPageSchema = z.object({
  fixes: z.array(noResultsFixSchema),
  total: z.number().int().min(0),
});

/** A page of fixes. */
export type NoResultsFixPage = z.infer<typeof noResultsFixPageSchema>;

/** A fix's id in a path. */
export const noResultsFixParamsSchema = z.object({
  siteId: z.uuid(),
  fixId: boundedText(TEXT_MAX_LENGTH.identifier),
});
