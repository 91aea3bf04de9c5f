import { ensureCapacity } from './growable.ts';

/** Bits of a posting entry that hold the field id; the doc slot sits above them. */
export const FIELD_BITS = 6;
export const MAX_FIELDS = 1 << FIELD_BITS;

/**
 * One term's postings: entries `(slot << FIELD_BITS) | field` in slot order, with the term
 * frequency in a parallel byte array. Five bytes per (term, document, field).
 */
export class PostingList {
  entries: Uint32Array;
  frequencies: Uint8Array;
  length = 0;
  /** Distinct live documents, for idf; maintained by the index. */
  documentCount = 0;

  constructor() {
    this.entries = new Uint32Array(2);
    this.frequencies = new Uint8Array(2);
  }

  add(slot: number, field: number, frequency: number): void {
    const at = this.length;
    if (at === this.entries.length) {
      this.entries = ensureCapacity(this.entries, at + 1, Uint32Array);
      this.frequencies = ensureCapacity(this.frequencies, at + 1, Uint8Array);
    }
    this.entries[at] = slot * MAX_FIELDS + field;
    this.frequencies[at] = Math.min(frequency, 255);
    this.length = at + 1;
  }
}

export function slotOf(entry: number): number {
  return entry >>> FIELD_BITS;
}
