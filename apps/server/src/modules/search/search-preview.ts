import { SEARCH_PREVIEW_FACET_VALUES, SEARCH_PREVIEW_PRODUCTS, type PreviewAnswer } from '@playboard/domain';
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
 * products, without partial results, which the answer does not show, and without facets unless
 * asked (they cost the most on big catalogues).
 */
export function previewRequest(query: string, browse?: BrowsePage, facets = false): SearchRequest {
  return {
    query,
    ...(browse === undefined ? {} : { browse }),
    rows: SEARCH_PREVIEW_PRODUCTS,
    facets,
    partials: false,
  };
}

/**
 * What a shopper gets for `query` (or on the browse page) under `config`: the first products, a
 * redirection, the banners, and the filter panel's facets when asked.
 */
export function previewAnswer(
  index: SearchIndex,
  config: MerchandisingConfig,
  query: string,
  browse?: BrowsePage,
  facets = false,
): PreviewAnswer {
  return toPreviewAnswer(index.search(previewRequest(query, browse, facets), config), facets);
}

/** A search's answer as a preview shows it, with its facets' first values when asked. */
export function toPreviewAnswer(response: SearchResponse, facets = false): PreviewAnswer {
  return {
    ...(facets
      ? {
          facets: response.facets.map((facet) => ({
            id: facet.id,
            label: facet.label,
            type: facet.type,
            values: facet.values
              .slice(0, SEARCH_PREVIEW_FACET_VALUES)
              .map(({ value, count }) => ({ value, count })),
          })),
        }
      : {}),
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
