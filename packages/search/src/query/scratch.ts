/**
 * Per-document accumulators reused across searches. An epoch stamp per level tells whether a
 * slot's value belongs to the current pass, so nothing is cleared between queries.
 */
export class Level {
  epoch = new Int32Array(0);
  score = new Float32Array(0);
  typos = new Uint8Array(0);
  count = new Uint8Array(0);
  /** 1 when the slot matched in a field other than the description (name, brand, categories, ...). */
  strong = new Uint8Array(0);
  touched = new Uint32Array(0);
  length = 0;
  /** Epoch of the current pass: a slot whose `epoch` equals it was touched in this pass. */
  stamp = 0;

  resize(capacity: number): void {
    if (this.epoch.length >= capacity) return;
    const size = Math.max(capacity, this.epoch.length * 2);
    this.epoch = new Int32Array(size);
    this.score = new Float32Array(size);
    this.typos = new Uint8Array(size);
    this.count = new Uint8Array(size);
    this.strong = new Uint8Array(size);
    this.touched = new Uint32Array(size);
    this.stamp = 0;
  }

  /** Starts a pass: every slot reads as untouched. */
  begin(): void {
    this.length = 0;
    if (this.stamp === 0x7fffffff) {
      this.epoch.fill(0);
      this.stamp = 0;
    }
    this.stamp++;
  }

  /** Whether `slot` was touched in this pass; touches it (zeroed) when not. */
  visit(slot: number): boolean {
    if (this.epoch[slot] === this.stamp) return true;
    this.epoch[slot] = this.stamp;
    this.score[slot] = 0;
    this.typos[slot] = 0;
    this.count[slot] = 0;
    this.strong[slot] = 0;
    this.touched[this.length++] = slot;
    return false;
  }

  has(slot: number): boolean {
    return this.epoch[slot] === this.stamp;
  }
}

/** Bits of {@link Scratch.named}: what a search does to a product it names. */
export const NAMED = {
  /** Hidden by a rule naming the product. */
  hidden: 1,
  /** Buried by a rule naming the product. */
  buried: 2,
  /** Pinned by a rule. */
  pinned: 4,
  /** Added to the candidates besides the text's: an identifier hit or a pin. */
  extra: 8,
  /** Held by a boost rule's values or named by its ids (before its stock-safe check). */
  boosted: 16,
  /** Boosted by a standing rule (`standing-rules.ts`), after its stock-safe check. */
  standingBoost: 32,
} as const;

/**
 * Scratch space of one index: term, phrase, slot and document levels, a query mask per document,
 * and the per-search candidate arrays. Reusing them keeps large typed arrays out of the garbage
 * collector's way; their contents are valid until the next search on the same index.
 */
export class Scratch {
  readonly term = new Level();
  readonly phrase = new Level();
  readonly slot = new Level();
  readonly document = new Level();
  mask = new Uint32Array(0);
  /** Per document, a bit per query slot it matches outside the description. */
  strongMask = new Uint32Array(0);
  slots = new Uint32Array(0);
  scores = new Float32Array(0);
  typos = new Uint8Array(0);
  reasons = new Uint8Array(0);
  /** Per candidate, how far it falls short of the whole query (see `retrieve.ts`); 0 for a full match. */
  shortfall = new Uint16Array(0);
  kept = new Uint32Array(0);
  failed = new Uint32Array(0);
  counted = new Uint32Array(0);
  tier = new Int8Array(0);
  keys = new Float64Array(0);
  sortValues = new Float64Array(0);
  rankTypos = new Uint8Array(0);
  rankShortfall = new Uint16Array(0);
  rankSlots = new Uint32Array(0);
  /** Per document, 1 while it is in the set being complemented (zero otherwise). */
  marks = new Uint8Array(0);
  /** Live documents outside a broad facet-counting set (see `facets.ts`). */
  complement = new Uint32Array(0);
  /**
   * Per document, bits of what this search does to it by name (hidden, buried, boosted or pinned by
   * a rule, added besides the text's candidates: `rules.ts`, `standing-rules.ts`), so hot loops read
   * a byte, not a set.
   */
  named = new Uint8Array(0);
  /** The documents {@link Scratch.name} set bits on, given back their base bits by the next search. */
  private readonly namedSlots: number[] = [];
  /** The bits {@link Scratch.named} starts from: the standing rules' effects, or none. */
  private base: Uint8Array | undefined;

  /**
   * Starts a search's {@link Scratch.named} bits from `base` (zero without), with room for
   * `capacity` documents: only the documents the previous search named are reset, unless the base
   * changed.
   */
  resetNamed(capacity: number, base?: Uint8Array): void {
    if (this.named.length < capacity || base !== this.base) {
      if (this.named.length < capacity)
        this.named = new Uint8Array(Math.max(capacity, this.named.length * 2));
      if (base === undefined) this.named.fill(0);
      else {
        this.named.set(base);
        this.named.fill(0, base.length);
      }
    } else for (const slot of this.namedSlots) this.named[slot] = base?.[slot] ?? 0;
    this.base = base;
    this.namedSlots.length = 0;
  }

  /** Sets `bits` on a document for this search. */
  name(slot: number, bits: number): void {
    if ((this.named[slot]! & bits) === bits) return;
    this.namedSlots.push(slot);
    this.named[slot]! |= bits;
  }

  /** Makes room for `length` candidates, keeping the first `keep` of them. */
  reserveCandidates(length: number, keep = 0): void {
    if (this.slots.length >= length) return;
    const size = Math.max(length, this.slots.length * 2, 1024);
    const grow = <T extends Uint32Array | Float32Array | Uint16Array | Uint8Array>(old: T, next: T): T => {
      next.set(old.subarray(0, keep));
      return next;
    };
    this.slots = grow(this.slots, new Uint32Array(size));
    this.scores = grow(this.scores, new Float32Array(size));
    this.typos = grow(this.typos, new Uint8Array(size));
    this.reasons = grow(this.reasons, new Uint8Array(size));
    this.shortfall = grow(this.shortfall, new Uint16Array(size));
  }

  private selected = new Float32Array(0);

  /** A buffer of at least `length` scores to select from; its contents are the caller's to overwrite. */
  selection(length: number): Float32Array {
    if (this.selected.length < length)
      this.selected = new Float32Array(Math.max(length, this.selected.length * 2));
    return this.selected;
  }

  /** Makes room for the filter, facet and ranking arrays of `length` candidates. */
  reserveRanking(length: number): void {
    if (this.kept.length >= length) return;
    const size = Math.max(length, this.kept.length * 2, 1024);
    this.kept = new Uint32Array(size);
    this.failed = new Uint32Array(size);
    this.counted = new Uint32Array(size);
    this.tier = new Int8Array(size);
    this.keys = new Float64Array(size);
    this.sortValues = new Float64Array(size);
    this.rankTypos = new Uint8Array(size);
    this.rankShortfall = new Uint16Array(size);
    this.rankSlots = new Uint32Array(size);
  }

  /** Makes room for marks and a complement over `capacity` documents. */
  reserveComplement(capacity: number): void {
    if (this.marks.length >= capacity) return;
    this.marks = new Uint8Array(Math.max(capacity, this.marks.length * 2));
    this.complement = new Uint32Array(this.marks.length);
  }

  resize(capacity: number): void {
    this.term.resize(capacity);
    this.phrase.resize(capacity);
    this.slot.resize(capacity);
    this.document.resize(capacity);
    if (this.mask.length < capacity) {
      this.mask = new Uint32Array(Math.max(capacity, this.mask.length * 2));
      this.strongMask = new Uint32Array(this.mask.length);
    }
  }
}
