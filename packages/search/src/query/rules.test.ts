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
  it('should hide a category by its path alone, and a category name at any level (issue 32)', () => {
    const hide = (values: string[]): MerchandisingConfig => ({
      rules: [{ id: 'h', action: 'hide', field: 'categories', values, queries: [] }],
    });
    expect(ids({}, hide(['Women>Jeans']))).not.toContain('j4');
    expect(ids({}, hide(['Women>Jeans']))).toContain('j1');
    expect(ids({}, hide(['Men']))).toEqual(['j4']);
    expect(ids({}, hide(['Men>Jeans', 'Jeans']))).toEqual([]);
    expect(ids({}, hide(['Kids>Jeans']))).toHaveLength(6);
  });

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

  it('should give a position two pins ask for to the first pin, and the next position to the other', () => {
    const pinsAtTwo = (first: string, second: string): MerchandisingConfig => ({
      rules: [
        { id: 'first', action: 'pin', productId: first, position: 2, queries: ['jeans'] },
        { id: 'second', action: 'pin', productId: second, position: 2, queries: ['jeans'] },
      ],
    });
    // One pinned product found by the text (j4), one not (s1): the order is the rules', either way.
    expect(ids({}, pinsAtTwo('s1', 'j4')).slice(1, 3)).toEqual(['s1', 'j4']);
    expect(ids({}, pinsAtTwo('j4', 's1')).slice(1, 3)).toEqual(['j4', 's1']);
    // At positions 2 and 3, whichever product the ranking puts first among the pinned.
    const atTwoAndThree = (two: string, three: string): MerchandisingConfig => ({
      rules: [
        { id: 'two', action: 'pin', productId: two, position: 2, queries: [] },
        { id: 'three', action: 'pin', productId: three, position: 3, queries: [] },
      ],
    });
    expect(ids({}, atTwoAndThree('s1', 'j4')).slice(1, 3)).toEqual(['s1', 'j4']);
    expect(ids({}, atTwoAndThree('j4', 's1')).slice(1, 3)).toEqual(['j4', 's1']);
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

describe('rules for every search', () => {
  it('should start and end with their schedules and leave other configurations alone, on the same configuration', () => {
    const config: MerchandisingConfig = {
      rules: [
        {
          id: 'h',
          action: 'hide',
          field: 'brand',
          values: ['Levis'],
          queries: [],
          schedule: { from: '2026-11-27T10:00', to: '2026-11-27T14:00', timeZone: 'UTC' },
        },
        {
          id: 'b',
          action: 'bury',
          field: 'id',
          values: ['j3'],
          queries: [],
          schedule: { from: '2026-11-27T12:00', timeZone: 'UTC' },
        },
      ],
    };
    const at = (hour: number) => ids({ now: Date.UTC(2026, 10, 27, hour) }, config);
    expect(at(9)).toEqual(expect.arrayContaining(['j1', 'j2']));
    expect(at(9).at(-1)).not.toBe('j3');
    expect(at(11)).not.toContain('j1');
    expect(at(11).at(-1)).not.toBe('j3');
    expect(at(13)).not.toContain('j1');
    expect(at(13).at(-1)).toBe('j3');
    // Another configuration on the same index, between two searches with this one.
    expect(ids({ now: Date.UTC(2026, 10, 27, 13) }, {})).toContain('j1');
    expect(at(15)).toContain('j1');
    expect(at(15).at(-1)).toBe('j3');
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

describe('the ways a rule reaches its products', () => {
  // A rule for every search is worked out per product once per index version; a rule for one
  // query names its products one by one when they are few next to the search's candidates (here
  // the 10 Bolt shirts among 100), and otherwise is read from a bitset per candidate. All must
  // answer alike.
  const shirts: SearchDocument[] = Array.from({ length: 100 }, (_, i) => ({
    id: `s${i}`,
    name: `${i < 90 ? 'Acme' : 'Bolt'} shirt${i % 8 === 0 ? ' linen' : ''}`,
    brand: i < 90 ? 'Acme' : 'Bolt',
    price: 20,
    stock: 3,
  }));
  const brandOf = (id: string) => shirts.find((shirt) => shirt.id === id)?.brand;
  const rule = (
    action: 'boost' | 'bury' | 'hide',
    brand: string,
    queries: string[] = [],
  ): MerchandisingConfig => ({
    rules: [{ id: action, action, field: 'brand', values: [brand], queries, strength: 5 }],
  });

  it.each([
    ['a narrow search (13 found), rules for every search', 'linen', 13, []],
    ['a broad search (100 found), rules for every search', 'shirt', 100, []],
    ['a narrow search, rules for its query', 'linen', 13, ['linen']],
    ['a broad search, rules for its query', 'shirt', 100, ['shirt']],
  ])('should bury, boost and hide by brand alike in %s', (_case, query, found, queries) => {
    const shirtIndex = createIndex(shirts, { language: 'en' });
    const brands = (config: MerchandisingConfig) =>
      shirtIndex.search({ query, rows: 100, now: NOW }, config).results.map((hit) => brandOf(hit.id));
    const plain = brands({});
    expect(plain).toHaveLength(found);
    for (const [brand, other] of [
      ['Acme', 'Bolt'],
      ['Bolt', 'Acme'],
    ] as const) {
      const buried = brands(rule('bury', brand, queries));
      expect(buried.indexOf(brand)).toBeGreaterThan(buried.lastIndexOf(other));
      const boosted = brands(rule('boost', brand, queries));
      expect(boosted.lastIndexOf(brand)).toBeLessThan(boosted.indexOf(other));
      expect(brands(rule('hide', brand, queries))).toEqual(plain.filter((shown) => shown === other));
    }
  });

  it.each([
    ['for every search', 'shirt', [], 90],
    ['for the query, named one by one', 'shirt', ['shirt'], 90],
    ['for the query, read from a bitset', 'linen', ['linen'], 12],
  ])(
    'should follow a product that changes brand, and one removed: a rule %s',
    (_case, query, queries, before) => {
      const shirtIndex = createIndex(shirts, { language: 'en' });
      const shown = (config: MerchandisingConfig) =>
        shirtIndex.search({ query, rows: 100, now: NOW }, config).results.map((hit) => hit.id);
      // The same configuration before and after: what a rule resolved to must not outlive the change.
      const hideBolt = rule('hide', 'Bolt', queries);
      expect(shown(hideBolt)).toHaveLength(before);
      shirtIndex.upsert({ ...shirts[0]!, brand: 'Bolt' });
      shirtIndex.remove('s99');
      const left = shown(hideBolt);
      expect(left).toHaveLength(before - 1);
      expect(left).not.toContain('s0');
    },
  );
});
