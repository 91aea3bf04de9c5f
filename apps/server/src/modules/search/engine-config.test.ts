import { defaultSearchSettings, type FacetType } from '@playboard/domain';
import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../db/schema/index.ts';
import { toDocument } from './documents.ts';
import { analysisLanguage, nextScheduleChange, toEngineConfig, toEnginePart } from './engine-config.ts';
import { merchandising, noStats } from '../../testing/search/merchandising.ts';

const created = new Date('2026-01-01T00:00:00Z');
const stamps = { createdAt: created, updatedAt: created };

describe('toEngineConfig', () => {
  it('should hand schedules to the engine as local date-times in the merchant’s zone', () => {
    const window = { activationDate: '2026-11-26T23:00:00Z', deactivationDate: '2026-11-30T23:00:00Z' };
    const element = { filters: {}, schedule: window };
    const config = toEngineConfig(
      merchandising({
        timeZone: 'Europe/Madrid',
        rules: [
          {
            id: 'r1',
            title: 'Black Friday',
            endpointId: 'search',
            criteria: { enabled: true, pivots: [], queries: ['jeans'] },
            productsRanking: [],
            attributesRanking: [
              { ...element, id: 'a', fieldName: 'BRAND', fieldValue: 'Levis', action: 'BOOST', strength: 2 },
            ],
            hiddenAttributes: [],
            hiddenProducts: [],
            pinnedProducts: [{ ...element, id: 'p', fieldName: 'PRODUCT_ID', fieldValue: 'p3', position: 1 }],
            restrictedRoles: [],
          },
        ],
      }),
      'en',
      noStats,
      Date.now(),
    );
    const schedule = { from: '2026-11-27T00:00', to: '2026-12-01T00:00', timeZone: 'Europe/Madrid' };
    expect(config.rules).toEqual([
      {
        id: 'r1:0',
        action: 'boost',
        field: 'brand',
        values: ['Levis'],
        strength: 2,
        queries: ['jeans'],
        schedule,
      },
      { id: 'r1:1', action: 'pin', productId: 'p3', position: 1, queries: ['jeans'], schedule },
    ]);
  });

  it('should keep only the redirections of the engine’s language that are active now', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    const redirection = { targetUrl: 'https://shop.example.com/x', enabled: true };
    const later = { activationDate: new Date(now + 60_000).toISOString() };
    const stored = merchandising({
      redirections: [
        { ...redirection, id: 'always', language: 'en', matchingQueries: ['a'] },
        { ...redirection, id: 'spanish', language: 'es', matchingQueries: ['b'] },
        { ...redirection, id: 'later', language: 'en', matchingQueries: ['c'], schedule: later },
        { ...redirection, id: 'off', language: 'en', matchingQueries: ['d'], enabled: false },
      ],
    });
    expect(toEngineConfig(stored, 'en', noStats, now).redirections?.map((item) => item.id)).toEqual([
      'always',
    ]);
    expect(nextScheduleChange(stored, now)).toBe(now + 60_000);
  });

  it('should map results visibility, featured products and tracking figures, without banned words', () => {
    const config = toEngineConfig(
      merchandising({
        settings: {
          ...defaultSearchSettings,
          resultsVisibility: { showOutOfStock: false, notAvailableForOrder: 'BURY' },
          featuredProducts: { type: 'recommended', productIds: ['a', 'b', 'c', 'd'] },
        },
        suggestionRules: { bannedWords: ['cheap'], minSessions: 2, lookbackDays: 30 },
      }),
      'en',
      {
        productClicks: { a: 3 },
        popularQueries: [
          { query: 'jeans', count: 5 },
          { query: 'Cheap jeans', count: 4 },
        ],
        learnedNextQueries: [{ query: 'jeans', nextQueries: ['denim jacket', 'cheap belt'] }],
      },
      Date.now(),
    );
    expect(config).toMatchObject({
      visibility: { showOutOfStock: false, notAvailableForOrder: 'bury' },
      featured: { type: 'recommended', productIds: ['a', 'b', 'c', 'd'] },
      productClicks: { a: 3 },
      popularQueries: [{ query: 'jeans', count: 5 }],
      learnedNextQueries: [{ query: 'jeans', nextQueries: ['denim jacket'] }],
      fieldWeights: { name: 3, identifiers: 3, brand: 2, categories: 1.5, attributes: 1, description: 0.5 },
    });
  });
});

describe('toEngineConfig related tags', () => {
  it("should give each engine its language's curated and hidden tags, and a change of them alone", () => {
    const entry = { tags: ['slim'], hidden: ['levis'], query: 'jeans' };
    const stored = merchandising({
      relatedTags: [
        { ...entry, id: 't1', language: 'en' },
        { ...entry, id: 't2', language: 'es', query: 'vaqueros' },
      ],
    });
    expect(toEngineConfig(stored, 'en', noStats, 0).relatedTags).toEqual([entry]);
    expect(toEnginePart(stored, ['relatedTags'], 'es', noStats, 0)).toEqual({
      relatedTags: [{ ...entry, query: 'vaqueros' }],
    });
  });
});

describe('toEnginePart', () => {
  it('should give only the engine fields the changed parts feed, as the whole configuration has them', () => {
    const stored = merchandising({
      redirections: [
        {
          id: 'r1',
          language: 'en',
          matchingQueries: ['help'],
          targetUrl: 'https://x.test/help',
          enabled: true,
        },
      ],
      synonyms: [{ id: 's1', language: 'en', terms: ['jeans', 'denim'], oneWay: false }],
    });
    const now = Date.now();
    const whole = toEngineConfig(stored, 'en', noStats, now);
    expect(toEnginePart(stored, ['redirections'], 'en', noStats, now)).toEqual({
      redirections: whole.redirections,
    });
    expect(toEnginePart(stored, ['settings', 'synonymSettings'], 'en', noStats, now)).toEqual({
      fieldWeights: whole.fieldWeights,
      visibility: whole.visibility,
      featured: whole.featured,
      builtInSynonyms: whole.builtInSynonyms,
    });
    expect(
      Object.keys(toEnginePart(stored, ['timeZone', 'rules', 'businessRules'], 'en', noStats, now)),
    ).toEqual(['rules']);
  });
});

describe('toEngineConfig facets', () => {
  const facet = (field: string, type: FacetType) => ({
    field,
    type,
    label: { en: field.toUpperCase() },
    position: 0,
    ranges: [],
    enabled: true,
  });

  it('should give each engine its own value order and hidden values of a facet', () => {
    const stored = merchandising({
      facets: [facet('brand', 'value'), facet('categories', 'hierarchical'), facet('colour', 'value')],
      facetValues: [
        {
          engineId: 'engine-en',
          language: 'en',
          facet: 'brand',
          sort: 'custom',
          values: [
            { value: 'Nike', hidden: false },
            { value: 'Levis', hidden: true },
          ],
        },
        { engineId: 'engine-es', language: 'es', facet: 'brand', sort: 'alphabetical', values: [] },
        {
          engineId: 'engine-en',
          language: 'en',
          facet: 'categories',
          sort: 'count',
          values: [{ value: 'Sale', hidden: true }],
        },
      ],
    });

    expect(toEngineConfig(stored, 'en', noStats, 0).facets).toEqual([
      {
        type: 'value',
        id: 'brand',
        field: 'brand',
        label: 'BRAND',
        order: 'custom',
        customOrder: ['Nike', 'Levis'],
        hidden: ['Levis'],
      },
      {
        type: 'hierarchical',
        id: 'categories',
        field: 'categories',
        label: 'CATEGORIES',
        order: 'count',
        hidden: ['Sale'],
      },
      { type: 'value', id: 'colour', field: 'colour', label: 'COLOUR' },
    ]);
    expect(toEngineConfig(stored, 'es', noStats, 0).facets?.[0]).toEqual({
      type: 'value',
      id: 'brand',
      field: 'brand',
      label: 'Marca',
      order: 'alphabetical',
    });
  });

  it('should name a facet in the engine’s language, never with another language’s label (issue 30)', () => {
    const named = (field: string, label: Record<string, string>) => ({ ...facet(field, 'value'), label });
    const stored = merchandising({
      facets: [
        named('pa_colour', { en: 'Colour' }),
        named('screen_size', { en: 'Screen' }),
        named('material', { es: 'Tejido' }),
      ],
    });
    const labels = (language: string) =>
      toEngineConfig(stored, language, noStats, 0).facets?.map((item) => item.label);
    expect(labels('es')).toEqual(['Color', 'Screen size', 'Tejido']);
    expect(labels('en')).toEqual(['Colour', 'Screen', 'Material']);
    expect(labels('en-GB')).toEqual(['Colour', 'Screen', 'Material']);
  });
});

describe('analysisLanguage', () => {
  it('should stem Spanish engines as Spanish and every other language as English', () => {
    expect(analysisLanguage('es')).toBe('es');
    expect(analysisLanguage('es-MX')).toBe('es');
    expect(analysisLanguage('en-GB')).toBe('en');
    expect(analysisLanguage('fr')).toBe('en');
  });
});

describe('toDocument', () => {
  const row: ProductRow = {
    siteId: 's',
    id: 'p1',
    sku: 'SKU-1',
    name: { en: 'Boots', es: 'Botas' },
    description: { en: 'Leather boots' },
    categories: { en: [['Men', 'Shoes']] },
    brand: 'Timberland',
    price: 150,
    salePrice: 120,
    stock: null,
    availability: 'out_of_stock',
    attributes: { colour: 'brown', waterproof: true, rating: 4.5 },
    variants: [{ id: 'v1', sku: 'SKU-1-42', attributes: { size: '42' }, price: 150 }],
    images: ['https://cdn.example.com/p1.jpg'],
    url: 'https://shop.example.com/p1',
    publishedAt: created,
    seenBySyncId: null,
    ...stamps,
  };

  it('should index the language’s texts, falling back to another language when one is missing', () => {
    const spanish = toDocument(row, 'es');
    expect(spanish).toMatchObject({
      name: 'Botas',
      description: 'Leather boots',
      categories: [['Men', 'Shoes']],
    });
  });

  it('should use the sale price as the price and keep the original as the previous price', () => {
    expect(toDocument(row, 'en')).toMatchObject({ price: 120, previousPrice: 150 });
  });

  it('should treat an out-of-stock product as stock 0 that cannot be ordered', () => {
    expect(toDocument(row, 'en')).toMatchObject({ stock: 0, availableForOrder: false });
    expect(toDocument({ ...row, availability: 'preorder' }, 'en')).toMatchObject({ availableForOrder: true });
  });

  it('should make SKUs identifiers, numeric attributes numbers and the rest text', () => {
    expect(toDocument(row, 'en')).toMatchObject({
      identifiers: ['SKU-1', 'SKU-1-42'],
      attributes: { colour: 'brown', waterproof: 'true' },
      numbers: { rating: 4.5 },
      createdAt: created.getTime(),
    });
  });
});
