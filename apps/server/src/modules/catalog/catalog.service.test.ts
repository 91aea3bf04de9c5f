import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { products, type ProductRow } from '../../db/schema/index.ts';
import { freshDatabase } from '../../testing/test-database.ts';
import type { CatalogChange, Store } from '../../plugins/changes.ts';
import { clothingCatalogue, createSite, storeOf, type TestSite } from '../../testing/catalogue.ts';
import {
  getProducts,
  readProducts,
  productInputSchema,
  removeProducts,
  removeProductsNotSeenBy,
  upsertProducts,
  writeProducts,
} from './index.ts';

let handle: DatabaseHandle;
let store: Store;
let shop: TestSite;
let otherShop: TestSite;

beforeAll(async () => {
  handle = await freshDatabase();
  store = storeOf(handle.db);
  shop = await createSite(handle.db);
  otherShop = await createSite(handle.db);
});
afterAll(() => handle.close());

async function allIds(siteId: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const page of readProducts(handle.db, siteId)) ids.push(...page.map((row) => row.id));
  return ids;
}

describe('upsertProducts', () => {
  it('should store products with their per-language texts, categories and prices', async () => {
    await expect(upsertProducts(store, shop.siteId, clothingCatalogue())).resolves.toEqual({
      upserted: 6,
    });
    const [jacket] = await getProducts(handle.db, shop.siteId, ['p3']);
    expect(jacket).toMatchObject({
      id: 'p3',
      sku: 'SKU-P3',
      name: { en: 'Denim jacket', es: 'Chaqueta vaquera' },
      categories: { en: [['Men', 'Jackets']] },
      price: 89,
      salePrice: 69,
      availability: 'in_stock',
    });
  });

  it('should be idempotent and replace a product sent again', async () => {
    const catalogue = clothingCatalogue();
    await upsertProducts(store, shop.siteId, catalogue);
    await upsertProducts(store, shop.siteId, [{ ...catalogue[0]!, price: 19.9 }]);
    expect(await allIds(shop.siteId)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
    const [jeans] = await getProducts(handle.db, shop.siteId, ['p1']);
    expect(jeans?.price).toBe(19.9);
  });

  it('should write more products than one batch holds in one call', async () => {
    const many = Array.from({ length: 1201 }, (_, index) => ({
      id: `bulk-${String(index).padStart(4, '0')}`,
      name: { en: `Bulk item ${index}` },
      price: index,
      url: `https://shop.example.com/p/bulk-${index}`,
    }));
    await expect(upsertProducts(store, otherShop.siteId, many)).resolves.toEqual({ upserted: 1201 });
    expect(await allIds(otherShop.siteId)).toHaveLength(1201);
  });

  it('should reject an invalid product with global-400 and write none of the batch', async () => {
    const catalogue = clothingCatalogue();
    const bad = { ...catalogue[1]!, id: 'new-one', price: -5 };
    await expect(
      upsertProducts(store, shop.siteId, [{ ...catalogue[0]!, id: 'new-two' }, bad]),
    ).rejects.toMatchObject({
      code: 'global-400',
      status: 400,
      message: expect.stringContaining('1.price'),
    });
    expect(await getProducts(handle.db, shop.siteId, ['new-one', 'new-two'])).toEqual([]);
  });

  it('should reject a sale price above the price', async () => {
    const [first] = clothingCatalogue();
    await expect(upsertProducts(store, shop.siteId, [{ ...first!, salePrice: 100 }])).rejects.toMatchObject({
      code: 'global-400',
    });
  });

  it("should announce the change on the store's change stream with the site it happened in", async () => {
    const changes: CatalogChange[] = [];
    const unsubscribe = store.changes.on('catalog', (change) => changes.push(change));
    await upsertProducts(store, shop.siteId, clothingCatalogue().slice(0, 2));
    unsubscribe();
    expect(changes).toEqual([{ siteId: shop.siteId, upserted: ['p1', 'p2'], removed: [] }]);
  });
});

describe('removeProducts', () => {
  it('should delete the given products, ignore unknown ids and leave other sites alone', async () => {
    await upsertProducts(store, otherShop.siteId, clothingCatalogue());
    await upsertProducts(store, shop.siteId, clothingCatalogue());
    await expect(removeProducts(store, shop.siteId, ['p1', 'p2', 'unknown'])).resolves.toEqual({
      removed: 2,
    });
    expect(await getProducts(handle.db, shop.siteId, ['p1', 'p2', 'p3'])).toHaveLength(1);
    expect(await getProducts(handle.db, otherShop.siteId, ['p1', 'p2', 'p3'])).toHaveLength(3);
  });
});

describe('readProducts', () => {
  it('should answer every row of the site exactly as stored, in id order', async () => {
    const site = await createSite(handle.db);
    await upsertProducts(store, site.siteId, clothingCatalogue());
    const stored = await handle.db
      .select()
      .from(products)
      .where(eq(products.siteId, site.siteId))
      .orderBy(products.id);
    const read: ProductRow[] = [];
    for await (const page of readProducts(handle.db, site.siteId, 4)) read.push(...page);
    expect(read).toEqual(stored);
    expect(read.map((row) => row.id)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
  });
});

describe('writeProducts', () => {
  it('should keep the first publication date of a product sent without one', async () => {
    const site = await createSite(handle.db);
    const [first] = clothingCatalogue();
    const undated = { ...first!, publishedAt: undefined };
    await upsertProducts(store, site.siteId, [undated]);
    const [before] = await getProducts(handle.db, site.siteId, [first!.id]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await upsertProducts(store, site.siteId, [{ ...undated, price: 1 }]);
    const [after] = await getProducts(handle.db, site.siteId, [first!.id]);
    expect(after!.price).toBe(1);
    expect(after!.publishedAt).toEqual(before!.publishedAt);

    await upsertProducts(store, site.siteId, [{ ...undated, publishedAt: '2026-01-02T03:04:05Z' }]);
    const [dated] = await getProducts(handle.db, site.siteId, [first!.id]);
    expect(dated!.publishedAt).toEqual(new Date('2026-01-02T03:04:05Z'));
  });
});

describe('removeProductsNotSeenBy', () => {
  it('should delete only the site products the given sync did not stamp', async () => {
    const site = await createSite(handle.db);
    const other = await createSite(handle.db);
    const catalogue = clothingCatalogue().map((product) => productInputSchema.parse(product));
    const syncId = crypto.randomUUID();
    await writeProducts(handle.db, site.siteId, catalogue.slice(0, 4));
    await writeProducts(handle.db, site.siteId, catalogue.slice(1, 3), { seenBySyncId: syncId });
    await writeProducts(handle.db, site.siteId, catalogue.slice(2, 3));
    await writeProducts(handle.db, other.siteId, catalogue);

    await expect(removeProductsNotSeenBy(handle.db, site.siteId, syncId)).resolves.toBe(2);

    expect((await allIds(site.siteId)).sort()).toEqual(['p2', 'p3']);
    expect(await allIds(other.siteId)).toHaveLength(6);
  });
});
