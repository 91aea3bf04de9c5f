import type { RefObject } from 'react';
import { filterLabel } from '../filters.ts';
import type { Messages } from '../messages.ts';
import { SORTS, type Facet, type Sort } from '../search-api.ts';

/** The filters selected, each a chip that removes it, and the sort menu. */
export function FilterToolbar({
  filters,
  facets,
  sort,
  sortable,
  messages,
  chipsRef,
  onRemove,
  onClear,
  onSort,
}: {
  filters: readonly string[];
  /** The facets their labels are read from. */
  facets: readonly Facet[];
  sort: Sort;
  /** Nothing found, nothing to sort: the featured products standing in keep their own order. */
  sortable: boolean;
  messages: Messages;
  chipsRef: RefObject<HTMLUListElement | null>;
  onRemove: (index: number) => void;
  onClear: () => void;
  onSort: (sort: Sort) => void;
}) {
  return (
    <div className="toolbar">
      {filters.length > 0 ? (
        <ul className="chips" aria-label={messages.selectedFilters} ref={chipsRef}>
          {filters.map((filter, index) => {
            const label = filterLabel(facets, filter);
            return (
              <li key={filter}>
                <button
                  type="button"
                  className="chip"
                  aria-label={messages.removeFilter(label)}
                  onClick={() => onRemove(index)}
                >
                  {label} ×
                </button>
              </li>
            );
          })}
          <li>
            <button type="button" className="link-button" onClick={onClear}>
              {messages.clearAll}
            </button>
          </li>
        </ul>
      ) : (
        <span />
      )}
      {sortable && (
        <label>
          {messages.sortBy}{' '}
          <select value={sort} onChange={(event) => onSort(event.target.value as Sort)}>
            {SORTS.map((option) => (
              <option key={option} value={option}>
                {messages.sorts[option]}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
