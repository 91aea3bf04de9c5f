import { readFileSync } from 'node:fs';
import { createIndex } from '@playboard/search';
import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../db/schema/index.ts';
import { validateProduct, type ProductInput } from '../catalog/index.ts';
import { defaultSearchSettings } from '../merchandising-config/index.ts';
import { toDocument, type CatalogDocument } from './documents.ts';
import { analysisLanguage, toEngineConfig } from './engine-config.ts';

/** One line of the sample's products.jsonl (see its README). */
interface SampleProduct {
  id: string;
  name: string;
  url: string;
  categories: string[];
  retailPrice: number | null;
  price: number | null;
  images: string[];
  description: string | null;
  brand: string | null;
  specifications: { key: string; value: string }[];
}

// CI keeps shared/ beside the clone, read-only: the data is read there, never copied in.
const samplePath = new URL('../../../../../../shared/data/flipkart-sample/products.jsonl', import.meta.url);
const sample = readFileSync(samplePath, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as SampleProduct);

/** A product as a feed sends it: each specification an attribute, a repeated key a list. */
function toInput(product: SampleProduct & { price: number }): ProductInput {
  const attributes: Record<string, string | string[]> = {};
  for (const { key, value } of product.specifications) {
    const previous = attributes[key];
    attributes[key] = previous === undefined ? value : [previous, value].flat();
  }
  return {
    id: product.id,
    name: { en: product.name },
    description: product.description === null ? {} : { en: product.description },
    categories: { en: [product.categories] },
    ...(product.brand === null ? {} : { brand: product.brand }),
    price: product.price,
    attributes,
    images: product.images,
    url: product.url,
  };
}

const stamp = new Date('2026-01-01T00:00:00Z');

/** The sample as the catalogue stores it: what its validation accepts, as rows. */
function sampleRows(): ProductRow[] {
  return sample.flatMap((product): ProductRow[] => {
    // A product without a price is refused by the catalogue's validation.
    if (product.price === null) return [];
    const validation = validateProduct(toInput({ ...product, price: product.price }));
    if (!validation.ok) return [];
    const valid = validation.product;
    return [
      {
        ...valid,
        siteId: 'sample',
        sku: valid.sku ?? null,
        brand: valid.brand ?? null,
        salePrice: valid.salePrice ?? null,
        stock: valid.stock ?? null,
        publishedAt: valid.publishedAt ?? stamp,
        seenBySyncId: null,
        createdAt: stamp,
        updatedAt: stamp,
      },
    ];
  });
}

describe('the Flipkart sample through the production path (issue 21)', () => {
  it('should index every stored product with its 600-odd attribute keys, and search, facet and filter a rare one', () => {
    const rows = sampleRows();
    expect(new Set(rows.flatMap((row) => Object.keys(row.attributes))).size).toBeGreaterThan(600);
    const index = createIndex<CatalogDocument>(
      rows.map((row) => toDocument(row, 'en')),
      { language: analysisLanguage('en') },
    );
    expect(index.size).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(990);

    const merchandising = {
      settings: defaultSearchSettings,
      facets: [],
      facetValues: [],
      synonyms: [],
      redirections: [],
      rules: [],
      banners: [],
      relatedPrompts: [],
      nextQueries: [],
    };
    const config = toEngineConfig(merchandising, 'en', { productClicks: {}, popularQueries: [] }, 0);
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
