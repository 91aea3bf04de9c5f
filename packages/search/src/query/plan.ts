import { normalizeQuery } from '../analysis/fold.ts';
import type { NumericColumn } from '../index/columns.ts';
import type { IndexStore } from '../index/store.ts';
import type { PinRule, SearchRequest } from '../types.ts';
import { withoutAskingWords } from './asking-words.ts';
import { browseGroup } from './browse.ts';
import { facetsOfRequest, rulesOfRequest, type CompiledConfig, type ResolvedFacet } from './config.ts';
import { resolveFilters, type FilterGroup } from './filters.ts';
import { understandQuery, type PriceRange } from './price-phrases.ts';
import { activeRules } from './rules.ts';
import { standingRules, type SplitRules } from './standing-rules.ts';

const DEFAULT_ROWS = 24;

/** A request read against the index and its configuration: what every later stage of a search works from. */
export interface SearchPlan {
  /** The query as sent: identifiers are looked up by it, and the empty one shows featured products. */
  readonly query: string;
  /** The query normalized: rules, banners and redirections are keyed by it. */
  readonly normalized: string;
  /** The words searched: the query without its price phrase and its asking words ("do you have"). */
  readonly text: string;
  /** The price range the query asked for ("under 500"), applied like a filter. */
  readonly price: PriceRange | undefined;
  readonly start: number;
  readonly rows: number;
  /** The moment schedules are read at. */
  readonly now: number;
  readonly filters: readonly string[];
  /** The filters resolved against the index, with the browse page's group. */
  readonly groups: readonly FilterGroup[];
  readonly pins: readonly PinRule[];
  /** The active field rules: the standing ones' effects, and the others by action. */
  readonly rules: SplitRules;
  readonly spellcheck: boolean;
  /** The facets to compute (the request's context's, none when it asks for none). */
  readonly facets: readonly ResolvedFacet[];
  /** An explicit sort replaces typos and relevance by the field's column. */
  readonly sort: { readonly column: NumericColumn; readonly descending: boolean } | undefined;
}

function checkPaging(request: SearchRequest): { start: number; rows: number } {
  const start = request.start ?? 0;
  const rows = request.rows ?? DEFAULT_ROWS;
  if (!Number.isInteger(start) || start < 0) throw new Error(`search: invalid start ${String(start)}`);
  if (!Number.isInteger(rows) || rows < 0) throw new Error(`search: invalid rows ${String(rows)}`);
  return { start, rows };
}

/**
 * Reads a request: its words, price phrase, paging, filters, active rules and sort, rejecting
 * misuse with `search: ...`. A price phrase in the query becomes a price range, unless `price`
 * gives the range to apply.
 */
export function planSearch(
  store: IndexStore,
  request: SearchRequest,
  config: CompiledConfig,
  price?: PriceRange,
): SearchPlan {
  if (typeof request.query !== 'string') throw new Error('search: query must be a string');
  const understood = understandQuery(request.query, store.analyzer.language);
  const text = withoutAskingWords(understood.text, store.analyzer.language);
  const { start, rows } = checkPaging(request);
  const now = request.now ?? Date.now();
  const filters = request.filters ?? [];
  const normalized = normalizeQuery(request.query);
  const facets = facetsOfRequest(config, request, normalized);
  const groups = resolveFilters(store, facets, filters);
  if (request.browse !== undefined) groups.push(browseGroup(store, request.browse));
  const { matchers, pins } = activeRules(store, rulesOfRequest(config, request, normalized), now);
  const rules = standingRules(store, config, matchers);
  const column = request.sort === undefined ? undefined : store.numeric.get(request.sort.field);
  if (request.sort !== undefined && column === undefined) {
    throw new Error(`search: unknown sort field "${request.sort.field}"`);
  }
  return {
    query: request.query,
    normalized,
    text,
    price: price ?? understood.price,
    start,
    rows,
    now,
    filters,
    groups,
    pins,
    rules,
    spellcheck: request.spellcheck !== false && config.corrections,
    facets: request.facets === false ? [] : facets.facets,
    sort: column === undefined ? undefined : { column, descending: request.sort?.direction === 'desc' },
  };
}
