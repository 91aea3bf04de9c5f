import { describe, expect, it } from 'vitest';
import { createIndex } from '../create-index.ts';
import type { MerchandisingConfig, SearchDocument, SearchRequest } from '../types.ts';

// Query-time merchandising of issue 17: pins at their positions, hides everywhere, buries, schedules
// in time zones, stock-safe boosts and pins, and browse rules on browse requests.
const NOW = Date.UTC(2026, 10, 27, 12, 0);

const jeans = (id: string, brand: string, extra: Partial<SearchDocument> = {}): SearchDocument => ({
  id,
  name: `${brand} jeans ${id}`,
  brand,
  categories: [['Men', 'Jeans']],
  price: 50,
  stock: 5,
  ...extra,
});
const catalogue: SearchDocument[] = [
  jeans('j1', 'Levis'),
  jeans('j2', 'Levis'),
  jeans('j3', 'Wrangler'),
  jeans('j4', 'Wrangler', { categories: [['Women', 'Jeans']] }),
  jeans('j5', 'Lee', { stock: 0 }),
  jeans('j6', 'Lee', { availableForOrder: false }),
  { id: 's1', name: 'Wool scarf', brand: 'Lee', categories: [['Accessories']], price: 20, stock: 9 },
];
const index = createIndex(catalogue, { language: 'en' });
const brandFacet = { type: 'value', id: 'brand', field: 'brand' } as const;
const search = (request: Partial<SearchRequest>, config: MerchandisingConfig) =>
  index.search({ query: 'jeans', rows: 10, now: NOW, ...request }, config);
const ids = (request: Partial<SearchRequest>, config: MerchandisingConfig) =>
  search(request, config).results.map((hit) => hit.id);

describe('pins, hides and buries', () => {
  it('should put a pinned product at its position, also on a later page', () => {
    const config: MerchandisingConfig = {
      rules: [
        { id: 'p1', action: 'pin', productId: 's1', position: 1, queries: ['jeans'] },
        { id: 'p2', action: 'pin', productId: 'j4', position: 3, queries: ['jeans'] },
      ],
    };
    const all = ids({}, config);
    expect(all[0]).toBe('s1');
    expect(all[2]).toBe('j4');
    expect(ids({ start: 2, rows: 2 }, config)[0]).toBe('j4');
    expect(search({}, config).results[0]).toMatchObject({ id: 's1', reason: 'pinned' });
  });

  it('should never show a hidden product: not on page 1, not on page 2, not in the facet counts', () => {
    const config: MerchandisingConfig = {
      facets: [brandFacet],
      rules: [{ id: 'h', action: 'hide', field: 'brand', values: ['Levis'], queries: ['jeans'] }],
    };
    const pages = [
      ...ids({ rows: 2 }, config),
      ...ids({ start: 2, rows: 2 }, config),
      ...ids({ start: 4, rows: 2 }, config),
    ];
    expect(pages).not.toContain('j1');
    expect(pages).not.toContain('j2');
    const response = search({}, config);
    expect(response.total).toBe(4);
    expect(response.facets[0]!.values.map((value) => value.value)).not.toContain('Levis');
  });

  it('should drop a buried product below every other', () => {
    const config: MerchandisingConfig = {
      rules: [{ id: 'b', action: 'bury', field: 'id', values: ['j1'], queries: [] }],
    };
    expect(ids({}, config).at(-1)).toBe('j1');
  });

  it("should read schedules in the rule's time zone, and ignore an ended one", () => {
    // 12:00 UTC on the 27th is 13:00 in Madrid and 07:00 in New York.
    const pinFrom = (from: string, timeZone: string): MerchandisingConfig => ({
      rules: [
        { id: 'p', action: 'pin', productId: 's1', position: 1, queries: [], schedule: { from, timeZone } },
      ],
    });
    expect(ids({}, pinFrom('2026-11-27T12:30', 'Europe/Madrid'))[0]).toBe('s1');
    expect(ids({}, pinFrom('2026-11-27T12:30', 'America/New_York'))[0]).not.toBe('s1');
    const ended: MerchandisingConfig = {
      rules: [
        {
          id: 'h',
          action: 'hide',
          field: 'brand',
          values: ['Levis'],
          queries: [],
          schedule: { to: '2026-11-26T00:00', timeZone: 'UTC' },
        },
      ],
    };
    expect(ids({}, ended)).toContain('j1');
  });
});

describe("an element's filters", () => {
  it('should touch only the products holding its values: a hide, a boost and a pin', () => {
    const hide: MerchandisingConfig = {
      rules: [
        {
          id: 'h',
          action: 'hide',
          field: 'brand',
          values: ['Wrangler'],
          queries: [],
          where: { categories: ['Women'] },
        },
      ],
    };
    expect(ids({}, hide)).toContain('j3');
    expect(ids({}, hide)).not.toContain('j4');
    const boost: MerchandisingConfig = {
      rules: [
        {
          id: 'b',
          action: 'boost',
          field: 'categories',
          values: ['Jeans'],
          queries: [],
          strength: 50,
          where: { categories: ['Women>Jeans'], brand: ['Wrangler', 'Levis'] },
        },
      ],
    };
    expect(ids({}, boost)[0]).toBe('j4');
    const pin = (where: Record<string, string[]>): MerchandisingConfig => ({
      rules: [{ id: 'p', action: 'pin', productId: 's1', position: 1, queries: [], where }],
    });
    expect(ids({}, pin({ brand: ['Lee'] }))[0]).toBe('s1');
    expect(ids({}, pin({ brand: ['Levis'] }))[0]).not.toBe('s1');
  });
});

describe('stock-safe merchandising', () => {
  it('should not pin or boost a product out of stock or not available for order unless the element allows it', () => {
    const pins = (allowUnavailable: boolean): MerchandisingConfig => ({
      rules: [
        { id: 'p', action: 'pin', productId: 'j5', position: 1, queries: [], allowUnavailable },
        { id: 'q', action: 'pin', productId: 'j6', position: 2, queries: [], allowUnavailable },
      ],
    });
    expect(ids({}, pins(false)).slice(0, 2)).not.toContain('j5');
    expect(ids({}, pins(false)).slice(0, 2)).not.toContain('j6');
    expect(ids({}, pins(true)).slice(0, 2)).toEqual(['j5', 'j6']);
    const boost = (allowUnavailable: boolean): MerchandisingConfig => ({
      rules: [
        {
          id: 'b',
          action: 'boost',
          field: 'brand',
          values: ['Lee'],
          queries: [],
          strength: 50,
          allowUnavailable,
        },
      ],
    });
    expect(ids({}, boost(false)).slice(0, 2)).not.toContain('j5');
    expect(ids({}, boost(true)).slice(0, 2).sort()).toEqual(['j5', 'j6']);
  });

  it('should keep results visibility: a product it hides stays hidden even when the element allows it', () => {
    const config: MerchandisingConfig = {
      visibility: { showOutOfStock: false },
      rules: [{ id: 'p', action: 'pin', productId: 'j5', position: 1, queries: [], allowUnavailable: true }],
    };
    expect(ids({}, config)).not.toContain('j5');
  });
});

describe('browse requests', () => {
  const browseRules: MerchandisingConfig = {
    facets: [brandFacet],
    rules: [
      { id: 'search', action: 'pin', productId: 'j3', position: 1, queries: [] },
      {
        id: 'page',
        action: 'pin',
        productId: 'j2',
        position: 1,
        queries: [],
        browse: { field: 'categories', value: 'Jeans' },
      },
      {
        id: 'other',
        action: 'hide',
        field: 'id',
        values: ['j1'],
        queries: [],
        browse: { field: 'categories', value: 'Accessories' },
      },
    ],
  };

  it("should answer the page's products only, with the browse rules of the page and not the search rules", () => {
    const page = search({ query: '', browse: { field: 'categories', value: 'jeans' } }, browseRules);
    expect(page.results[0]).toMatchObject({ id: 'j2', reason: 'pinned' });
    expect(page.results.map((hit) => hit.id).sort()).toEqual(['j1', 'j2', 'j3', 'j4', 'j5', 'j6']);
    expect(page.facets[0]!.values.map((value) => value.value)).not.toContain('Accessories');
    expect(ids({}, browseRules)[0]).toBe('j3');
  });

  it('should read a category path as that node, and a brand page by brand', () => {
    expect(ids({ query: '', browse: { field: 'categories', value: 'Women>Jeans' } }, {})).toEqual(['j4']);
    expect(ids({ query: '', browse: { field: 'brand', value: 'wrangler' } }, {}).sort()).toEqual([
      'j3',
      'j4',
    ]);
    expect(ids({ query: '', browse: { field: 'brand', value: 'Nobody' } }, {})).toEqual([]);
  });
});

describe('rules over more products than a search finds', () => {
  // A rule reaches its products either through the lists of who holds its values (when they are
  // fewer than the search's candidates) or by a check per candidate: both must answer alike.
  const shirts: SearchDocument[] = Array.from({ length: 40 }, (_, i) => ({
    id: `s${i}`,
    name: `${i < 30 ? 'Acme' : 'Bolt'} shirt${i % 8 === 0 ? ' linen' : ''}`,
    brand: i < 30 ? 'Acme' : 'Bolt',
    price: 20,
    stock: 3,
  }));
  const brandOf = (id: string) => shirts.find((shirt) => shirt.id === id)?.brand;
  const rule = (action: 'boost' | 'bury' | 'hide', brand: string): MerchandisingConfig => ({
    rules: [{ id: action, action, field: 'brand', values: [brand], queries: [], strength: 5 }],
  });

  it.each([
    ['a narrow search (5 found, 30 Acme products)', 'linen', 5],
    ['a broad search (40 found)', 'shirt', 40],
  ])('should bury, boost and hide by brand alike in %s', (_case, query, found) => {
    const shirtIndex = createIndex(shirts, { language: 'en' });
    const brands = (config: MerchandisingConfig) =>
      shirtIndex.search({ query, rows: 40, now: NOW }, config).results.map((hit) => brandOf(hit.id));
    expect(brands({})).toHaveLength(found);
    const buried = brands(rule('bury', 'Acme'));
    expect(buried.indexOf('Acme')).toBeGreaterThan(buried.lastIndexOf('Bolt'));
    const boosted = brands(rule('boost', 'Bolt'));
    expect(boosted.lastIndexOf('Bolt')).toBeLessThan(boosted.indexOf('Acme'));
    expect(brands(rule('hide', 'Acme'))).toEqual(brands({}).filter((brand) => brand === 'Bolt'));
  });

  it('should follow a product that changes brand, and one removed', () => {
    const shirtIndex = createIndex(shirts, { language: 'en' });
    const hidden = (config: MerchandisingConfig) =>
      shirtIndex.search({ query: 'shirt', rows: 40, now: NOW }, config).results.map((hit) => hit.id);
    // The same configuration before and after: what a rule resolved to must not outlive the change.
    const hideBolt = rule('hide', 'Bolt');
    expect(hidden(hideBolt)).toHaveLength(30);
    shirtIndex.upsert({ ...shirts[0]!, brand: 'Bolt' });
    shirtIndex.remove('s39');
    const left = hidden(hideBolt);
    expect(left).toHaveLength(29);
    expect(left).not.toContain('s0');
  });
});
