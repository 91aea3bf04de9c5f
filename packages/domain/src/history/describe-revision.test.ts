import { describe, expect, it } from 'vitest';
import { defaultSearchSettings } from '../merchandising/search-settings.ts';
import { defaultVisualCustomisation } from '../sites/visual-customisation.ts';
import { describeRevision } from './describe-revision.ts';

const synonym = {
  id: 'g1',
  language: 'en',
  terms: ['jeans', 'denim'],
  oneWay: false,
  updated: '2026-03-01T10:00:00.000Z',
};

describe('describeRevision', () => {
  it('should give added and removed synonym terms, not the timestamps', () => {
    const description = describeRevision({
      kind: 'synonym',
      entityId: 'g1',
      before: synonym,
      after: { ...synonym, terms: ['jeans', 'dungarees'], updated: '2026-03-02T10:00:00.000Z' },
    });
    expect(description).toEqual({
      action: 'updated',
      label: 'jeans, dungarees',
      changes: [{ type: 'terms', path: 'terms', added: ['dungarees'], removed: ['denim'] }],
    });
  });

  it('should show a changed colour as colours and a switched option as a boolean', () => {
    const description = describeRevision({
      kind: 'customisation',
      entityId: 'site-1',
      before: defaultVisualCustomisation,
      after: {
        ...defaultVisualCustomisation,
        mainColor: '#112233',
        productCard: {
          ...defaultVisualCustomisation.productCard,
          addToCart: !defaultVisualCustomisation.productCard.addToCart,
        },
      },
    });
    expect(description.label).toBeUndefined();
    expect(description.changes).toEqual([
      {
        type: 'field',
        path: 'mainColor',
        before: { type: 'colour', value: defaultVisualCustomisation.mainColor },
        after: { type: 'colour', value: '#112233' },
      },
      {
        type: 'field',
        path: 'productCard.addToCart',
        before: { type: 'boolean', value: defaultVisualCustomisation.productCard.addToCart },
        after: { type: 'boolean', value: !defaultVisualCustomisation.productCard.addToCart },
      },
    ]);
  });

  it('should compare the first save of settings with their defaults', () => {
    const description = describeRevision({
      kind: 'searchSettings',
      entityId: 'site-1',
      before: null,
      after: {
        ...defaultSearchSettings,
        resultsVisibility: { ...defaultSearchSettings.resultsVisibility, showOutOfStock: false },
      },
    });
    expect(description).toEqual({
      action: 'updated',
      label: undefined,
      changes: [
        {
          type: 'field',
          path: 'resultsVisibility.showOutOfStock',
          before: { type: 'boolean', value: true },
          after: { type: 'boolean', value: false },
        },
      ],
    });
  });

  it("should say a filter's hidden values and their custom order, not the stored entries (issue 32)", () => {
    const description = describeRevision({
      kind: 'facetValues',
      entityId: 'facet:e1:brand',
      before: { sort: 'count', values: [{ value: 'Nike', hidden: true }] },
      after: {
        sort: 'custom',
        values: [
          { value: 'Linea Verde', hidden: true },
          { value: 'Nike', hidden: false },
        ],
      },
    });
    expect(description.changes).toEqual([
      {
        type: 'field',
        path: 'sort',
        before: { type: 'text', value: 'count' },
        after: { type: 'text', value: 'custom' },
      },
      { type: 'terms', path: 'hiddenValues', added: ['Linea Verde'], removed: ['Nike'] },
      {
        type: 'field',
        path: 'valueOrder',
        before: { type: 'text', value: 'Nike' },
        after: { type: 'text', value: 'Linea Verde, Nike' },
      },
    ]);
  });

  it('should list what a created item holds and what a deleted one held', () => {
    const redirection = {
      id: 'r1',
      language: 'en',
      matchingQueries: ['size guide'],
      targetUrl: 'https://shop.example.com/sizes',
      enabled: true,
    };
    expect(
      describeRevision({ kind: 'redirection', entityId: 'r1', before: null, after: redirection }),
    ).toEqual({
      action: 'created',
      label: 'size guide',
      changes: [
        { type: 'field', path: 'language', before: { type: 'none' }, after: { type: 'text', value: 'en' } },
        { type: 'terms', path: 'matchingQueries', added: ['size guide'], removed: [] },
        {
          type: 'field',
          path: 'targetUrl',
          before: { type: 'none' },
          after: { type: 'text', value: 'https://shop.example.com/sizes' },
        },
        { type: 'field', path: 'enabled', before: { type: 'none' }, after: { type: 'boolean', value: true } },
      ],
    });
    const deleted = describeRevision({
      kind: 'redirection',
      entityId: 'r1',
      before: redirection,
      after: null,
    });
    expect(deleted.action).toBe('deleted');
    expect(deleted.changes).toContainEqual({
      type: 'terms',
      path: 'matchingQueries',
      added: [],
      removed: ['size guide'],
    });
  });

  it('should know list items by their name or field, and name the banner by its title', () => {
    const weights = defaultSearchSettings.searchableFields.map((field) =>
      field.name === 'brand' ? { ...field, weight: 5 } : field,
    );
    expect(
      describeRevision({
        kind: 'searchSettings',
        entityId: 's',
        before: defaultSearchSettings,
        after: { ...defaultSearchSettings, searchableFields: weights },
      }).changes,
    ).toEqual([
      {
        type: 'field',
        path: 'searchableFields[brand].weight',
        before: { type: 'number', value: 2 },
        after: { type: 'number', value: 5 },
      },
    ]);
    const facets = describeRevision({
      kind: 'facets',
      entityId: 's',
      before: [{ field: 'brand', type: 'terms', label: {}, position: 0, ranges: [], enabled: true }],
      after: [],
    });
    expect(facets.changes).toEqual([{ type: 'terms', path: '', added: [], removed: ['brand'] }]);
    const banner = { title: 'Spring sale', matchingQueries: ['sale'], status: 'ACTIVE' };
    expect(describeRevision({ kind: 'banner', entityId: 'b1', before: null, after: banner }).label).toBe(
      'Spring sale',
    );
    expect(
      describeRevision({ kind: 'facetValues', entityId: 'facet:e1:brand', before: null, after: null }).label,
    ).toBe('brand');
  });

  it('should know a query ranking element by what it names, not by its id (issue 32)', () => {
    const element = (id: string, fieldName: string, fieldValue: string, action: string) => ({
      id,
      fieldName,
      fieldValue,
      action,
      filters: {},
      schedule: {},
    });
    const rule = {
      title: 'Linen',
      productsRanking: [element('e1', 'PRODUCT_ID', 'sku-1', 'BOOST')],
      attributesRanking: [element('e2', 'BRAND', 'Nike', 'BOOST'), element('e3', 'BRAND', 'Nike', 'BURY')],
    };
    const changes = describeRevision({
      kind: 'queryRankingRule',
      entityId: 'r1',
      before: rule,
      after: {
        ...rule,
        productsRanking: [element('e4', 'PRODUCT_ID', 'sku-2', 'BOOST')],
        attributesRanking: [element('e2', 'BRAND', 'Nike', 'BURY'), element('e3', 'BRAND', 'Nike', 'BURY')],
      },
    }).changes;
    expect(changes).toEqual([
      { type: 'terms', path: 'productsRanking', added: ['sku-2'], removed: ['sku-1'] },
      {
        type: 'field',
        path: 'attributesRanking[BRAND: Nike].action',
        before: { type: 'text', value: 'BOOST' },
        after: { type: 'text', value: 'BURY' },
      },
    ]);
  });

  it('should find no change in a revert that restored the same state', () => {
    expect(
      describeRevision({ kind: 'synonym', entityId: 'g1', before: synonym, after: synonym }).changes,
    ).toEqual([]);
  });
});
