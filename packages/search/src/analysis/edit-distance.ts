import type { TypoTolerance } from '../types.ts';

/** What the engine tolerates unless the configuration says otherwise (issue 4). */
export const DEFAULT_TYPO_TOLERANCE: TypoTolerance = { enabled: true, oneTypoFrom: 5, twoTyposFrom: 9 };
/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions, the most common
 * typing slip), stopping as soon as it must exceed `max`. Returns `max + 1` when it does.
 */
// Reused between calls: the typo scan computes thousands of distances per query.
let rows = [0, 1, 2].map(() => new Int32Array(64));

export function boundedEditDistance(a: string, b: string, max: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (la === 0) return lb;
  if (lb === 0) return la;
  if (rows[0]!.length <= lb) rows = [0, 1, 2].map(() => new Int32Array(lb * 2 + 2));
  let prevPrev = rows[0]!;
  let prev = rows[1]!;
  let current = rows[2]!;
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let value = Math.min(prev[j]! + 1, current[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const recycled = prevPrev;
    prevPrev = prev;
    prev = current;
    current = recycled;
  }
  const distance = prev[lb]!;
  return distance > max ? max + 1 : distance;
}

/** Typos tolerated for a query word of this length: 1 from 5 characters, 2 from 9 by default. */
export function allowedTypos(length: number, tolerance: TypoTolerance = DEFAULT_TYPO_TOLERANCE): number {
  if (!tolerance.enabled) return 0;
  if (length >= tolerance.twoTyposFrom) return 2;
  if (length >= tolerance.oneTypoFrom) return 1;
  return 0;
}
