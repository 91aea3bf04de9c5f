import { fold } from '../analysis/fold.ts';
import { ensureCapacity } from './growable.ts';

/**
 * Several small integer values per document slot: the first in a flat array, the rest (rare: a
 * product in two colours) in a side map, so the common case costs four bytes per product.
 */
export class MultiValueColumn {
  /** First value per slot, -1 for none. */
  first = new Int32Array(0);
  /** 1 where the slot has more values than the first, so hot loops skip the map otherwise. */
  multi = new Uint8Array(0);
  private readonly rest = new Map<number, number[]>();

  set(slot: number, values: readonly number[]): void {
    this.first = ensureCapacity(this.first, slot + 1, Int32Array, -1);
    this.multi = ensureCapacity(this.multi, slot + 1, Uint8Array);
    if (values.length === 0) return;
    this.first[slot] = values[0]!;
    if (values.length > 1) {
      this.rest.set(slot, values.slice(1));
      this.multi[slot] = 1;
    }
  }

  clear(slot: number): void {
    if (slot >= this.first.length) return;
    this.first[slot] = -1;
    this.multi[slot] = 0;
    this.rest.delete(slot);
  }

  /** Calls `visit` for each value of the slot. */
  forEach(slot: number, visit: (value: number) => void): void {
    const head = slot < this.first.length ? this.first[slot]! : -1;
    if (head < 0) return;
    visit(head);
    if (this.multi[slot] === 1) for (const value of this.rest.get(slot)!) visit(value);
  }

  has(slot: number, accepted: Uint8Array): boolean {
    const head = slot < this.first.length ? this.first[slot]! : -1;
    if (head < 0) return false;
    if (accepted[head] === 1) return true;
    if (this.multi[slot] === 0) return false;
    for (const value of this.rest.get(slot)!) if (accepted[value] === 1) return true;
    return false;
  }

  /** Values after the first; only for slots flagged in `multi`. */
  more(slot: number): readonly number[] {
    return this.rest.get(slot) ?? [];
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
