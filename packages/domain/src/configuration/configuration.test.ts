import { describe, expect, it } from 'vitest';
import { stripEmpty } from './config.ts';
import {
  contextFacetName,
  contextFacetsOf,
  facetConfigSchema,
  orderedFacetFields,
  prepareFacetConfigForSave,
} from './facet-config.ts';
import { facetConfigsQuerySchema, facetSuggestionsQuerySchema } from './facets-api.ts';

describe('stripEmpty', () => {
  it('should remove empty strings and undefined at every depth and keep 0, false and null', () => {
    expect(
      stripEmpty({ a: '', b: 0, c: { d: undefined, e: 'x', f: false }, g: ['', 'y', undefined], h: null }),
    ).toEqual({ b: 0, c: { e: 'x', f: false }, g: ['y'], h: null });
  });
});

describe('prepareFacetConfigForSave', () => {
  it('should drop empty pivots and omit an empty prettyName', () => {
    const config = facetConfigSchema.parse({
      criteria: {
        pivots: [
          { name: 'store', values: ['es'] },
          { name: 'lang', values: [''] },
          { name: '', values: ['x'] },
        ],
      },
      config: {
        facetableFields: {
          valueFacets: [
            { field: 'brand', prettyName: '' },
            { field: 'color', prettyName: 'Colour' },
          ],
        },
      },
    });
    const prepared = prepareFacetConfigForSave(config);
    expect(prepared.criteria.pivots).toEqual([{ name: 'store', values: ['es'] }]);
    expect(prepared.config.facetableFields.valueFacets).toEqual([
      { field: 'brand' },
      { field: 'color', prettyName: 'Colour' },
    ]);
    expect(prepared.config.facetableFields.valueFacets[0]).not.toHaveProperty('prettyName');
  });
});

describe('orderedFacetFields', () => {
  it('should put the fields facets names first, in its order, then the others list by list', () => {
    const { config } = facetConfigSchema.parse({
      config: {
        facetableFields: {
          hierarchicalFacets: [{ field: 'categories' }],
          valueFacets: [{ field: 'brand', prettyName: 'Maker' }, { field: 'colour' }],
          rangeFacets: [{ field: 'price' }],
        },
        facets: [{ field: 'price' }, { field: 'brand' }],
      },
    });
    expect(orderedFacetFields(config)).toEqual([
      { field: 'price', type: 'range' },
      { field: 'brand', type: 'value', prettyName: 'Maker' },
      { field: 'categories', type: 'hierarchical' },
      { field: 'colour', type: 'value' },
    ]);
  });
});

describe('facetConfigsQuerySchema', () => {
  it('should default endpointId to search and browse (spec 2 §9) and read a comma-joined list', () => {
    expect(facetConfigsQuerySchema.parse({}).endpointId).toEqual(['search', 'browse']);
    expect(facetConfigsQuerySchema.parse({ endpointId: 'browse' }).endpointId).toEqual(['browse']);
    expect(facetConfigsQuerySchema.safeParse({ endpointId: 'search,all' }).success).toBe(false);
  });
});

describe('contextFacetsOf and contextFacetName', () => {
  const config = facetConfigSchema.parse({
    config: {
      facetableFields: { valueFacets: [{ field: 'size', prettyName: 'Size' }, { field: 'brand' }] },
      facets: [
        { field: 'size', names: { es: 'Talla', en: ' ' }, values: { sort: 'alphabetical', values: [] } },
        { field: 'brand', values: { sort: 'sideways' } },
        { anything: 'else' },
      ],
    },
  }).config;

  it('should read the entries naming a facet with names or values and leave out the others', () => {
    const facets = contextFacetsOf(config);
    expect([...facets.keys()]).toEqual(['size']);
    expect(facets.get('size')?.values).toEqual({ sort: 'alphabetical', values: [] });
  });

  it('should name a facet in a language by its own name there (or its family), else its prettyName', () => {
    const size = contextFacetsOf(config).get('size');
    expect(contextFacetName({ prettyName: 'Size' }, size, 'es')).toBe('Talla');
    expect(contextFacetName({ prettyName: 'Size' }, size, 'es-MX')).toBe('Talla');
    expect(contextFacetName({ prettyName: 'Size' }, size, 'en')).toBe('Size');
    expect(contextFacetName({}, undefined, 'en')).toBeUndefined();
  });
});

describe('facetSuggestionsQuerySchema', () => {
  it('should read comma-joined queries trimmed, in lower case, once each, and refuse none', () => {
    expect(facetSuggestionsQuerySchema.parse({ query: ' Shoes ,trainers,shoes,' }).query).toEqual([
      'shoes',
      'trainers',
    ]);
    expect(facetSuggestionsQuerySchema.safeParse({ query: ' , ' }).success).toBe(false);
  });
});
