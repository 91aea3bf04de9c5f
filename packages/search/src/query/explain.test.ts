import { describe, expect, it } from 'vitest';
import { createIndex } from '../create-index.ts';
import type { MerchandisingConfig, SearchDocument } from '../types.ts';

const catalogue: SearchDocument[] = [
  { id: 'a', name: 'Classic jeans', brand: 'Levis', categories: [['Trousers']], price: 50, stock: 3 },
  { id: 'b', name: 'Slim jeans', brand: 'Wrangler', categories: [['Trousers']], price: 40, stock: 2 },
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
  { id: 'e', name: 'Running trainers', brand: 'Asics', categories: [['Shoes']], price: 90, stock: 4 },
  { id: 'f', name: 'Leather sneakers', brand: 'Vans', categories: [['Shoes']], price: 70, stock: 5 },
];
const index = createIndex(catalogue, { language: 'en' });

const explain = (query: string, config: MerchandisingConfig = {}) =>
  index.explain({ query, rows: 10, facets: false }, config);
const hitOf = (query: string, id: string, config: MerchandisingConfig = {}) =>
  explain(query, config).explanation.hits.find((hit) => hit.id === id)!;

describe('explain', () => {
  it('should explain the same page search answers, product by product', () => {
    const config: MerchandisingConfig = {
      rules: [
        { id: 'boost-lee', action: 'boost', field: 'brand', values: ['Lee'], queries: [], strength: 4 },
      ],
    };
    const { response, explanation } = explain('jeans', config);
    expect(response).toEqual(index.search({ query: 'jeans', rows: 10, facets: false }, config));
    expect(explanation.hits.map((hit) => hit.id)).toEqual(response.results.map((hit) => hit.id));
  });

  it('should say which words matched in which fields, exactly, by prefix, with a typo or a synonym', () => {
    expect(hitOf('jeans ', 'a').matches).toEqual([
      { term: 'jeans', matched: 'jeans', field: 'name', kind: 'exact' },
    ]);
    expect(hitOf('jacke', 'd').matches).toEqual([
      { term: 'jacke', matched: 'jacket', field: 'name', kind: 'prefix' },
      { term: 'jacke', matched: 'jacket', field: 'categories', kind: 'prefix' },
    ]);
    expect(hitOf('jaket ', 'd').matches).toEqual([
      { term: 'jaket', matched: 'jacket', field: 'name', kind: 'typo' },
      { term: 'jaket', matched: 'jacket', field: 'categories', kind: 'typo' },
    ]);
    const synonyms: MerchandisingConfig = { synonyms: [{ terms: ['sneakers', 'trainers'] }] };
    expect(hitOf('sneakers ', 'e', synonyms).matches).toEqual([
      { term: 'sneakers', matched: 'trainers', field: 'name', kind: 'synonym' },
    ]);
    expect(hitOf('levis denim ', 'd').matches).toEqual([
      { term: 'levis', matched: 'levis', field: 'brand', kind: 'exact' },
      { term: 'denim', matched: 'denim', field: 'name', kind: 'exact' },
    ]);
  });

  it('should give the text score before rules: the boost multiplies it into the score', () => {
    const plain = index.search({ query: 'jeans', rows: 10 }, {}).results.find((hit) => hit.id === 'c')!;
    const config: MerchandisingConfig = {
      // c is not available for order: stock-safe merchandising boosts it only when the rule allows it.
      rules: [
        {
          id: 'boost-lee',
          action: 'boost',
          field: 'brand',
          values: ['Lee'],
          queries: [],
          strength: 4,
          allowUnavailable: true,
        },
      ],
    };
    const boosted = explain('jeans', config);
    const hit = boosted.explanation.hits.find((entry) => entry.id === 'c')!;
    expect(hit.textScore).toBeCloseTo(plain.score, 4);
    expect(boosted.response.results[0]!.id).toBe('c');
    expect(boosted.response.results[0]!.score).toBeCloseTo((hit.textScore + 1) * 5 - 1, 3);
    expect(hit.rules).toEqual([{ ruleId: 'boost-lee', effect: 'boost', strength: 4 }]);
  });

  it('should name every rule that moved a product: boosted, buried, pinned at its position', () => {
    const config: MerchandisingConfig = {
      rules: [
        { id: 'bury-levis', action: 'bury', field: 'brand', values: ['Levis'], queries: ['jeans'] },
        { id: 'boost-trousers', action: 'boost', field: 'categories', values: ['Trousers'], queries: [] },
        { id: 'pin-f', action: 'pin', productId: 'f', position: 2, queries: ['jeans'] },
      ],
    };
    const { response, explanation } = explain('jeans', config);
    expect(response.results[1]!.id).toBe('f');
    const byId = new Map(explanation.hits.map((hit) => [hit.id, hit]));
    expect(byId.get('f')!.rules).toEqual([{ ruleId: 'pin-f', effect: 'pin', position: 2 }]);
    expect(byId.get('f')!.matches).toEqual([]);
    expect(byId.get('f')!.textScore).toBe(0);
    // Rules for every search apply first, then those of the query.
    expect(byId.get('a')!.rules).toEqual([
      { ruleId: 'boost-trousers', effect: 'boost', strength: 1 },
      { ruleId: 'bury-levis', effect: 'bury' },
    ]);
    expect(byId.get('b')!.rules).toEqual([{ ruleId: 'boost-trousers', effect: 'boost', strength: 1 }]);
  });

  it('should list the products hide rules removed, with the rules, and none a rule did not touch', () => {
    const config: MerchandisingConfig = {
      rules: [
        { id: 'hide-a', action: 'hide', field: 'id', values: ['a'], queries: ['jeans'] },
        { id: 'hide-wrangler', action: 'hide', field: 'brand', values: ['Wrangler'], queries: [] },
        { id: 'hide-jackets', action: 'hide', field: 'categories', values: ['Jackets'], queries: [] },
      ],
    };
    const { response, explanation } = explain('jeans', config);
    expect(response.results.map((hit) => hit.id)).toEqual(['c']);
    expect(explanation.hiddenTotal).toBe(2);
    expect([...explanation.hidden].sort((x, y) => x.id.localeCompare(y.id))).toEqual([
      { id: 'a', ruleIds: ['hide-a'] },
      { id: 'b', ruleIds: ['hide-wrangler'] },
    ]);
  });

  it('should flag a product buried by the results visibility settings', () => {
    const config: MerchandisingConfig = { visibility: { notAvailableForOrder: 'bury' } };
    expect(hitOf('jeans', 'c', config).buriedBySettings).toBe(true);
    expect(hitOf('jeans', 'a', config).buriedBySettings).toBe(false);
  });

  it('should name the browse rules of a browse page, not the search rules', () => {
    const config: MerchandisingConfig = {
      rules: [
        { id: 'search-pin', action: 'pin', productId: 'a', position: 1, queries: [] },
        {
          id: 'page-pin',
          action: 'pin',
          productId: 'b',
          position: 1,
          queries: [],
          browse: { field: 'categories', value: 'Trousers' },
        },
      ],
    };
    const { response, explanation } = index.explain(
      { query: '', browse: { field: 'categories', value: 'Trousers' }, rows: 10 },
      config,
    );
    expect(response.results[0]!.id).toBe('b');
    expect(explanation.hits[0]!.rules).toEqual([{ ruleId: 'page-pin', effect: 'pin', position: 1 }]);
    expect(explanation.hits.flatMap((hit) => hit.rules.map((rule) => rule.ruleId))).not.toContain(
      'search-pin',
    );
  });

  it("should explain a browse page's pin, bury and hide, listing only the page's products a rule hid", () => {
    const trousers = { field: 'categories', value: 'Trousers' };
    const config: MerchandisingConfig = {
      rules: [
        { id: 'pin-b', action: 'pin', productId: 'b', position: 1, queries: [], browse: trousers },
        { id: 'bury-lee', action: 'bury', field: 'brand', values: ['Lee'], queries: [], browse: trousers },
        // Levis makes trousers (a) and a jacket (d): only a is on the Trousers page.
        {
          id: 'hide-levis',
          action: 'hide',
          field: 'brand',
          values: ['Levis'],
          queries: [],
          browse: trousers,
        },
        { id: 'hide-wrangler', action: 'hide', field: 'brand', values: ['Wrangler'], queries: [] },
      ],
      visibility: { notAvailableForOrder: 'bury' },
    };
    const { response, explanation } = index.explain({ query: '', browse: trousers, rows: 10 }, config);
    expect(response.results.map((hit) => hit.id)).toEqual(['b', 'c']);
    expect(explanation.hits).toEqual([
      {
        id: 'b',
        textScore: 0,
        matches: [],
        rules: [{ ruleId: 'pin-b', effect: 'pin', position: 1 }],
        buriedBySettings: false,
      },
      {
        id: 'c',
        textScore: 0,
        matches: [],
        rules: [{ ruleId: 'bury-lee', effect: 'bury' }],
        buriedBySettings: true,
      },
    ]);
    expect(explanation.hidden).toEqual([{ id: 'a', ruleIds: ['hide-levis'] }]);
    expect(explanation.hiddenTotal).toBe(1);
  });
});
