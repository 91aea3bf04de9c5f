import { describe, expect, it } from 'vitest';
import { brandFacet } from '../testing/fixtures.ts';
import { filterLabel, toggleFilter } from './filters.ts';

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
