import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createIndex } from './create-index.ts';
import { OWN_ATTRIBUTE_FIELDS } from './index/store.ts';
import { MemoryIndex } from './search-index.ts';
import type { MerchandisingConfig, SearchDocument } from './types.ts';

/** A product with the attributes `k0: v0`, `k1: v1`, ... (`keys` of them), then `extra`. */
function product(id: string, keys: number, extra: Record<string, string> = {}): SearchDocument {
  const attributes: Record<string, string> = {};
  for (let key = 0; key < keys; key++) attributes[`k${key}`] = `v${key}`;
  return { id, name: `product ${id}`, attributes: { ...attributes, ...extra } };
}

const ids = (index: { search: MemoryIndex['search'] }, query: string, config?: MerchandisingConfig) =>
  index
    .search({ query, rows: 100 }, config)
    .results.map((hit) => hit.id)
    .sort();

describe('catalogues with more attribute keys than fields (issue 21)', () => {
  it('should index two products with 61 attribute keys each and find them by the last key', () => {
    // With the five built-in fields, 66 fields: the second product used to crash the build.
    const full = (id: string): SearchDocument => ({
      ...product(id, 61),
      identifiers: [`sku-${id}`],
      description: 'a product',
      brand: 'acme',
      categories: [['things']],
    });
    const index = createIndex([full('a'), full('b')], { language: 'en' });
    expect(ids(index, 'v60')).toEqual(['a', 'b']);
  });

  it('should give the most frequent keys of a build their own fields and let the others share one', () => {
    const rare = Array.from({ length: 100 }, (_, i) => product(`rare${i}`, 0, { [`rare${i}`]: 'scarce' }));
    const common = Array.from({ length: 3 }, (_, i) =>
      product(`common${i}`, OWN_ATTRIBUTE_FIELDS - 1, { colour: 'teal' }),
    );
    const messages: string[] = [];
    const index = createIndex([...rare, ...common], {
      language: 'en',
      logger: (_level, message, code) => messages.push(`${code}: ${message}`),
    });
    // `colour` and k0-k56 are in 3 products each, the rare keys in one each: the common keys keep a
    // weight of their own, the rare ones take the `attributes` weight.
    expect(ids(index, 'teal', { fieldWeights: { name: 1, colour: 1 } })).toEqual([
      'common0',
      'common1',
      'common2',
    ]);
    expect(ids(index, 'scarce', { fieldWeights: { name: 1, rare0: 1 } })).toEqual([]);
    expect(ids(index, 'scarce', { fieldWeights: { name: 1, attributes: 1 } })).toHaveLength(100);
    expect(messages).toEqual([expect.stringMatching(/^shared_attribute_field: /)]);
  });

  it('should keep the shared field right when products are replaced and removed', () => {
    const index = new MemoryIndex({ language: 'en' });
    index.upsert([product('a', 80), product('b', 80)]);
    index.upsert(product('a', 80, { k79: 'replaced' }));
    expect(ids(index, 'v79')).toEqual(['b']);
    expect(ids(index, 'replaced')).toEqual(['a']);
    expect(index.remove('b')).toBe(1);
    expect(ids(index, 'v79')).toEqual([]);
    expect(ids(index, 'v70')).toEqual(['a']);
  });

  it('should score the same after the index compacts itself', () => {
    const index = new MemoryIndex({ language: 'en' });
    // Every product has the keys c0-c59; one in three also r0-r79, listed first. The build gives
    // c0-c57 fields of their own; re-adding the products one by one would give them to r0-r57.
    const documents = Array.from({ length: 1_500 }, (_, i): SearchDocument => {
      const attributes: Record<string, string> = {};
      if (i % 3 === 0) for (let key = 0; key < 80; key++) attributes[`r${key}`] = `rv${key}`;
      for (let key = 0; key < 60; key++) attributes[`c${key}`] = `cv${key}`;
      return { id: `p${i}`, name: `product ${i}`, attributes };
    });
    index.upsert(documents);
    index.remove(documents.slice(0, 999).map((document) => document.id));
    const scores = () =>
      new Map(index.search({ query: 'cv0 rv70', rows: 1_000 }).results.map((hit) => [hit.id, hit.score]));
    const before = scores();
    expect(before.size).toBe(167);
    // Replacing a product leaves the 1,000th tombstone: the index rebuilds from its live documents.
    index.upsert(documents[999]!);
    const after = scores();
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [id, score] of before) expect(after.get(id)).toBeCloseTo(score, 10);
  });

  it('should build, search, facet and filter catalogues with up to thousands of attribute keys', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4_000 }),
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (keyCount, productCount, seed) => {
          // Each product takes a run of keys, so every key is used and the last one lands somewhere.
          const perProduct = Math.ceil(keyCount / productCount);
          const documents: SearchDocument[] = Array.from({ length: productCount }, (_, p) => {
            const attributes: Record<string, string> = {};
            for (let key = p * perProduct; key < Math.min(keyCount, (p + 1) * perProduct); key++)
              attributes[`key${key}`] = `value${(key + seed) % 7} tag${key}`;
            // One key in every product, so a facet counts across all of them.
            attributes['last'] = `value${p % 2}`;
            return { id: `p${p}`, name: `item ${p}`, attributes };
          });
          const index = createIndex(documents, { language: 'en' });
          const highest = keyCount - 1;
          const owner = `p${Math.floor(highest / perProduct)}`;
          expect(ids(index, `tag${highest}`)).toEqual([owner]);
          const config: MerchandisingConfig = {
            facets: [
              { type: 'value', field: `key${highest}` },
              { type: 'value', field: 'last' },
            ],
          };
          const response = index.search(
            { query: '', filters: [`key${highest}:value${(highest + seed) % 7} tag${highest}`], rows: 100 },
            config,
          );
          expect(response.results.map((hit) => hit.id)).toEqual([owner]);
          const all = index.search({ query: '', rows: 0 }, config);
          expect(all.facets[0]!.values.map((value) => [value.value, value.count])).toEqual([
            [`value${(highest + seed) % 7} tag${highest}`, 1],
          ]);
          expect(all.facets[1]!.values.reduce((sum, value) => sum + value.count, 0)).toBe(productCount);
        },
      ),
      { seed: 21, numRuns: 40 },
    );
  });
});
