import type { Analyzer } from '../analysis/analyzer.ts';
import { keyboardDistance } from '../analysis/keyboard.ts';
import type { IndexStore } from '../index/store.ts';
import type { CloseTerm } from '../types.ts';

/** Edits allowed when correcting a word that found nothing: more than typo tolerance allows. */
function correctionDistance(length: number): number {
  if (length <= 2) return 0;
  return length <= 4 ? 1 : 2;
}

/** One word the search replaced. */
export interface Correction {
  readonly from: string;
  readonly to: string;
}

/** A query with its misspelt words replaced, and which they were. */
export interface CorrectedQuery {
  readonly query: string;
  readonly corrections: readonly Correction[];
}

/**
 * Whether a query word is one the search must take as the shopper typed it: a stop word, a word
 * with digits (sizes, models), a word of the catalogue or of one of its stems, the start of a
 * catalogue word when it is the last one (still being typed), or a word of the language. The
 * language's dictionary is asked last, and only by the caller with a correction in hand: most
 * queries never load it.
 */
function knownToCatalogue(store: IndexStore, analyzer: Analyzer, token: string, last: boolean): boolean {
  const { vocabulary } = store;
  if (analyzer.isStopWord(token) || /\d/.test(token) || vocabulary.hasSurface(token)) return true;
  if (vocabulary.termOfStem(analyzer.stem(token)) !== undefined) return true;
  return last && !vocabulary.surfacesWithPrefix(token).next().done;
}

/**
 * The closest catalogue word to a misspelt one: fewest edits, typing slips (a neighbouring key,
 * swapped or doubled letters) counting half, then the word in the most products.
 */
function closestWord(store: IndexStore, token: string): string | undefined {
  const { vocabulary } = store;
  let best: { surface: string; distance: number; frequency: number } | undefined;
  for (const { surface } of vocabulary.surfacesNear(token, correctionDistance(token.length))) {
    const frequency = vocabulary.postings[vocabulary.termOfSurface(surface)!]!.documentCount;
    if (frequency === 0) continue;
    const distance = keyboardDistance(token, surface);
    if (
      best === undefined ||
      distance < best.distance ||
      (distance === best.distance && frequency > best.frequency)
    ) {
      best = { surface, distance, frequency };
    }
  }
  return best?.surface;
}

/**
 * The query with each misspelt word (known to neither the catalogue nor the language's lexicon)
 * replaced by its closest catalogue word, every other word kept; `undefined` when nothing is
 * corrected. A valid word the catalogue lacks ("sofa" in a toy shop) is never replaced: the shop
 * does not sell it, and a near word ("soft") would show what the shopper did not ask for.
 */
export function correctQuery(store: IndexStore, query: string): CorrectedQuery | undefined {
  const { analyzer, lexicon } = store;
  const tokens = analyzer.queryTokens(query);
  const corrections: Correction[] = [];
  const corrected = tokens.map((token, position) => {
    if (knownToCatalogue(store, analyzer, token, position === tokens.length - 1)) return token;
    const closest = closestWord(store, token);
    if (closest === undefined || lexicon.has(token)) return token;
    corrections.push({ from: token, to: closest });
    return closest;
  });
  return corrections.length === 0 ? undefined : { query: corrected.join(' '), corrections };
}

/** Edits `closeTerms` allows by default: one more than a correction, for what spellcheck missed. */
function closeDistance(length: number): number {
  if (length <= 3) return 1;
  return length <= 5 ? 2 : 3;
}

/** Largest `maxDistance` of `closeTerms`: the typo scan's cost grows with it. */
export const CLOSE_TERMS_MAX_DISTANCE = 3;

/** The vocabulary's words closest to one word, as `SearchIndex.closeTerms` describes. */
export function closeTerms(
  store: IndexStore,
  analyzer: Analyzer,
  word: string,
  options: { maxDistance?: number | undefined; rows: number },
): CloseTerm[] {
  const tokens = analyzer.queryTokens(word);
  const token = tokens[0];
  if (tokens.length !== 1 || token === undefined || /\d/.test(token)) return [];
  const vocabulary = store.vocabulary;
  const documentsOf = (surface: string) =>
    vocabulary.postings[vocabulary.termOfSurface(surface)!]!.documentCount;
  const found: CloseTerm[] = [];
  if (vocabulary.hasSurface(token) && documentsOf(token) > 0) {
    found.push({ term: token, distance: 0, documents: documentsOf(token) });
  }
  for (const { surface, distance } of vocabulary.surfacesNear(
    token,
    options.maxDistance ?? closeDistance(token.length),
  )) {
    const documents = documentsOf(surface);
    if (documents > 0) found.push({ term: surface, distance, documents });
  }
  // Among words as many edits away, the one that starts like the word is what was meant more often.
  const prefix = (term: string) => {
    let length = 0;
    while (length < term.length && term[length] === token[length]) length++;
    return length;
  };
  found.sort(
    (a, b) =>
      a.distance - b.distance ||
      prefix(b.term) - prefix(a.term) ||
      b.documents - a.documents ||
      (a.term < b.term ? -1 : 1),
  );
  return found.slice(0, options.rows);
}
