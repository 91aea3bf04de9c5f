import { useMemo, useState } from 'react';
import type { SortState } from '../../ui/data-table.tsx';

/** Rows shown per page of a team table. */
export const TEAM_PAGE_SIZE = 10;

interface TableViewOptions<Row, Key extends string> {
  /** The text a search looks in (name and e-mail). */
  searchText: (row: Row) => string;
  /** How each sortable column orders two rows, ascending. */
  compare: Record<Key, (a: Row, b: Row) => number>;
  initialSort: SortState<Key>;
}

/**
 * Search, sort and page over a list the server answers whole (an organisation's team is small):
 * a new search or sort goes back to the first page.
 */
export function useTableView<Row, Key extends string>(
  rows: readonly Row[],
  { searchText, compare, initialSort }: TableViewOptions<Row, Key>,
) {
  const [search, setSearchText] = useState('');
  const [sort, setSortState] = useState(initialSort);
  const [offset, setOffset] = useState(0);

  const matching = useMemo(() => {
    const needle = search.toLocaleLowerCase();
    const found = rows.filter((row) => searchText(row).toLocaleLowerCase().includes(needle));
    const order = compare[sort.key];
    const sign = sort.direction === 'asc' ? 1 : -1;
    return found.sort((a, b) => sign * order(a, b));
  }, [rows, search, searchText, compare, sort]);

  // A removal can leave the page past the end: show the last one that has rows.
  const lastOffset = Math.max(0, Math.floor((matching.length - 1) / TEAM_PAGE_SIZE) * TEAM_PAGE_SIZE);
  const shownOffset = Math.min(offset, lastOffset);

  return {
    rows: matching.slice(shownOffset, shownOffset + TEAM_PAGE_SIZE),
    total: matching.length,
    offset: shownOffset,
    setOffset,
    search,
    setSearch: (text: string) => {
      if (text === search) return;
      setSearchText(text);
      setOffset(0);
    },
    sort,
    setSort: (next: SortState<Key>) => {
      setSortState(next);
      setOffset(0);
    },
  };
}
