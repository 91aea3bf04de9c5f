import type { IndexStore } from '../index/store.ts';
import type { FacetResult, FacetValue } from '../types.ts';
import type { ResolvedFacet, ValueOrder } from './config.ts';
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
  const results = facets.map((facet) => {
    const group = groups.findIndex((candidate) => candidate.facet === facet.id);
    // The documents a facet counts: those passing every group except, maybe, its own.
    let counted: Uint32Array = kept;
    let countedLength = length;
    if (failed !== undefined && group >= 0) {
      const ownBit = 1 << group;
      counted = scratch.counted;
      countedLength = 0;
      for (let i = 0; i < candidateCount; i++) {
        const mask = failed[i]!;
        if (mask === 0 || mask === ownBit) counted[countedLength++] = i;
      }
    }
    const counts = countFacet(store, facet, candidates, counted, countedLength);
    return describe(store, facet, counts, selection.get(facet.id));
  });
  return { kept, length, facets: results };
}

function countFacet(
  store: IndexStore,
  facet: ResolvedFacet,
  candidates: Uint32Array,
  positions: Uint32Array,
  length: number,
): Int32Array {
  if (facet.type === 'range') {
    const counts = new Int32Array(facet.ranges.length);
    const column = store.numeric.get(facet.field);
    if (column === undefined) return counts;
    const values = column.values;
    const from = facet.ranges.map((range) => range.from ?? -Infinity);
    const to = facet.ranges.map((range) => range.to ?? Infinity);
    for (let i = 0; i < length; i++) {
      const slot = candidates[positions[i]!]!;
      const value = slot < values.length ? values[slot]! : Number.NaN;
      if (Number.isNaN(value)) continue;
      for (let r = 0; r < from.length; r++) if (value >= from[r]! && value < to[r]!) counts[r]!++;
    }
    return counts;
  }
  if (facet.type === 'hierarchical') {
    const tree = store.categories;
    const counts = new Int32Array(tree.size);
    const { first, multi } = tree.values;
    const parent = tree.parent;
    for (let i = 0; i < length; i++) {
      const slot = candidates[positions[i]!]!;
      const leaf = slot < first.length ? first[slot]! : -1;
      if (leaf < 0) continue;
      if (multi[slot] === 0) {
        for (let node = leaf; node >= 0; node = parent[node]!) counts[node]!++;
        continue;
      }
      // Several paths may share ancestors: count each node once per product.
      const nodes = new Set<number>();
      for (const start of [leaf, ...tree.values.more(slot)]) {
        for (let node = start; node >= 0; node = parent[node]!) nodes.add(node);
      }
      for (const node of nodes) counts[node]!++;
    }
    return counts;
  }
  const column = store.text.get(facet.field);
  const counts = new Int32Array(column?.dictionarySize ?? 0);
  if (column === undefined) return counts;
  const { first, multi } = column.values;
  for (let i = 0; i < length; i++) {
    const slot = candidates[positions[i]!]!;
    const head = slot < first.length ? first[slot]! : -1;
    if (head < 0) continue;
    counts[head]!++;
    if (multi[slot] === 1) for (const value of column.values.more(slot)) counts[value]!++;
  }
  return counts;
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
    selected: selected.has(selectionKey(key)),
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
    const compare = comparator(facet.order, (node) => tree.name[node]!, counts);
    const level = (nodes: readonly number[]): FacetValue[] =>
      nodes
        .filter(
          (node) =>
            !facet.order.hidden.has(tree.name[node]!) &&
            (counts[node]! > 0 || selected.has(selectionKey(tree.path[node]!))),
        )
        .sort(compare)
        .slice(0, facet.limit)
        .map((node) => value(tree.name[node]!, tree.path[node]!, counts[node]!, level(tree.children[node]!)));
    return { id: facet.id, label: facet.label, type: 'hierarchical', values: level(tree.roots) };
  }
  const labels = store.text.get(facet.field)?.labels ?? [];
  const ids: number[] = [];
  for (let id = 0; id < counts.length; id++) {
    if (facet.order.hidden.has(labels[id]!)) continue;
    if (counts[id]! > 0 || selected.has(selectionKey(labels[id]!))) ids.push(id);
  }
  ids.sort(comparator(facet.order, (id) => labels[id]!, counts));
  return {
    id: facet.id,
    label: facet.label,
    type: 'value',
    values: ids.slice(0, facet.limit).map((id) => value(labels[id]!, labels[id]!, counts[id]!)),
  };
}

/** Orders value ids by the facet's order; ties (and values the merchant did not place) go by count. */
function comparator(
  order: ValueOrder,
  labelOf: (id: number) => string,
  counts: Int32Array,
): (a: number, b: number) => number {
  const byCount = (a: number, b: number): number =>
    counts[b]! - counts[a]! || labelOf(a).localeCompare(labelOf(b));
  if (order.by === 'alphabetical') return (a, b) => labelOf(a).localeCompare(labelOf(b));
  if (order.by === 'count') return byCount;
  const unranked = order.rank.size;
  return (a, b) =>
    (order.rank.get(labelOf(a)) ?? unranked) - (order.rank.get(labelOf(b)) ?? unranked) || byCount(a, b);
}
