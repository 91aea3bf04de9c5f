import { SEARCH_PREVIEW_PRODUCTS, type PreviewAnswer, type PreviewChange } from '@playboard/domain';
import type {
  BrowsePage,
  MerchandisingConfig,
  SearchIndex,
  SearchRequest,
  SearchResponse,
} from '@playboard/search';
import type { SiteMerchandising } from '../merchandising-config/index.ts';
import type { CatalogDocument } from './documents.ts';

/** The id an unsaved new item carries in a preview: no saved item has it. */
const UNSAVED_ID = 'unsaved';

function replaced<T extends { id?: string | undefined }>(
  items: readonly T[],
  id: string | undefined,
  value: Omit<T, 'id'> | undefined,
): T[] {
  const kept = id === undefined ? [...items] : items.filter((item) => item.id !== id);
  return value === undefined ? kept : [...kept, { ...value, id: id ?? UNSAVED_ID } as T];
}

/**
 * The saved configuration with one synonym group, redirection, banner, business rule or query
 * ranking rule as edited, or other search settings.
 */
export function withChange(saved: SiteMerchandising, change: PreviewChange): SiteMerchandising {
  switch (change.kind) {
    case 'synonym':
      return { ...saved, synonyms: replaced(saved.synonyms, change.id, change.value) };
    case 'redirection':
      return { ...saved, redirections: replaced(saved.redirections, change.id, change.value) };
    case 'banner':
      return { ...saved, banners: replaced(saved.banners, change.id, change.value) };
    case 'businessRule':
      return { ...saved, businessRules: replaced(saved.businessRules, change.id, change.value) };
    case 'queryRankingRule':
      return { ...saved, rules: replaced(saved.rules, change.id, change.value) };
    case 'searchSettings':
      return { ...saved, settings: change.value };
  }
}

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
