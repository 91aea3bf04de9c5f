import type { LayerContext } from '../shared/layer-config.ts';

// The Empathy-compatible storefront answers the layer reads (docs/search-api.md).

export interface ProductVariant {
  id: string;
  attributes?: Record<string, string | string[]>;
  price?: number;
  stock?: number;
}

export interface Product {
  __id: string;
  __name: string;
  __url: string;
  __images: string[];
  __externalId: string;
  __prices: {
    current: { value: number };
    previous?: { value: number };
    /** The price with the other tax treatment, when the shop's platform reports one. */
    alternative?: { value: number };
  };
  brand?: string;
  /** False when the product cannot be ordered (out of stock, discontinued). */
  availableForOrder?: boolean;
  stock?: number;
  /** When the product was published (ISO 8601): "new" for 30 days, as the engine's `isNew` rule. */
  createdAt?: string;
  attributes?: Record<string, string | string[]>;
  variants?: ProductVariant[];
  tagging: { click: string; add2cart: string; checkout: string; displayClick: string };
  [field: string]: unknown;
}

export interface FacetValue {
  id: string;
  value: string;
  count: number;
  filter: string;
  selected: boolean;
  children?: { facet: string; type: string; values: FacetValue[] };
}

export interface Facet {
  facet: string;
  label: string;
  type: 'value' | 'hierarchical' | 'range';
  values: FacetValue[];
}

export interface Tile {
  id: string;
  title: string;
  url: string;
  image_url: string;
  position: number;
  tagging: { click: string };
}

export interface PartialResult {
  term: string;
  numFound: number;
  content: Product[];
}

export interface SearchAnswer {
  catalog: {
    numFound: number;
    /** The corrected query the results are for; `""` when the query was searched as typed. */
    spellchecked: string;
    /**
     * Words of the query dropped so that something matched (Playboard's addition; an Empathy
     * server leaves it out).
     */
    relaxedTerms?: string[];
    content: Product[];
    facets: Facet[];
    /** What each word of a low-result query finds alone (first page only). */
    partials?: PartialResult[];
    tagging: { query: string; display: string };
  };
  banner: { content: Tile[] };
  promoted: { content: Tile[] };
  direct: { content: { id: string; url: string; tagging: { click: string } }[] };
}

export interface RelatedPrompt {
  suggestionText: string;
  nextQueries: string[];
  tagging: {
    toolingDisplay: string;
    toolingDisplayClick: string;
    nextQueries: Record<string, { toolingDisplayClick: string }>;
  };
}

export const SORTS = ['relevance', 'price asc', 'price desc', 'newest'] as const;
export type Sort = (typeof SORTS)[number];

/** Where a query came from, for analytics (`origin`, contract §3.1: `<feature>:<location>`). */
export const ORIGINS = {
  /** Typed, or picked from the suggestions, in the search box. */
  searchBox: 'search_box:layer',
  /** "Showing results for X" or "Search instead for Y": the shopper chose between a correction and their words. */
  spellcheck: 'spellcheck:layer',
} as const;
export type Origin = (typeof ORIGINS)[keyof typeof ORIGINS];

export interface SearchRequest {
  query: string;
  filters: string[];
  sort: Sort;
  start: number;
  rows: number;
  /** Search the words exactly as typed, never corrected (`spellcheck=false`). */
  asTyped: boolean;
  origin: Origin;
}

/** Products per page of results. */
export const PAGE_SIZE = 24;

export interface SearchApi {
  search(request: SearchRequest, signal?: AbortSignal): Promise<SearchAnswer>;
  suggestions(query: string, signal?: AbortSignal): Promise<string[]>;
  featured(signal?: AbortSignal): Promise<Product[]>;
  nextQueries(query: string, signal?: AbortSignal): Promise<string[]>;
  relatedPrompts(query: string, signal?: AbortSignal): Promise<RelatedPrompt[]>;
}

export interface SearchApiOptions {
  /**
   * The console user's access token, read at each call (the console renews it): the preview sends
   * it so a site whose layer is still switched off answers its organisation's members.
   */
  accessToken?: () => string | undefined;
}

/** The storefront search API of one instance, in one language, for one origin (`origin` of analytics). */
export function createSearchApi(context: LayerContext, options: SearchApiOptions = {}): SearchApi {
  const instance = encodeURIComponent(context.instance);
  const get = async <T>(path: string, params: [string, string][], signal?: AbortSignal): Promise<T> => {
    const search = new URLSearchParams([...params, ['lang', context.lang]]);
    const token = options.accessToken?.();
    const response = await fetch(`${context.server}${path}?${search}`, {
      ...(signal ? { signal } : {}),
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
    if (!response.ok) throw new Error(`playboard: ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const query = `/search/v1/query/${instance}`;
  return {
    search: (request, signal) =>
      get<SearchAnswer>(
        `${query}/search`,
        [
          ['query', request.query],
          ['start', String(request.start)],
          ['rows', String(request.rows)],
          ['origin', request.origin],
          ...(request.asTyped ? ([['spellcheck', 'false']] as [string, string][]) : []),
          ...(request.sort === 'relevance' ? [] : ([['sort', request.sort]] as [string, string][])),
          ...request.filters.map((filter): [string, string] => ['filter', filter]),
        ],
        signal,
      ),
    suggestions: async (text, signal) => {
      const answer = await get<{ topTrends: { content: { title_raw: string }[] } }>(
        `${query}/empathize`,
        [...(text ? ([['query', text]] as [string, string][]) : []), ['rows', '8']],
        signal,
      );
      return answer.topTrends.content.map((item) => item.title_raw);
    },
    featured: async (signal) => {
      const answer = await get<{ topclicked: { content: Product[] } }>(
        `${query}/topclicked`,
        [['rows', String(PAGE_SIZE)]],
        signal,
      );
      if (answer.topclicked.content.length > 0) return answer.topclicked.content;
      const empty = await get<SearchAnswer>(
        `${query}/search`,
        [
          ['query', ''],
          ['rows', String(PAGE_SIZE)],
        ],
        signal,
      );
      return empty.catalog.content;
    },
    nextQueries: async (text, signal) => {
      const answer = await get<{ data: { nextqueries: { query: string }[] } }>(
        `/nextqueries/${instance}`,
        [['query', text]],
        signal,
      );
      return answer.data.nextqueries.map((item) => item.query);
    },
    relatedPrompts: async (text, signal) => {
      const answer = await get<{ data: { relatedprompts: RelatedPrompt[] } }>(
        `/relatedprompts/${instance}`,
        [['query', text]],
        signal,
      );
      return answer.data.relatedprompts;
    },
  };
}
