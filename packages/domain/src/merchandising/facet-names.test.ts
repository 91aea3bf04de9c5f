// The default names of facets the merchant has not named in a language (issue 30: the storefront
// speaks the shopper's language).
import { describe, expect, it } from 'vitest';
import { defaultFacetName, facetNameIn } from './facet-names.ts';

describe('defaultFacetName', () => {
  it('should give the usual name of a common field in each language, whatever the key’s spelling', () => {
    expect(['colour', 'Color', 'pa_colour'].map((field) => defaultFacetName(field, 'es'))).toEqual([
      'Color',
      'Color',
      'Color',
    ]);
    expect(defaultFacetName('pa_colour', 'en')).toBe('Colour');
    expect(defaultFacetName('colour', 'en-US')).toBe('Color');
    expect(defaultFacetName('size', 'es')).toBe('Talla');
    expect(defaultFacetName('brand', 'es-MX')).toBe('Marca');
  });

  it('should make any other key readable', () => {
    expect(defaultFacetName('pa_screen_size', 'en')).toBe('Screen size');
    expect(defaultFacetName('batteryLife', 'es')).toBe('Battery life');
    expect(defaultFacetName('__', 'en')).toBe('__');
  });
});

describe('facetNameIn', () => {
  it('should prefer the merchant’s label in that language, and never another language’s', () => {
    const facet = { field: 'colour', label: { en: 'Shade', es: '  ' } };
    expect(facetNameIn(facet, 'en')).toBe('Shade');
    expect(facetNameIn(facet, 'es')).toBe('Color');
  });
});
