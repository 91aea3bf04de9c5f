import type {
  EmpathizeResponse,
  RelatedPromptsResponse,
  SemanticQueriesResponse,
  AnswerFacet,
  AnswerFacetValue,
  StorefrontProduct,
  StorefrontRefinement,
  StorefrontTile,
} from '@playboard/domain';
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
import type { CatalogDocument } from './documents.ts';
import { taggingUrl, taggingUrls, type TaggingContext, type TaggingUrls } from './tagging-urls.ts';

// Response shapes of the Empathy Platform search API (contracts/empathy-search-api.md §3) are the
// domain's (`storefront/search-answers.ts`): the search layer reads the same ones.

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

function toResult(hit: SearchHit, position: number, urls: TaggingUrls): StorefrontProduct {
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
): StorefrontProduct[] {
  const urls = taggingUrls(context);
  return hits.map((hit, index) => toResult(hit, start + index + 1, urls));
}

function toFacetValue(facet: FacetResult, value: FacetValue): AnswerFacetValue {
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

export function toFacets(facets: readonly FacetResult[]): AnswerFacet[] {
  return facets.map((facet) => ({
    facet: facet.id,
    label: facet.label,
    type: facet.type,
    values: facet.values.map((value) => toFacetValue(facet, value)),
  }));
}

export function toTiles(tiles: readonly BannerHit[], context: TaggingContext): StorefrontTile[] {
  return tiles.map((tile) => ({
    id: tile.id,
    title: tile.title ?? '',
    url: tile.targetUrl ?? '',
    image_url: tile.imageUrl,
    position: tile.position,
    tagging: { click: taggingUrl(context, 'click', { productId: tile.id, position: tile.position }) },
  }));
}

export function toSemanticQueries(queries: readonly SemanticQuery[]): SemanticQueriesResponse {
  return { data: { candidates: queries.map(({ query, distance }) => ({ query, distance })) } };
}

export function toTopTrends(suggestions: readonly Suggestion[]): EmpathizeResponse {
  return {
    topTrends: { content: suggestions.map((item) => ({ title_raw: item.query, keywords: item.query })) },
  };
}

export function toRefinements(refinements: readonly QueryRefinement[]): StorefrontRefinement[] {
  return refinements.map((item, index) => ({ query: item.query, source: item.source, position: index + 1 }));
}

export function toRelatedPrompts(
  prompts: readonly RelatedPrompt[],
  context: TaggingContext,
): RelatedPromptsResponse {
  return {
    data: {
      relatedprompts: prompts.map((prompt) => {
        const tooling = (query: string, event: string, part?: 'nextQuery') =>
          taggingUrl({ ...context, query }, event, {
            productId: 'EXPAND',
            prompt: prompt.id,
            promptPart: part,
          });
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
                  toolingDisplay: tooling(query, 'toolingDisplay', 'nextQuery'),
                  toolingDisplayClick: tooling(query, 'toolingDisplayClick', 'nextQuery'),
                  toolingDisplayAdd2Cart: tooling(query, 'toolingDisplayAdd2Cart', 'nextQuery'),
                },
              ]),
            ),
          },
        };
      }),
    },
  };
}
