/**
 * Serialized storefront answers, least recently used dropped first. Storefront traffic repeats
 * itself (popular queries, shoppers paging back), and an answer depends only on the request and
 * the engine it ran on: keys carry the engine's version, which every index or configuration
 * change bumps, so a stale answer can never be found again and simply ages out.
 */
export class ResponseCache {
  readonly #capacity: number;
  // A Map iterates in insertion order: re-inserting on a hit keeps the oldest entry first.
  readonly #entries = new Map<string, string>();

  /** `capacity` 0 turns the cache off. */
  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 0) {
      throw new Error(`response cache capacity must be a whole number >= 0, got ${capacity}`);
    }
    this.#capacity = capacity;
  }

  get enabled(): boolean {
    return this.#capacity > 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): string | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: string): void {
    if (this.#capacity === 0) return;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#capacity) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
  }
}
