import { describe, expect, it } from 'vitest';
import { createIndex } from '../create-index.ts';
import type { MerchandisingConfig, SearchDocument } from '../types.ts';

// Boosts on one field fold into a factor per value (issue 17's 1,000 rules): each boost still
// multiplies a product's relevance once, whether it holds one value of the field or several.
const catalogue: SearchDocument[] = [
  { id: 'one', name: 'Linen shirt', brand: 'Acme', categories: [['Shirts']], stock: 3 },
  { id: 'two', name: 'Linen shirt dress', brand: 'Acme', categories: [['Shirts'], ['Dresses']], stock: 3 },
  { id: 'gone', name: 'Linen shirt', brand: 'Acme', categories: [['Shirts']], stock: 0 },
  { id: 'plain', name: 'Linen shirt', brand: 'Other', categories: [['Tops']], stock: 3 },
];
const index = createIndex(catalogue, { language: 'en' });
const scores = (config: MerchandisingConfig) =>
  new Map(index.search({ query: 'linen', rows: 10 }, config).results.map((hit) => [hit.id, hit.score]));

describe('boosts', () => {
  // Boosts for every search are worked out per product once; a query's own, on this small
  // catalogue, fold by value and check products holding several values on bitsets.
  it.each([
    ['for every search', []],
    ['for the query', ['linen']],
  ])(
    'should multiply by 1 + strength for each boost that touches a product, once per boost, %s',
    (_case, queries) => {
      const plain = scores({});
      const boosted = scores({
        rules: [
          { id: 'shirts', action: 'boost', field: 'categories', values: ['Shirts'], queries, strength: 1 },
          {
            id: 'both',
            action: 'boost',
            field: 'categories',
            values: ['Shirts', 'Dresses'],
            queries,
            strength: 2,
          },
          { id: 'acme', action: 'boost', field: 'brand', values: ['Acme'], queries, strength: 0.5 },
        ],
      });
      const times = (id: string, factor: number) => (plain.get(id)! + 1) * factor - 1;
      expect(boosted.get('one')).toBeCloseTo(times('one', 2 * 3 * 1.5), 3);
      // Two categories, each named by "both": the boost still counts once.
      expect(boosted.get('two')).toBeCloseTo(times('two', 2 * 3 * 1.5), 3);
      // Out of stock: stock-safe boosts pass it by.
      expect(boosted.get('gone')).toBeCloseTo(plain.get('gone')!, 3);
      expect(boosted.get('plain')).toBeCloseTo(plain.get('plain')!, 3);
    },
  );
});
