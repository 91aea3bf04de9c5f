import type { MultiValueColumn } from '../index/columns.ts';
import type { IndexStore } from '../index/store.ts';
import type { FacetResult, FacetValue } from '../types.ts';
import type { ResolvedFacet } from './config.ts';
import { passes, selectionKey, type FilterGroup } from './filters.ts';

/** Positions (into the candidate list) of the documents that pass every filter, and the facets. */
export interface FacetStageResult {
  readonly kept: Uint32Array;
  readonly length: number;
  readonly facets: readonly FacetResult[];
}

interface Counter {
  readonly facet: ResolvedFacet;
  /** Bit of the facet's own filter group; its counts ignore that group (disjunctive facets). */
  readonly ownBit: number;
  readonly counts: Int32Array;
  count(slot: number): void;
}

/**
 * Applies the filter groups (values of one facet OR-ed, facets AND-ed) and counts facet values in
 * the same pass: a document failing only a facet's own group still counts for that facet, so a
 * shopper sees how many products each other value of a selected facet would add.
 */
export function filterAndFacet(
  store: IndexStore,
  facets: readonly ResolvedFacet[],
  groups: readonly FilterGroup[],
  filters: readonly string[],
  candidates: Uint32Array,
  candidateCount: number,
): FacetStageResult {
  const counters = facets.map((facet) => counterFor(store, facet, groups));
  const kept = new Uint32Array(candidateCount);
  let length = 0;
  for (let i = 0; i < candidateCount; i++) {
    const slot = candidates[i]!;
    let failed = 0;
    for (let g = 0; g < groups.length; g++) if (!passes(store, groups[g]!, slot)) failed |= 1 << g;
    if (failed === 0) kept[length++] = i;
    for (const counter of counters) if (failed === 0 || failed === counter.ownBit) counter.count(slot);
  }
  const selection = selectedValues(filters);
  return {
    kept,
    length,
    facets: counters.map((counter) => describe(store, counter, selection.get(counter.facet.id))),
  };
}

function counterFor(store: IndexStore, facet: ResolvedFacet, groups: readonly FilterGroup[]): Counter {
  const group = groups.findIndex((candidate) => candidate.facet === facet.id);
  const ownBit = group < 0 ? -1 : 1 << group;
  if (facet.type === 'range') {
    const column = store.numeric.get(facet.field);
    const counts = new Int32Array(facet.ranges.length);
    const bounds = facet.ranges.map((range) => [range.from ?? -Infinity, range.to ?? Infinity] as const);
    return {
      facet,
      ownBit,
      counts,
      count(slot) {
        const value = column?.get(slot) ?? Number.NaN;
        if (Number.isNaN(value)) return;
        for (let r = 0; r < bounds.length; r++)
          if (value >= bounds[r]![0] && value < bounds[r]![1]) counts[r]!++;
      },
    };
  }
  const values: MultiValueColumn | undefined =
    facet.type === 'hierarchical' ? store.categories.values : store.text.get(facet.field)?.values;
  const size =
    facet.type === 'hierarchical'
      ? store.categories.name.length
      : (store.text.get(facet.field)?.dictionarySize ?? 0);
  const counts = new Int32Array(size);
  return {
    facet,
    ownBit,
    counts,
    count(slot) {
      if (values === undefined) return;
      const head = values.head(slot);
      if (head < 0) return;
      counts[head]!++;
      const more = values.more(slot);
      if (more !== undefined) for (const value of more) counts[value]!++;
    },
  };
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
  counter: Counter,
  selected: ReadonlySet<string> = new Set(),
): FacetResult {
  const { facet, counts } = counter;
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
    const level = (nodes: readonly number[]): FacetValue[] =>
      nodes
        .filter((node) => counts[node]! > 0 || selected.has(selectionKey(tree.path[node]!)))
        .sort((a, b) => counts[b]! - counts[a]! || tree.name[a]!.localeCompare(tree.name[b]!))
        .slice(0, facet.limit)
        .map((node) => value(tree.name[node]!, tree.path[node]!, counts[node]!, level(tree.children[node]!)));
    return { id: facet.id, label: facet.label, type: 'hierarchical', values: level(tree.roots) };
  }
  const labels = store.text.get(facet.field)?.labels ?? [];
  const ids: number[] = [];
  for (let id = 0; id < counts.length; id++) {
    if (counts[id]! > 0 || selected.has(selectionKey(labels[id]!))) ids.push(id);
  }
  ids.sort(
    facet.order === 'alphabetical'
      ? (a, b) => labels[a]!.localeCompare(labels[b]!)
      : (a, b) => counts[b]! - counts[a]! || labels[a]!.localeCompare(labels[b]!),
  );
  return {
    id: facet.id,
    label: facet.label,
    type: 'value',
    values: ids.slice(0, facet.limit).map((id) => value(labels[id]!, labels[id]!, counts[id]!)),
  };
}
