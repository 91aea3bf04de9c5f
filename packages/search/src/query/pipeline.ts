import { normalizeQuery } from '../analysis/fold.ts';
import type { IndexStore } from '../index/store.ts';
import type { SearchHit, SearchRequest, SearchResponse } from '../types.ts';
import { bannersFor } from './banners.ts';
import { scopedTo, weightOf, type CompiledConfig } from './config.ts';
import { filterAndFacet } from './facets.ts';
import { featuredCandidates } from './featured.ts';
import { resolveFilters } from './filters.ts';
import { parseQuery } from './parse-query.ts';
import { redirectionFor } from './redirect.ts';
import { retrieve, type ExpansionCache, type Retrieval } from './retrieve.ts';
import { activeRules, isHidden, ruleEffect } from './rules.ts';
import type { Scratch } from './scratch.ts';
import { correctQuery } from './spellcheck.ts';
import { topK } from './top-k.ts';
import { buriedByVisibility, hiddenByVisibility } from './visibility.ts';

const DEFAULT_ROWS = 24;
const IDENTIFIER = 1;
const FEATURED = 2;
const NO_EFFECT = { multiplier: 1, buried: false };

/** What one index lends a search: its data, scratch space and caches. */
export interface SearchContext {
  readonly store: IndexStore;
  readonly scratch: Scratch;
  readonly expansions: ExpansionCache;
}

/** Candidates of a search before filters: slot, relevance, typos and why they are there. */
interface Candidates {
  slots: Uint32Array;
  scores: Float32Array;
  typos: Uint8Array;
  reasons: Uint8Array;
  length: number;
}

function checkPaging(request: SearchRequest): { start: number; rows: number } {
  const start = request.start ?? 0;
  const rows = request.rows ?? DEFAULT_ROWS;
  if (!Number.isInteger(start) || start < 0) throw new Error(`search: invalid start ${String(start)}`);
  if (!Number.isInteger(rows) || rows < 0) throw new Error(`search: invalid rows ${String(rows)}`);
  return { start, rows };
}

export function fieldWeights(store: IndexStore, config: CompiledConfig): Float32Array {
  const weights = new Float32Array(store.fields.length);
  store.fields.forEach((field, id) => {
    weights[id] = Math.max(0, weightOf(config, field));
  });
  return weights;
}

/** Text retrieval with the fallbacks: spellcheck when nothing matches, then relaxation. */
function retrieveText(
  context: SearchContext,
  config: CompiledConfig,
  query: string,
): { retrieval: Retrieval; spellchecked?: string } {
  const { store, scratch, expansions } = context;
  const weights = fieldWeights(store, config);
  const run = (text: string, relax: boolean): Retrieval =>
    retrieve(store, scratch, expansions, parseQuery(text, store.analyzer, config.synonyms), weights, relax);
  const strict = run(query, false);
  if (strict.length > 0) return { retrieval: strict };
  const corrected = correctQuery(store, store.analyzer, query);
  if (corrected !== undefined) {
    const fixed = run(corrected, false);
    if (fixed.length > 0) return { retrieval: fixed, spellchecked: corrected };
  }
  const relaxed = run(corrected ?? query, true);
  return corrected !== undefined && relaxed.length > 0
    ? { retrieval: relaxed, spellchecked: corrected }
    : { retrieval: relaxed };
}

/** Adds documents the text did not find (identifier hits, pins) to the candidates. */
function withExtras(base: Candidates, extras: ReadonlyMap<number, number>): Candidates {
  if (extras.size === 0) return base;
  const present = new Map<number, number>();
  for (let i = 0; i < base.length; i++) if (extras.has(base.slots[i]!)) present.set(base.slots[i]!, i);
  const length = base.length + extras.size - present.size;
  const next: Candidates = {
    slots: new Uint32Array(length),
    scores: new Float32Array(length),
    typos: new Uint8Array(length),
    reasons: new Uint8Array(length),
    length,
  };
  next.slots.set(base.slots.subarray(0, base.length));
  next.scores.set(base.scores.subarray(0, base.length));
  next.typos.set(base.typos.subarray(0, base.length));
  next.reasons.set(base.reasons.subarray(0, base.length));
  let at = base.length;
  for (const [slot, reason] of extras) {
    const index = present.get(slot) ?? at++;
    next.slots[index] = slot;
    if (reason !== 0) {
      next.reasons[index] = reason;
      next.typos[index] = 0;
    }
  }
  return next;
}

/** Runs the whole pipeline for one request. */
export function runSearch(
  context: SearchContext,
  request: SearchRequest,
  config: CompiledConfig,
): SearchResponse {
  const { store } = context;
  if (typeof request.query !== 'string') throw new Error('search: query must be a string');
  const { start, rows } = checkPaging(request);
  const now = request.now ?? Date.now();
  const filters = request.filters ?? [];
  const normalized = normalizeQuery(request.query);
  const groups = resolveFilters(store, config, filters);
  const { matchers, pins } = activeRules(store, scopedTo(config.rules, normalized), now);

  // Retrieve: the featured stage for the empty query, text (with identifier hits) otherwise.
  let candidates: Candidates;
  let spellchecked: string | undefined;
  let relaxed: readonly string[] = [];
  const extras = new Map<number, number>();
  if (request.query.trim() === '') {
    const featured = featuredCandidates(store, config);
    const reasons = new Uint8Array(featured.length);
    for (let i = 0; i < featured.length; i++)
      if (featured.featured.has(featured.slots[i]!)) reasons[i] = FEATURED;
    candidates = { ...featured, typos: new Uint8Array(featured.length), reasons };
  } else {
    const text = retrieveText(context, config, request.query);
    spellchecked = text.spellchecked;
    relaxed = text.retrieval.relaxed;
    const { slots, scores, typos, length } = text.retrieval;
    candidates = { slots, scores, typos, reasons: new Uint8Array(length), length };
    for (const slot of store.identifierSlots(request.query)) extras.set(slot, IDENTIFIER);
  }
  for (const pin of pins) {
    const slot = store.slotOf(pin.productId);
    if (slot !== undefined && !extras.has(slot)) extras.set(slot, 0);
  }
  candidates = withExtras(candidates, extras);

  // Visibility and hide rules remove products before anything is counted.
  const hidden = hiddenByVisibility(store, config);
  const hides = matchers.some((matcher) => matcher.rule.action === 'hide');
  let visible = 0;
  for (let i = 0; i < candidates.length; i++) {
    const slot = candidates.slots[i]!;
    if (hidden?.(slot) === true || (hides && isHidden(matchers, slot))) continue;
    candidates.slots[visible] = slot;
    candidates.scores[visible] = candidates.scores[i]!;
    candidates.typos[visible] = candidates.typos[i]!;
    candidates.reasons[visible] = candidates.reasons[i]!;
    visible++;
  }
  candidates.length = visible;

  const facetStage = filterAndFacet(
    store,
    request.facets === false ? [] : config.facets,
    groups,
    filters,
    candidates.slots,
    candidates.length,
  );

  // Rank: tiers (identifier, featured, normal, buried), then typos, then boosted relevance.
  const { kept, length: total } = facetStage;
  const tier = new Int8Array(total);
  const keys = new Float64Array(total);
  const sortValues = request.sort === undefined ? undefined : new Float64Array(total);
  const sortColumn = request.sort === undefined ? undefined : store.numeric.get(request.sort.field);
  if (request.sort !== undefined && sortColumn === undefined) {
    throw new Error(`search: unknown sort field "${request.sort.field}"`);
  }
  const pinned = new Map<number, number>();
  for (const pin of pins) {
    const slot = store.slotOf(pin.productId);
    if (slot !== undefined && !pinned.has(slot)) pinned.set(slot, pin.position);
  }
  let minPrice = Infinity;
  let maxPrice = -Infinity;
  const prices = store.numeric.get('price')!;
  const pinnedPositions: number[] = [];
  const buriedByConfig = buriedByVisibility(store, config);
  const ranking = matchers.filter((matcher) => matcher.rule.action !== 'hide');
  for (let i = 0; i < total; i++) {
    const at = kept[i]!;
    const slot = candidates.slots[at]!;
    const effect = ranking.length === 0 ? NO_EFFECT : ruleEffect(ranking, slot);
    const buried = effect.buried || buriedByConfig?.(slot) === true;
    const reason = candidates.reasons[at]!;
    tier[i] = buried ? 1 : reason === IDENTIFIER ? -2 : reason === FEATURED ? -1 : 0;
    keys[i] = (candidates.scores[at]! + 1) * effect.multiplier;
    if (sortValues !== undefined) sortValues[i] = sortColumn!.get(slot);
    if (pinned.has(slot)) pinnedPositions.push(i);
    const price = prices.get(slot);
    if (!Number.isNaN(price)) {
      if (price < minPrice) minPrice = price;
      if (price > maxPrice) maxPrice = price;
    }
  }
  const pinnedSet = new Set(pinnedPositions);
  const descending = request.sort?.direction === 'desc';
  const before = (a: number, b: number): boolean => {
    if (pinnedSet.has(a) !== pinnedSet.has(b)) return pinnedSet.has(b);
    if (sortValues !== undefined) {
      const tierA = tier[a]! > 0 ? 1 : 0;
      const tierB = tier[b]! > 0 ? 1 : 0;
      if (tierA !== tierB) return tierA < tierB;
      const va = sortValues[a]!;
      const vb = sortValues[b]!;
      if (va !== vb) {
        if (Number.isNaN(va)) return false;
        if (Number.isNaN(vb)) return true;
        return descending ? va > vb : va < vb;
      }
    } else {
      if (tier[a] !== tier[b]) return tier[a]! < tier[b]!;
      const typosA = candidates.typos[kept[a]!]!;
      const typosB = candidates.typos[kept[b]!]!;
      if (typosA !== typosB) return typosA < typosB;
    }
    if (keys[a] !== keys[b]) return keys[a]! > keys[b]!;
    return candidates.slots[kept[a]!]! < candidates.slots[kept[b]!]!;
  };
  const ordered = topK(total, start + rows + pinnedPositions.length, before);
  // Pins take their positions (1-based) among the ordered products.
  const pinsInOrder = pinnedPositions
    .map((position) => ({ position, at: pinned.get(candidates.slots[kept[position]!]!)! }))
    .sort((a, b) => a.at - b.at);
  for (const pin of pinsInOrder) {
    const index = ordered.indexOf(pin.position);
    if (index >= 0) ordered.splice(index, 1);
    ordered.splice(Math.min(pin.at - 1, ordered.length), 0, pin.position);
  }
  const page = ordered.slice(start, start + rows);
  const pinnedSlots = new Set(pinsInOrder.map((pin) => candidates.slots[kept[pin.position]!]!));
  const results: SearchHit[] = page.map((position) => {
    const at = kept[position]!;
    const slot = candidates.slots[at]!;
    const reason = pinnedSlots.has(slot)
      ? 'pinned'
      : candidates.reasons[at] === IDENTIFIER
        ? 'identifier'
        : candidates.reasons[at] === FEATURED
          ? 'featured'
          : undefined;
    return {
      id: store.documents[slot]!.id,
      document: store.documents[slot]!,
      score: sortValues === undefined ? keys[position]! - 1 : 0,
      ...(reason === undefined ? {} : { reason }),
    };
  });

  const { banners, promoted } = bannersFor(config, normalized, now);
  const redirection = redirectionFor(config, normalized);
  return {
    results,
    total,
    facets: facetStage.facets,
    relaxedTerms: relaxed,
    banners,
    promoted,
    ...(spellchecked === undefined ? {} : { spellchecked }),
    ...(redirection === undefined ? {} : { redirection }),
    ...(minPrice <= maxPrice ? { priceStats: { min: minPrice, max: maxPrice } } : {}),
  };
}
