import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { demoShopPlugin } from './plugin.ts';
import { createDemoShop } from './shop.ts';
import { startDemoShop } from './start.ts';

describe('demoShopPlugin', () => {
  it.each(['', '/demo-shop'])(
    'should live under basePath "%s" inside a host app with its own 404 and forms',
    async (basePath) => {
      const host = Fastify();
      host.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ errors: [{ code: 'global-404' }] }),
      );
      host.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      const shop = createDemoShop({ basePath, products: 50 });
      await host.register(demoShopPlugin, { shop });
      const product = [...shop.catalog.all()].find(
        (candidate) => candidate.availability === 'in_stock' && candidate.variants.length === 0,
      )!;

      expect((await host.inject({ url: `${basePath}/` })).statusCode).toBe(200);
      expect((await host.inject({ url: `${basePath}/feeds/products.json` })).json().products).toHaveLength(
        50,
      );
      const added = await host.inject({
        method: 'POST',
        url: `${basePath}/cart/items`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `productId=${product.id}`,
      });
      expect(added.headers.location).toBe(`${basePath}/cart`);
      expect(String(added.headers['set-cookie'])).toContain(`Path=${basePath || '/'};`);
      expect((await host.inject({ url: '/elsewhere' })).json()).toEqual({ errors: [{ code: 'global-404' }] });
      await host.close();
    },
  );
});

describe('startDemoShop', () => {
  it('should serve the shop on a free port at its url until closed', async () => {
    const shop = await startDemoShop({ products: 20, basePath: '/store' });
    expect(shop.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/store$/);
    expect(shop.catalog.size).toBe(20);
    const status = await fetch(`${shop.url}/playboard/v1/status`, {
      headers: { 'X-Playboard-Token': 'demo-shop-token' },
    });
    expect(await status.json()).toMatchObject({ platform: 'CUSTOM', enabled: true });
    const missing = await fetch(`${shop.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('text/html');
    await shop.close();
    await expect(fetch(`${shop.url}/`)).rejects.toThrow();
  });
});
