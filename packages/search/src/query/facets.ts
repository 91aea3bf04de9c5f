import type { TextColumn } from '../index/columns.ts';
import type { IndexStore } from '../index/store.ts';
import type { FacetResult, FacetValue } from '../types.ts';
import type { ResolvedFacet } from './config.ts';
import { hiddenValues, sortValues, valueComparator } from './facet-order.ts';
import { passes, selectionKey, type FilterGroup } from './filters.ts';
import type { Scratch } from './scratch.ts';

/** Positions (into the candidate list) of the documents that pass every filter (in scratch), and the facets. */
export interface FacetStageResult {
  readonly kept: Uint32Array;
  readonly length: number;
  readonly facets: readonly FacetResult[];
}

/**
 * Applies the filter groups (values of one facet OR-ed, facets AND-ed) and counts facet values:
 * a document failing only a facet's own group still counts for that facet, so a shopper sees how
 * many products each other value of a selected facet would add.
 */
export function filterAndFacet(
  store: IndexStore,
  scratch: Scratch,
  facets: readonly ResolvedFacet[],
  groups: readonly FilterGroup[],
  filters: readonly string[],
  candidates: Uint32Array,
  candidateCount: number,
): FacetStageResult {
  const kept = scratch.kept;
  let length = 0;
  // Bitmask of failed groups per candidate; only needed when something is filtered.
  const failed = groups.length === 0 ? undefined : scratch.failed;
  if (failed === undefined) {
    for (let i = 0; i < candidateCount; i++) kept[i] = i;
    length = candidateCount;
  } else {
    for (let i = 0; i < candidateCount; i++) {
      const slot = candidates[i]!;
      let mask = 0;
      for (let g = 0; g < groups.length; g++) if (!passes(store, groups[g]!, slot)) mask |= 1 << g;
      failed[i] = mask;
      if (mask === 0) kept[length++] = i;
    }
  }
  const selection = selectedValues(filters);
  const ownGroups = facets.map((facet) =>
    failed === undefined ? -1 : groups.findIndex((candidate) => candidate.facet === facet.id),
  );
  // Facets counted over the filtered candidates themselves, the set a complement would serve.
  const shared = ownGroups.filter((group) => group < 0).length;
  const backwards = countsBackwards(store.alive.length, length, shared);
  // How many live products the filtered candidates leave out, found once, when counting them pays.
  let outsideLength = -1;
  const results = facets.map((facet, index) => {
    const group = ownGroups[index]!;
    let counts: Int32Array;
    if (group < 0 && backwards) {
      if (outsideLength < 0) {
        outsideLength = complementOf(
          store,
          scratch,
          candidates,
          failed === undefined ? undefined : kept,
          length,
        );
      }
      counts = countOutside(store, facet, scratch.complement, outsideLength);
    } else if (group < 0) {
      counts = countFacet(store, facet, candidates, failed === undefined ? undefined : kept, length);
    } else {
      // The documents passing every group except the facet's own.
      const ownBit = 1 << group;
      const counted = scratch.counted;
      let countedLength = 0;
      for (let i = 0; i < candidateCount; i++) {
        const mask = failed![i]!;
        if (mask === 0 || mask === ownBit) counted[countedLength++] = i;
      }
      counts = countFacet(store, facet, candidates, counted, countedLength);
    }
    return describe(store, facet, counts, selection.get(facet.id));
  });
  return { kept, length, facets: results };
}

/**
 * Counts one facet's values over `length` candidates: `candidates[positions[i]]`, or
 * `candidates[i]` when `positions` is undefined (nothing filtered, the common case).
 */
function countFacet(
  store: IndexStore,
  facet: ResolvedFacet,
  candidates: Uint32Array,
  positions: Uint32Array | undefined,
  length: number,
): Int32Array {
  if (facet.type === 'range') return countRanges(store, facet, candidates, positions, length);
  if (facet.type === 'hierarchical') return countCategories(store, candidates, positions, length);
  const column = store.text.get(facet.field);
  const counts = new Int32Array(column?.dictionarySize ?? 0);
  if (column !== undefined) countValuesInto(counts, column, candidates, positions, length);
  return counts;
}

/** Adds 1 to `counts` for each value of the documents read as in {@link countFacet}. */
function countValuesInto(
  counts: Int32Array,
  column: TextColumn,
  candidates: Uint32Array,
  positions: Uint32Array | undefined,
  length: number,
): void {
  const { first, multi, restAt, pool, multiCount } = column.values;
  const size = first.length;
  if (multiCount === 0) {
    // One value at most per product (a brand, a colour): the first values are all there is.
    for (let i = 0; i < length; i++) {
      const slot = positions === undefined ? candidates[i]! : candidates[positions[i]!]!;
      const head = slot < size ? first[slot]! : -1;
      if (head >= 0) counts[head]!++;
    }
    return;
  }
  for (let i = 0; i < length; i++) {
    const slot = positions === undefined ? candidates[i]! : candidates[positions[i]!]!;
    if (slot >= size) continue;
    const head = first[slot]!;
    if (head < 0) continue;
    counts[head]!++;
    if (multi[slot] === 0) continue;
    const at = restAt[slot]!;
    for (let value = at + 1; value <= at + pool[at]!; value++) counts[pool[value]!]!++;
  }
}

/**
 * Writes into `scratch.complement` the live documents not among the `length` candidates (read as
 * in {@link countFacet}) and returns how many there are.
 */
function complementOf(
  store: IndexStore,
  scratch: Scratch,
  candidates: Uint32Array,
  positions: Uint32Array | undefined,
  length: number,
): number {
  const alive = store.alive;
  scratch.reserveComplement(alive.length);
  const { marks, complement } = scratch;
  for (let i = 0; i < length; i++)
    marks[positions === undefined ? candidates[i]! : candidates[positions[i]!]!] = 1;
  let outside = 0;
  for (let slot = 0; slot < alive.length; slot++) {
    if (alive[slot] === 1 && marks[slot] === 0) complement[outside++] = slot;
  }
  for (let i = 0; i < length; i++)
    marks[positions === undefined ? candidates[i]! : candidates[positions[i]!]!] = 0;
  return outside;
}

/**
 * Whether `facets` facets over `length` of `capacity` documents are cheaper to count backwards
 * (see {@link countOutside}): finding the complement reads the catalogue once and the candidates
 * twice, then each facet reads the complement instead of the candidates.
 */
function countsBackwards(capacity: number, length: number, facets: number): boolean {
  return facets * length > capacity + 2 * length + facets * (capacity - length);
}

/** The live documents of a store version, listed once for every facet's totals. */
const liveSlots = new WeakMap<IndexStore, { version: number; slots: Uint32Array }>();
/** Each facet's counts over every live document of a store version. */
const liveTotals = new WeakMap<ResolvedFacet, { store: IndexStore; version: number; counts: Int32Array }>();

/**
 * A facet's counts over a set holding most of the catalogue, counted backwards: its counts over
 * every live document (kept until the index changes) minus those of the `length` live documents
 * outside the set (each document adds to a facet's counts on its own, whatever the facet's kind),
 * so a broad search ("women") reads only the products it leaves out.
 */
function countOutside(
  store: IndexStore,
  facet: ResolvedFacet,
  outside: Uint32Array,
  length: number,
): Int32Array {
  let totals = liveTotals.get(facet);
  if (totals === undefined || totals.store !== store || totals.version !== store.version) {
    let live = liveSlots.get(store);
    if (live === undefined || live.version !== store.version) {
      const slots = new Uint32Array(store.liveCount);
      let count = 0;
      for (let slot = 0; slot < store.alive.length; slot++)
        if (store.alive[slot] === 1) slots[count++] = slot;
      live = { version: store.version, slots };
      liveSlots.set(store, live);
    }
    totals = {
      store,
      version: store.version,
      counts: countFacet(store, facet, live.slots, undefined, live.slots.length),
    };
    liveTotals.set(facet, totals);
  }
  const counts = totals.counts.slice();
  const left = countFacet(store, facet, outside, undefined, length);
  for (let i = 0; i < counts.length; i++) counts[i]! -= left[i]!;
  return counts;
}

function countRanges(
  store: IndexStore,
  facet: Extract<ResolvedFacet, { type: 'range' }>,
  candidates: Uint32Array,
  positions: Uint32Array | undefined,
  length: number,
): Int32Array {
  const counts = new Int32Array(facet.ranges.length);
  const column = store.numeric.get(facet.field);
  if (column === undefined) return counts;
  const values = column.values;
  const size = values.length;
  const from = Float64Array.from(facet.ranges, (range) => range.from ?? -Infinity);
  const to = Float64Array.from(facet.ranges, (range) => range.to ?? Infinity);
  const ranges = from.length;
  // Ranges in ascending order that do not overlap (the usual price buckets) hold a value at most once.
  let disjoint = true;
  for (let r = 1; r < ranges; r++) if (from[r]! < to[r - 1]!) disjoint = false;
  for (let i = 0; i < length; i++) {
    const slot = positions === undefined ? candidates[i]! : candidates[positions[i]!]!;
    if (slot >= size) continue;
    const value = values[slot]!;
    // NaN (no value) fails every comparison.
    for (let r = 0; r < ranges; r++) {
      if (value >= from[r]! && value < to[r]!) {
        counts[r]!++;
        if (disjoint) break;
      }
    }
  }
  return counts;
}

/**
 * Counts category nodes: a product in one path adds to its deepest node only, and the counts
 * are then carried up the tree once (a parent is always interned before its children, so a
 * descending pass sees every child before its parent). A product in several paths may share
 * ancestors between them, so it adds each of its nodes once, directly, past the carry.
 */
function countCategories(
  store: IndexStore,
  candidates: Uint32Array,
  positions: Uint32Array | undefined,
  length: number,
): Int32Array {
  const tree = store.categories;
  const leaves = new Int32Array(tree.size);
  const direct = new Int32Array(tree.size);
  const { first, multi } = tree.values;
  const parent = tree.parent;
  const size = first.length;
  for (let i = 0; i < length; i++) {
    const slot = positions === undefined ? candidates[i]! : candidates[positions[i]!]!;
    const leaf = slot < size ? first[slot]! : -1;
    if (leaf < 0) continue;
    if (multi[slot] === 0) {
      leaves[leaf]!++;
      continue;
    }
    const nodes = new Set<number>();
    for (const start of [leaf, ...tree.values.more(slot)]) {
      for (let node = start; node >= 0; node = parent[node]!) nodes.add(node);
    }
    for (const node of nodes) direct[node]!++;
  }
  for (let node = tree.size - 1; node >= 0; node--) {
    const up = parent[node]!;
    if (up >= 0) leaves[up]! += leaves[node]!;
  }
  for (let node = 0; node < tree.size; node++) leaves[node]! += direct[node]!;
  return leaves;
}

function selectedValues(filters: readonly string[]): Map<string, Set<string>> {
  const selection = new Map<string, Set<string>>();
  for (const filter of filters) {
    const colon = filter.indexOf(':');
    const facet = filter.slice(0, colon).trim();
    const set = selection.get(facet) ?? new Set<string>();
    set.add(selectionKey(filter.slice(colon + 1)));
    selection.set(facet, set);
  }
  return selection;
}

function describe(
  store: IndexStore,
  facet: ResolvedFacet,
  counts: Int32Array,
  selected: ReadonlySet<string> = new Set(),
): FacetResult {
  const value = (label: string, key: string, count: number, children?: FacetValue[]): FacetValue => ({
    value: label,
    filter: `${facet.id}:${key}`,
    count,
    selected: selected.size > 0 && selected.has(selectionKey(key)),
    ...(children === undefined ? {} : { children }),
  });
  if (facet.type === 'range') {
    const values = facet.ranges.map((range, r) => {
      const key = `${range.from ?? '*'}-${range.to ?? '*'}`;
      return value(key, key, counts[r]!);
    });
    return { id: facet.id, label: facet.label, type: 'range', values };
  }
  if (facet.type === 'hierarchical') {
    const tree = store.categories;
    const compare = valueComparator(facet.order, tree.name, counts);
    const level = (nodes: readonly number[]): FacetValue[] =>
      nodes
        .filter(
          (node) =>
            !facet.order.hidden.has(tree.name[node]!) &&
            (counts[node]! > 0 || (selected.size > 0 && selected.has(selectionKey(tree.path[node]!)))),
        )
        .sort(compare)
        .slice(0, facet.limit)
        .map((node) => value(tree.name[node]!, tree.path[node]!, counts[node]!, level(tree.children[node]!)));
    return { id: facet.id, label: facet.label, type: 'hierarchical', values: level(tree.roots) };
  }
  const labels = store.text.get(facet.field)?.labels ?? [];
  const hidden = hiddenValues(facet.order, labels);
  const ids: number[] = [];
  for (let id = 0; id < counts.length; id++) {
    if (hidden[id] === 1) continue;
    if (counts[id]! > 0 || (selected.size > 0 && selected.has(selectionKey(labels[id]!)))) ids.push(id);
  }
  return {
    id: facet.id,
    label: facet.label,
    type: 'value',
    values: sortValues(facet.order, labels, counts, ids)
      .slice(0, facet.limit)
      .map((id) => value(labels[id]!, labels[id]!, counts[id]!)),
  };
}
