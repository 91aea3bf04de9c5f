import { z } from 'zod';
import { FACET_TYPES } from '../configuration/storefront-facets.ts';
import { explanationSchema } from '../merchandising/explain.ts';

// The storefront's answers, Empathy Platform search API shapes (contracts/empathy-search-api.md §3)
// with Playboard's additions: the server declares its routes' responses with these schemas and
// the search layer reads its answers as their types, so neither keeps a copy of the other.

/** Text attributes, e.g. `{ colour: 'red', size: ['M', 'L'] }`. */
const attributesSchema = z.record(z.string(), z.union([z.string(), z.array(z.string()).readonly()]));

/** A product variant as a result carries it (the layer's variant selector). */
export const storefrontVariantSchema = z.object({
  id: z.string(),
  attributes: attributesSchema.optional(),
  price: z.number().optional(),
  stock: z.number().optional(),
});
export type StorefrontVariant = z.infer<typeof storefrontVariantSchema>;

/**
 * A product in an answer. Results are open objects (§3.1): beyond the contract's fields, what a
 * product card shows, the layer's labels, extra field and variant selector.
 */
export const storefrontProductSchema = z.looseObject({
  __id: z.string(),
  __name: z.string(),
  __url: z.string(),
  __images: z.array(z.string()),
  __externalId: z.string(),
  __prices: z.object({
    current: z.object({ value: z.number() }),
    previous: z.object({ value: z.number() }).optional(),
    /** The price with the other tax treatment, when an Empathy-compatible server reports one. */
    alternative: z.object({ value: z.number() }).optional(),
  }),
  brand: z.string().optional(),
  categories: z.array(z.array(z.string())).optional(),
  /** False when the product cannot be ordered (out of stock, discontinued). */
  availableForOrder: z.boolean().optional(),
  stock: z.number().optional(),
  /** When the product was published (ISO 8601): "new" for 30 days, as the engine's `isNew` rule. */
  createdAt: z.string().optional(),
  attributes: attributesSchema.optional(),
  variants: z.array(storefrontVariantSchema).optional(),
  tagging: z.object({
    click: z.string(),
    add2cart: z.string(),
    checkout: z.string(),
    displayClick: z.string(),
  }),
});
export type StorefrontProduct = z.infer<typeof storefrontProductSchema>;

/** A value of a facet in an answer, with the values under it for a hierarchical facet. */
export interface AnswerFacetValue {
  id: string;
  value: string;
  count: number;
  filter: string;
  selected: boolean;
  children?: { facet: string; type: string; values: AnswerFacetValue[] };
}

export const answerFacetValueSchema: z.ZodType<AnswerFacetValue> = z.lazy(() =>
  z.object({
    id: z.string(),
    value: z.string(),
    count: z.number(),
    filter: z.string(),
    selected: z.boolean(),
    children: z
      .object({ facet: z.string(), type: z.string(), values: z.array(answerFacetValueSchema) })
      .optional(),
  }),
);

export const answerFacetSchema = z.object({
  facet: z.string(),
  label: z.string(),
  type: z.enum(FACET_TYPES),
  values: z.array(answerFacetValueSchema),
});
export type AnswerFacet = z.infer<typeof answerFacetSchema>;

/** A banner or a promoted tile. */
export const storefrontTileSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  image_url: z.string(),
  position: z.number(),
  tagging: z.object({ click: z.string() }),
});
export type StorefrontTile = z.infer<typeof storefrontTileSchema>;

/** What one word of a low-result query finds alone (first page only). */
export const storefrontPartialSchema = z.object({
  term: z.string(),
  numFound: z.number(),
  content: z.array(storefrontProductSchema),
});

/** `GET /search/v1/query/{instance}/search` (§3.1). */
export const searchResponseSchema = z.object({
  catalog: z.object({
    numFound: z.number(),
    /** The corrected query the results are for; `""` when the query was searched as typed. */
    spellchecked: z.string(),
    /**
     * Beyond the contract (Empathy clients ignore it): the words of the query dropped so that
     * something matched, in query order; empty when every word was kept.
     */
    relaxedTerms: z.array(z.string()),
    content: z.array(storefrontProductSchema),
    facets: z.array(answerFacetSchema),
    partials: z.array(storefrontPartialSchema),
    stats: z.object({ price: z.object({ min: z.number(), max: z.number() }) }).optional(),
    tagging: z.object({ query: z.string(), display: z.string() }),
  }),
  banner: z.object({ content: z.array(storefrontTileSchema) }),
  promoted: z.object({ content: z.array(storefrontTileSchema) }),
  direct: z.object({
    content: z.array(z.object({ id: z.string(), url: z.string(), tagging: z.object({ click: z.string() }) })),
  }),
  /** With `explain=true`, for a member of the site's organisation allowed to read Explain only. */
  explanation: explanationSchema.optional(),
});
export type StorefrontSearchAnswer = z.infer<typeof searchResponseSchema>;

export const semanticQueriesResponseSchema = z.object({
  data: z.object({ candidates: z.array(z.object({ query: z.string(), distance: z.number() })) }),
});
export type SemanticQueriesResponse = z.infer<typeof semanticQueriesResponseSchema>;

export const facetsResponseSchema = z.object({ catalog: z.object({ facets: z.array(answerFacetSchema) }) });

/** `GET .../empathize`: popular searches, or suggestions for what is typed. */
export const empathizeResponseSchema = z.object({
  topTrends: z.object({ content: z.array(z.object({ title_raw: z.string(), keywords: z.string() })) }),
});
export type EmpathizeResponse = z.infer<typeof empathizeResponseSchema>;

/** `GET .../topclicked`: the featured products. */
export const topClickedResponseSchema = z.object({
  topclicked: z.object({ content: z.array(storefrontProductSchema), numFound: z.number() }),
});
export type TopClickedResponse = z.infer<typeof topClickedResponseSchema>;

export const skuSearchResponseSchema = z.object({
  catalog: z.object({
    content: z.array(storefrontProductSchema),
    numFound: z.number(),
    tagging: z.object({ query: z.string() }),
  }),
});

/** A next query or related tag: the merchant's (CURATED) or learnt from searches (ORGANIC). */
export const storefrontRefinementSchema = z.object({
  query: z.string(),
  source: z.enum(['CURATED', 'ORGANIC']),
  position: z.number(),
});
export type StorefrontRefinement = z.infer<typeof storefrontRefinementSchema>;

/** `GET /nextqueries/{instance}`. */
export const nextQueriesResponseSchema = z.object({
  data: z.object({ nextqueries: z.array(storefrontRefinementSchema) }),
});
export type NextQueriesResponse = z.infer<typeof nextQueriesResponseSchema>;

export const relatedTagsResponseSchema = z.object({
  data: z.object({ relatedtags: z.array(storefrontRefinementSchema.extend({ tag: z.string() })) }),
  status: z.number(),
});
export type RelatedTagsResponse = z.infer<typeof relatedTagsResponseSchema>;

const toolingSchema = z.object({
  toolingDisplay: z.string(),
  toolingDisplayClick: z.string(),
  toolingDisplayAdd2Cart: z.string(),
});

/** A related prompt as the storefront answers it, with a tracking URL per follow-up query. */
export const storefrontRelatedPromptSchema = z.object({
  suggestionText: z.string(),
  suggestionImageUrl: z.string().optional(),
  type: z.string(),
  nextQueries: z.array(z.string()),
  tagging: z.object({
    toolingDisplay: z.string(),
    toolingDisplayClick: z.string(),
    nextQueries: z.record(z.string(), toolingSchema),
  }),
});
export type StorefrontRelatedPrompt = z.infer<typeof storefrontRelatedPromptSchema>;

/** `GET /relatedprompts/{instance}`. */
export const relatedPromptsResponseSchema = z.object({
  data: z.object({ relatedprompts: z.array(storefrontRelatedPromptSchema) }),
});
export type RelatedPromptsResponse = z.infer<typeof relatedPromptsResponseSchema>;
