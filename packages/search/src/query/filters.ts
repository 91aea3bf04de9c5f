import { fold } from '../analysis/fold.ts';
import { PATH_SEPARATOR } from '../index/columns.ts';
import type { IndexStore } from '../index/store.ts';
import type { ParsedFilter } from '../types.ts';
import type { FacetSet } from './config.ts';

const NUMBER = '(?:\\*|\\d+(?:\\.\\d+)?)';
const RANGE = new RegExp(`^(${NUMBER})-(${NUMBER})$`);

/**
 * Parses a filter string: `facet:value` (split on the first colon) or `facet:from-to` with `*`
 * for an open end. Returns `undefined` for anything else, so callers can answer 400.
 *
 * @example parseFilter('price:10-*') // { kind: 'range', facet: 'price', from: 10 }
 */
export function parseFilter(filter: string): ParsedFilter | undefined {
  const colon = filter.indexOf(':');
  if (colon <= 0) return undefined;
  const facet = filter.slice(0, colon).trim();
  const value = filter.slice(colon + 1).trim();
  if (facet === '' || value === '') return undefined;
  const range = RANGE.exec(value);
  if (range !== null) {
    const from = range[1] === '*' ? undefined : Number(range[1]);
    const to = range[2] === '*' ? undefined : Number(range[2]);
    if (from !== undefined && to !== undefined && from > to) return undefined;
    return {
      kind: 'range',
      facet,
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
    };
  }
  return { kind: 'value', facet, value };
}

/** The selected values of one facet: a document passes when it has any of them. */
export type FilterGroup =
  | {
      readonly facet: string;
      readonly kind: 'values';
      readonly tree: boolean;
      readonly field: string;
      readonly accepted: Uint8Array;
    }
  | {
      readonly facet: string;
      readonly kind: 'ranges';
      readonly field: string;
      readonly ranges: readonly (readonly [number, number])[];
    }
  | { readonly facet: string; readonly kind: 'none' };

/**
 * Groups filter strings by facet and resolves them against the index: the facet's own
 * definition when there is one, else the field of that name (filters from a shop URL may name
 * facets the configuration does not show).
 */
export function resolveFilters(
  store: IndexStore,
  facets: FacetSet,
  filters: readonly string[],
): FilterGroup[] {
  const byFacet = new Map<string, string[]>();
  for (const filter of filters) {
    const parsed = parseFilter(filter);
    if (parsed === undefined) throw new Error(`search: invalid filter "${filter}"`);
    const values = byFacet.get(parsed.facet) ?? [];
    values.push(filter.slice(filter.indexOf(':') + 1).trim());
    byFacet.set(parsed.facet, values);
  }
  if (byFacet.size > 30) throw new Error(`search: too many filtered facets (${byFacet.size}, at most 30)`);
  const groups: FilterGroup[] = [];
  for (const [facet, values] of byFacet) {
    const definition = facets.byId.get(facet);
    const field = definition?.field ?? facet;
    const asRange =
      definition === undefined
        ? store.numeric.has(field) && !store.text.has(field)
        : definition.type === 'range';
    const asTree =
      definition === undefined
        ? field === 'categories' && values.some((value) => value.includes(PATH_SEPARATOR))
        : definition.type === 'hierarchical';
    if (asRange) {
      const ranges = values
        .map((value) => parseFilter(`${facet}:${value}`))
        .filter((parsed) => parsed?.kind === 'range');
      groups.push({
        facet,
        kind: 'ranges',
        field,
        ranges: ranges.map((range) => [range.from ?? -Infinity, range.to ?? Infinity] as const),
      });
    } else if (asTree) {
      const accepted = new Uint8Array(store.categories.name.length);
      let any = false;
      for (const value of values) {
        const node = store.categories.nodeOf(value);
        if (node !== undefined) {
          accepted[node] = 1;
          any = true;
        }
      }
      groups.push(any ? { facet, kind: 'values', tree: true, field, accepted } : { facet, kind: 'none' });
    } else {
      const column = store.text.get(field);
      if (column === undefined) {
        groups.push({ facet, kind: 'none' });
        continue;
      }
      const accepted = new Uint8Array(column.dictionarySize);
      let any = false;
      for (const value of values) {
        const id = column.idOf(value);
        if (id !== undefined) {
          accepted[id] = 1;
          any = true;
        }
      }
      groups.push(any ? { facet, kind: 'values', tree: false, field, accepted } : { facet, kind: 'none' });
    }
  }
  return groups;
}

/** Whether the document in `slot` passes the group. */
export function passes(store: IndexStore, group: FilterGroup, slot: number): boolean {
  switch (group.kind) {
    case 'none':
      return false;
    case 'ranges': {
      const value = store.numeric.get(group.field)!.get(slot);
      if (Number.isNaN(value)) return false;
      for (const [from, to] of group.ranges) if (value >= from && (value < to || to === from)) return true;
      return false;
    }
    case 'values':
      return group.tree
        ? store.categories.has(slot, group.accepted)
        : store.text.get(group.field)!.values.has(slot, group.accepted);
  }
}

/** Folded form used to mark selected facet values. */
export function selectionKey(value: string): string {
  return fold(value).trim();
}
