import { SEARCH_PREVIEW_PRODUCTS, type PreviewAnswer } from '@playboard/domain';
import type {
  BrowsePage,
  MerchandisingConfig,
  SearchIndex,
  SearchRequest,
  SearchResponse,
} from '@playboard/search';
import type { CatalogDocument } from './documents.ts';

/**
 * The search a preview runs (or the browse page it shows: then `query` is empty): the first
 * products, without facets and partial results, which the answer does not show (they cost the most
 * on big catalogues).
 */
export function previewRequest(query: string, browse?: BrowsePage): SearchRequest {
  return {
    query,
    ...(browse === undefined ? {} : { browse }),
    rows: SEARCH_PREVIEW_PRODUCTS,
    facets: false,
    partials: false,
  };
}

/**
 * What a shopper gets for `query` (or on the browse page) under `config`: the first products, a
 * redirection, the banners.
 */
export function previewAnswer(
  index: SearchIndex,
  config: MerchandisingConfig,
  query: string,
  browse?: BrowsePage,
): PreviewAnswer {
  return toPreviewAnswer(index.search(previewRequest(query, browse), config));
}

/** A search's answer as a preview shows it. */
export function toPreviewAnswer(response: SearchResponse): PreviewAnswer {
  return {
    total: response.total,
    spellchecked: response.spellchecked ?? null,
    relaxedTerms: [...response.relaxedTerms],
    builtInSynonyms: response.builtInSynonyms.map(({ term, synonyms }) => ({
      term,
      synonyms: [...synonyms],
    })),
    products: response.results.map(({ document }) => {
      const product = document as CatalogDocument;
      return {
        id: product.id,
        name: product.name,
        image: product.images[0] ?? null,
        price: product.price ?? null,
      };
    }),
    redirection: response.redirection ? { targetUrl: response.redirection.url } : null,
    banners: [...response.banners, ...response.promoted].map((banner) => ({
      assetUrl: banner.imageUrl,
      targetUrl: banner.targetUrl ?? null,
      title: banner.title ?? null,
      position: banner.position,
    })),
  };
}
