import { describe, expect, it } from 'vitest';
import { stripEmpty } from './config.ts';
import { facetConfigSchema, prepareFacetConfigForSave } from './facet-config.ts';

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
