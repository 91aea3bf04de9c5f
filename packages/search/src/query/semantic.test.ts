import { describe, expect, it } from 'vitest';
import { createIndex } from '../create-index.ts';
import type { MerchandisingConfig, SearchDocument } from '../types.ts';
import { DEFAULT_SEMANTIC_K, SEMANTIC_RESAMPLE_SHARE } from './semantic.ts';

const product = (id: string, name: string, brand: string, path: string[]): SearchDocument => ({
  id,
  name,
  brand,
  categories: [path],
  price: 20,
  stock: 5,
});

const catalogue: SearchDocument[] = [
  product('p1', 'Blue denim jeans', 'Levis', ['Men', 'Jeans']),
  product('p2', 'Black denim jeans', 'Levis', ['Women', 'Jeans']),
  product('p3', 'Slim fit jeans', 'Wrangler', ['Men', 'Jeans']),
  product('p4', 'Denim jacket', 'Wrangler', ['Men', 'Jackets']),
  product('p5', 'Leather boots', 'Oakridge', ['Men', 'Shoes']),
  product('p6', 'Running sneakers', 'Swift', ['Women', 'Shoes']),
  product('p7', 'Summer dress', 'Mango', ['Women', 'Dresses']),
];

const config: MerchandisingConfig = {
  popularQueries: [
    { query: 'Denim', count: 40 },
    { query: 'boots', count: 30 },
    { query: 'dress', count: 20 },
    { query: 'blue jeans', count: 10 },
  ],
  nextQueries: [{ query: 'boots', nextQueries: ['sneakers'] }],
};

describe('semantic queries', () => {
  const index = createIndex(catalogue, { language: 'en' });

  it('should rank queries finding the same products first: "blu jeans" gives jeans queries, never shoes', () => {
    // "blu jeans" is searched as "blue jeans" (spellcheck): p1 only.
    expect(index.semanticQueries('blu jeans', config)).toEqual([
      { query: 'blue jeans', distance: 0 },
      { query: 'Levis', distance: 0.5 },
      { query: 'Denim', distance: 0.667 },
      { query: 'Jeans', distance: 0.667 },
      { query: 'Men', distance: 0.75 },
    ]);
    const all = index.semanticQueries('blu jeans', config, { k: 20 }).map((entry) => entry.query);
    for (const unrelated of ['boots', 'dress', 'sneakers', 'Shoes', 'Mango'])
      expect(all).not.toContain(unrelated);
  });

  it('should order by distance and leave out the query itself', () => {
    const related = index.semanticQueries('Blue  JEANS', config, { k: 10 });
    const distances = related.map((entry) => entry.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(related.map((entry) => entry.query)).not.toContain('blue jeans');
    expect(distances.every((distance) => distance >= 0 && distance < 1)).toBe(true);
  });

  it('should give none for a query that finds nothing, never invented ones', () => {
    expect(index.semanticQueries('xqzvbn wplk', config)).toEqual([]);
    expect(index.semanticQueries('', config)).toEqual([]);
  });

  it(`should return at most k queries, ${DEFAULT_SEMANTIC_K} by default`, () => {
    expect(index.semanticQueries('denim', config, { k: 1 })).toHaveLength(1);
    expect(index.semanticQueries('men', config).length).toBeLessThanOrEqual(DEFAULT_SEMANTIC_K);
  });

  it('should use curated next queries and brand names as candidates', () => {
    const related = index.semanticQueries('running', config).map((entry) => entry.query);
    expect(related).toEqual(expect.arrayContaining(['sneakers', 'Swift']));
  });

  it('should follow catalogue changes', () => {
    const changing = createIndex(catalogue, { language: 'en' });
    expect(changing.semanticQueries('scarf', config)).toEqual([]);
    changing.upsert({ id: 'p8', name: 'Wool scarf', brand: 'Mango', categories: [['Women', 'Scarves']] });
    expect(changing.semanticQueries('scarf', config).map((entry) => entry.query)).toContain('Scarves');
  });

  it(`should search the candidates again once ${SEMANTIC_RESAMPLE_SHARE * 100}% of a large catalogue has changed`, () => {
    const shirts = Array.from({ length: 200 }, (_, i) =>
      product(`s${i}`, `Cotton shirt ${i}`, 'Basics', ['Men', 'Shirts']),
    );
    const large = createIndex([...catalogue, ...shirts], { language: 'en' });
    expect(large.semanticQueries('scarf', config)).toEqual([]);
    const scarves = Array.from({ length: 12 }, (_, i) =>
      product(`w${i}`, `Wool scarf ${i}`, 'Mango', ['Women', 'Scarves']),
    );
    // 1 of 208 products: the samples taken before still stand, so the new category is not known yet.
    large.upsert(scarves[0]!);
    expect(large.semanticQueries('scarf', config)).toEqual([]);
    // 12 of 219: past 5%, the candidates (now with "Scarves") are searched again.
    large.upsert(scarves.slice(1));
    expect(large.semanticQueries('scarf', config).map((entry) => entry.query)).toContain('Scarves');
  });

  it('should follow configuration changes: new popular queries and synonyms', () => {
    const changing = createIndex(catalogue, { language: 'en' });
    // Without the built-in synonyms, which know trainers for sneakers: the site's are changed below.
    const before: MerchandisingConfig = {
      popularQueries: [{ query: 'trainers', count: 3 }],
      builtInSynonyms: false,
    };
    expect(changing.semanticQueries('sneakers', before).map((entry) => entry.query)).not.toContain(
      'trainers',
    );
    // The minute's tracking statistics: a new object, the same ranking.
    const popular: MerchandisingConfig = {
      ...before,
      popularQueries: [...before.popularQueries!, { query: 'running', count: 2 }],
    };
    expect(changing.semanticQueries('sneakers', popular).map((entry) => entry.query)).toContain('running');
    const synonyms: MerchandisingConfig = { ...popular, synonyms: [{ terms: ['sneakers', 'trainers'] }] };
    expect(changing.semanticQueries('sneakers', synonyms)).toContainEqual({ query: 'trainers', distance: 0 });
  });

  it('should reject a k that is not a positive integer', () => {
    expect(() => index.semanticQueries('jeans', config, { k: 0 })).toThrow('search: invalid k 0');
    expect(() => index.semanticQueries('jeans', config, { k: 1.5 })).toThrow('search: invalid k 1.5');
  });
});
