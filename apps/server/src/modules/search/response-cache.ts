/** How one instance's answers are kept: for how long, and how many at most. */
export interface CachePolicy {
  /** The instance the answer is of: its entries are counted and dropped apart from the others'. */
  instance: string;
  /** Milliseconds the answer may be served again. */
  ttlMs: number;
  /** Most answers of this instance kept. */
  entries: number;
}

interface Entry {
  value: string;
  instance: string;
  expiresAt: number;
}

/**
 * Serialized storefront answers, least recently used dropped first, within the process's capacity
 * (SEARCH_CACHE_ENTRIES) for all instances together and each instance's own count; an answer past
 * its instance's time is never served.
 */
export class ResponseCache {
  readonly #capacity: number;
  // A Map iterates in insertion order: re-inserting on a hit keeps the oldest entry first.
  readonly #entries = new Map<string, Entry>();
  /** Each instance's keys, in the same least-recently-used order. */
  readonly #byInstance = new Map<string, Set<string>>();

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

  get(key: string, now: number): string | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#delete(key, entry.instance);
    if (entry.expiresAt <= now) return undefined;
    this.#insert(key, entry);
    return entry.value;
  }

  set(key: string, value: string, policy: CachePolicy, now: number): void {
    if (this.#capacity === 0 || policy.entries <= 0) return;
    const existing = this.#entries.get(key);
    if (existing) this.#delete(key, existing.instance);
    this.#insert(key, { value, instance: policy.instance, expiresAt: now + policy.ttlMs });
    const own = this.#byInstance.get(policy.instance)!;
    if (own.size > policy.entries) this.#delete(own.values().next().value!, policy.instance);
    if (this.#entries.size > this.#capacity) {
      const [oldest, entry] = this.#entries.entries().next().value!;
      this.#delete(oldest, entry.instance);
    }
  }

  #insert(key: string, entry: Entry): void {
    this.#entries.set(key, entry);
    let own = this.#byInstance.get(entry.instance);
    if (!own) {
      own = new Set();
      this.#byInstance.set(entry.instance, own);
    }
    own.add(key);
  }

  #delete(key: string, instance: string): void {
    this.#entries.delete(key);
    const own = this.#byInstance.get(instance);
    own?.delete(key);
    if (own?.size === 0) this.#byInstance.delete(instance);
  }
}
