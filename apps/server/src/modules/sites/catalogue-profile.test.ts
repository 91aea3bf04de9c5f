import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../testing/test-database.ts';
import { removeProducts, upsertProducts } from '../catalog/index.ts';
import { clothingCatalogue, createSite, storeOf } from '../../testing/catalogue.ts';
import {
  CatalogueProfiles,
  defaultRanges,
  looksFacetable,
  type AttributeProfile,
} from './catalogue-profile.ts';

describe('CatalogueProfiles', async () => {
  const handle = await freshDatabase();
  const profiles = new CatalogueProfiles(handle.db, { ttlMs: 60_000 });
  const store = storeOf(handle.db);
  store.changes.on('catalog', (change) => profiles.forget(change.siteId));
  afterAll(() => handle.close());
  const shop = await createSite(handle.db);
  await upsertProducts(store, shop.siteId, clothingCatalogue());

  it('should read the catalogue once, then again after it changes or a minute later', async () => {
    const first = await profiles.of(shop.siteId, 1_000);
    expect(first).toMatchObject({ products: 6, withBrand: 6, price: { min: 39.5, max: 149 } });
    expect(first.attributes.get('colour')).toMatchObject({ products: 6, distinct: 5, kind: 'text' });
    expect(await profiles.of(shop.siteId, 2_000)).toBe(first);

    await removeProducts(store, shop.siteId, ['p5']);
    const second = await profiles.of(shop.siteId, 3_000);
    expect(second).toMatchObject({ products: 5, price: { min: 39.5, max: 95 } });
    expect(await profiles.of(shop.siteId, 63_000)).not.toBe(second);
  });
});

describe('defaultRanges', () => {
  it('should cut about five buckets on round boundaries, open at both ends', () => {
    expect(defaultRanges({ min: 39.5, max: 149 })).toEqual([
      { from: null, to: 50 },
      { from: 50, to: 75 },
      { from: 75, to: 100 },
      { from: 100, to: 125 },
      { from: 125, to: null },
    ]);
    expect(defaultRanges({ min: 0.99, max: 4.5 })).toEqual([
      { from: null, to: 1 },
      { from: 1, to: 2 },
      { from: 2, to: 3 },
      { from: 3, to: 4 },
      { from: 4, to: null },
    ]);
    expect(defaultRanges({ min: 1200, max: 9800 }).map((range) => range.to)).toEqual([
      2000,
      4000,
      6000,
      8000,
      null,
    ]);
  });

  it('should fall back to 0-50-100 when the catalogue has no spread of values', () => {
    const fallback = [
      { from: null, to: 50 },
      { from: 50, to: 100 },
      { from: 100, to: null },
    ];
    expect(defaultRanges(null)).toEqual(fallback);
    expect(defaultRanges({ min: 20, max: 20 })).toEqual(fallback);
  });
});

describe('looksFacetable', () => {
  const attribute = (products: number, distinct: number, kind: AttributeProfile['kind'] = 'text') => ({
    products,
    distinct,
    kind,
    min: Number.NaN,
    max: Number.NaN,
  });

  it('should offer attributes with up to 20 values, and more when values repeat', () => {
    expect(looksFacetable(attribute(5, 5))).toBe(true);
    expect(looksFacetable(attribute(20, 20))).toBe(true);
    expect(looksFacetable(attribute(1000, 150))).toBe(true);
  });

  it('should not offer identifier-like attributes nor ones with more than 200 values', () => {
    expect(looksFacetable(attribute(30, 30))).toBe(false);
    expect(looksFacetable(attribute(100_000, 201))).toBe(false);
  });

  it('should offer numeric attributes as ranges whatever their values', () => {
    expect(looksFacetable(attribute(30, 30, 'number'))).toBe(true);
  });
});
