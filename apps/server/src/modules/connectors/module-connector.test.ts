import { startDemoShop } from '@playboard/demo-shop';
import { LATEST_CONNECTOR_VERSIONS } from '@playboard/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { productInputSchema } from '../catalog/index.ts';
import { moduleConnector, type ModulePlatform } from './module-connector.ts';
import { startProtocolServer, testProducts, TEST_TOKEN } from '../../testing/shops/protocol-server.ts';
import { loopbackShopsPolicy } from '../../testing/shops/test-server.ts';

const platforms: ModulePlatform[] = ['PRESTASHOP', 'WOOCOMMERCE', 'MAGENTO', 'CUSTOM'];

const demoShop = await startDemoShop({ products: 100 });
const disabledShop = await startDemoShop({ products: 5, moduleEnabled: false });
const oldShop = await startDemoShop({ products: 5, moduleVersion: '0.0.9' });
afterAll(async () => {
  await Promise.all([demoShop.close(), disabledShop.close(), oldShop.close()]);
});

const connect = (shopUrl: string, platform: ModulePlatform, token = 'demo-shop-token') =>
  moduleConnector({ shopUrl, platform, token, timeoutMs: 5000, policy: loopbackShopsPolicy });

describe('moduleConnector against the demo shop', () => {
  it.each(platforms)(
    'should check the %s flavour and pull the whole catalogue page by page',
    async (platform) => {
      const connector = connect(demoShop.url, platform);

      expect(await connector.check()).toEqual({
        platform,
        shopName: expect.any(String),
        moduleVersion: LATEST_CONNECTOR_VERSIONS[platform],
        languages: ['en', 'es'],
        currency: 'EUR',
        country: 'ES',
      });
      const ids: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await connector.products({ cursor, updatedSince: null, pageSize: 40 });
        expect(page.total).toBe(100);
        for (const product of page.products) {
          expect(productInputSchema.safeParse(product).error?.issues ?? []).toEqual([]);
          ids.push((product as { id: string }).id);
        }
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(3);
      expect(new Set(ids).size).toBe(100);
    },
  );

  it('should pull only the products changed since an instant, and list the deleted ones', async () => {
    const connector = connect(demoShop.url, 'WOOCOMMERCE');
    const first = await connector.products({ cursor: null, updatedSince: null, pageSize: 3 });
    const [changed, removed] = first.products.map((product) => (product as { id: string }).id);
    const since = new Date(Date.now() - 1000);
    demoShop.catalog.update(changed!, { price: 12.34 });
    demoShop.catalog.remove(removed!);

    const changes = await connector.products({ cursor: null, updatedSince: since, pageSize: 100 });
    expect(changes.products.map((product) => (product as { id: string }).id)).toEqual([changed]);
    expect(changes.products[0]).toMatchObject({ price: 12.34 });
    expect(await connector.deletedIds(since)).toEqual([removed]);
  });

  it('should answer mot-10 when a disabled module is checked or pulled', async () => {
    const connector = connect(disabledShop.url, 'MAGENTO');
    await expect(connector.check()).rejects.toMatchObject({ code: 'mot-10' });
    await expect(
      connector.products({ cursor: null, updatedSince: null, pageSize: 10 }),
    ).rejects.toMatchObject({
      code: 'mot-10',
    });
  });

  it.each(platforms)(
    'should answer mot-16 when the %s module is older than the minimum',
    async (platform) => {
      await expect(connect(oldShop.url, platform).check()).rejects.toMatchObject({ code: 'mot-16' });
    },
  );

  it('should answer mot-11 when a pull is refused for its token', async () => {
    await expect(
      connect(demoShop.url, 'PRESTASHOP', 'wrong').products({
        cursor: null,
        updatedSince: null,
        pageSize: 10,
      }),
    ).rejects.toMatchObject({ code: 'mot-11' });
  });
});

describe('moduleConnector against a module in a folder', () => {
  it('should resume from a cursor exactly where the previous page ended', async () => {
    const server = await startProtocolServer({
      platform: 'CUSTOM',
      shopPath: '/store',
      products: testProducts(7),
    });
    const connector = moduleConnector({
      shopUrl: server.shopUrl,
      platform: 'CUSTOM',
      token: TEST_TOKEN,
      timeoutMs: 5000,
      policy: loopbackShopsPolicy,
    });

    const first = await connector.products({ cursor: null, updatedSince: null, pageSize: 5 });
    const rest = await connector.products({ cursor: first.nextCursor, updatedSince: null, pageSize: 5 });
    await server.close();

    expect(first).toMatchObject({ nextCursor: 'p-005', total: 7 });
    expect(rest.products.map((product) => (product as { id: string }).id)).toEqual(['p-006', 'p-007']);
    expect(rest.nextCursor).toBeNull();
  });
});
