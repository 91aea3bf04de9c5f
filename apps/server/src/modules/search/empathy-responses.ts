import { explanationSchema } from '@playboard/domain';
import type {
  BannerHit,
  FacetResult,
  FacetValue,
  QueryRefinement,
  RelatedPrompt,
  SearchHit,
  SemanticQuery,
  Suggestion,
} from '@playboard/search';
import { z } from 'zod';
import type { CatalogDocument } from './documents.ts';
import { taggingUrl, taggingUrls, type TaggingContext, type TaggingUrls } from './tagging-urls.ts';

// Response shapes of the Empathy Platform search API (contracts/empathy-search-api.md §3).

const resultSchema = z.looseObject({
  __id: z.string(),
  __name: z.string(),
  __url: z.string(),
  __images: z.array(z.string()),
  __externalId: z.string(),
  __prices: z.object({
    current: z.object({ value: z.number() }),
    previous: z.object({ value: z.number() }).optional(),
  }),
  brand: z.string().optional(),
  categories: z.array(z.array(z.string())).optional(),
  tagging: z.object({
    click: z.string(),
    add2cart: z.string(),
    checkout: z.string(),
    displayClick: z.string(),
  }),
});
export type EmpathyResult = z.infer<typeof resultSchema>;

interface EmpathyFacetValue {
  id: string;
  value: string;
  count: number;
  filter: string;
  selected: boolean;
  children?: { facet: string; type: string; values: EmpathyFacetValue[] };
}

const facetValueSchema: z.ZodType<EmpathyFacetValue> = z.lazy(() =>
  z.object({
    id: z.string(),
    value: z.string(),
    count: z.number(),
    filter: z.string(),
    selected: z.boolean(),
    children: z.object({ facet: z.string(), type: z.string(), values: z.array(facetValueSchema) }).optional(),
  }),
);

const facetSchema = z.object({
  facet: z.string(),
  label: z.string(),
  type: z.enum(['value', 'hierarchical', 'range']),
  values: z.array(facetValueSchema),
});

const tileSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  image_url: z.string(),
  position: z.number(),
  tagging: z.object({ click: z.string() }),
});

export const searchResponseSchema = z.object({
  catalog: z.object({
    numFound: z.number(),
    spellchecked: z.string(),
    /**
     * Beyond the contract (Empathy clients ignore it): the words of the query dropped so that
     * something matched, in query order; empty when every word was kept.
     */
    relaxedTerms: z.array(z.string()),
    content: z.array(resultSchema),
    facets: z.array(facetSchema),
    partials: z.array(z.object({ term: z.string(), numFound: z.number(), content: z.array(resultSchema) })),
    stats: z.object({ price: z.object({ min: z.number(), max: z.number() }) }).optional(),
    tagging: z.object({ query: z.string(), display: z.string() }),
  }),
  banner: z.object({ content: z.array(tileSchema) }),
  promoted: z.object({ content: z.array(tileSchema) }),
  direct: z.object({
    content: z.array(z.object({ id: z.string(), url: z.string(), tagging: z.object({ click: z.string() }) })),
  }),
  /** With `explain=true`, for a member of the site's organisation allowed to read Explain only. */
  explanation: explanationSchema.optional(),
});
export const semanticQueriesResponseSchema = z.object({
  data: z.object({ candidates: z.array(z.object({ query: z.string(), distance: z.number() })) }),
});
export const facetsResponseSchema = z.object({ catalog: z.object({ facets: z.array(facetSchema) }) });
export const empathizeResponseSchema = z.object({
  topTrends: z.object({ content: z.array(z.object({ title_raw: z.string(), keywords: z.string() })) }),
});
export const topClickedResponseSchema = z.object({
  topclicked: z.object({ content: z.array(resultSchema), numFound: z.number() }),
});
export const skuSearchResponseSchema = z.object({
  catalog: z.object({
    content: z.array(resultSchema),
    numFound: z.number(),
    tagging: z.object({ query: z.string() }),
  }),
});
const refinementSchema = z.object({
  query: z.string(),
  source: z.enum(['CURATED', 'ORGANIC']),
  position: z.number(),
});
export const nextQueriesResponseSchema = z.object({
  data: z.object({ nextqueries: z.array(refinementSchema) }),
});
export const relatedTagsResponseSchema = z.object({
  data: z.object({ relatedtags: z.array(refinementSchema.extend({ tag: z.string() })) }),
  status: z.number(),
});
const toolingSchema = z.object({
  toolingDisplay: z.string(),
  toolingDisplayClick: z.string(),
  toolingDisplayAdd2Cart: z.string(),
});
export const relatedPromptsResponseSchema = z.object({
  data: z.object({
    relatedprompts: z.array(
      z.object({
        suggestionText: z.string(),
        suggestionImageUrl: z.string().optional(),
        type: z.string(),
        nextQueries: z.array(z.string()),
        tagging: z.object({
          toolingDisplay: z.string(),
          toolingDisplayClick: z.string(),
          nextQueries: z.record(z.string(), toolingSchema),
        }),
      }),
    ),
  }),
});

export const resultEvents = ['click', 'add2cart', 'checkout', 'displayClick'] as const;

function storefrontFields(document: CatalogDocument) {
  return {
    availableForOrder: document.availableForOrder !== false,
    ...(document.stock !== undefined ? { stock: document.stock } : {}),
    ...(document.createdAt !== undefined ? { createdAt: new Date(document.createdAt).toISOString() } : {}),
    ...(document.attributes && Object.keys(document.attributes).length > 0
      ? { attributes: document.attributes }
      : {}),
    ...(document.variants && document.variants.length > 0
      ? {
          variants: document.variants.map((variant) => ({
            id: variant.id,
            attributes: variant.attributes ?? {},
            ...(variant.price !== undefined ? { price: variant.price } : {}),
            ...(variant.stock !== undefined ? { stock: variant.stock } : {}),
          })),
        }
      : {}),
  };
}

/** A product's fields in a result, all but its tracking URLs: the same in every answer. */
export function productFields(document: CatalogDocument) {
  return {
    __id: document.id,
    __name: document.name,
    __url: document.url,
    __images: [...document.images],
    __externalId: document.sku ?? document.id,
    __prices: {
      current: { value: document.price ?? 0 },
      ...(document.previousPrice !== undefined ? { previous: { value: document.previousPrice } } : {}),
    },
    ...(document.brand ? { brand: document.brand } : {}),
    ...(document.categories ? { categories: document.categories.map((path) => [...path]) } : {}),
    // Beyond the contract's fields (results are open objects): what a product card shows, the
    // search layer's labels, extra field and variant selector.
    ...storefrontFields(document),
  };
}

/** The tracking parameters of a product in a result, but its position, which its URLs carry last. */
export function productTagging(document: CatalogDocument): Record<string, string> {
  return { productId: document.id, title: document.name, url: document.url };
}

function toResult(hit: SearchHit, position: number, urls: TaggingUrls): EmpathyResult {
  const document = hit.document as CatalogDocument;
  return {
    ...productFields(document),
    tagging: urls.urls(resultEvents, { ...productTagging(document), position }),
  };
}

export function toResults(
  hits: readonly SearchHit[],
  start: number,
  context: TaggingContext,
): EmpathyResult[] {
  const urls = taggingUrls(context);
  return hits.map((hit, index) => toResult(hit, start + index + 1, urls));
}

function toFacetValue(facet: FacetResult, value: FacetValue): EmpathyFacetValue {
  return {
    id: value.filter,
    value: value.value,
    count: value.count,
    filter: value.filter,
    selected: value.selected,
    ...(value.children && value.children.length > 0
      ? {
          children: {
            facet: facet.id,
            type: facet.type,
            values: value.children.map((child) => toFacetValue(facet, child)),
          },
        }
      : {}),
  };
}

export function toFacets(facets: readonly FacetResult[]): z.infer<typeof facetSchema>[] {
  return facets.map((facet) => ({
    facet: facet.id,
    label: facet.label,
    type: facet.type,
    values: facet.values.map((value) => toFacetValue(facet, value)),
  }));
}

export function toTiles(tiles: readonly BannerHit[], context: TaggingContext): z.infer<typeof tileSchema>[] {
  return tiles.map((tile) => ({
    id: tile.id,
    title: tile.title ?? '',
    url: tile.targetUrl ?? '',
    image_url: tile.imageUrl,
    position: tile.position,
    tagging: { click: taggingUrl(context, 'click', { productId: tile.id, position: tile.position }) },
  }));
}

export function toSemanticQueries(
  queries: readonly SemanticQuery[],
): z.infer<typeof semanticQueriesResponseSchema> {
  return { data: { candidates: queries.map(({ query, distance }) => ({ query, distance })) } };
}

export function toTopTrends(suggestions: readonly Suggestion[]): z.infer<typeof empathizeResponseSchema> {
  return {
    topTrends: { content: suggestions.map((item) => ({ title_raw: item.query, keywords: item.query })) },
  };
}

export function toRefinements(refinements: readonly QueryRefinement[]): z.infer<typeof refinementSchema>[] {
  return refinements.map((item, index) => ({ query: item.query, source: item.source, position: index + 1 }));
}

export function toRelatedPrompts(
  prompts: readonly RelatedPrompt[],
  context: TaggingContext,
): z.infer<typeof relatedPromptsResponseSchema> {
  return {
    data: {
      relatedprompts: prompts.map((prompt) => {
        const tooling = (query: string, event: string) =>
          taggingUrl({ ...context, query }, event, { productId: 'EXPAND', prompt: prompt.id });
        return {
          suggestionText: prompt.suggestionText,
          ...(prompt.imageUrl ? { suggestionImageUrl: prompt.imageUrl } : {}),
          type: 'CURATED',
          nextQueries: [...prompt.nextQueries],
          tagging: {
            toolingDisplay: tooling(context.query, 'toolingDisplay'),
            toolingDisplayClick: tooling(context.query, 'toolingDisplayClick'),
            // Every next query needs its entry, or the 1.1.0-alpha.63 mapper throws (contract §3.10).
            nextQueries: Object.fromEntries(
              prompt.nextQueries.map((query) => [
                query,
                {
                  toolingDisplay: tooling(query, 'toolingDisplay'),
                  toolingDisplayClick: tooling(query, 'toolingDisplayClick'),
                  toolingDisplayAdd2Cart: tooling(query, 'toolingDisplayAdd2Cart'),
                },
              ]),
            ),
          },
        };
      }),
    },
  };
}
