import type { Facet, FacetValue } from './search-api.ts';

function pathOf(filter: string): { field: string; path: string } {
  const colon = filter.indexOf(':');
  return { field: filter.slice(0, colon), path: filter.slice(colon + 1) };
}

function related(a: string, b: string): boolean {
  const left = pathOf(a);
  const right = pathOf(b);
  return (
    left.field === right.field &&
    (left.path.startsWith(`${right.path}>`) || right.path.startsWith(`${left.path}>`))
  );
}

/**
 * Selects or clears one facet value. A category path replaces its ancestors and descendants: the
 * API reads a child as implying its ancestors, and values of one facet are OR-ed, so keeping the
 * parent would widen the filter back to the parent (docs/search-api.md "Filters").
 */
export function toggleFilter(filters: readonly string[], filter: string, hierarchical: boolean): string[] {
  if (filters.includes(filter))
    return filters.filter((item) => item !== filter && !(hierarchical && related(item, filter)));
  return [...filters.filter((item) => !(hierarchical && related(item, filter))), filter];
}

function findValue(values: readonly FacetValue[], filter: string): FacetValue | undefined {
  for (const value of values) {
    if (value.filter === filter) return value;
    const child = value.children && findValue(value.children.values, filter);
    if (child) return child;
  }
  return undefined;
}

/** The text a selected filter's chip shows: the value's label as the facets answer gives it. */
export function filterLabel(facets: readonly Facet[], filter: string): string {
  for (const facet of facets) {
    const value = findValue(facet.values, filter);
    if (value) return `${facet.label}: ${value.value}`;
  }
  return pathOf(filter).path.replaceAll('>', ' › ');
}

function countedValues(
  values: readonly FacetValue[],
  isChecked: (value: FacetValue) => boolean,
): FacetValue[] {
  return values.flatMap((value) => {
    if (value.count === 0 && !isChecked(value)) return [];
    if (!value.children) return [value];
    return [
      { ...value, children: { ...value.children, values: countedValues(value.children.values, isChecked) } },
    ];
  });
}

/**
 * The facets with something to count: values that count no product are left out, but a ticked one
 * stays so the shopper can untick it, and a facet left with no value goes (spec: no facet panel of
 * zeros, issue 30).
 */
export function countedFacets(facets: readonly Facet[], isChecked: (value: FacetValue) => boolean): Facet[] {
  return facets.flatMap((facet) => {
    const values = countedValues(facet.values, isChecked);
    return values.length > 0 ? [{ ...facet, values }] : [];
  });
}
