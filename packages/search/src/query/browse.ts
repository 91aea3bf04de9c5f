import { PATH_SEPARATOR } from '../index/columns.ts';
import type { IndexStore } from '../index/store.ts';
import type { BrowsePage } from '../types.ts';
import { passes, type FilterGroup } from './filters.ts';

/**
 * The filter group of the products whose field holds one of `values`. `categories` reads a path
 * (`Women>Shoes`) as that node of the category tree, and a name as that category at any level.
 */
function valuesGroup(
  store: IndexStore,
  facet: string,
  field: string,
  values: readonly string[],
): FilterGroup {
  if (field === 'categories' && values.some((value) => value.includes(PATH_SEPARATOR))) {
    const accepted = new Uint8Array(store.categories.name.length);
    let any = false;
    for (const value of values) {
      const node = store.categories.nodeOf(value);
      if (node !== undefined) {
        accepted[node] = 1;
        any = true;
      }
    }
    return any ? { facet, kind: 'values', tree: true, field, accepted } : { facet, kind: 'none' };
  }
  const column = store.text.get(field);
  if (column === undefined) return { facet, kind: 'none' };
  const accepted = new Uint8Array(column.dictionarySize);
  let any = false;
  for (const value of values) {
    const id = column.idOf(value);
    if (id !== undefined) {
      accepted[id] = 1;
      any = true;
    }
  }
  return any ? { facet, kind: 'values', tree: false, field, accepted } : { facet, kind: 'none' };
}

/**
 * The filter group of a browse page: the products whose field holds the value. The group names no
 * facet, so it narrows every facet's counts too.
 */
export function browseGroup(store: IndexStore, page: BrowsePage): FilterGroup {
  return valuesGroup(store, `browse:${page.field}`, page.field, [page.value]);
}

/**
 * Whether a product has, for every field of `where`, one of its values (a rule element's
 * filters, spec 2 §3); a field with no values restricts nothing.
 */
export function conditionOf(
  store: IndexStore,
  where: Readonly<Record<string, readonly string[]>>,
): (slot: number) => boolean {
  const groups = Object.entries(where)
    .filter(([, values]) => values.length > 0)
    .map(([field, values]) => valuesGroup(store, `where:${field}`, field, values));
  return (slot) => groups.every((group) => passes(store, group, slot));
}
