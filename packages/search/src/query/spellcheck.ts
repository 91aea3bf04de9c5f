import type { Analyzer } from '../analysis/analyzer.ts';
import type { IndexStore } from '../index/store.ts';
import type { CloseTerm } from '../types.ts';

/** Edits allowed when correcting a word that found nothing: more than typo tolerance allows. */
function correctionDistance(length: number): number {
  if (length <= 2) return 0;
  return length <= 4 ? 1 : 2;
}

/**
 * The query with each unknown word replaced by the closest word of the index vocabulary (fewest
 * edits, then the most frequent), or `undefined` when there is nothing to correct.
 */
export function correctQuery(store: IndexStore, analyzer: Analyzer, query: string): string | undefined {
  const vocabulary = store.vocabulary;
  const tokens = analyzer.queryTokens(query);
  let changed = false;
  const corrected = tokens.map((token, position) => {
    if (analyzer.isStopWord(token) || /\d/.test(token) || vocabulary.hasSurface(token)) return token;
    const last = position === tokens.length - 1;
    if (last && !vocabulary.surfacesWithPrefix(token).next().done) return token;
    let best: { surface: string; distance: number; frequency: number } | undefined;
    for (const { surface, distance } of vocabulary.surfacesNear(token, correctionDistance(token.length))) {
      const frequency = vocabulary.postings[vocabulary.termOfSurface(surface)!]!.documentCount;
      if (frequency === 0) continue;
      if (
        best === undefined ||
        distance < best.distance ||
        (distance === best.distance && frequency > best.frequency)
      ) {
        best = { surface, distance, frequency };
      }
    }
    if (best === undefined) return token;
    changed = true;
    return best.surface;
  });
  return changed ? corrected.join(' ') : undefined;
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
