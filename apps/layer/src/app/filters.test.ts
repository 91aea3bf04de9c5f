import { describe, expect, it } from 'vitest';
import { brandFacet } from '../testing/fixtures.ts';
import { countedFacets, filterLabel, toggleFilter } from './filters.ts';

describe('toggleFilter', () => {
  it('should add and remove a value, keeping the others', () => {
    expect(toggleFilter(['brand:Levis'], 'brand:Acme', false)).toEqual(['brand:Levis', 'brand:Acme']);
    expect(toggleFilter(['brand:Levis', 'brand:Acme'], 'brand:Levis', false)).toEqual(['brand:Acme']);
  });

  it('should replace a category by its child, since a child implies its ancestors', () => {
    expect(toggleFilter(['categories:Women', 'brand:Levis'], 'categories:Women>Jeans', true)).toEqual([
      'brand:Levis',
      'categories:Women>Jeans',
    ]);
  });

  it('should clear the children of a category cleared', () => {
    expect(toggleFilter(['categories:Women>Jeans'], 'categories:Women', true)).toEqual(['categories:Women']);
    expect(toggleFilter(['categories:Women', 'categories:Men'], 'categories:Women', true)).toEqual([
      'categories:Men',
    ]);
  });
});

describe('filterLabel', () => {
  it('should name a filter by its facet and value, else by its path', () => {
    expect(filterLabel([brandFacet], 'brand:Levis')).toBe('Brand: Levis');
    expect(filterLabel([], 'categories:Women>Jeans')).toBe('Women › Jeans');
  });
});

describe('countedFacets', () => {
  const category = {
    facet: 'categories',
    label: 'Category',
    type: 'hierarchical' as const,
    values: [
      {
        id: 'categories:Men',
        value: 'Men',
        count: 2,
        filter: 'categories:Men',
        selected: false,
        children: {
          facet: 'categories',
          type: 'hierarchical',
          values: [
            { id: 'a', value: 'Jeans', count: 2, filter: 'categories:Men>Jeans', selected: false },
            { id: 'b', value: 'Hats', count: 0, filter: 'categories:Men>Hats', selected: false },
          ],
        },
      },
      { id: 'categories:Women', value: 'Women', count: 0, filter: 'categories:Women', selected: false },
    ],
  };
  const zeros = { ...brandFacet, values: brandFacet.values.map((value) => ({ ...value, count: 0 })) };

  it('should leave out values that count nothing, at every level, and facets left empty (issue 30)', () => {
    const [only, ...others] = countedFacets([category, zeros], () => false);
    expect(others).toEqual([]);
    expect(only!.values.map((value) => value.value)).toEqual(['Men']);
    expect(only!.values[0]!.children!.values.map((value) => value.value)).toEqual(['Jeans']);
  });

  it('should keep a ticked value that counts nothing, so the shopper can untick it', () => {
    const facets = countedFacets([zeros], (value) => value.filter === 'brand:Acme');
    expect(facets.map((facet) => facet.values.map((value) => value.value))).toEqual([['Acme']]);
  });
});
