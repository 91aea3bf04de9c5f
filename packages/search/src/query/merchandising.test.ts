import { describe, expect, it, vi } from 'vitest';
import { createIndex } from '../create-index.ts';
import type { MerchandisingConfig, SearchDocument } from '../types.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 22, 12, 0);

const catalogue: SearchDocument[] = [
  {
    id: 'a',
    name: 'Classic jeans',
    brand: 'Levis',
    categories: [['Trousers']],
    price: 50,
    stock: 3,
    createdAt: NOW - 100 * DAY,
  },
  {
    id: 'b',
    name: 'Slim jeans',
    brand: 'Wrangler',
    categories: [['Trousers']],
    price: 40,
    stock: 0,
    createdAt: NOW - 5 * DAY,
  },
  {
    id: 'c',
    name: 'Relaxed jeans',
    brand: 'Lee',
    categories: [['Trousers']],
    price: 45,
    stock: 8,
    availableForOrder: false,
  },
  { id: 'd', name: 'Denim jacket', brand: 'Levis', categories: [['Jackets']], price: 80, stock: 1 },
  { id: 'e', name: 'Wool scarf', brand: 'Lee', categories: [['Accessories']], price: 20, stock: 9 },
];
const index = createIndex(catalogue, { language: 'en' });
const ids = (query: string, config: MerchandisingConfig, now = NOW): string[] =>
  index.search({ query, rows: 10, now }, config).results.map((hit) => hit.id);

describe('redirections', () => {
  it('should return the redirection for a matching query, folded', () => {
    const config: MerchandisingConfig = {
      redirections: [{ id: 'r1', queries: ['Size Guide'], url: 'https://shop/sizes' }],
    };
    expect(index.search({ query: 'size  guide' }, config).redirection).toEqual({
      id: 'r1',
      url: 'https://shop/sizes',
    });
    expect(index.search({ query: 'size' }, config).redirection).toBeUndefined();
  });
});

describe('results visibility', () => {
  it('should hide out-of-stock products only when the merchant says so', () => {
    expect(ids('jeans', {})).toContain('b');
    expect(ids('jeans', { visibility: { showOutOfStock: false } })).not.toContain('b');
    expect(index.search({ query: 'jeans' }, { visibility: { showOutOfStock: false } }).total).toBe(2);
  });

  it('should bury products not available for order', () => {
    expect(ids('jeans', { visibility: { notAvailableForOrder: 'bury' } }).at(-1)).toBe('c');
  });
});

describe('business rules', () => {
  it('should boost, bury and hide by field value for listed queries', () => {
    const boost: MerchandisingConfig = {
      rules: [
        {
          id: 'r',
          action: 'boost',
          field: 'brand',
          values: ['lee'],
          queries: ['jeans'],
          strength: 5,
          allowUnavailable: true,
        },
      ],
    };
    expect(ids('jeans', boost)[0]).toBe('c');
    const bury: MerchandisingConfig = {
      rules: [{ id: 'r', action: 'bury', field: 'brand', values: ['Levis'], queries: [] }],
    };
    expect(ids('jeans', bury).at(-1)).toBe('a');
    const hide: MerchandisingConfig = {
      rules: [{ id: 'r', action: 'hide', field: 'id', values: ['a'], queries: ['jeans'] }],
    };
    expect(ids('jeans', hide)).not.toContain('a');
    expect(ids('classic', hide)).toEqual(['a']);
  });

  it('should apply an isNew rule to products created in the last 30 days', () => {
    const config: MerchandisingConfig = {
      rules: [
        {
          id: 'r',
          action: 'boost',
          field: 'isNew',
          values: ['true'],
          queries: [],
          strength: 10,
          allowUnavailable: true,
        },
      ],
    };
    expect(ids('jeans', config)[0]).toBe('b');
  });

  it('should pin a product at a position, even one the text does not match', () => {
    const config: MerchandisingConfig = {
      rules: [{ id: 'p', action: 'pin', productId: 'e', position: 2, queries: ['jeans'] }],
    };
    const results = index.search({ query: 'jeans', rows: 10, now: NOW }, config).results;
    expect(results[1]).toMatchObject({ id: 'e', reason: 'pinned' });
    expect(results).toHaveLength(4);
  });

  it('should respect schedules in the rule time zone', () => {
    const config: MerchandisingConfig = {
      rules: [
        {
          id: 'r',
          action: 'hide',
          field: 'brand',
          values: ['Levis'],
          queries: [],
          schedule: { from: '2026-11-23', timeZone: 'Pacific/Auckland' },
        },
      ],
    };
    // 12:00 UTC on the 22nd is 01:00 on the 23rd in Auckland: active there.
    expect(ids('levis', config)).toEqual([]);
    expect(ids('levis', config, NOW - 12 * 3_600_000)).toEqual(['a', 'd']);
  });

  it('should report a rule on an unknown field to the logger once and ignore it', () => {
    const logger = vi.fn();
    const logged = createIndex(catalogue, { language: 'en', logger });
    const config: MerchandisingConfig = {
      rules: [{ id: 'r9', action: 'hide', field: 'material', values: ['x'], queries: [] }],
    };
    expect(logged.search({ query: 'jeans' }, config).total).toBe(3);
    expect(logged.search({ query: 'jeans' }, config).total).toBe(3);
    expect(logger).toHaveBeenCalledExactlyOnceWith(
      'warn',
      'search: rule "r9" names unknown field "material"',
      'unknown_rule_field',
    );
  });
});

describe('banners and promoted', () => {
  const config: MerchandisingConfig = {
    banners: [
      { id: 'b1', imageUrl: 'https://cdn/b1.jpg', queries: ['jeans'], active: true, position: 3 },
      { id: 'b2', imageUrl: 'https://cdn/b2.jpg', queries: [], active: false },
      {
        id: 'b3',
        kind: 'promoted',
        title: 'New in',
        imageUrl: 'https://cdn/b3.jpg',
        targetUrl: 'https://shop/new',
        queries: [],
        active: true,
      },
      {
        id: 'b4',
        imageUrl: 'https://cdn/b4.jpg',
        queries: ['jeans'],
        active: true,
        schedule: { from: '2026-11-20', to: '2026-11-21', timeZone: 'Europe/Madrid' },
      },
    ],
  };

  it('should show active banners of the query, by position, and promoted tiles apart', () => {
    const response = index.search({ query: 'Jeans', now: NOW }, config);
    expect(response.banners).toEqual([{ id: 'b1', imageUrl: 'https://cdn/b1.jpg', position: 3 }]);
    expect(response.promoted).toEqual([
      {
        id: 'b3',
        title: 'New in',
        imageUrl: 'https://cdn/b3.jpg',
        targetUrl: 'https://shop/new',
        position: 1,
      },
    ]);
  });

  it('should switch a scheduled banner off at 0:00 after its last day in its time zone', () => {
    const lastMinute = Date.UTC(2026, 10, 21, 22, 59);
    expect(
      index.search({ query: 'jeans', now: lastMinute }, config).banners.map((banner) => banner.id),
    ).toContain('b4');
    expect(
      index.search({ query: 'jeans', now: lastMinute + 60_000 }, config).banners.map((banner) => banner.id),
    ).not.toContain('b4');
  });
});

describe('featured products and top clicked', () => {
  it('should show recommended products first, in order, for the empty query', () => {
    const results = index.search(
      { query: '', rows: 3 },
      { featured: { type: 'recommended', productIds: ['e', 'c'] } },
    ).results;
    expect(results.map((hit) => [hit.id, hit.reason])).toEqual([
      ['e', 'featured'],
      ['c', 'featured'],
      ['a', undefined],
    ]);
  });

  it('should order the empty query and top clicked by clicks', () => {
    const config: MerchandisingConfig = {
      productClicks: { d: 30, b: 10, e: 20 },
      visibility: { showOutOfStock: false },
    };
    expect(ids('', config).slice(0, 2)).toEqual(['d', 'e']);
    expect(index.topClicked(config).map((hit) => hit.id)).toEqual(['d', 'e']);
    expect(index.topClicked(config, { start: 1, rows: 1 }).map((hit) => hit.id)).toEqual(['e']);
  });

  it('should feature exactly the recommended products in order instead of the most clicked', () => {
    const config: MerchandisingConfig = {
      productClicks: { d: 30, b: 10, e: 20 },
      featured: { type: 'recommended', productIds: ['c', 'gone', 'a', 'e'] },
    };
    expect(index.topClicked(config).map((hit) => [hit.id, hit.reason])).toEqual([
      ['c', 'featured'],
      ['a', 'featured'],
      ['e', 'featured'],
    ]);
    expect(index.topClicked(config, { start: 1, rows: 1 }).map((hit) => hit.id)).toEqual(['a']);
  });
});

describe('suggestions, next queries, related tags and prompts', () => {
  const config: MerchandisingConfig = {
    popularQueries: [
      { query: 'jeans', count: 50 },
      { query: 'slim jeans', count: 20 },
      { query: 'jacket', count: 30 },
      { query: 'black jeans', count: 10 },
    ],
    nextQueries: [{ query: 'jeans', nextQueries: ['denim jacket'] }],
    relatedTags: [{ query: 'jeans', tags: ['slim'] }],
    relatedPrompts: [
      {
        id: 'rp',
        suggestionText: 'Denim for autumn',
        queries: ['jeans'],
        nextQueries: ['denim jacket', 'wool scarf'],
      },
      {
        id: 'outlet',
        suggestionText: 'Outlet denim',
        queries: ['jeans'],
        nextQueries: [],
        pivots: { store: 'Outlet' },
      },
    ],
  };

  it('should suggest popular searches for the empty box, most searched first', () => {
    expect(index.suggest('', config).map((suggestion) => suggestion.query)).toEqual([
      'jeans',
      'jacket',
      'slim jeans',
      'black jeans',
    ]);
  });

  it('should leave out popular searches that are misspellings (issue 30), keeping valid words', () => {
    const typed: MerchandisingConfig = {
      popularQueries: [
        { query: 'jeasn', count: 90 },
        { query: 'jeans', count: 50 },
        { query: 'black jeans', count: 40 },
        { query: 'jackte', count: 30 },
      ],
    };
    expect(index.suggest('', typed).map((suggestion) => suggestion.query)).toEqual(['jeans', 'black jeans']);
    expect(index.suggest('ja', typed).map((suggestion) => suggestion.query)).not.toContain('jackte');
  });

  it('should merge the variants of a popular search, counting them all under the one searched most (issue 34)', () => {
    const variants: MerchandisingConfig = {
      popularQueries: [
        { query: 'jacket', count: 30 },
        { query: 'jeans', count: 25 },
        { query: 'Jeans', count: 10 },
        { query: 'jean', count: 10 },
        { query: 'jackets', count: 5 },
      ],
    };
    expect(index.suggest('', variants).map((suggestion) => suggestion.query)).toEqual(['jeans', 'jacket']);
  });

  it('should complete typed text from popular queries, then from the catalogue', () => {
    expect(index.suggest('ja', config)).toEqual([
      { query: 'jacket', source: 'popular' },
      { query: 'jackets', source: 'catalogue' },
    ]);
    expect(index.suggest('sca', config)).toEqual([{ query: 'scarf', source: 'catalogue' }]);
  });

  it('should give curated next queries first, then organic ones', () => {
    expect(index.nextQueries('jeans', config)).toEqual([
      { query: 'denim jacket', source: 'CURATED' },
      { query: 'slim jeans', source: 'ORGANIC' },
      { query: 'black jeans', source: 'ORGANIC' },
    ]);
  });

  it('should give learned next queries after the curated ones, and none the merchant hid', () => {
    const learned = {
      ...config,
      nextQueries: [{ query: 'jeans', nextQueries: ['denim jacket'], hidden: ['Black jeans', 'belt'] }],
      learnedNextQueries: [{ query: 'Jeans', nextQueries: ['denim shorts', 'belt', 'denim jacket'] }],
    };
    expect(index.nextQueries('jeans', learned)).toEqual([
      { query: 'denim jacket', source: 'CURATED' },
      { query: 'denim shorts', source: 'ORGANIC' },
      { query: 'slim jeans', source: 'ORGANIC' },
    ]);
  });

  it('should give curated related tags, then frequent brands among the results', () => {
    const tags = index.relatedTags('jeans', config);
    expect(tags[0]).toEqual({ query: 'jeans slim', tag: 'slim', source: 'CURATED' });
    expect(tags.slice(1).map((tag) => tag.tag)).toContain('levis');
  });

  it('should never offer an organic tag hidden for the query, and still list it as hidden', () => {
    const organic = index.organicTags('jeans', config).map((entry) => entry.tag);
    expect(organic).toContain('levis');
    expect(organic).not.toContain('slim');
    const hiding = { ...config, relatedTags: [{ query: 'Jeans', tags: ['slim'], hidden: ['LEVIS'] }] };
    const offered = index.relatedTags('jeans', hiding).map((tag) => tag.tag);
    expect(offered[0]).toBe('slim');
    expect(offered).not.toContain('levis');
    expect(index.organicTags('jeans', hiding)).toContainEqual({ tag: 'levis', hidden: true });
    // A page as long as the organic tags: hiding one leaves the others, none short.
    const rows = organic.length;
    expect(index.relatedTags('jeans', hiding, { rows: rows + 1 })).toHaveLength(rows);
  });

  it('should give the related prompts of the query', () => {
    expect(index.relatedPrompts('JEANS', config).map((prompt) => prompt.id)).toEqual(['rp']);
    expect(index.relatedPrompts('scarf', config)).toEqual([]);
  });

  it('should give a prompt with pivots only to requests carrying them', () => {
    const ids = (params: Record<string, string | string[]>) =>
      index.relatedPrompts('jeans', config, params).map((prompt) => prompt.id);
    expect(ids({ store: ' outlet ' })).toEqual(['rp', 'outlet']);
    expect(ids({ store: ['main', 'OUTLET'] })).toEqual(['rp', 'outlet']);
    expect(ids({ store: 'main' })).toEqual(['rp']);
  });
});

describe('findByIdentifier', () => {
  it('should find exact identifiers first, then identifiers starting with the query', () => {
    const skus = createIndex(
      [
        { id: 'x1', identifiers: ['AB-10'], name: 'One' },
        { id: 'x2', identifiers: ['AB-100'], name: 'Two' },
        { id: 'x3', identifiers: ['CD-1'], name: 'Three' },
      ],
      { language: 'en' },
    );
    expect(skus.findByIdentifier('ab-10').results.map((hit) => hit.id)).toEqual(['x1', 'x2']);
    expect(skus.findByIdentifier('ab-10').total).toBe(2);
    expect(skus.findByIdentifier('zz').total).toBe(0);
  });
});

describe('facet contexts', () => {
  const config: MerchandisingConfig = {
    facets: [
      { type: 'value', field: 'brand', label: 'Brand' },
      { type: 'hierarchical', field: 'categories', label: 'Category' },
    ],
    facetContexts: [
      {
        queries: ['Jeans'],
        facets: [{ type: 'range', field: 'price', label: 'Price', ranges: [{ to: 45 }] }],
      },
      {
        pages: [{ field: 'categories', value: 'Jackets' }],
        facets: [{ type: 'value', field: 'brand', label: 'Maker' }],
      },
    ],
  };
  const facets = (request: Parameters<typeof index.search>[0]) =>
    index.search(request, config).facets.map((facet) => `${facet.id}:${facet.label}`);

  it("should compute a context's facets for its query and its browse page, the default ones elsewhere", () => {
    expect(facets({ query: ' jeans ' })).toEqual(['price:Price']);
    expect(facets({ query: '', browse: { field: 'categories', value: 'jackets' } })).toEqual(['brand:Maker']);
    expect(facets({ query: 'scarf' })).toEqual(['brand:Brand', 'categories:Category']);
    expect(facets({ query: '', browse: { field: 'categories', value: 'Trousers' } })).toEqual([
      'brand:Brand',
      'categories:Category',
    ]);
  });

  it("should read a filter by the facets of the request's context", () => {
    const found = index.search({ query: 'jeans', filters: ['price:*-45'], rows: 10 }, config);
    expect(found.results.map((hit) => hit.id)).toEqual(['b']);
  });
});
