import { z } from 'zod';
import { errorBodySchema } from '../errors/api-errors.ts';
import { BROWSE_FIELDS, LANGUAGE_PIVOT, RULE_ENDPOINTS } from '../query-ranking/query-ranking-rule.ts';
import { boundedText, EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH } from '../validation/fields.ts';
import { facetConfigSchema } from './facet-config.ts';

/**
 * The pivot of a search configuration: the queries it applies to (spec 2 §3 shows pivots as name
 * and values without naming them; query ranking names its context `queries`).
 */
export const QUERY_PIVOT = 'query';

/**
 * Pivot names a facet configuration takes: `query` (searches), `CATEGORY` and `BRAND` (browse
 * pages, the browse fields of query ranking) and `lang` (the engine's language, as for rules).
 */
export const FACET_PIVOTS = [QUERY_PIVOT, ...BROWSE_FIELDS, LANGUAGE_PIVOT] as const;

/**
 * The id of the default configuration: the one without pivots, for every search and page. It is
 * the site's facet set the filters screen edits (the Index API's fields/site/{id}/facetable).
 */
export const DEFAULT_FACET_CONFIG_ID = 'default';

/** Largest page of the facet configurations list (spec 2 §9 does not show the page sizes). */
export const FACET_CONFIGS_PAGE_MAX = 100;

/** Fields the list sorts by. */
export const FACET_CONFIGS_SORT_FIELDS = ['updated', 'created', 'title'] as const;

/** The only feature this API stores: faceting (the path's requestors/catalog/features/search/faceting). */
export const FACETING_FEATURE = 'faceting';

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

const listFilter = boundedText(TEXT_MAX_LENGTH.title).regex(/^[\w.-]+:.+$/, { error: 'validation.match' });

/**
 * GET features (spec 2 §7): page (0-based) and size, sort.field and sort.direction, a query (in a
 * configuration's title or pivot values; with strict_search, equal to one of its pivot values,
 * case and spacing aside), feature (faceting), endpointId (comma-joined, default `search,browse`,
 * spec 2 §9's default facet sort context) and filters (`enabled:true|false` or `<pivot>:<value>`;
 * repeated, all must hold).
 */
export const facetConfigsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(FACET_CONFIGS_PAGE_MAX).default(20),
  'sort.field': z.enum(FACET_CONFIGS_SORT_FIELDS).default('updated'),
  'sort.direction': z.enum(['asc', 'desc']).default('desc'),
  strict_search: flag,
  query: boundedText(TEXT_MAX_LENGTH.value).optional(),
  feature: z.literal(FACETING_FEATURE).default(FACETING_FEATURE),
  endpointId: boundedText(TEXT_MAX_LENGTH.identifier)
    .default('search,browse')
    .transform((value) => value.split(',').map((endpoint) => endpoint.trim()))
    .pipe(z.array(z.enum(RULE_ENDPOINTS)).min(1)),
  filters: z
    .union([listFilter, z.array(listFilter).max(20)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional(),
});

/** A facet configurations list query. */
export type FacetConfigsQuery = z.infer<typeof facetConfigsQuerySchema>;

/** A date as the API sends it: without milliseconds, null when not set (spec 2 §5). */
const sentDate = boundedText(TEXT_MAX_LENGTH.identifier).nullable();

/** A facet configuration as the API answers it (spec 2 §3): its id, and metadata (created, updated, author). */
export const facetConfigDocumentSchema = facetConfigSchema.extend({
  id: boundedText(TEXT_MAX_LENGTH.identifier),
  metadata: z.object({
    created: sentDate,
    updated: sentDate,
    author: boundedText(EMAIL_MAX_LENGTH).nullable(),
  }),
});

/** A facet configuration as the API answers it. */
export type FacetConfigDocument = z.infer<typeof facetConfigDocumentSchema>;

/** The list answer: one page of configurations and how many the query finds. */
export const facetConfigListSchema = z.object({
  results: z.array(facetConfigDocumentSchema),
  numFound: z.number().int().min(0),
});

/** A page of facet configurations. */
export type FacetConfigList = z.infer<typeof facetConfigListSchema>;

/** POST answer: the configuration created, in `current` (spec 2 §7). */
export const facetConfigCreatedSchema = z.object({ current: facetConfigDocumentSchema });

/** PUT answer: the configuration saved in `current`, as it was in `previous` (spec 2 §7). */
export const facetConfigSavedSchema = z.object({
  current: facetConfigDocumentSchema,
  previous: facetConfigDocumentSchema,
});

/**
 * An error of the Facets API (spec 2 §8): the server's one error shape, and in `error` the status,
 * the message and the conflicting elements (the ids of the saved configurations a save conflicts
 * with; none for other errors).
 */
export const facetErrorBodySchema = errorBodySchema.extend({
  error: z.object({
    status: z.number().int(),
    message: z.string(),
    conflictingElements: z.array(z.string()),
  }),
});

/** An error answer of the Facets API. */
export type FacetErrorBody = z.infer<typeof facetErrorBodySchema>;

/** The days of searches a suggested facet order is drawn from. */
export const FACET_SUGGESTION_DAYS = 30;

/** At most this many queries name one context, as a context's query pivot may. */
const SUGGESTION_QUERIES_MAX = 50;

/**
 * Which searches to suggest a facet order for: a context's queries, comma-joined, as the search
 * box sent them (compared trimmed and in lower case).
 */
export const facetSuggestionsQuerySchema = z.object({
  query: z
    .string()
    .max(SUGGESTION_QUERIES_MAX * 256)
    .transform((text) =>
      [...new Set(text.split(',').map((query) => query.trim().toLowerCase()))].filter(Boolean),
    )
    .pipe(z.array(z.string().max(255)).min(1, 'validation.required').max(SUGGESTION_QUERIES_MAX)),
});

/**
 * What shoppers filtered those searches by over the last `days` days: how many searches there
 * were, and for each facet how many of them were filtered by it, most filtered first.
 */
export const facetSuggestionsSchema = z.object({
  days: z.number().int().min(1),
  searches: z.number().int().min(0),
  facets: z.array(z.object({ field: z.string(), filters: z.number().int().min(1) })),
});

/** A suggested facet order. */
export type FacetSuggestions = z.infer<typeof facetSuggestionsSchema>;
