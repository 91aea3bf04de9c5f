import { describe, expect, it } from 'vitest';
import { buildIndexAsync, createIndex, IndexSlot } from './create-index.ts';
import { MAX_PARTIAL_MATCHES } from './query/retrieve.ts';
import type { MerchandisingConfig, SearchDocument } from './types.ts';

const catalogue: SearchDocument[] = [
  {
    id: 'p1',
    identifiers: ['JN-501'],
    name: 'Blue denim jeans',
    brand: 'Levis',
    categories: [['Men', 'Trousers', 'Jeans']],
    attributes: { colour: 'blue', size: ['30', '32'] },
    price: 59,
    stock: 5,
    createdAt: Date.UTC(2026, 0, 1),
  },
  {
    id: 'p2',
    identifiers: ['JN-502'],
    name: 'Black skinny jeans',
    brand: 'Levis',
    categories: [['Women', 'Trousers', 'Jeans']],
    attributes: { colour: 'black' },
    price: 69,
    stock: 0,
    createdAt: Date.UTC(2026, 5, 1),
  },
  {
    id: 'p3',
    identifiers: ['SH-100'],
    name: 'White running sneakers',
    brand: 'Swift',
    categories: [['Men', 'Shoes', 'Sneakers']],
    attributes: { colour: 'white' },
    price: 89,
    stock: 3,
    createdAt: Date.UTC(2025, 0, 1),
  },
  {
    id: 'p4',
    identifiers: ['SH-200'],
    name: 'Leather chelsea boots',
    brand: 'Oakridge',
    categories: [['Men', 'Shoes', 'Boots']],
    attributes: { colour: 'brown' },
    price: 140,
    stock: 2,
    createdAt: Date.UTC(2025, 6, 1),
  },
  {
    id: 'p5',
    identifiers: ['TS-1'],
    name: 'Cotton t shirt',
    brand: 'Basics',
    categories: [['Women', 'Tops']],
    attributes: { colour: ['white', 'black'] },
    price: 15,
    stock: 40,
    createdAt: Date.UTC(2026, 2, 1),
  },
  {
    id: 'p6',
    name: 'Waterproof hiking jacket',
    brand: 'Swift',
    categories: [['Men', 'Outerwear']],
    attributes: { colour: 'blue' },
    price: 199,
    stock: 1,
    description: 'A light jacket for mountain trails',
  },
];

const facets: MerchandisingConfig = {
  facets: [
    { type: 'value', field: 'brand' },
    { type: 'value', field: 'colour' },
    { type: 'hierarchical', id: 'cat', field: 'categories' },
    { type: 'range', field: 'price', ranges: [{ to: 50 }, { from: 50, to: 100 }, { from: 100 }] },
  ],
};

const ids = (
  index: ReturnType<typeof createIndex>,
  query: string,
  config?: MerchandisingConfig,
  filters?: string[],
): string[] => index.search({ query, filters, rows: 50 }, config).results.map((hit) => hit.id);

/** The products matching every word of the query, without the partial matches that follow them. */
const fullMatches = (index: ReturnType<typeof createIndex>, query: string, config?: MerchandisingConfig) =>
  index
    .search({ query, rows: 50 }, config)
    .results.filter((hit) => hit.reason !== 'partial')
    .map((hit) => hit.id);

describe('SearchIndex.search', () => {
  const index = createIndex(catalogue, { language: 'en' });

  it('should list the products matching every word first, then those matching some, marked partial', () => {
    const response = index.search({ query: 'blue jeans ', rows: 50 });
    expect(response.results.map((hit) => [hit.id, hit.reason])).toEqual([
      ['p1', undefined],
      ['p2', 'partial'],
      ['p6', 'partial'],
    ]);
    expect(response.total).toBe(3);
  });

  it('should rank a product matching a word only in its description below those matching it elsewhere', () => {
    const clutches = createIndex(
      [
        {
          id: 'clutch',
          name: 'Black synthetic clutch',
          description: 'Team it with an anarkali kurta, an anarkali dress or any kurta',
        },
        { id: 'anarkali', name: 'Printed anarkali kurta' },
        { id: 'straight', name: 'Embroidered straight kurta' },
      ],
      { language: 'en' },
    );
    const hits = clutches.search({ query: 'anarkali kurta ' }).results;
    // The clutch has both words, in its description: it comes after the kurta missing "anarkali".
    expect(hits.map((hit) => [hit.id, hit.reason])).toEqual([
      ['anarkali', undefined],
      ['straight', 'partial'],
      ['clutch', undefined],
    ]);
  });

  it('should find nothing, without failing, for a query of symbols only', () => {
    expect(index.search({ query: '*' }).total).toBe(0);
    expect(index.search({ query: '!! ?' }).results).toEqual([]);
  });

  it('should match stems: "sneaker" finds "sneakers"', () => {
    expect(ids(index, 'sneaker ')).toEqual(['p3']);
  });

  it('should complete the last word as a prefix while typing, not after a space', () => {
    expect(ids(index, 'chel')).toEqual(['p4']);
    expect(ids(index, 'chel ')).not.toContain('p4');
  });

  it('should tolerate 1 typo from 5 characters and none below', () => {
    expect(ids(index, 'sneakrs ')).toEqual(['p3']);
    expect(ids(index, 'jaens ')).toEqual(['p1', 'p2']);
    expect(index.search({ query: 'jens ' }).results.map((hit) => hit.id)).toEqual(['p1', 'p2']);
    expect(index.search({ query: 'jens ' }).spellchecked).toBe('jeans');
  });

  it('should tolerate typos, correct and answer partial results only as the configuration allows (issue 33)', () => {
    const strict = { typoTolerance: { enabled: false, oneTypoFrom: 5, twoTyposFrom: 9 } };
    const unforgiven = index.search({ query: 'sneakrs ' }, strict);
    expect([unforgiven.results, unforgiven.spellchecked]).toEqual([[], undefined]);
    expect(index.search({ query: 'sneakers ' }, strict).results.map((hit) => hit.id)).toEqual(['p3']);
    expect(index.search({ query: 'sneakrs ' }, { corrections: false }).results.map((hit) => hit.id)).toEqual([
      'p3',
    ]);
    expect(index.search({ query: 'sneekrs ' }, { corrections: false }).results).toEqual([]);
    const later = { typoTolerance: { enabled: true, oneTypoFrom: 8, twoTyposFrom: 30 }, corrections: false };
    expect(index.search({ query: 'sneakrs ' }, later).results).toEqual([]);
    expect(ids(index, 'waterprouf ')).toEqual(['p6']);
    expect(index.search({ query: 'waterprouf ' }, later).results.map((hit) => hit.id)).toEqual(['p6']);
    expect(index.search({ query: 'watrprouf ' }, later).results).toEqual([]);
    const partial = index.search({ query: 'levis sneakers ' });
    expect(partial.partials.length).toBeGreaterThan(0);
    expect(index.search({ query: 'levis sneakers ' }, { partialResults: false }).partials).toEqual([]);
  });

  it('should tolerate 2 typos from 9 characters', () => {
    expect(ids(index, 'waterprouf ')).toEqual(['p6']);
    expect(ids(index, 'watrprouf ')).toEqual(['p6']);
  });

  it('should rank exact matches above typo matches', () => {
    const index2 = createIndex(
      [
        { id: 'a', name: 'zorba tote bag' },
        { id: 'b', name: 'zorbo bag with long strap' },
      ],
      { language: 'en' },
    );
    expect(ids(index2, 'zorbo ')).toEqual(['b', 'a']);
  });

  it('should find no other word a typo away from a word of the language, even one the catalogue has (issue 30)', () => {
    const index2 = createIndex(
      [
        { id: 'a', name: 'short sleeve top' },
        { id: 'b', name: 'shirt with long sleeve' },
      ],
      { language: 'en' },
    );
    expect(ids(index2, 'shirt ')).toEqual(['b']);
    expect(ids(index2, 'shrit ')).toEqual(['b']);
  });

  it('should rank a word in a shorter description higher, below and above 256 words alike', () => {
    const filler = (words: number): string => Array.from({ length: words }, (_, i) => `w${i}`).join(' ');
    const lengths = [100, 250, 260, 400, 1000];
    const index = createIndex(
      lengths.map((words) => ({ id: `d${words}`, name: 'Plain item', description: `rare ${filler(words)}` })),
      { language: 'en' },
    );
    const scores = index.search({ query: 'rare ', rows: 10 }).results.map((hit) => hit.score);
    expect(index.search({ query: 'rare ', rows: 10 }).results.map((hit) => hit.id)).toEqual(
      lengths.map((words) => `d${words}`),
    );
    for (let i = 1; i < scores.length; i++) expect(scores[i]!).toBeLessThan(scores[i - 1]!);
  });

  it('should put an exact SKU hit first', () => {
    const response = index.search({ query: 'sh-200' });
    expect(response.results[0]).toMatchObject({ id: 'p4', reason: 'identifier' });
  });

  it('should expand multi-word synonyms both ways', () => {
    const config: MerchandisingConfig = {
      synonyms: [{ terms: ['t shirt', 'tee'] }, { terms: ['sneakers', 'trainers'] }],
    };
    expect(fullMatches(index, 'tee ', config)).toEqual(['p5']);
    expect(fullMatches(index, 'white trainers ', config)).toEqual(['p3']);
  });

  it('should answer a word as without synonyms when its synonyms name nothing the catalogue holds', () => {
    const config: MerchandisingConfig = { synonyms: [{ terms: ['jeans', 'jeans denimwear', 'dungarees'] }] };
    expect(fullMatches(index, 'black jeans ', config)).toEqual(fullMatches(index, 'black jeans '));
    expect(index.search({ query: 'dungarees ' }, config).total).toBe(index.search({ query: 'jeans ' }).total);
  });

  it('should expand a one-way synonym from its first term only', () => {
    const towardsSneakers: MerchandisingConfig = {
      synonyms: [{ terms: ['trainers', 'sneakers'], oneWay: true }],
    };
    expect(fullMatches(index, 'white trainers ', towardsSneakers)).toEqual(['p3']);
    const towardsTrainers: MerchandisingConfig = {
      synonyms: [{ terms: ['sneakers', 'trainers'], oneWay: true }],
    };
    // No product says trainers, a word of the language: the shop does not sell what was asked for,
    // and "white" alone would show unrelated products.
    expect(index.search({ query: 'white trainers ' }, towardsTrainers).total).toBe(0);
    expect(fullMatches(index, 'white sneakers ', towardsTrainers)).toEqual(['p3']);
  });

  it('should drop the word that blocks every match and report it', () => {
    const response = index.search({ query: 'levis jeans purple ' });
    expect(response.results.map((hit) => hit.id).sort()).toEqual(['p1', 'p2']);
    expect(response.relaxedTerms).toEqual(['purple']);
  });

  it('should report a spellchecked query when the original finds nothing', () => {
    // Two typos in a 7-letter word: beyond typo tolerance, within spellcheck.
    const response = index.search({ query: 'sneekrs ' });
    expect(response.spellchecked).toBe('sneakers');
    expect(response.results.map((hit) => hit.id)).toEqual(['p3']);
  });

  it('should sort by price both ways and by newest', () => {
    expect(
      index
        .search({ query: 'jeans', sort: { field: 'price', direction: 'desc' } })
        .results.map((hit) => hit.id),
    ).toEqual(['p2', 'p1']);
    expect(
      index
        .search({ query: '', sort: { field: 'price', direction: 'asc' }, rows: 3 })
        .results.map((hit) => hit.id),
    ).toEqual(['p5', 'p1', 'p2']);
    expect(
      index
        .search({ query: '', sort: { field: 'createdAt', direction: 'desc' }, rows: 2 })
        .results.map((hit) => hit.id),
    ).toEqual(['p2', 'p5']);
  });

  it('should page with start and rows over a stable order', () => {
    const all = index.search({ query: '', rows: 6 }).results.map((hit) => hit.id);
    const pages = [0, 2, 4].flatMap((start) =>
      index.search({ query: '', start, rows: 2 }).results.map((hit) => hit.id),
    );
    expect(pages).toEqual(all);
    expect(index.search({ query: '', start: 2, rows: 2 }).total).toBe(6);
  });

  it('should OR values of one facet and AND different facets', () => {
    expect(ids(index, '', undefined, ['colour:blue', 'colour:brown']).sort()).toEqual(['p1', 'p4', 'p6']);
    expect(ids(index, '', undefined, ['colour:blue', 'brand:swift'])).toEqual(['p6']);
  });

  it('should filter numeric ranges with open ends', () => {
    expect(ids(index, '', facets, ['price:100-*']).sort()).toEqual(['p4', 'p6']);
    expect(ids(index, '', facets, ['price:*-50'])).toEqual(['p5']);
  });

  it('should filter a hierarchical path, including its descendants', () => {
    expect(ids(index, '', facets, ['cat:Men>Shoes']).sort()).toEqual(['p3', 'p4']);
    expect(ids(index, '', facets, ['cat:men>shoes>boots'])).toEqual(['p4']);
  });

  it('should count facets disjunctively: a facet ignores its own selection', () => {
    const response = index.search({ query: '', filters: ['brand:Levis'] }, facets);
    const brand = response.facets.find((facet) => facet.id === 'brand')!;
    const colour = response.facets.find((facet) => facet.id === 'colour')!;
    expect(brand.values.map((value) => [value.value, value.count, value.selected])).toEqual([
      ['Levis', 2, true],
      ['Swift', 2, false],
      ['Basics', 1, false],
      ['Oakridge', 1, false],
    ]);
    expect(colour.values.map((value) => [value.value, value.count])).toEqual([
      ['black', 1],
      ['blue', 1],
    ]);
  });

  it('should count hierarchical facets as a tree with filter paths', () => {
    const tree = index.search({ query: '' }, facets).facets.find((facet) => facet.id === 'cat')!;
    expect(tree.values[0]).toMatchObject({ value: 'Men', count: 4, filter: 'cat:Men' });
    const shoes = tree.values[0]!.children!.find((child) => child.value === 'Shoes')!;
    expect(shoes).toMatchObject({ count: 2, filter: 'cat:Men>Shoes' });
    expect(shoes.children!.map((child) => child.filter).sort()).toEqual([
      'cat:Men>Shoes>Boots',
      'cat:Men>Shoes>Sneakers',
    ]);
  });

  it('should count range buckets and report the price range', () => {
    const response = index.search({ query: '' }, facets);
    const price = response.facets.find((facet) => facet.id === 'price')!;
    expect(price.values.map((value) => [value.filter, value.count])).toEqual([
      ['price:*-50', 1],
      ['price:50-100', 3],
      ['price:100-*', 2],
    ]);
    expect(response.priceStats).toEqual({ min: 15, max: 199 });
  });

  it('should list values in the merchant order, the unplaced ones after by count, and hide values', () => {
    const config: MerchandisingConfig = {
      facets: [
        {
          type: 'value',
          field: 'brand',
          order: 'custom',
          customOrder: ['Oakridge', 'Basics'],
          hidden: ['Levis'],
        },
        { type: 'value', field: 'colour', order: 'alphabetical', hidden: ['white'] },
        {
          type: 'hierarchical',
          id: 'cat',
          field: 'categories',
          order: 'custom',
          customOrder: ['Women'],
          hidden: ['Shoes'],
        },
      ],
    };
    const [brand, colour, tree] = index.search({ query: '' }, config).facets;
    expect(brand!.values.map((value) => value.value)).toEqual(['Oakridge', 'Basics', 'Swift']);
    expect(colour!.values.map((value) => value.value)).toEqual(['black', 'blue', 'brown']);
    expect(tree!.values.map((value) => value.value)).toEqual(['Women', 'Men']);
    expect(tree!.values[1]!.children!.map((child) => child.value)).toEqual(['Outerwear', 'Trousers']);
    expect(ids(index, '', config, ['brand:Levis']).sort()).toEqual(['p1', 'p2']);
  });

  it('should weigh every attribute with the attributes weight', () => {
    expect(ids(index, 'brown', { fieldWeights: { name: 1, attributes: 1 } })).toEqual(['p4']);
    expect(ids(index, 'brown', { fieldWeights: { name: 1 } })).toEqual([]);
  });

  it('should throw on an unknown facet order', () => {
    expect(() =>
      index.search(
        { query: '' },
        { facets: [{ type: 'value', field: 'brand', order: 'random' as 'count' }] },
      ),
    ).toThrow('search: unknown facet order "random"');
  });

  it('should round-trip every facet filter it emits', () => {
    const response = index.search({ query: '' }, facets);
    for (const facet of response.facets) {
      for (const value of facet.values) {
        expect(index.search({ query: '', filters: [value.filter] }, facets).total).toBe(value.count);
      }
    }
  });

  it('should match a filter on an unknown field against nothing', () => {
    expect(index.search({ query: '', filters: ['material:wool'] }).total).toBe(0);
  });

  it('should throw on a malformed filter, start or rows', () => {
    expect(() => index.search({ query: 'x', filters: ['nocolon'] })).toThrow(
      'search: invalid filter "nocolon"',
    );
    expect(() => index.search({ query: 'x', start: -1 })).toThrow('search: invalid start -1');
    expect(() => index.search({ query: 'x', rows: 1.5 })).toThrow('search: invalid rows 1.5');
    expect(() => index.search({ query: 'x', sort: { field: 'colour', direction: 'asc' } })).toThrow(
      'search: unknown sort field "colour"',
    );
  });
});

describe('variants', () => {
  const index = createIndex(
    [
      {
        id: 'v1',
        name: 'Merino sweater',
        variants: [
          {
            id: 'v1-red',
            identifiers: ['MS-RED-M'],
            attributes: { colour: 'red', size: 'M' },
            price: 79,
            stock: 0,
          },
          {
            id: 'v1-navy',
            identifiers: ['MS-NAVY-L'],
            attributes: { colour: 'navy', size: 'L' },
            price: 69,
            stock: 0,
          },
        ],
      },
      { id: 'v2', name: 'Cotton sweater', attributes: { colour: 'navy' }, price: 30, stock: 4 },
    ],
    { language: 'en' },
  );

  it('should find a product by a variant SKU, first', () => {
    expect(index.search({ query: 'ms-navy-l' }).results[0]).toMatchObject({ id: 'v1', reason: 'identifier' });
  });

  it('should facet and filter on variant attributes', () => {
    const colour = index.search({ query: 'sweater' }, { facets: [{ type: 'value', field: 'colour' }] })
      .facets[0]!;
    expect(colour.values.map((value) => [value.value, value.count])).toEqual([
      ['navy', 2],
      ['red', 1],
    ]);
    expect(index.search({ query: 'sweater', filters: ['size:m'] }).results.map((hit) => hit.id)).toEqual([
      'v1',
    ]);
  });

  it('should price a product at its cheapest variant and sum the variants stock', () => {
    expect(index.search({ query: 'sweater', filters: ['price:60-70'] }).results.map((hit) => hit.id)).toEqual(
      ['v1'],
    );
    expect(
      index
        .search({ query: 'sweater' }, { visibility: { showOutOfStock: false } })
        .results.map((hit) => hit.id),
    ).toEqual(['v2']);
  });
});

describe('createIndex with a richer document type', () => {
  it('should return the upserted objects themselves, extra fields included', () => {
    interface Product extends SearchDocument {
      readonly url: string;
    }
    const product: Product = { id: 'r1', name: 'Linen shirt', url: 'https://shop/r1' };
    const index = createIndex<Product>([product], { language: 'en' });
    const hit = index.search({ query: 'linen' }).results[0]!;
    expect(hit.document).toBe(product);
    expect(hit.document.url).toBe('https://shop/r1');
  });
});

describe('SearchIndex.upsert and remove', () => {
  it('should find an upserted product and forget a removed one', () => {
    const index = createIndex(catalogue, { language: 'en' });
    index.upsert({ id: 'p7', name: 'Red wool scarf', price: 25 });
    expect(ids(index, 'scarf')).toEqual(['p7']);
    index.upsert({ id: 'p7', name: 'Red wool gloves', price: 25 });
    expect(ids(index, 'scarf')).toEqual([]);
    expect(ids(index, 'gloves')).toEqual(['p7']);
    expect(index.remove(['p7', 'missing'])).toBe(1);
    expect(ids(index, 'gloves')).toEqual([]);
    expect(index.size).toBe(6);
    expect(index.get('p7')).toBeUndefined();
  });

  it('should list the products as they are now, for an equal index elsewhere', () => {
    const index = createIndex(catalogue, { language: 'en' });
    index.upsert({ id: 'p7', name: 'Red wool scarf', price: 25 });
    index.remove('p1');
    const listed = index.documents();
    index.upsert({ id: 'p8', name: 'Blue wool scarf', price: 30 });

    expect(listed.map((document) => document.id).sort()).toEqual(['p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
    expect(listed.find((document) => document.id === 'p7')).toEqual({
      id: 'p7',
      name: 'Red wool scarf',
      price: 25,
    });
    expect(ids(createIndex(listed, { language: 'en' }), 'scarf')).toEqual(['p7']);
  });

  it('should keep working after many updates compact the index', () => {
    const index = createIndex([], { language: 'en' });
    for (let round = 0; round < 3; round++) {
      index.upsert(
        Array.from({ length: 1500 }, (_, i) => ({ id: `d${i}`, name: `lamp model ${round} number ${i}` })),
      );
    }
    expect(index.size).toBe(1500);
    expect(index.search({ query: 'lamp 2 ', rows: 0 }).total).toBe(1500);
    expect(fullMatches(index, 'lamp 1499 ')).toEqual(['d1499']);
  });

  it('should count facets as the products are now after rewritten sizes and removals', () => {
    const sizes = ['S', 'M', 'L', 'XL'];
    const product = (i: number, round: number): SearchDocument => ({
      id: `d${i}`,
      name: `lamp ${i}`,
      attributes: { size: sizes.filter((_, s) => (i + round + s) % 3 !== 0), colour: i % 2 ? 'red' : 'blue' },
    });
    const config: MerchandisingConfig = { facets: [{ type: 'value', field: 'size' }] };
    const index = createIndex(
      Array.from({ length: 3000 }, (_, i) => product(i, 0)),
      { language: 'en' },
    );
    const counts = (filters: string[] = []): Record<string, number> =>
      Object.fromEntries(
        index
          .search({ query: 'lamp', filters, rows: 0 }, config)
          .facets[0]!.values.map((value) => [value.value, value.count]),
      );
    const expected = (documents: SearchDocument[]): Record<string, number> =>
      Object.fromEntries(
        sizes.map((size) => [
          size,
          documents.filter((document) => (document.attributes!.size as string[]).includes(size)).length,
        ]),
      );
    const now = Array.from({ length: 3000 }, (_, i) => product(i, 0));
    expect(counts()).toEqual(expected(now));
    // Three rewrites of every product's sizes leave enough behind to compact the value pool.
    for (let round = 1; round <= 3; round++) {
      index.upsert(Array.from({ length: 3000 }, (_, i) => product(i, round)));
      now.splice(0, now.length, ...Array.from({ length: 3000 }, (_, i) => product(i, round)));
    }
    index.remove(['d0', 'd1', 'd2']);
    const live = now.slice(3);
    expect(counts()).toEqual(expected(live));
    expect(counts(['colour:red'])).toEqual(
      expected(live.filter((document) => document.attributes!.colour === 'red')),
    );
  });

  it('should count a facet whose products go from one value to several and back', () => {
    const shirt = (id: string, size: string | string[]): SearchDocument => ({
      id,
      name: `shirt ${id}`,
      attributes: { size },
    });
    const index = createIndex([shirt('a', 'S'), shirt('b', 'M')], { language: 'en' });
    const config: MerchandisingConfig = { facets: [{ type: 'value', field: 'size' }] };
    const counts = () =>
      Object.fromEntries(
        index.search({ query: 'shirt' }, config).facets[0]!.values.map((v) => [v.value, v.count]),
      );
    expect(counts()).toEqual({ S: 1, M: 1 });
    index.upsert(shirt('b', ['M', 'L']));
    expect(counts()).toEqual({ S: 1, M: 1, L: 1 });
    index.upsert(shirt('b', 'L'));
    expect(counts()).toEqual({ S: 1, L: 1 });
  });

  it('should reject a document without an id', () => {
    const index = createIndex([], { language: 'en' });
    expect(() => index.upsert({ id: '', name: 'x' })).toThrow('search: document without a string id');
  });
});

describe('partial matches', () => {
  it(`should keep the best ${MAX_PARTIAL_MATCHES} products matching some of the words`, () => {
    const index = createIndex(
      [
        ...Array.from({ length: 900 }, (_, i) => ({ id: `r${i}`, name: `red lamp ${i}` })),
        ...Array.from({ length: 900 }, (_, i) => ({ id: `g${i}`, name: `green vase ${i}` })),
        { id: 'both', name: 'red and green rug' },
      ],
      { language: 'en' },
    );
    const response = index.search({ query: 'red green ', rows: 3 });
    expect(response.total).toBe(1 + MAX_PARTIAL_MATCHES);
    expect(response.results.map((hit) => hit.reason)).toEqual([undefined, 'partial', 'partial']);
  });

  it('should keep a better partial match over ties, wherever it sits in the catalogue', () => {
    const index = createIndex(
      [
        { id: 'all', name: 'red blue green rug' },
        ...Array.from({ length: 999 }, (_, i) => ({ id: `r${i}`, name: `red lamp ${i}` })),
        ...Array.from({ length: 999 }, (_, i) => ({ id: `b${i}`, name: `blue vase ${i}` })),
        { id: 'green', name: 'green mat' },
      ],
      { language: 'en' },
    );
    const response = index.search({ query: 'red blue green ', rows: 2 });
    expect(response.total).toBe(1 + MAX_PARTIAL_MATCHES);
    // Every partial match misses two words; "green" is the rarest word, so its mat scores highest.
    expect(response.results.map((hit) => hit.id)).toEqual(['all', 'green']);
  });

  it('should not bring in products matching only a word found in most of the catalogue', () => {
    const index = createIndex(
      [
        ...Array.from({ length: 2_000 }, (_, i) => ({ id: `k${i}`, name: `kids tee ${i}` })),
        ...Array.from({ length: 5 }, (_, i) => ({ id: `s${i}`, name: `bamboo kids socks ${i}` })),
        { id: 'chinos', name: 'bamboo chinos for kids' },
      ],
      { language: 'en' },
    );
    const response = index.search({ query: 'bamboo chinos kids ', rows: 10 });
    // The socks miss "chinos"; the tees match "kids" only, in two thousand products.
    expect(response.results.map((hit) => hit.id)).toEqual(['chinos', 's0', 's1', 's2', 's3', 's4']);
  });
});

describe('buildIndexAsync and IndexSlot', () => {
  it('should build in chunks and swap the served index in one step', async () => {
    const slot = new IndexSlot(createIndex(catalogue.slice(0, 1), { language: 'en' }));
    const rebuilt = await buildIndexAsync(catalogue, { language: 'en' }, { chunkSize: 2 });
    expect(slot.current!.size).toBe(1);
    expect(slot.swap(rebuilt)!.size).toBe(1);
    expect(slot.current!.size).toBe(6);
  });
});

describe('SearchIndex.closeTerms', () => {
  const index = createIndex(catalogue, { language: 'en' });

  it('should give the catalogue words a typo beyond spellcheck is closest to, fewest edits first', () => {
    expect(index.search({ query: 'snikrs' }).total).toBe(0);
    expect(index.closeTerms('snikrs')).toEqual([
      { term: 'sneakers', distance: 3, documents: 1 },
      { term: 'shirt', distance: 3, documents: 1 },
    ]);
    expect(index.closeTerms('jens').map(({ term, distance }) => [term, distance])).toEqual([
      ['jeans', 1],
      ['jn', 2],
      ['men', 2],
    ]);
  });

  it('should put the word itself first when the catalogue has it, folded', () => {
    expect(index.closeTerms('JEANS')[0]).toEqual({ term: 'jeans', distance: 0, documents: 2 });
  });

  it('should give nothing for gibberish, for more than one word, or for numbers', () => {
    expect(index.closeTerms('xqzvwk')).toEqual([]);
    expect(index.closeTerms('blue jeans')).toEqual([]);
    expect(index.closeTerms('501')).toEqual([]);
  });

  it('should keep to maxDistance and rows, and refuse a distance above 3', () => {
    expect(index.closeTerms('snikrs', { maxDistance: 2 })).toEqual([]);
    expect(index.closeTerms('blak', { rows: 1 })).toHaveLength(1);
    expect(() => index.closeTerms('jeans', { maxDistance: 4 })).toThrow('search: invalid maxDistance 4');
  });
});
