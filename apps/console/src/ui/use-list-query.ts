import { useState } from 'react';
import type { SortState } from './data-table.tsx';

/** Rows a list page shows at once. */
export const LIST_PAGE_SIZE = 20;

interface ListState<Key extends string> {
  q: string;
  sort: SortState<Key>;
  offset: number;
}

/**
 * The state of a server-side list: the text searched, the sort and the page. A new search or sort
 * starts again at the first page; `query` is what the merchandising list endpoints read.
 */
export function useListQuery<Key extends string>(initialSort: SortState<Key>, pageSize = LIST_PAGE_SIZE) {
  const [state, setState] = useState<ListState<Key>>({ q: '', sort: initialSort, offset: 0 });
  return {
    sort: state.sort,
    offset: state.offset,
    pageSize,
    query: {
      q: state.q || undefined,
      sort: state.sort.key,
      order: state.sort.direction,
      limit: pageSize,
      offset: state.offset,
    },
    setSearch: (q: string) =>
      setState((current) => (current.q === q ? current : { ...current, q, offset: 0 })),
    setSort: (sort: SortState<Key>) => setState((current) => ({ ...current, sort, offset: 0 })),
    setOffset: (offset: number) =>
      setState((current) => (current.offset === offset ? current : { ...current, offset })),
  };
}
