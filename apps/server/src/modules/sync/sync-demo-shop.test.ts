// The sync through the real connectors (module protocol and the three feed formats) against the
// demo shop, as `npm start` and the browser journeys use it.
import { startDemoShop, DEFAULT_TOKEN } from '@playboard/demo-shop';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { products, syncs, type SiteRow } from '../../db/schema/index.ts';
import { testApp } from '../../testing/test-app.ts';
import { loopbackShopsEnv } from '../../testing/shops/test-server.ts';
import { startSync } from './index.ts';
import { insertSite } from '../../testing/sync.ts';

const productCount = 120;
const shop = await startDemoShop({ products: productCount });
afterAll(() => shop.close());
const { app } = await testApp({
  ...loopbackShopsEnv,
  MODULES: 'main,realtime,search,sync',
  SYNC_PAGE_SIZE: '50',
});

async function syncToEnd(site: SiteRow, mode?: 'full' | 'incremental') {
  const queued = await startSync(app, site, 'manual', mode);
  for (;;) {
    const [row] = await app.db.select().from(syncs).where(eq(syncs.id, queued.id));
    if (row!.status === 'done' || row!.status === 'failed') return row!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function storedIds(siteId: string): Promise<string[]> {
  const rows = await app.db.select({ id: products.id }).from(products).where(eq(products.siteId, siteId));
  return rows.map((row) => row.id).sort();
}

/** The shop's product ids now (the first test removes one). */
/** The shop's product ids now (the first test removes one). */
function currentShopIds(): string[] {
  return [...shop.catalog.all()].map((product) => product.id).sort();
}

const shopIds = currentShopIds();

describe('sync from the demo shop', () => {
  it('should pull the whole catalogue through the module protocol, then only its changes', async () => {
    const site = await insertSite(app.db, {
      url: shop.url,
      platform: 'WOOCOMMERCE',
      securityKey: DEFAULT_TOKEN,
    });
    expect(await syncToEnd(site)).toMatchObject({
      status: 'done',
      total: productCount,
      processed: productCount,
      upserted: productCount,
      rejected: 0,
    });
    expect(await storedIds(site.id)).toEqual(shopIds);

    const [changed, gone] = shopIds;
    shop.catalog.update(changed!, { price: 1234 });
    shop.catalog.remove(gone!);
    const [indexed] = await app.db.select().from(syncs).where(eq(syncs.siteId, site.id));
    const incremental = await syncToEnd({ ...site, isIndexed: true }, 'incremental');

    expect(incremental).toMatchObject({ status: 'done', mode: 'incremental', processed: 1, removed: 1 });
    expect(incremental.updatedSince).toEqual(indexed!.startedAt);
    expect(await storedIds(site.id)).toEqual(shopIds.filter((id) => id !== gone));
    const [row] = await app.db.select().from(products).where(eq(products.id, changed!));
    expect(row!.price).toBe(1234);
  });

  it.each([
    ['json', 'products.json'],
    ['csv', 'products.csv'],
    ['google-xml', 'products.xml'],
  ] as const)('should pull a %s feed whole', async (format, file) => {
    const site = await insertSite(app.db, {
      url: shop.url,
      platform: 'CUSTOM',
      connection: { kind: 'feed', feedUrl: `${shop.url}/feeds/${file}`, format },
    });
    const done = await syncToEnd(site, 'incremental');
    expect(done).toMatchObject({ status: 'done', mode: 'full', rejected: 0 });
    expect(await storedIds(site.id)).toEqual(currentShopIds());
  });

  it('should fail with mot-11 when the shop refuses the security token', async () => {
    const site = await insertSite(app.db, { url: shop.url, platform: 'PRESTASHOP', securityKey: 'wrong' });
    expect(await syncToEnd(site)).toMatchObject({ status: 'failed', failureCode: 'mot-11' });
  });
});
