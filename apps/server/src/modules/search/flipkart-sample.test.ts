import { describe, expect, it } from 'vitest';
import { indexFlipkartSample } from '../../testing/search/flipkart-sample.ts';

describe('the Flipkart sample through the production path (issue 21)', () => {
  it('should index every stored product with its 600-odd attribute keys, and search, facet and filter a rare one', () => {
    const { rows, index, config } = indexFlipkartSample(new Date('2026-01-01T00:00:00Z'));
    expect(new Set(rows.flatMap((row) => Object.keys(row.attributes))).size).toBeGreaterThan(600);
    expect(index.size).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(990);

    expect(index.search({ query: 'lehenga choli', rows: 5 }, config).results.length).toBeGreaterThan(0);

    // "Lehenga Fabric" is a key of two products, far from the most frequent ones.
    const attributesOnly = { fieldWeights: { attributes: 1 } };
    const found = index.search({ query: 'raw silk', rows: 50 }, attributesOnly).results;
    expect(found.map((hit) => hit.id)).toContain('LCHEH4GTFX23CPZR');
    const faceted = { facets: [{ type: 'value' as const, field: 'Lehenga Fabric' }] };
    const all = index.search({ query: '', rows: 0 }, faceted);
    expect(all.facets[0]!.values.map((value) => [value.value, value.count])).toEqual([
      ['Raw silk, Net', 1],
      ['Synthetic', 1],
    ]);
    const filtered = index.search({ query: '', filters: ['Lehenga Fabric:Synthetic'] }, faceted);
    expect(filtered.results.map((hit) => hit.id)).toEqual(['LCHEGYYBWP4ECBZJ']);
  });
});
