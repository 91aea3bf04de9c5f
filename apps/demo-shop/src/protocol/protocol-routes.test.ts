import { LATEST_CONNECTOR_VERSIONS, productInputSchema } from '@playboard/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { demoShopTestApp } from '../testing.ts';
import { MODULE_BASE_PATHS, type ModulePlatform } from './protocol-routes.ts';

const token = { 'x-playboard-token': 'demo-shop-token' };
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function shopApp(options: Parameters<typeof demoShopTestApp>[0] = {}) {
  const test = await demoShopTestApp(options);
  close = () => test.app.close();
  return test;
}

interface ProductsAnswer {
  products: { id: string; url: string; images: string[]; variants: unknown[] }[];
  nextCursor: string | null;
  total: number;
}

describe.each(Object.entries(MODULE_BASE_PATHS))('connector protocol v1 (%s)', (platform, base) => {
  it('should answer GET status with the flavour, its latest version and the shop languages', async () => {
    const { app } = await shopApp();
    const response = await app.inject({ url: `${base}/status`, headers: token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      protocol: 1,
      module: 'playboard',
      version: LATEST_CONNECTOR_VERSIONS[platform as ModulePlatform],
      enabled: true,
      platform,
      shopName: 'Demo Shop',
      languages: ['en', 'es'],
      defaultLanguage: 'en',
      currency: 'EUR',
      country: 'ES',
    });
  });

  it('should page GET products so every product comes exactly once, valid for the catalogue', async () => {
    const { app } = await shopApp({ products: 1000 });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const response = await app.inject({ url: `${base}/products?pageSize=300${query}`, headers: token });
      expect(response.statusCode).toBe(200);
      const page = response.json<ProductsAnswer>();
      expect(page.total).toBe(1000);
      for (const product of page.products) {
        expect(productInputSchema.safeParse(product).success).toBe(true);
        seen.push(product.id);
      }
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(1000);
    expect(new Set(seen).size).toBe(1000);
  });

  it('should resume GET products after a cursor with the next products in order', async () => {
    const { app } = await shopApp({ products: 100 });
    const first = await app.inject({ url: `${base}/products?pageSize=10`, headers: token });
    const whole = await app.inject({ url: `${base}/products?pageSize=30`, headers: token });
    const cursor = first.json<ProductsAnswer>().nextCursor;
    const resumed = await app.inject({
      url: `${base}/products?pageSize=20&cursor=${cursor}`,
      headers: token,
    });
    const ids = (answer: { json: () => unknown }) =>
      (answer.json() as ProductsAnswer).products.map((p) => p.id);
    expect([...ids(first), ...ids(resumed)]).toEqual(ids(whole));
  });

  it('should serve 250 products by default and absolute product and image URLs', async () => {
    const { app } = await shopApp({ products: 300, basePath: '/demo-shop' });
    const response = await app.inject({ url: `/demo-shop${base}/products`, headers: token });
    const page = response.json<ProductsAnswer>();
    expect(page.products).toHaveLength(250);
    expect(page.products[0]?.url).toBe('http://localhost:80/demo-shop/p/p-1');
    expect(page.products[0]?.images[0]).toBe('http://localhost:80/demo-shop/images/p-1.svg');
    const image = await app.inject({ url: '/demo-shop/images/p-1.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('should return only products updated at or after updatedSince, and deletions since an instant', async () => {
    const { app, shop } = await shopApp({ products: 200 });
    const since = new Date().toISOString();
    shop.catalog.update('p-12', { price: 10 });
    shop.catalog.update('p-150', { stock: 3 });
    shop.catalog.remove('p-40');
    const updated = await app.inject({
      url: `${base}/products?updatedSince=${encodeURIComponent(since)}`,
      headers: token,
    });
    expect(updated.json()).toMatchObject({ total: 2, nextCursor: null });
    expect(updated.json<ProductsAnswer>().products.map((product) => product.id)).toEqual(['p-12', 'p-150']);
    const deleted = await app.inject({ url: `${base}/products/deleted?since=${since}`, headers: token });
    expect(deleted.json()).toEqual({ ids: ['p-40'] });
    const all = await app.inject({ url: `${base}/products?pageSize=1000`, headers: token });
    expect(all.json<ProductsAnswer>().total).toBe(199);
  });

  it('should answer 401 invalid_token without the right X-Playboard-Token', async () => {
    const { app } = await shopApp({ token: 'secret' });
    for (const headers of [{}, token]) {
      for (const path of ['/status', '/products', '/products/deleted?since=2026-01-01']) {
        const response = await app.inject({ url: `${base}${path}`, headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ error: { code: 'invalid_token' } });
      }
    }
  });

  it('should report a disabled module in status and answer 503 module_disabled to the rest', async () => {
    const { app } = await shopApp({ moduleEnabled: false, moduleVersion: '0.9.0' });
    const status = await app.inject({ url: `${base}/status`, headers: token });
    expect(status.json()).toMatchObject({ enabled: false, version: '0.9.0' });
    for (const path of ['/products', '/products/deleted?since=2026-01-01']) {
      const response = await app.inject({ url: `${base}${path}`, headers: token });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: { code: 'module_disabled' } });
    }
  });

  it.each([
    '/products?pageSize=0',
    '/products?pageSize=1001',
    '/products?pageSize=ten',
    '/products?pageSize=10&pageSize=20',
    '/products?cursor=not-a-cursor',
    '/products?updatedSince=yesterday',
    '/products?updatedSince=2026-13-45T00:00:00Z',
    '/products/deleted',
    '/products/deleted?since=soon',
  ])('should answer 400 invalid_parameter to %s', async (path) => {
    const { app } = await shopApp({ products: 10 });
    const response = await app.inject({ url: `${base}${path}`, headers: token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid_parameter' } });
  });
});
