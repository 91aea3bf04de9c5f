import { boundedEditDistance } from '../analysis/edit-distance.ts';
import { PostingList } from './postings.ts';

const HAS_DIGIT = /\d/;
/** Words added after the last sort that prefix lookups scan one by one before sorting them in. */
const MAX_PENDING = 2_000;

/**
 * Index terms are stems; the surface words that produced them are kept too, because prefixes and
 * typos are judged against what the shopper typed, not against stems.
 */
export class Vocabulary {
  readonly postings: PostingList[] = [];
  private readonly stemIds = new Map<string, number>();
  private readonly surfaceIds = new Map<string, number>();
  /** Surface words in alphabetical order, for prefix ranges, and those added since the last sort. */
  private sorted: string[] = [];
  private pending: string[] = [];
  /** Surface words without digits by length, for typo candidates. */
  private readonly byLength: string[][] = [];

  get size(): number {
    return this.postings.length;
  }

  /** Term id of a stem, creating it. */
  intern(stem: string): number {
    let id = this.stemIds.get(stem);
    if (id === undefined) {
      id = this.postings.length;
      this.stemIds.set(stem, id);
      this.postings.push(new PostingList());
    }
    return id;
  }

  addSurface(surface: string, termId: number): void {
    if (this.surfaceIds.has(surface)) return;
    this.surfaceIds.set(surface, termId);
    this.pending.push(surface);
    // Words with digits are model numbers and sizes: a typo there means another product.
    if (!HAS_DIGIT.test(surface)) (this.byLength[surface.length] ??= []).push(surface);
  }

  /**
   * Sorts the words added since the last call into the prefix array. Searches call it when many
   * words are pending; a build calls it once at the end, so no shopper pays for the big sort.
   */
  prepare(): void {
    if (this.pending.length === 0) return;
    const added = this.pending.sort();
    this.pending = [];
    if (this.sorted.length === 0) {
      this.sorted = added;
      return;
    }
    const merged: string[] = new Array<string>(this.sorted.length + added.length);
    let i = 0;
    let j = 0;
    for (let k = 0; k < merged.length; k++) {
      merged[k] =
        j >= added.length || (i < this.sorted.length && this.sorted[i]! < added[j]!)
          ? this.sorted[i++]!
          : added[j++]!;
    }
    this.sorted = merged;
  }

  termOfStem(stem: string): number | undefined {
    return this.stemIds.get(stem);
  }

  termOfSurface(surface: string): number | undefined {
    return this.surfaceIds.get(surface);
  }

  hasSurface(surface: string): boolean {
    return this.surfaceIds.has(surface);
  }

  /** Surface words starting with `prefix` (alphabetical, then recently added ones). */
  *surfacesWithPrefix(prefix: string): Generator<string> {
    if (this.pending.length > MAX_PENDING) this.prepare();
    const sorted = this.sorted;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < sorted.length && sorted[i]!.startsWith(prefix); i++) yield sorted[i]!;
    for (const surface of this.pending) if (surface.startsWith(prefix)) yield surface;
  }

  /** Surface words without digits within `maxDistance` edits of `word` (the word itself excluded). */
  surfacesNear(word: string, maxDistance: number): { surface: string; distance: number }[] {
    const buckets = this.byLength;
    const found: { surface: string; distance: number }[] = [];
    const from = Math.max(1, word.length - maxDistance);
    const to = Math.min(buckets.length - 1, word.length + maxDistance);
    for (let length = from; length <= to; length++) {
      const bucket = buckets[length];
      if (bucket === undefined) continue;
      for (const surface of bucket) {
        if (surface === word) continue;
        const distance = boundedEditDistance(word, surface, maxDistance);
        if (distance <= maxDistance) found.push({ surface, distance });
      }
    }
    return found;
  }
}
