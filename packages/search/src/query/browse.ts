import { PATH_SEPARATOR } from '../index/columns.ts';
import type { IndexStore } from '../index/store.ts';
import type { BrowsePage } from '../types.ts';
import type { FilterGroup } from './filters.ts';

/**
 * The filter group of a browse page: the products whose field holds the value. `categories`
 * reads a path (`Women>Shoes`) as that node of the category tree, and a name as that category at
 * any level. The group names no facet, so it narrows every facet's counts too.
 */
export function browseGroup(store: IndexStore, page: BrowsePage): FilterGroup {
  const facet = `browse:${page.field}`;
  if (page.field === 'categories' && page.value.includes(PATH_SEPARATOR)) {
    const node = store.categories.nodeOf(page.value);
    if (node === undefined) return { facet, kind: 'none' };
    const accepted = new Uint8Array(store.categories.name.length);
    accepted[node] = 1;
    return { facet, kind: 'values', tree: true, field: 'categories', accepted };
  }
  const column = store.text.get(page.field);
  const id = column?.idOf(page.value);
  if (column === undefined || id === undefined) return { facet, kind: 'none' };
  const accepted = new Uint8Array(column.dictionarySize);
  accepted[id] = 1;
  return { facet, kind: 'values', tree: false, field: page.field, accepted };
}
