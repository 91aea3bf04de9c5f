import { describe, expect, it } from 'vitest';
import { createIndex } from '../create-index.ts';
import type { MerchandisingConfig, SearchDocument } from '../types.ts';
import { LOW_RESULTS_THRESHOLD, PARTIAL_ROWS } from './partials.ts';

const product = (id: string, name: string, brand: string, colour: string, stock = 5): SearchDocument => ({
  id,
  name,
  brand,
  attributes: { colour },
  price: 10 + Number(id.slice(1)),
  stock,
});

const catalogue: SearchDocument[] = [
  product('p1', 'Blue slim jeans', 'Levis', 'blue'),
  product('p2', 'Black skinny jeans', 'Levis', 'black'),
  product('p3', 'Grey straight jeans', 'Wrangler', 'grey'),
  product('p4', 'Blue denim jacket', 'Wrangler', 'blue'),
  product('p5', 'Blue summer dress', 'Mango', 'blue'),
  product('p6', 'Blue linen shirt', 'Mango', 'blue'),
  product('p7', 'Blue cotton shirt', 'Basics', 'blue', 0),
  product('p8', 'Running sneakers', 'Swift', 'white'),
  product('p9', 'Trail sneakers', 'Swift', 'green'),
  product('p10', 'Red wool scarf', 'Basics', 'red'),
];
const index = createIndex(catalogue, { language: 'en' });

describe('partial results', () => {
  it('should show what each word finds, most products first, when the whole query finds nothing', () => {
    const response = index.search({ query: 'scarf sneakers blue', rows: 10 });
    // No two of the words meet in a product: relaxation keeps "sneakers", the results are its products.
    expect(response.results.map((hit) => hit.id).sort()).toEqual(['p8', 'p9']);
    expect(response.partials.map((partial) => [partial.query, partial.total])).toEqual([
      ['blue', 5],
      ['scarf', 1],
    ]);
    expect(response.partials[1]!.results.map((hit) => hit.id)).toEqual(['p10']);
  });

  it('should not repeat the one word relaxation kept, whose products are the results', () => {
    const response = index.search({ query: 'scarf sneakers', rows: 10 });
    expect(response.relaxedTerms).toEqual(['scarf']);
    expect(response.results.map((hit) => hit.id).sort()).toEqual(['p8', 'p9']);
    expect(response.partials.map((partial) => [partial.query, partial.total])).toEqual([['scarf', 1]]);
  });

  it(`should show partials below ${LOW_RESULTS_THRESHOLD} results and at most ${PARTIAL_ROWS} products each`, () => {
    const response = index.search({ query: 'blue jeans', rows: 10 });
    // One product has both words; the products matching one of them follow it.
    expect(response.results.filter((hit) => hit.reason !== 'partial').map((hit) => hit.id)).toEqual(['p1']);
    expect(response.partials.map((partial) => [partial.query, partial.total])).toEqual([
      ['blue', 5],
      ['jeans', 3],
    ]);
    expect(response.partials[0]!.results).toHaveLength(PARTIAL_ROWS);
  });

  it('should give them on the first page only', () => {
    const next = index.search({ query: 'scarf sneakers', start: 1, rows: 1 });
    expect(next.relaxedTerms).toHaveLength(1);
    expect(next.partials).toEqual([]);
  });

  it('should give none when the query finds enough with every word', () => {
    const response = index.search({ query: 'blue', rows: 10 });
    expect(response.total).toBeGreaterThanOrEqual(LOW_RESULTS_THRESHOLD);
    expect(response.partials).toEqual([]);
  });

  it('should give none for a query of one word, whose partial would be the query itself', () => {
    expect(index.search({ query: 'scarf' }).partials).toEqual([]);
    expect(index.search({ query: 'jeans jeans' }).partials).toEqual([]);
  });

  it('should count a multi-word synonym as one part', () => {
    const config: MerchandisingConfig = { synonyms: [{ terms: ['denim jacket', 'jean jacket'] }] };
    // Only "Blue denim jacket" has both: one result, found with every part.
    const response = index.search({ query: 'blue denim jacket' }, config);
    expect(response.results.filter((hit) => hit.reason !== 'partial').map((hit) => hit.id)).toEqual(['p4']);
    expect(response.partials.map((partial) => partial.query)).toEqual(['blue', 'denim jacket']);
  });

  it('should leave out parts that find nothing', () => {
    const response = index.search({ query: 'scarf sneakers zzzqx' });
    expect(response.partials.map((partial) => partial.query)).toEqual(['sneakers']);
  });

  it('should search each part with the request filters and results visibility', () => {
    const config: MerchandisingConfig = {
      visibility: { showOutOfStock: false },
      facets: [{ type: 'value', field: 'colour' }],
    };
    const response = index.search({ query: 'shirt sneakers', filters: ['colour:blue'] }, config);
    // p7 is out of stock; the sneakers are not blue.
    expect(response.partials.map((partial) => [partial.query, partial.total])).toEqual([['shirt', 1]]);
    expect(response.partials[0]!.results.map((hit) => hit.id)).toEqual(['p6']);
  });

  it('should name a misspelt part by the correction it was searched as', () => {
    const response = index.search({ query: 'blue sneakres' });
    expect(response.partials.map((partial) => partial.query)).toContain('sneakers');
  });

  it('should compute none when the request turns them off', () => {
    expect(index.search({ query: 'scarf sneakers', partials: false }).partials).toEqual([]);
  });
});
