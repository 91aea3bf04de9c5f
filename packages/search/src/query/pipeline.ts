import { normalizeQuery } from '../analysis/fold.ts';
import { slotOf } from '../index/postings.ts';
import type { IndexStore } from '../index/store.ts';
import type { BuiltInExpansion, SearchHit, SearchRequest, SearchResponse } from '../types.ts';
import { withoutAskingWords } from './asking-words.ts';
import { bannersFor } from './banners.ts';
import { browseGroup } from './browse.ts';
import { rulesOfRequest, weightOf, type CompiledConfig } from './config.ts';
import { filterAndFacet } from './facets.ts';
import { featuredCandidates } from './featured.ts';
import { resolveFilters } from './filters.ts';
import { builtInLookup } from './built-in-synonyms.ts';
import { parseQuery, type Lexicon, type QuerySlot } from './parse-query.ts';
import { inPriceRange, understandQuery, type PriceRange } from './price-phrases.ts';
import { FEATURED, IDENTIFIER } from './reasons.ts';
import { redirectionFor } from './redirect.ts';
import { missedWords, retrieve, type ExpansionCache, type Retrieval } from './retrieve.ts';
import { activeRules, anyOf, boostsOf } from './rules.ts';
import { standingRules } from './standing-rules.ts';
import { NAMED, type Scratch } from './scratch.ts';
import { correctQuery, type Correction, type CorrectedQuery } from './spellcheck.ts';
import { topK } from './top-k.ts';
import { buriedByVisibility, hiddenByVisibility } from './visibility.ts';

const DEFAULT_ROWS = 24;
const PINNED_TIER = -3;

/** What one index lends a search: its data, scratch space and caches. */
export interface SearchContext {
  readonly store: IndexStore;
  readonly scratch: Scratch;
  readonly expansions: ExpansionCache;
}

/** Candidates of a search before filters, in the scratch arrays: slot, relevance, typos, reason, shortfall. */
interface Candidates {
  readonly slots: Uint32Array;
  readonly scores: Float32Array;
  readonly typos: Uint8Array;
  readonly reasons: Uint8Array;
  readonly shortfall: Uint16Array;
  length: number;
}

/** What {@link runSearch} records for Explain when it is given one: the candidates hide rules removed. */
export interface SearchTrace {
  readonly hidden: { readonly slot: number; readonly score: number }[];
}

/** What {@link runSearch} found: the response, and what partial results are decided on. */
export interface SearchOutcome {
  readonly response: Omit<SearchResponse, 'partials'>;
  /** Products after filters that match every word of the query (or every word relaxation kept). */
  readonly complete: number;
  /** The words searched: the query without its price phrase and its asking words ("do you have"). */
  readonly text: string;
  /** The price range the query asked for ("under 500"), applied like a filter. */
  readonly price: PriceRange | undefined;
  /** The words replaced in `text` to find what the response holds (`response.spellchecked`). */
  readonly corrections: readonly Correction[];
}

function candidatesOf(scratch: Scratch, length: number): Candidates {
  return {
    slots: scratch.slots,
    scores: scratch.scores,
    typos: scratch.typos,
    reasons: scratch.reasons,
    shortfall: scratch.shortfall,
    length,
  };
}

function checkPaging(request: SearchRequest): { start: number; rows: number } {
  const start = request.start ?? 0;
  const rows = request.rows ?? DEFAULT_ROWS;
  if (!Number.isInteger(start) || start < 0) throw new Error(`search: invalid start ${String(start)}`);
  if (!Number.isInteger(rows) || rows < 0) throw new Error(`search: invalid rows ${String(rows)}`);
  return { start, rows };
}

/** The index's words as query parsing looks compounds up in them. */
export function lexiconOf(store: IndexStore): Lexicon {
  const { vocabulary, analyzer } = store;
  const postingsOf = (word: string) => {
    const termId = vocabulary.termOfSurface(word) ?? vocabulary.termOfStem(analyzer.stem(word));
    return termId === undefined ? undefined : vocabulary.postings[termId]!;
  };
  return {
    documentsWith(word) {
      return postingsOf(word)?.documentCount ?? 0;
    },
    documentsWithBoth(first, second) {
      const a = postingsOf(first);
      const b = postingsOf(second);
      if (a === undefined || b === undefined) return 0;
      // Both lists are in slot order: one merge pass counts the live slots they share.
      let count = 0;
      let previous = -1;
      for (let i = 0, j = 0; i < a.length && j < b.length;) {
        const slotA = slotOf(a.entries[i]!);
        const slotB = slotOf(b.entries[j]!);
        if (slotA < slotB) i++;
        else if (slotB < slotA) j++;
        else {
          if (slotA !== previous && store.alive[slotA] === 1) count++;
          previous = slotA;
          i++;
          j++;
        }
      }
      return count;
    },
  };
}

/** How a search splits its text into slots: the site's synonyms, then the built-in ones unless switched off. */
export function queryParser(context: SearchContext, config: CompiledConfig): (text: string) => QuerySlot[] {
  const { store, expansions } = context;
  const lexicon = lexiconOf(store);
  const builtIn = config.builtInSynonyms
    ? builtInLookup(store.analyzer, store.lexicon, (word) => expansions.names(store, word))
    : undefined;
  return (text) => parseQuery(text, store.analyzer, config.synonyms, lexicon, builtIn);
}

export function fieldWeights(store: IndexStore, config: CompiledConfig): Float32Array {
  const weights = new Float32Array(store.fields.length);
  store.fields.forEach((field, id) => {
    weights[id] = Math.max(0, weightOf(config, field));
  });
  return weights;
}

/**
 * Text retrieval with the fallbacks: the words as typed; when they find nothing, the query with its
 * misspelt words corrected (unless `spellcheck` is off); then relaxation, which drops words. Each
 * fallback runs only when the one before found nothing, so a product matching the query as typed
 * always ranks above (in fact instead of) one found through a correction or a dropped word.
 */
function retrieveText(
  context: SearchContext,
  config: CompiledConfig,
  query: string,
  spellcheck: boolean,
): { retrieval: Retrieval; corrected?: CorrectedQuery; builtIn: BuiltInExpansion[] } {
  const { store, scratch, expansions } = context;
  const weights = fieldWeights(store, config);
  const parse = queryParser(context, config);
  let slots: QuerySlot[] = [];
  const run = (text: string, relax: boolean): Retrieval => {
    slots = parse(text);
    return retrieve(store, scratch, expansions, slots, weights, relax);
  };
  // The built-in synonyms of the words the answer was searched with (not of those relaxation dropped).
  const builtIn = (retrieval: Retrieval): BuiltInExpansion[] =>
    slots
      .filter((slot) => slot.builtIn.length > 0 && !retrieval.relaxed.includes(slot.text))
      .map((slot) => ({ term: slot.text, synonyms: slot.builtIn }));
  const strict = run(query, false);
  if (strict.length > 0) return { retrieval: strict, builtIn: builtIn(strict) };
  const corrected = spellcheck ? correctQuery(store, query) : undefined;
  if (corrected !== undefined) {
    const fixed = run(corrected.query, false);
    if (fixed.length > 0) return { retrieval: fixed, corrected, builtIn: builtIn(fixed) };
  }
  const relaxed = run(corrected?.query ?? query, true);
  return corrected !== undefined && relaxed.length > 0
    ? { retrieval: relaxed, corrected, builtIn: builtIn(relaxed) }
    : { retrieval: relaxed, builtIn: builtIn(relaxed) };
}

/** Adds documents the text did not find (identifier hits, pins) to the candidates, in place. */
function addExtras(scratch: Scratch, length: number, extras: ReadonlyMap<number, number>): Candidates {
  if (extras.size === 0) return candidatesOf(scratch, length);
  scratch.reserveCandidates(length + extras.size, length);
  for (const slot of extras.keys()) scratch.name(slot, NAMED.extra);
  const { named } = scratch;
  const present = new Map<number, number>();
  for (let i = 0; i < length; i++) {
    const slot = scratch.slots[i]!;
    if ((named[slot]! & NAMED.extra) !== 0) present.set(slot, i);
  }
  let at = length;
  for (const [slot, reason] of extras) {
    let index = present.get(slot);
    if (index === undefined) {
      index = at++;
      scratch.slots[index] = slot;
      scratch.scores[index] = 0;
      scratch.typos[index] = 0;
      scratch.reasons[index] = 0;
      scratch.shortfall[index] = 0;
    }
    if (reason !== 0) {
      scratch.reasons[index] = reason;
      scratch.typos[index] = 0;
      scratch.shortfall[index] = 0;
    }
  }
  return candidatesOf(scratch, at);
}

/**
 * Runs the whole pipeline for one request; partial results are added by the caller (`partials.ts`).
 * A price phrase in the query becomes a price range, unless `price` gives the range to apply.
 * `trace`, for Explain, receives the candidates hide rules removed.
 */
export function runSearch(
  context: SearchContext,
  request: SearchRequest,
  config: CompiledConfig,
  price?: PriceRange,
  trace?: SearchTrace,
): SearchOutcome {
  const { store } = context;
  if (typeof request.query !== 'string') throw new Error('search: query must be a string');
  const understood = understandQuery(request.query, store.analyzer.language);
  const priceRange = price ?? understood.price;
  const searched = withoutAskingWords(understood.text, store.analyzer.language);
  const { start, rows } = checkPaging(request);
  const now = request.now ?? Date.now();
  const filters = request.filters ?? [];
  const normalized = normalizeQuery(request.query);
  const groups = resolveFilters(store, config, filters);
  if (request.browse !== undefined) groups.push(browseGroup(store, request.browse));
  const { matchers, pins } = activeRules(store, rulesOfRequest(config, request, normalized), now);
  const { scratch } = context;
  // The standing rules' effects come with the named bits; the search applies the others.
  const standing = standingRules(store, config, matchers);
  scratch.resetNamed(store.slotCount, standing.effects?.bits);
  const standingFactor = standing.effects?.factor;

  // Retrieve: the featured stage for the empty query, text (with identifier hits) otherwise.
  let corrected: CorrectedQuery | undefined;
  let relaxed: readonly string[] = [];
  let builtIn: readonly BuiltInExpansion[] = [];
  const extras = new Map<number, number>();
  let found: number;
  if (request.query.trim() === '') {
    found = featuredCandidates(store, scratch, config);
    scratch.shortfall.fill(0, 0, found);
  } else {
    const text = retrieveText(context, config, searched, request.spellcheck !== false);
    corrected = text.corrected;
    relaxed = text.retrieval.relaxed;
    builtIn = text.builtIn;
    found = text.retrieval.length;
    scratch.reasons.fill(0, 0, found);
    for (const slot of store.identifierSlots(request.query)) extras.set(slot, IDENTIFIER);
  }
  for (const pin of pins) {
    const slot = store.slotOf(pin.productId);
    if (slot !== undefined && !extras.has(slot)) extras.set(slot, 0);
  }
  const candidates = addExtras(scratch, found, extras);

  // Visibility, hide rules and the query's price range remove products before anything is counted.
  const hidden = hiddenByVisibility(store, config);
  const { hides } = standing;
  const hiddenByRules = anyOf(hides, scratch, NAMED.hidden, candidates.length);
  const buriedByRules = anyOf(standing.buries, scratch, NAMED.buried, candidates.length);
  const boostedByRules = boostsOf(store, standing.boosts, scratch, NAMED.boosted, candidates.length);
  // Each pinned product's position (1-based) and the order of its pin, the first pin of it winning.
  const pinned = new Map<number, { readonly at: number; readonly order: number }>();
  for (const pin of pins) {
    const slot = store.slotOf(pin.productId);
    if (slot === undefined || pinned.has(slot)) continue;
    pinned.set(slot, { at: pin.position, order: pinned.size });
    scratch.name(slot, NAMED.pinned);
  }
  const { named } = scratch;
  const prices = store.numeric.get('price')!;
  if (
    hidden !== undefined ||
    hides.length > 0 ||
    standing.effects?.hides === true ||
    priceRange !== undefined
  ) {
    // A candidate that leaves takes the last one in its place (checked next): the work grows with
    // the candidates leaving, not with all those after the first. The order of candidates matters
    // to nothing after this (ties rank by slot). Explain hears of those rules hid.
    let length = candidates.length;
    for (let i = 0; i < length;) {
      const slot = candidates.slots[i]!;
      let leaves =
        hidden?.(slot) === true || (priceRange !== undefined && !inPriceRange(priceRange, prices.get(slot)));
      if (!leaves && ((named[slot]! & NAMED.hidden) !== 0 || hiddenByRules?.(slot) === true)) {
        trace?.hidden.push({ slot, score: candidates.scores[i]! });
        leaves = true;
      }
      if (!leaves) {
        i++;
        continue;
      }
      length--;
      candidates.slots[i] = candidates.slots[length]!;
      candidates.scores[i] = candidates.scores[length]!;
      candidates.typos[i] = candidates.typos[length]!;
      candidates.reasons[i] = candidates.reasons[length]!;
      candidates.shortfall[i] = candidates.shortfall[length]!;
    }
    candidates.length = length;
  }

  scratch.reserveRanking(candidates.length);
  const facetStage = filterAndFacet(
    store,
    scratch,
    request.facets === false ? [] : config.facets,
    groups,
    filters,
    candidates.slots,
    candidates.length,
  );

  // Rank: tiers (identifier, featured, normal, buried), then the words missed, then typos, then boosted relevance.
  const { kept, length: total } = facetStage;
  const { tier, keys } = scratch;
  const sortValues = request.sort === undefined ? undefined : scratch.sortValues;
  const sortColumn = request.sort === undefined ? undefined : store.numeric.get(request.sort.field);
  if (request.sort !== undefined && sortColumn === undefined) {
    throw new Error(`search: unknown sort field "${request.sort.field}"`);
  }
  const { rankTypos, rankShortfall, rankSlots } = scratch;
  let complete = 0;
  let minPrice = Infinity;
  let maxPrice = -Infinity;
  const priceValues = prices.values;
  const pinnedPositions: number[] = [];
  const buriedByConfig = buriedByVisibility(store, config);
  for (let i = 0; i < total; i++) {
    const at = kept[i]!;
    const slot = candidates.slots[at]!;
    const byName = named[slot]!;
    const multiplier =
      ((byName & NAMED.standingBoost) === 0 ? 1 : standingFactor![slot]!) *
      (boostedByRules === undefined || (boostedByRules.named && (byName & NAMED.boosted) === 0)
        ? 1
        : boostedByRules.factor(slot));
    const buried =
      (byName & NAMED.buried) !== 0 || buriedByRules?.(slot) === true || buriedByConfig?.(slot) === true;
    const reason = candidates.reasons[at]!;
    // Pinned products sort first so the page holds them; they move to their positions below.
    if ((byName & NAMED.pinned) !== 0) {
      pinnedPositions.push(i);
      tier[i] = PINNED_TIER;
    } else if (buried) tier[i] = 1;
    else if (sortValues !== undefined) tier[i] = 0;
    else tier[i] = reason === IDENTIFIER ? -2 : reason === FEATURED ? -1 : 0;
    keys[i] = (candidates.scores[at]! + 1) * multiplier;
    rankTypos[i] = sortValues === undefined ? candidates.typos[at]! : 0;
    // An explicit sort orders full matches, then partial ones, by its field, wherever the words are.
    rankShortfall[i] =
      sortValues === undefined ? candidates.shortfall[at]! : missedWords(candidates.shortfall[at]!);
    if (missedWords(rankShortfall[i]!) === 0) complete++;
    rankSlots[i] = slot;
    if (sortValues !== undefined) sortValues[i] = sortColumn!.get(slot);
    const price = slot < priceValues.length ? priceValues[slot]! : Number.NaN;
    if (price < minPrice) minPrice = price;
    if (price > maxPrice) maxPrice = price;
  }
  const descending = request.sort?.direction === 'desc';
  // Tier, then shortfall (words matched only in descriptions or not at all), then typos
  // (relevance) or the sort field (missing values last), then score, then slot.
  const before =
    sortValues === undefined
      ? (a: number, b: number): boolean =>
          tier[a] !== tier[b]
            ? tier[a]! < tier[b]!
            : rankShortfall[a] !== rankShortfall[b]
              ? rankShortfall[a]! < rankShortfall[b]!
              : rankTypos[a] !== rankTypos[b]
                ? rankTypos[a]! < rankTypos[b]!
                : keys[a] !== keys[b]
                  ? keys[a]! > keys[b]!
                  : rankSlots[a]! < rankSlots[b]!
      : (a: number, b: number): boolean => {
          if (tier[a] !== tier[b]) return tier[a]! < tier[b]!;
          if (rankShortfall[a] !== rankShortfall[b]) return rankShortfall[a]! < rankShortfall[b]!;
          const va = sortValues[a]!;
          const vb = sortValues[b]!;
          if (va !== vb) {
            if (Number.isNaN(va)) return false;
            if (Number.isNaN(vb)) return true;
            return descending ? va > vb : va < vb;
          }
          return keys[a] !== keys[b] ? keys[a]! > keys[b]! : rankSlots[a]! < rankSlots[b]!;
        };
  // Pins take their positions (1-based) among the ordered products; of pins at one position, the
  // first pin's product takes it and the next the position after (pins for every search come
  // first, then the query's own, each in the configuration's order).
  const pinsInOrder = pinnedPositions
    .map((position) => ({ position, ...pinned.get(candidates.slots[kept[position]!]!)! }))
    .sort((a, b) => a.at - b.at || a.order - b.order);
  const pinnedAt = new Set(pinnedPositions);
  const ordered = topK(total, start + rows + pinnedPositions.length, before).filter(
    (position) => !pinnedAt.has(position),
  );
  let placed = -1;
  for (const pin of pinsInOrder) {
    placed = Math.min(Math.max(pin.at - 1, placed + 1), ordered.length);
    ordered.splice(placed, 0, pin.position);
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
          : missedWords(candidates.shortfall[at]!) !== 0
            ? 'partial'
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
    response: {
      results,
      total,
      facets: facetStage.facets,
      relaxedTerms: relaxed,
      builtInSynonyms: builtIn,
      banners,
      promoted,
      ...(corrected === undefined ? {} : { spellchecked: corrected.query }),
      ...(redirection === undefined ? {} : { redirection }),
      ...(minPrice <= maxPrice ? { priceStats: { min: minPrice, max: maxPrice } } : {}),
    },
    complete,
    text: searched,
    price: priceRange,
    corrections: corrected?.corrections ?? [],
  };
}
