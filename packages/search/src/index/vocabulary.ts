import { boundedEditDistance } from '../analysis/edit-distance.ts';
import { PostingList } from './postings.ts';

const HAS_DIGIT = /\d/;

/** An index term reached from a query word, with how far it is from what was typed. */
export interface TermMatch {
  readonly termId: number;
  readonly kind: 'exact' | 'prefix' | 'typo';
  readonly distance: number;
}

/**
 * Index terms are stems; the surface words that produced them are kept too, because prefixes and
 * typos are judged against what the shopper typed, not against stems.
 */
export class Vocabulary {
  readonly postings: PostingList[] = [];
  private readonly stemIds = new Map<string, number>();
  private readonly surfaceIds = new Map<string, number>();
  private sorted: string[] | undefined;
  private byLength: string[][] | undefined;

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
    this.sorted = undefined;
    this.byLength = undefined;
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

  /** Surface words starting with `prefix`, in alphabetical order. */
  *surfacesWithPrefix(prefix: string): Generator<string> {
    const sorted = this.sortedSurfaces();
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < sorted.length && sorted[i]!.startsWith(prefix); i++) yield sorted[i]!;
  }

  /** Surface words without digits within `maxDistance` edits of `word` (the word itself excluded). */
  surfacesNear(word: string, maxDistance: number): { surface: string; distance: number }[] {
    const buckets = this.lengthBuckets();
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

  private sortedSurfaces(): string[] {
    this.sorted ??= [...this.surfaceIds.keys()].sort();
    return this.sorted;
  }

  private lengthBuckets(): string[][] {
    if (this.byLength === undefined) {
      const buckets: string[][] = [];
      // Words with digits are model numbers and sizes: a typo there means another product.
      for (const surface of this.surfaceIds.keys()) {
        if (!HAS_DIGIT.test(surface)) (buckets[surface.length] ??= []).push(surface);
      }
      this.byLength = buckets;
    }
    return this.byLength;
  }
}
