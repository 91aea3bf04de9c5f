import { FIELD_BITS, MAX_FIELDS } from '../index/postings.ts';
import type { IndexStore } from '../index/store.ts';
import { MAX_QUERY_TERMS, type QuerySlot, type QueryTerm } from './parse-query.ts';
import type { Level, Scratch } from './scratch.ts';

/** Index terms a query word reaches: itself, completions of a prefix, words a typo away. */
export interface Expansion {
  readonly termId: number;
  readonly weight: number;
  readonly typos: number;
}

/** Most completions of a prefix searched: the most frequent ones. */
const MAX_PREFIX_EXPANSIONS = 50;
const PREFIX_WEIGHT = 0.8;
const TYPO_WEIGHT = 0.7;
/** Shortest prefix that is completed: one letter would reach half the catalogue. */
const MIN_PREFIX_LENGTH = 2;

/**
 * A query whose every word is matched by fewer documents than this also gets the documents that
 * match some of its words, ranked after all of them: "asics running shoes" shows the other running
 * shoes after the two Asics pairs. Beyond it they would only fill later pages, at the cost of
 * reading every word's postings.
 */
export const PARTIAL_MATCHES_BELOW = 24;

/**
 * Most partial matches kept, the best ones: "linen tank top men" would otherwise count facets over
 * every product for men.
 */
export const MAX_PARTIAL_MATCHES = 1_000;

/**
 * Part of a candidate's shortfall for each query word it matches only in its description, or not
 * at all; each word it does not match adds 1. Shortfall ranks before typos and score (lower
 * first): a product mentioning "anarkali kurta" in its description ranks below the kurtas, and
 * a product missing a word below one matching it somewhere. Query words are at most 24, below it.
 */
export const DESCRIPTION_ONLY = 32;

/** Query words a candidate does not match at all, from its shortfall. */
export function missedWords(shortfall: number): number {
  return shortfall % DESCRIPTION_ONLY;
}

/**
 * How many documents matched; they are in the scratch candidate arrays (`slots`, `scores`,
 * `typos`: typos needed to match, summed over the query words, which rank before the score, and
 * `shortfall`, which ranks before the typos).
 */
export interface Retrieval {
  readonly length: number;
  /** Query words dropped so that something matched. */
  readonly relaxed: readonly string[];
}

/** Expansions by query word, valid for one version of the index. */
export class ExpansionCache {
  private version = -1;
  private readonly entries = new Map<string, readonly Expansion[]>();
  private readonly naming = new Map<string, boolean>();

  private sync(store: IndexStore): void {
    if (store.version !== this.version) {
      this.entries.clear();
      this.naming.clear();
      this.version = store.version;
    }
  }

  /**
   * Whether some live product holds the folded word (or a word stemming alike) outside its
   * description: a built-in synonym must name products, not occur in their prose ("fridge" in a
   * bottle's description is no refrigerator).
   */
  names(store: IndexStore, word: string): boolean {
    this.sync(store);
    let named = this.naming.get(word);
    if (named === undefined) {
      named = namesProducts(store, word);
      if (this.naming.size >= 20_000) this.naming.clear();
      this.naming.set(word, named);
    }
    return named;
  }

  get(store: IndexStore, term: QueryTerm): readonly Expansion[] {
    this.sync(store);
    const key = `${term.prefix ? 'p' : 'w'}t${term.typos}${term.builtIn === true ? 'b' : ''}${term.surface}\u0000${term.stem}`;
    let expansions = this.entries.get(key);
    if (expansions === undefined) {
      expansions = expand(store, term);
      if (this.entries.size >= 20_000) this.entries.clear();
      this.entries.set(key, expansions);
    }
    return expansions;
  }
}

function namesProducts(store: IndexStore, word: string): boolean {
  const { vocabulary, analyzer } = store;
  const termId = vocabulary.termOfSurface(word) ?? vocabulary.termOfStem(analyzer.stem(word));
  if (termId === undefined) return false;
  const description = store.fieldId('description');
  const { entries, length } = vocabulary.postings[termId]!;
  for (let i = 0; i < length; i++) {
    const entry = entries[i]!;
    if ((entry & (MAX_FIELDS - 1)) !== description && store.alive[entry >>> FIELD_BITS] === 1) return true;
  }
  return false;
}

/** Plural endings the stemmers do not always take off ("sartenes" for the catalogue's "sarten"). */
const PLURAL_ENDINGS = ['es', 's'];

/**
 * The index term of a plural's singular when the stemmer gives the two different stems: the same
 * word to a shopper, matched as the word itself rather than as a typo or a correction.
 */
export function singularTerm(store: IndexStore, surface: string): number | undefined {
  const { vocabulary, analyzer } = store;
  for (const ending of PLURAL_ENDINGS) {
    if (!surface.endsWith(ending) || surface.length - ending.length < 3) continue;
    const singular = surface.slice(0, -ending.length);
    const termId = vocabulary.termOfSurface(singular) ?? vocabulary.termOfStem(analyzer.stem(singular));
    if (termId !== undefined) return termId;
  }
  return undefined;
}

function expand(store: IndexStore, term: QueryTerm): Expansion[] {
  const vocabulary = store.vocabulary;
  const expansions: Expansion[] = [];
  const seen = new Set<number>();
  const exact = vocabulary.termOfStem(term.stem) ?? singularTerm(store, term.surface);
  if (exact !== undefined) {
    expansions.push({ termId: exact, weight: term.weight, typos: term.builtIn === true ? 1 : 0 });
    seen.add(exact);
  }
  if (term.prefix && term.surface.length >= MIN_PREFIX_LENGTH) {
    const completions: number[] = [];
    for (const surface of vocabulary.surfacesWithPrefix(term.surface)) {
      const termId = vocabulary.termOfSurface(surface)!;
      if (!seen.has(termId)) {
        seen.add(termId);
        completions.push(termId);
      }
    }
    if (completions.length > MAX_PREFIX_EXPANSIONS) {
      completions.sort(
        (a, b) => vocabulary.postings[b]!.documentCount - vocabulary.postings[a]!.documentCount,
      );
      completions.length = MAX_PREFIX_EXPANSIONS;
    }
    for (const termId of completions)
      expansions.push({ termId, weight: term.weight * PREFIX_WEIGHT, typos: 0 });
  }
  const maxTypos = /\d/.test(term.surface) ? 0 : term.typos;
  // A word of the language is not a typo, whether the catalogue has it or not: "nights" must not
  // find lights, "sartenes" the brand Cartenes, nor "sneakers" speakers beside the few sneakers
  // a description names. The lexicon is asked last, for the few words that get here.
  if (maxTypos > 0 && !store.lexicon.has(term.surface)) {
    for (const { surface, distance } of vocabulary.surfacesNear(term.surface, maxTypos)) {
      const termId = vocabulary.termOfSurface(surface)!;
      if (seen.has(termId)) continue;
      seen.add(termId);
      expansions.push({ termId, weight: term.weight * TYPO_WEIGHT, typos: distance });
    }
  }
  return expansions;
}

/** Field lengths up to this are normalised through a table; longer ones are computed. */
const NORM_TABLE_SIZE = 256;

/**
 * What BM25F needs besides the postings: per field, its weight divided by the length norm of each
 * short length (`factors[field * NORM_TABLE_SIZE + length]`), so the loop over postings multiplies
 * where it would divide; and the weights and average lengths for the rare longer fields.
 */
export interface Scoring {
  readonly weights: Float32Array;
  readonly averages: Float64Array;
  readonly factors: Float64Array;
}

export function scoringFor(store: IndexStore, weights: Float32Array): Scoring {
  const { b } = store;
  const averages = new Float64Array(MAX_FIELDS);
  const factors = new Float64Array(store.fields.length * NORM_TABLE_SIZE);
  for (let field = 0; field < store.fields.length; field++) {
    const average =
      store.liveCount === 0 ? 1 : Math.max(store.fieldLengthSums[field]! / store.liveCount, 1e-9);
    averages[field] = average;
    const weight = weights[field]!;
    if (weight === 0) continue;
    for (let length = 0; length < NORM_TABLE_SIZE; length++)
      factors[field * NORM_TABLE_SIZE + length] = weight / (1 - b + (b * length) / average);
  }
  return { weights, averages, factors };
}

/** A field's weight over its length norm for one document: 0 when the field is not searched. */
export function factorOf(store: IndexStore, scoring: Scoring, field: number, length: number): number {
  if (length < NORM_TABLE_SIZE) return scoring.factors[field * NORM_TABLE_SIZE + length]!;
  const { b } = store;
  return scoring.weights[field]! / (1 - b + (b * length) / scoring.averages[field]!);
}

/**
 * idf of a query word, from the document frequencies of its expansions (capped at the catalogue
 * size). Known before any posting is read, so scanning and lookups score a word identically.
 */
export function idfOf(store: IndexStore, expansions: readonly Expansion[]): number {
  let frequency = 0;
  for (const { termId } of expansions) frequency += store.vocabulary.postings[termId]!.documentCount;
  frequency = Math.min(frequency, store.liveCount);
  return Math.log(1 + (store.liveCount - frequency + 0.5) / (frequency + 0.5));
}

/** Postings read to score a word by scanning: the cost the lookup path is compared with. */
function postingsOf(store: IndexStore, expansions: readonly Expansion[]): number {
  let total = 0;
  for (const { termId } of expansions) total += store.vocabulary.postings[termId]!.length;
  return total;
}

/**
 * BM25F scoring of one query word into the `term` level: per document, the field-weighted,
 * length-normalised frequencies of all its expansions are summed, then saturated once.
 */
function scoreTerm(
  store: IndexStore,
  level: Level,
  expansions: readonly Expansion[],
  scoring: Scoring,
): void {
  level.begin();
  const { k1 } = store;
  const alive = store.alive;
  const lengths = store.fieldLengths;
  const factors = scoring.factors;
  // The level's arrays, read once: this loop runs once per posting entry.
  const { epoch, score, typos: levelTypos, strong, touched } = level;
  const stamp = level.stamp;
  const description = store.fieldId('description') ?? -1;
  let count = level.length;
  for (const { termId, weight, typos } of expansions) {
    const postings = store.vocabulary.postings[termId]!;
    const entries = postings.entries;
    const frequencies = postings.frequencies;
    for (let i = 0; i < postings.length; i++) {
      const entry = entries[i]!;
      const field = entry & (MAX_FIELDS - 1);
      const slot = entry >>> FIELD_BITS;
      const length = lengths[field]![slot]!;
      const factor =
        length < NORM_TABLE_SIZE
          ? factors[field * NORM_TABLE_SIZE + length]!
          : factorOf(store, scoring, field, length);
      if (factor === 0 || alive[slot] === 0) continue;
      const contribution = weight * frequencies[i]! * factor;
      if (epoch[slot] !== stamp) {
        epoch[slot] = stamp;
        score[slot] = contribution;
        levelTypos[slot] = typos;
        strong[slot] = field === description ? 0 : 1;
        touched[count++] = slot;
      } else {
        score[slot]! += contribution;
        if (typos < levelTypos[slot]!) levelTypos[slot] = typos;
        if (field !== description) strong[slot] = 1;
      }
    }
  }
  level.length = count;
  const idf = idfOf(store, expansions);
  for (let i = 0; i < count; i++) {
    const slot = touched[i]!;
    const frequency = score[slot]!;
    score[slot] = (idf * frequency * (k1 + 1)) / (frequency + k1);
  }
}

/**
 * Typos of the last successful {@link scoreTermAt}, and whether it matched outside the description;
 * module variables avoid an allocation per call.
 */
let lookupTypos = 0;
let lookupStrong = false;

/**
 * The same score as {@link scoreTerm} for one document, found by binary search in each posting
 * list (entries are in slot order). Returns -1 when the word does not match the document.
 */
export function scoreTermAt(
  store: IndexStore,
  expansions: readonly Expansion[],
  scoring: Scoring,
  idf: number,
  slot: number,
): number {
  const { k1 } = store;
  const lengths = store.fieldLengths;
  const first = slot * MAX_FIELDS;
  let frequency = 0;
  let matched = false;
  let strong = false;
  let typos = 255;
  const description = store.fieldId('description') ?? -1;
  for (const { termId, weight, typos: expansionTypos } of expansions) {
    const postings = store.vocabulary.postings[termId]!;
    const entries = postings.entries;
    let low = 0;
    let high = postings.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (entries[middle]! < first) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < postings.length && entries[i]! >>> FIELD_BITS === slot; i++) {
      const field = entries[i]! & (MAX_FIELDS - 1);
      const factor = factorOf(store, scoring, field, lengths[field]![slot]!);
      if (factor === 0) continue;
      frequency += weight * postings.frequencies[i]! * factor;
      matched = true;
      if (field !== description) strong = true;
      if (expansionTypos < typos) typos = expansionTypos;
    }
  }
  if (!matched) return -1;
  lookupTypos = typos;
  lookupStrong = strong;
  return (idf * frequency * (k1 + 1)) / (frequency + k1);
}

/**
 * Fewest typos of the alternatives that matched in the last {@link scoreAlternativesAt}, and whether one
 * matched outside the description; module variables, as {@link lookupTypos}.
 */
let alternativesTypos = 255;
let alternativesStrong = false;

/**
 * The best score of one slot's alternatives (each all its words) for one document, by {@link scoreTermAt};
 * -1 when none matches it.
 */
function scoreAlternativesAt(
  store: IndexStore,
  alternatives: readonly (readonly { expansions: readonly Expansion[]; idf: number }[])[],
  scoring: Scoring,
  document: number,
): number {
  let best = -1;
  let fewestTypos = 255;
  let strong = false;
  for (const alternative of alternatives) {
    let sum = 0;
    let alternativeTypos = 0;
    let alternativeStrong = true;
    for (const word of alternative) {
      const score = scoreTermAt(store, word.expansions, scoring, word.idf, document);
      if (score < 0) {
        sum = -1;
        break;
      }
      sum += score;
      alternativeTypos += lookupTypos;
      alternativeStrong &&= lookupStrong;
    }
    if (sum < 0) continue;
    if (sum > best) best = sum;
    if (alternativeTypos < fewestTypos) fewestTypos = alternativeTypos;
    strong ||= alternativeStrong;
  }
  alternativesTypos = fewestTypos;
  alternativesStrong = strong;
  return best;
}

/**
 * Documents matching one slot (any alternative, all words of it); returns the level holding them:
 * the `term` level itself for a lone word, else the `slot` level.
 */
function scoreSlot(
  store: IndexStore,
  scratch: Scratch,
  cache: ExpansionCache,
  slot: QuerySlot,
  scoring: Scoring,
): Level {
  const { term, phrase, slot: result } = scratch;
  if (slot.alternatives.length === 1 && slot.alternatives[0]!.length === 1) {
    scoreTerm(store, term, cache.get(store, slot.alternatives[0]![0]!), scoring);
    return term;
  }
  // A member with a word found in no product (a merchant's synonym for something the catalogue
  // does not say) matches nothing: its other words go unread, and a word whose synonyms all are
  // such members is scored as the lone word it then is.
  const alternatives = slot.alternatives.filter((alternative) =>
    alternative.every((word) => cache.get(store, word).length > 0),
  );
  if (alternatives.length === 1 && alternatives[0]!.length === 1) {
    scoreTerm(store, term, cache.get(store, alternatives[0]![0]!), scoring);
    return term;
  }
  result.begin();
  const merge = (level: Level, document: number): void => {
    const score = level.score[document]!;
    const typos = level.typos[document]!;
    if (!result.visit(document)) {
      result.score[document] = score;
      result.typos[document] = typos;
      result.strong[document] = level.strong[document]!;
    } else {
      if (score > result.score[document]!) result.score[document] = score;
      if (typos < result.typos[document]!) result.typos[document] = typos;
      result.strong[document]! |= level.strong[document]!;
    }
  };
  for (const alternative of alternatives) {
    if (alternative.length === 1) {
      scoreTerm(store, term, cache.get(store, alternative[0]!), scoring);
      for (let i = 0; i < term.length; i++) merge(term, term.touched[i]!);
      continue;
    }
    phrase.begin();
    alternative.forEach((word, position) => {
      scoreTerm(store, term, cache.get(store, word), scoring);
      for (let i = 0; i < term.length; i++) {
        const document = term.touched[i]!;
        if (position === 0) {
          phrase.visit(document);
          phrase.strong[document] = 1;
        } else if (!phrase.has(document) || phrase.count[document] !== position) continue;
        // A phrase is matched outside the description when each of its words is.
        phrase.strong[document]! &= term.strong[document]!;
        phrase.count[document] = position + 1;
        phrase.score[document]! += term.score[document]!;
        phrase.typos[document] = Math.min(255, phrase.typos[document]! + term.typos[document]!);
      }
    });
    for (let i = 0; i < phrase.length; i++) {
      const document = phrase.touched[i]!;
      if (phrase.count[document] === alternative.length) merge(phrase, document);
    }
  }
  return result;
}

/**
 * Documents matching every slot, cheapest slot first: its matches become the candidates, and each
 * other slot either scans its postings (when it is cheap) or looks the candidates up in them, so
 * "denim blouse women" reads "women" only for the few denim blouses.
 */
function retrieveAll(
  store: IndexStore,
  scratch: Scratch,
  cache: ExpansionCache,
  slots: readonly QuerySlot[],
  scoring: Scoring,
): Retrieval {
  const words = slots.map((slot) =>
    slot.alternatives
      .map((alternative) =>
        alternative.map((word) => {
          const expansions = cache.get(store, word);
          // A lookup is a binary search per expansion: about log2 of its postings in reads.
          let lookup = 0;
          for (const { termId } of expansions)
            lookup += Math.log2(store.vocabulary.postings[termId]!.length + 1) + 1;
          return { expansions, idf: idfOf(store, expansions), cost: postingsOf(store, expansions), lookup };
        }),
      )
      // As in scoreSlot: a member with a word found nowhere matches nothing and costs nothing.
      .filter((alternative) => alternative.every((word) => word.expansions.length > 0)),
  );
  const costs = words.map((alternatives) =>
    alternatives.reduce((sum, alternative) => alternative.reduce((total, word) => total + word.cost, sum), 0),
  );
  const order = slots.map((_, index) => index).sort((a, b) => costs[a]! - costs[b]!);
  const first = scoreSlot(store, scratch, cache, slots[order[0]!]!, scoring);
  let length = first.length;
  scratch.reserveCandidates(length);
  const { slots: candidates, scores, typos, shortfall } = scratch;
  for (let i = 0; i < length; i++) {
    const document = first.touched[i]!;
    candidates[i] = document;
    scores[i] = first.score[document]!;
    typos[i] = first.typos[document]!;
    shortfall[i] = first.strong[document] === 1 ? 0 : DESCRIPTION_ONLY;
  }
  for (let k = 1; k < order.length && length > 0; k++) {
    const index = order[k]!;
    const lookups = words[index]!.reduce(
      (sum, alternative) => alternative.reduce((total, word) => total + word.lookup, sum),
      0,
    );
    let kept = 0;
    if (length * lookups < costs[index]!) {
      for (let i = 0; i < length; i++) {
        const document = candidates[i]!;
        const best = scoreAlternativesAt(store, words[index]!, scoring, document);
        if (best < 0) continue;
        candidates[kept] = document;
        scores[kept] = scores[i]! + best;
        typos[kept] = Math.min(255, typos[i]! + alternativesTypos);
        shortfall[kept] = shortfall[i]! + (alternativesStrong ? 0 : DESCRIPTION_ONLY);
        kept++;
      }
    } else {
      const level = scoreSlot(store, scratch, cache, slots[index]!, scoring);
      for (let i = 0; i < length; i++) {
        const document = candidates[i]!;
        if (!level.has(document)) continue;
        candidates[kept] = document;
        scores[kept] = scores[i]! + level.score[document]!;
        typos[kept] = Math.min(255, typos[i]! + level.typos[document]!);
        shortfall[kept] = shortfall[i]! + (level.strong[document] === 1 ? 0 : DESCRIPTION_ONLY);
        kept++;
      }
    }
    length = kept;
  }
  return { length, relaxed: [] };
}

/** Postings a slot may have and still be read whole for partial matches (see {@link scoreEachSlot}). */
function partialScanLimit(store: IndexStore): number {
  return Math.max(MIN_PARTIAL_SCAN, store.liveCount * PARTIAL_SCAN_SHARE);
}
const MIN_PARTIAL_SCAN = 1_000;
const PARTIAL_SCAN_SHARE = 0.05;

/**
 * Scores every slot on its own into the `document` level (summed scores and typos), with bit `i`
 * of `mask` set for the documents matching slot `i` (and of `strongMask` when outside the
 * description); returns how many documents each slot matched. A slot with more postings than
 * `scanLimit` (a word in most of the catalogue: "men", "kids") is not read whole but looked up for
 * the documents the other slots found, unless it is the cheapest: a product matching only such a
 * word is too weak a partial match to pay for reading it.
 */
function scoreEachSlot(
  store: IndexStore,
  scratch: Scratch,
  cache: ExpansionCache,
  slots: readonly QuerySlot[],
  scoring: Scoring,
  scanLimit = Infinity,
): number[] {
  const documents = scratch.document;
  const { mask, strongMask } = scratch;
  const frequency: number[] = [];
  const costs = slots.map((slot) =>
    slot.alternatives.reduce(
      (sum, alternative) =>
        alternative.reduce((total, word) => total + postingsOf(store, cache.get(store, word)), sum),
      0,
    ),
  );
  const cheapest = costs.indexOf(Math.min(...costs));
  const lookedUp: number[] = [];
  documents.begin();
  slots.forEach((slot, index) => {
    frequency.push(0);
    if (costs[index]! > scanLimit && index !== cheapest) {
      lookedUp.push(index);
      return;
    }
    const result = scoreSlot(store, scratch, cache, slot, scoring);
    frequency[index] = result.length;
    const bit = 1 << index;
    for (let i = 0; i < result.length; i++) {
      const document = result.touched[i]!;
      if (!documents.visit(document)) {
        mask[document] = 0;
        strongMask[document] = 0;
      }
      mask[document]! |= bit;
      if (result.strong[document] === 1) strongMask[document]! |= bit;
      documents.score[document]! += result.score[document]!;
      documents.typos[document] = Math.min(255, documents.typos[document]! + result.typos[document]!);
    }
  });
  for (const index of lookedUp) {
    const bit = 1 << index;
    const alternatives = slots[index]!.alternatives.map((alternative) =>
      alternative.map((word) => {
        const expansions = cache.get(store, word);
        return { expansions, idf: idfOf(store, expansions) };
      }),
    );
    for (let i = 0; i < documents.length; i++) {
      const document = documents.touched[i]!;
      const best = scoreAlternativesAt(store, alternatives, scoring, document);
      if (best < 0) continue;
      frequency[index]!++;
      mask[document]! |= bit;
      if (alternativesStrong) strongMask[document]! |= bit;
      documents.score[document]! += best;
      documents.typos[document] = Math.min(255, documents.typos[document]! + alternativesTypos);
    }
  }
  return frequency;
}

/**
 * Whether a slot's words (as typed or through a synonym, and through a typo when `typos`) occur in
 * a field `inField` accepts of some live product.
 */
function slotReaches(
  store: IndexStore,
  cache: ExpansionCache,
  slot: QuerySlot,
  inField: (field: number) => boolean,
  typos: boolean,
): boolean {
  for (const alternative of slot.alternatives) {
    for (const word of alternative) {
      // A built-in synonym ("throw" for "blanket") costs one typo in the ranking, but is no typo.
      const allowed = typos ? Infinity : word.builtIn === true ? 1 : 0;
      for (const { termId, typos: cost } of cache.get(store, word)) {
        if (cost > allowed) continue;
        const { entries, length } = store.vocabulary.postings[termId]!;
        for (let i = 0; i < length; i++) {
          const entry = entries[i]!;
          if (inField(entry & (MAX_FIELDS - 1)) && store.alive[entry >>> FIELD_BITS] === 1) return true;
        }
      }
    }
  }
  return false;
}

/**
 * Whether a slot's words occur in some product's category path: the slot names a kind of product
 * ("watch", "ring"), which relaxation keeps while it is the only one.
 */
function namesProductType(store: IndexStore, cache: ExpansionCache, slot: QuerySlot): boolean {
  const field = store.fieldId('categories');
  // Not through a typo: "nights" names night creams, not the lights one letter away.
  return field !== undefined && slotReaches(store, cache, slot, (at) => at === field, false);
}

/**
 * Whether some product has a slot's words outside its description, which only mentions things; a
 * misspelling ("jackte") through the words it is a typo of, as only words of no language have any.
 */
function namesSomeProduct(store: IndexStore, cache: ExpansionCache, slot: QuerySlot): boolean {
  const description = store.fieldId('description');
  return slotReaches(store, cache, slot, (at) => at !== description, true);
}

/**
 * Keeps every full match and the best {@link MAX_PARTIAL_MATCHES} partial ones among the first
 * `length` candidates, in place: whole shortfall levels from the best, then the highest scores of
 * the level that would overflow. Returns how many candidates remain.
 */
function keepBestPartialMatches(scratch: Scratch, length: number, byShortfall: Uint32Array): number {
  let budget = MAX_PARTIAL_MATCHES;
  let cutoff = -1;
  for (let value = 0; value < byShortfall.length; value++) {
    if (byShortfall[value]! >= budget) {
      cutoff = value;
      break;
    }
    budget -= byShortfall[value]!;
  }
  if (cutoff < 0) return length;
  const { slots, scores, typos, shortfall } = scratch;
  const level = scratch.selection(byShortfall[cutoff]!);
  let count = 0;
  for (let i = 0; i < length; i++) if (shortfall[i] === cutoff) level[count++] = scores[i]!;
  const threshold = kthLargest(level, count, budget);
  // Scores above the threshold are all within the budget; ties at it fill what is left.
  let ties = budget;
  for (let i = 0; i < count; i++) if (level[i]! > threshold) ties--;
  let kept = 0;
  for (let i = 0; i < length; i++) {
    const value = shortfall[i]!;
    if (missedWords(value) > 0 && value > cutoff) continue;
    if (value === cutoff && scores[i]! <= threshold) {
      if (scores[i]! < threshold || ties === 0) continue;
      ties--;
    }
    slots[kept] = slots[i]!;
    scores[kept] = scores[i]!;
    typos[kept] = typos[i]!;
    shortfall[kept] = value;
    kept++;
  }
  return kept;
}

/** The k-th largest (1-based) of the first `length` values, which it reorders. */
function kthLargest(values: Float32Array, length: number, k: number): number {
  let low = 0;
  let high = length - 1;
  const target = k - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! > pivot) i++;
      while (values[j]! < pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (target <= j) high = j;
    else if (target >= i) low = i;
    else return values[target]!;
  }
  return values[target]!;
}

/** The shortfall of a document scored by {@link scoreEachSlot}, over the slots in `required`. */
function shortfallOf(scratch: Scratch, document: number, required: number): number {
  const weak = bitCount(required & ~scratch.strongMask[document]!);
  return weak * DESCRIPTION_ONLY + bitCount(required & ~scratch.mask[document]!);
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * Documents matching every slot. When fewer than {@link PARTIAL_MATCHES_BELOW} do, the documents
 * matching some of the slots follow, each with the number of slots it misses as its shortfall.
 * When none do and `relax` is set, slots are dropped one at a time, each time the one whose absence
 * leaves the most matches (ties: the most common word); the only slot left naming a kind of product
 * is never dropped, or "watch for grandpa" would show whatever matches "grandpa". When a dropped
 * slot is a word of the language that matches no product and no slot kept names a kind of product,
 * nothing is found: the shop does not sell what was asked for.
 */
export function retrieve(
  store: IndexStore,
  scratch: Scratch,
  cache: ExpansionCache,
  slots: readonly QuerySlot[],
  weights: Float32Array,
  relax: boolean,
): Retrieval {
  scratch.resize(store.slotCount);
  // A query of symbols only ("*", "!!") has no words to look for.
  if (slots.length === 0) return { length: 0, relaxed: [] };
  const scoring = scoringFor(store, weights);
  if (slots.length === 1) {
    // One slot needs no per-document mask: its level is the answer.
    const level = scoreSlot(store, scratch, cache, slots[0]!, scoring);
    scratch.reserveCandidates(level.length);
    for (let i = 0; i < level.length; i++) {
      const document = level.touched[i]!;
      scratch.slots[i] = document;
      scratch.scores[i] = level.score[document]!;
      scratch.typos[i] = level.typos[document]!;
      scratch.shortfall[i] = level.strong[document] === 1 ? 0 : DESCRIPTION_ONLY;
    }
    return { length: level.length, relaxed: [] };
  }
  if (!relax) {
    const all = retrieveAll(store, scratch, cache, slots, scoring);
    if (all.length === 0 || all.length >= PARTIAL_MATCHES_BELOW) return all;
    scoreEachSlot(store, scratch, cache, slots, scoring, partialScanLimit(store));
    const { document: documents } = scratch;
    scratch.reserveCandidates(documents.length);
    const every = (1 << slots.length) - 1;
    const byShortfall = new Uint32Array(MAX_QUERY_TERMS * (DESCRIPTION_ONLY + 1) + 1);
    for (let i = 0; i < documents.length; i++) {
      const document = documents.touched[i]!;
      scratch.slots[i] = document;
      scratch.scores[i] = documents.score[document]!;
      scratch.typos[i] = documents.typos[document]!;
      scratch.shortfall[i] = shortfallOf(scratch, document, every);
      if (missedWords(scratch.shortfall[i]!) > 0) byShortfall[scratch.shortfall[i]!]!++;
    }
    return { length: keepBestPartialMatches(scratch, documents.length, byShortfall), relaxed: [] };
  }
  // Relaxation needs to know, per document, which slots it matched.
  const frequency = scoreEachSlot(store, scratch, cache, slots, scoring);
  const { document: documents, mask } = scratch;
  let required = (1 << slots.length) - 1;
  const relaxed: string[] = [];
  let matches = countMatching(documents, mask, required);
  let types = 0;
  if (matches === 0)
    slots.forEach((slot, index) => {
      if (namesProductType(store, cache, slot)) types |= 1 << index;
    });
  while (matches === 0 && relaxed.length < slots.length - 1) {
    let best = -1;
    let bestCount = -1;
    for (let index = 0; index < slots.length; index++) {
      const bit = 1 << index;
      if ((required & bit) === 0) continue;
      if ((types & bit) !== 0 && (required & types) === bit) continue;
      const count = countMatching(documents, mask, required & ~bit);
      if (count > bestCount || (count === bestCount && frequency[index]! > frequency[best]!)) {
        best = index;
        bestCount = count;
      }
    }
    if (best < 0) break;
    required &= ~(1 << best);
    relaxed.push(slots[best]!.text);
    matches = bestCount;
  }
  // A dropped word of the language that no product has ("sofa" in "red sofa") is something the
  // shop does not sell: the rest alone ("red") would show unrelated products, unless it names a
  // kind of product itself ("warm blanket for winter nights" without "nights" still asks for
  // blankets). A word of no language ("zzqx") is noise, dropped as before.
  // Nor does a kind of product kept stand for what was asked when the dropped word makes one word
  // with it: "tea pot" asks for a teapot, not for the plant pots "pot" finds.
  if (matches > 0) {
    const wordOf = (index: number) => store.analyzer.queryTokens(slots[index]?.text ?? '').join('');
    const kept = (index: number) => index >= 0 && index < slots.length && (required & (1 << index)) !== 0;
    const unsold = slots.some((slot, index) => {
      if ((required & (1 << index)) !== 0 || frequency[index] !== 0) return false;
      if (!store.analyzer.queryTokens(slot.text).every((word) => store.lexicon.has(word))) return false;
      if ((required & types) === 0) return true;
      return (
        (kept(index - 1) && store.lexicon.has(wordOf(index - 1) + wordOf(index))) ||
        (kept(index + 1) && store.lexicon.has(wordOf(index) + wordOf(index + 1)))
      );
    });
    // What is kept after dropping words must name products: "sneakers" a description mentions
    // ("pair it with sneakers") is no answer to "white sneakers" either.
    const namesNothing =
      relaxed.length > 0 &&
      slots.every((slot, index) => (required & (1 << index)) === 0 || !namesSomeProduct(store, cache, slot));
    if (unsold || namesNothing) return { length: 0, relaxed: [] };
  }
  scratch.reserveCandidates(matches);
  let at = 0;
  for (let i = 0; i < documents.length; i++) {
    const document = documents.touched[i]!;
    if ((mask[document]! & required) !== required) continue;
    scratch.slots[at] = document;
    scratch.scores[at] = documents.score[document]!;
    scratch.typos[at] = documents.typos[document]!;
    scratch.shortfall[at] = shortfallOf(scratch, document, required);
    at++;
  }
  return { length: matches, relaxed: matches > 0 ? relaxed : [] };
}

function countMatching(documents: Level, mask: Uint32Array, required: number): number {
  let count = 0;
  for (let i = 0; i < documents.length; i++) {
    if ((mask[documents.touched[i]!]! & required) === required) count++;
  }
  return count;
}
