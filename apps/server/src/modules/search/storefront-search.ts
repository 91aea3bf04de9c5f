import type {
  BrowsePage,
  MerchandisingConfig,
  SearchIndex,
  SearchRequest,
  SortOrder,
} from '@playboard/search';
import { searchAnswerJson } from './search-answer.ts';
import type { TaggingContext } from './tagging-urls.ts';

/**
 * One storefront `/search` call as plain data: the route answers it on its own thread or sends it
 * to a search thread (replicas/), which answers it the same way.
 */
export interface StorefrontSearch {
  readonly query: string;
  /** A browse call's page (the storefront's browse endpoint); the query is then empty. */
  readonly browse?: BrowsePage | undefined;
  readonly filters: readonly string[];
  readonly sort?: SortOrder | undefined;
  readonly start: number;
  readonly rows: number;
  /** `false`: the words exactly as typed, never corrected (the shopper's "Search instead for"). */
  readonly spellcheck?: boolean | undefined;
  /** The request's time, for schedules: every thread searches the same moment. */
  readonly now: number;
  readonly tagging: TaggingContext;
}

/** The engine request of a storefront call. */
export function storefrontRequest(call: StorefrontSearch): SearchRequest {
  return {
    query: call.query,
    ...(call.browse ? { browse: call.browse } : {}),
    filters: call.filters,
    ...(call.sort ? { sort: call.sort } : {}),
    start: call.start,
    rows: call.rows,
    ...(call.spellcheck === false ? { spellcheck: false } : {}),
    now: call.now,
  };
}

/** Searches and writes the Empathy answer as JSON; throws `Error('search: …')` when the engine rejects the call. */
export function storefrontSearch(
  index: SearchIndex,
  config: MerchandisingConfig,
  call: StorefrontSearch,
): string {
  const response = index.search(storefrontRequest(call), config);
  return searchAnswerJson(response, call.start, call.tagging, call.filters);
}
