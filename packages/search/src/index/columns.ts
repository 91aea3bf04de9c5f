import { fold } from '../analysis/fold.ts';
import { ensureCapacity } from './growable.ts';

/**
 * Several small integer values per document slot: the first in a flat array, the rest (rare: a
 * product in two colours) in a side map, so the common case costs four bytes per product.
 */
export class MultiValueColumn {
  private first = new Int32Array(0);
  private readonly rest = new Map<number, number[]>();

  set(slot: number, values: readonly number[]): void {
    this.first = ensureCapacity(this.first, slot + 1, Int32Array, -1);
    if (values.length === 0) return;
    this.first[slot] = values[0]!;
    if (values.length > 1) this.rest.set(slot, values.slice(1));
  }

  clear(slot: number): void {
    if (slot < this.first.length) this.first[slot] = -1;
    this.rest.delete(slot);
  }

  /** Calls `visit` for each value of the slot. */
  forEach(slot: number, visit: (value: number) => void): void {
    const head = slot < this.first.length ? this.first[slot]! : -1;
    if (head < 0) return;
    visit(head);
    const more = this.rest.get(slot);
    if (more !== undefined) for (const value of more) visit(value);
  }

  has(slot: number, accepted: Uint8Array): boolean {
    const head = slot < this.first.length ? this.first[slot]! : -1;
    if (head < 0) return false;
    if (accepted[head] === 1) return true;
    const more = this.rest.get(slot);
    if (more === undefined) return false;
    for (const value of more) if (accepted[value] === 1) return true;
    return false;
  }

  /** The first value, or -1: enough for single-valued fields in hot loops. */
  head(slot: number): number {
    return slot < this.first.length ? this.first[slot]! : -1;
  }

  hasMore(slot: number): boolean {
    return this.rest.has(slot);
  }

  more(slot: number): readonly number[] | undefined {
    return this.rest.get(slot);
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

/** Category paths interned as tree nodes; each product holds its nodes and all their ancestors. */
export class CategoryTree {
  readonly values = new MultiValueColumn();
  readonly parent: number[] = [];
  readonly name: string[] = [];
  readonly path: string[] = [];
  readonly children: number[][] = [];
  readonly roots: number[] = [];
  private readonly ids = new Map<string, number>();

  nodeOf(path: string): number | undefined {
    return this.ids.get(keyOf(path.split(PATH_SEPARATOR)));
  }

  set(slot: number, paths: readonly (readonly string[])[]): void {
    const nodes: number[] = [];
    for (const segments of paths) {
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
          this.parent.push(parent);
          this.name.push(segment);
          this.path.push(trail.join(PATH_SEPARATOR));
          this.children.push([]);
          if (parent < 0) this.roots.push(id);
          else this.children[parent]!.push(id);
        }
        if (!nodes.includes(id)) nodes.push(id);
        parent = id;
      }
    }
    this.values.set(slot, nodes);
  }
}

function keyOf(segments: readonly string[]): string {
  return segments.map((segment) => fold(segment).trim()).join(PATH_SEPARATOR);
}
