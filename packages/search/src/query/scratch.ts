/**
 * Per-document accumulators reused across searches. An epoch stamp per level tells whether a
 * slot's value belongs to the current pass, so nothing is cleared between queries.
 */
export class Level {
  epoch = new Int32Array(0);
  score = new Float32Array(0);
  typos = new Uint8Array(0);
  count = new Uint8Array(0);
  touched = new Uint32Array(0);
  length = 0;
  private current = 0;

  resize(capacity: number): void {
    if (this.epoch.length >= capacity) return;
    const size = Math.max(capacity, this.epoch.length * 2);
    this.epoch = new Int32Array(size);
    this.score = new Float32Array(size);
    this.typos = new Uint8Array(size);
    this.count = new Uint8Array(size);
    this.touched = new Uint32Array(size);
    this.current = 0;
  }

  /** Starts a pass: every slot reads as untouched. */
  begin(): void {
    this.length = 0;
    if (this.current === 0x7fffffff) {
      this.epoch.fill(0);
      this.current = 0;
    }
    this.current++;
  }

  /** Whether `slot` was touched in this pass; touches it (zeroed) when not. */
  visit(slot: number): boolean {
    if (this.epoch[slot] === this.current) return true;
    this.epoch[slot] = this.current;
    this.score[slot] = 0;
    this.typos[slot] = 0;
    this.count[slot] = 0;
    this.touched[this.length++] = slot;
    return false;
  }

  has(slot: number): boolean {
    return this.epoch[slot] === this.current;
  }
}

/** Scratch space of one index: term, phrase, slot and document levels, plus a query mask per document. */
export class Scratch {
  readonly term = new Level();
  readonly phrase = new Level();
  readonly slot = new Level();
  readonly document = new Level();
  mask = new Uint32Array(0);

  resize(capacity: number): void {
    this.term.resize(capacity);
    this.phrase.resize(capacity);
    this.slot.resize(capacity);
    this.document.resize(capacity);
    if (this.mask.length < capacity) this.mask = new Uint32Array(Math.max(capacity, this.mask.length * 2));
  }
}
