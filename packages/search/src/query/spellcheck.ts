import type { Analyzer } from '../analysis/analyzer.ts';
import type { IndexStore } from '../index/store.ts';

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
