import { describe, expect, it } from 'vitest';
import { facetValueConfigSchema } from './facet-value-config.ts';
import { storefrontFacetSchema, storefrontFacetsSchema } from './storefront-facets.ts';

describe('storefrontFacetSchema', () => {
  it('should default a facet to enabled, first and unlabelled', () => {
    expect(storefrontFacetSchema.parse({ field: 'brand', type: 'value' })).toEqual({
      field: 'brand',
      type: 'value',
      label: {},
      position: 0,
      ranges: [],
      enabled: true,
    });
  });

  it('should refuse a range facet without ranges and a hierarchical facet other than categories', () => {
    expect(storefrontFacetSchema.safeParse({ field: 'price', type: 'range' }).success).toBe(false);
    expect(storefrontFacetSchema.safeParse({ field: 'brand', type: 'hierarchical' }).success).toBe(false);
    expect(
      storefrontFacetSchema.safeParse({ field: 'price', type: 'range', ranges: [{ from: null, to: 50 }] })
        .success,
    ).toBe(true);
  });

  it('should take at most 50 facets', () => {
    const facets = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ field: `f${index}`, type: 'value' }));
    expect(storefrontFacetsSchema.safeParse(facets(50)).success).toBe(true);
    expect(storefrontFacetsSchema.safeParse(facets(51)).success).toBe(false);
  });
});

describe('facetValueConfigSchema', () => {
  it('should refuse an unknown sort and a value listed twice', () => {
    expect(facetValueConfigSchema.safeParse({ sort: 'random', values: [] }).success).toBe(false);
    const twice = [
      { value: 'Nike', hidden: false },
      { value: 'Nike', hidden: true },
    ];
    expect(facetValueConfigSchema.safeParse({ sort: 'custom', values: twice }).success).toBe(false);
  });
});
