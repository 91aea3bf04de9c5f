import { fold } from '../analysis/fold.ts';
import { ensureCapacity } from './growable.ts';

/**
 * Several small integer values per document slot: the first in a flat array, the rest (a product
 * in several sizes) in one shared pool, as a count then the values, so the common case costs four
 * bytes per product and counting a multi-valued facet reads arrays, never a map.
 */
export class MultiValueColumn {
  /** First value per slot, -1 for none. */
  first = new Int32Array(0);
  /** 1 where the slot has more values than the first, so hot loops skip the pool otherwise. */
  multi = new Uint8Array(0);
  /** How many slots are flagged in `multi`: with none, a hot loop reads `first` alone. */
  multiCount = 0;
  /** Where a slot flagged in `multi` has its rest in `pool`: the count, then the values. */
  restAt = new Int32Array(0);
  pool = new Int32Array(0);
  private poolLength = 0;
  /** Pool entries left behind by slots rewritten or cleared, reclaimed once they are half of it. */
  private garbage = 0;
  /** The slots holding each value (see {@link MultiValueColumn.slotsWith}); dropped on any change. */
  private inverted: { readonly offsets: Int32Array; readonly slots: Int32Array } | undefined;

  set(slot: number, values: readonly number[]): void {
    this.inverted = undefined;
    this.first = ensureCapacity(this.first, slot + 1, Int32Array, -1);
    this.multi = ensureCapacity(this.multi, slot + 1, Uint8Array);
    this.restAt = ensureCapacity(this.restAt, slot + 1, Int32Array);
    this.release(slot);
    this.first[slot] = values.length === 0 ? -1 : values[0]!;
    if (values.length > 1) this.append(slot, values);
  }

  clear(slot: number): void {
    if (slot >= this.first.length) return;
    this.inverted = undefined;
    this.release(slot);
    this.first[slot] = -1;
  }

  /** Calls `visit` for each value of the slot. */
  forEach(slot: number, visit: (value: number) => void): void {
    const head = slot < this.first.length ? this.first[slot]! : -1;
    if (head < 0) return;
    visit(head);
    if (this.multi[slot] === 0) return;
    const at = this.restAt[slot]!;
    for (let i = at + 1; i <= at + this.pool[at]!; i++) visit(this.pool[i]!);
  }

  has(slot: number, accepted: Uint8Array): boolean {
    const head = slot < this.first.length ? this.first[slot]! : -1;
    if (head < 0) return false;
    if (accepted[head] === 1) return true;
    if (this.multi[slot] === 0) return false;
    const at = this.restAt[slot]!;
    for (let i = at + 1; i <= at + this.pool[at]!; i++) if (accepted[this.pool[i]!] === 1) return true;
    return false;
  }

  /**
   * The slots holding `value`, in slot order. The lists of every value are built in one pass on the
   * first call after a change, so a rule naming a value reaches its products without reading
   * every candidate's values.
   */
  slotsWith(value: number): Int32Array {
    const { offsets, slots } = (this.inverted ??= this.invert());
    return value + 1 < offsets.length
      ? slots.subarray(offsets[value]!, offsets[value + 1]!)
      : slots.subarray(0, 0);
  }

  private invert(): { offsets: Int32Array; slots: Int32Array } {
    const { first, multi, restAt, pool } = this;
    let counts = new Int32Array(0);
    let total = 0;
    const count = (value: number): void => {
      counts = ensureCapacity(counts, value + 2, Int32Array);
      counts[value + 1]!++;
      total++;
    };
    for (let slot = 0; slot < first.length; slot++) {
      if (first[slot]! < 0) continue;
      count(first[slot]!);
      if (multi[slot] === 0) continue;
      const at = restAt[slot]!;
      for (let i = at + 1; i <= at + pool[at]!; i++) count(pool[i]!);
    }
    const offsets = counts;
    for (let value = 1; value < offsets.length; value++) offsets[value]! += offsets[value - 1]!;
    const next = offsets.slice();
    const slots = new Int32Array(total);
    for (let slot = 0; slot < first.length; slot++) {
      if (first[slot]! < 0) continue;
      slots[next[first[slot]!]!++] = slot;
      if (multi[slot] === 0) continue;
      const at = restAt[slot]!;
      for (let i = at + 1; i <= at + pool[at]!; i++) slots[next[pool[i]!]!++] = slot;
    }
    return { offsets, slots };
  }

  /** Values after the first; only for slots flagged in `multi`. */
  more(slot: number): Int32Array {
    const at = this.restAt[slot]!;
    return this.pool.subarray(at + 1, at + 1 + this.pool[at]!);
  }

  private release(slot: number): void {
    if (this.multi[slot] === 0) return;
    this.garbage += 1 + this.pool[this.restAt[slot]!]!;
    this.multi[slot] = 0;
    this.multiCount--;
  }

  private append(slot: number, values: readonly number[]): void {
    if (this.garbage > 4_096 && this.garbage * 2 > this.poolLength) this.compact();
    this.pool = ensureCapacity(this.pool, this.poolLength + values.length, Int32Array);
    this.restAt[slot] = this.poolLength;
    this.pool[this.poolLength++] = values.length - 1;
    for (let i = 1; i < values.length; i++) this.pool[this.poolLength++] = values[i]!;
    this.multi[slot] = 1;
    this.multiCount++;
  }

  private compact(): void {
    const pool = new Int32Array(Math.max(8, (this.poolLength - this.garbage) * 2));
    let length = 0;
    for (let slot = 0; slot < this.multi.length; slot++) {
      if (this.multi[slot] === 0) continue;
      const at = this.restAt[slot]!;
      const size = 1 + this.pool[at]!;
      pool.set(this.pool.subarray(at, at + size), length);
      this.restAt[slot] = length;
      length += size;
    }
    this.pool = pool;
    this.poolLength = length;
    this.garbage = 0;
  }
}

/** A text field's distinct values (folded for matching, first spelling kept for display). */
export class TextColumn {
  readonly values = new MultiValueColumn();
  readonly labels: string[] = [];
  private readonly ids = new Map<string, number>();

  get dictionarySize(): number {
    return this.labels.length;
  }

  idOf(value: string): number | undefined {
    return this.ids.get(fold(value).trim());
  }

  set(slot: number, raw: readonly string[]): void {
    const ids: number[] = [];
    for (const value of raw) {
      const key = fold(value).trim();
      if (key === '') continue;
      let id = this.ids.get(key);
      if (id === undefined) {
        id = this.labels.length;
        this.ids.set(key, id);
        this.labels.push(value.trim());
      }
      if (!ids.includes(id)) ids.push(id);
    }
    this.values.set(slot, ids);
  }
}

/** One number per slot; NaN when the product has none. */
export class NumericColumn {
  values = new Float64Array(0);

  set(slot: number, value: number | undefined): void {
    this.values = ensureCapacity(this.values, slot + 1, Float64Array, Number.NaN);
    this.values[slot] = value === undefined || !Number.isFinite(value) ? Number.NaN : value;
  }

  get(slot: number): number {
    return slot < this.values.length ? this.values[slot]! : Number.NaN;
  }
}

/** Separator of category path strings in filters: `Women>Shoes>Boots`. */
export const PATH_SEPARATOR = '>';

/**
 * Category paths interned as tree nodes. Each product holds the deepest node of each of its paths;
 * ancestors are reached through `parent`, so a product in one path costs one integer.
 */
export class CategoryTree {
  readonly values = new MultiValueColumn();
  parent = new Int32Array(0);
  readonly name: string[] = [];
  readonly path: string[] = [];
  readonly children: number[][] = [];
  readonly roots: number[] = [];
  private readonly ids = new Map<string, number>();
  /** Leaf node by the raw path as given: most products repeat a path already seen. */
  private readonly leaves = new Map<string, number>();

  nodeOf(path: string): number | undefined {
    return this.ids.get(keyOf(path.split(PATH_SEPARATOR)));
  }

  set(slot: number, paths: readonly (readonly string[])[]): void {
    const leaves: number[] = [];
    for (const segments of paths) {
      const raw = segments.join('\u0000');
      const known = this.leaves.get(raw);
      if (known !== undefined) {
        if (!leaves.includes(known)) leaves.push(known);
        continue;
      }
      let parent = -1;
      const trail: string[] = [];
      for (const raw of segments) {
        const segment = raw.replaceAll(PATH_SEPARATOR, ' ').trim();
        if (segment === '') continue;
        trail.push(segment);
        const key = keyOf(trail);
        let id = this.ids.get(key);
        if (id === undefined) {
          id = this.name.length;
          this.ids.set(key, id);
          this.parent = ensureCapacity(this.parent, id + 1, Int32Array);
          this.parent[id] = parent;
          this.name.push(segment);
          this.path.push(trail.join(PATH_SEPARATOR));
          this.children.push([]);
          if (parent < 0) this.roots.push(id);
          else this.children[parent]!.push(id);
        }
        parent = id;
      }
      if (parent < 0) continue;
      this.leaves.set(raw, parent);
      if (!leaves.includes(parent)) leaves.push(parent);
    }
    this.values.set(slot, leaves);
  }

  get size(): number {
    return this.name.length;
  }

  /** Whether a product's node, or one of its ancestors, is accepted. */
  has(slot: number, accepted: Uint8Array): boolean {
    const values = this.values;
    const head = slot < values.first.length ? values.first[slot]! : -1;
    if (head < 0) return false;
    if (this.reaches(head, accepted)) return true;
    if (values.multi[slot] === 0) return false;
    for (const leaf of values.more(slot)) if (this.reaches(leaf, accepted)) return true;
    return false;
  }

  private reaches(leaf: number, accepted: Uint8Array): boolean {
    for (let node = leaf; node >= 0; node = this.parent[node]!) if (accepted[node] === 1) return true;
    return false;
  }
}

function keyOf(segments: readonly string[]): string {
  return segments.map((segment) => fold(segment).trim()).join(PATH_SEPARATOR);
}
