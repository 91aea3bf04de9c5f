import type { LayerContext } from '../shared/layer-config.ts';

import type {
  AnswerFacet,
  AnswerFacetValue,
  EmpathizeResponse,
  NextQueriesResponse,
  RelatedPromptsResponse,
  StorefrontProduct,
  StorefrontRelatedPrompt,
  StorefrontSearchAnswer,
  StorefrontTile,
  StorefrontVariant,
  TopClickedResponse,
} from '@playboard/domain';

// The Empathy-compatible storefront answers the layer reads (docs/search-api.md): the domain's
// schemas, which the server answers with.

export type ProductVariant = StorefrontVariant;
export type Product = StorefrontProduct;
export type FacetValue = AnswerFacetValue;
export type Facet = AnswerFacet;
export type Tile = StorefrontTile;
export type RelatedPrompt = StorefrontRelatedPrompt;

type PlayboardAdditions = 'relaxedTerms' | 'partials';

/**
 * A `/search` answer: Playboard's, or another Empathy-compatible server's, which leaves out
 * Playboard's additions (the dropped words, the partial results) and Explain.
 */
export type SearchAnswer = Omit<StorefrontSearchAnswer, 'catalog' | 'explanation'> & {
  catalog: Omit<StorefrontSearchAnswer['catalog'], PlayboardAdditions> &
    Partial<Pick<StorefrontSearchAnswer['catalog'], PlayboardAdditions>>;
};

export const SORTS = ['relevance', 'price asc', 'price desc', 'newest'] as const;
export type Sort = (typeof SORTS)[number];

/** Where a query came from, for analytics (`origin`, contract §3.1: `<feature>:<location>`). */
export const ORIGINS = {
  /** Typed, or picked from the suggestions, in the search box. */
  searchBox: 'search_box:layer',
  /** "Showing results for X" or "Search instead for Y": the shopper chose between a correction and their words. */
  spellcheck: 'spellcheck:layer',
  /** A next query of a related prompt the shopper opened. */
  relatedPrompts: 'related_prompts:layer',
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
  /** Up to `rows` completions of `query`; of no query, the popular searches. */
  suggestions(query: string, rows: number, signal?: AbortSignal): Promise<string[]>;
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
    suggestions: async (text, rows, signal) => {
      const answer = await get<EmpathizeResponse>(
        `${query}/empathize`,
        [...(text ? ([['query', text]] as [string, string][]) : []), ['rows', String(rows)]],
        signal,
      );
      return answer.topTrends.content.map((item) => item.title_raw);
    },
    featured: async (signal) => {
      const answer = await get<TopClickedResponse>(
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
      const answer = await get<NextQueriesResponse>(`/nextqueries/${instance}`, [['query', text]], signal);
      return answer.data.nextqueries.map((item) => item.query);
    },
    relatedPrompts: async (text, signal) => {
      const answer = await get<RelatedPromptsResponse>(
        `/relatedprompts/${instance}`,
        [['query', text]],
        signal,
      );
      return answer.data.relatedprompts;
    },
  };
}
