import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { engines, sites, syncs } from '../../db/schema/index.ts';
import { accountTestApp, ownerAndStranger } from '../../testing/account.ts';
import { productInputSchema } from '../catalog/index.ts';
import { connectorFor } from './connector-factory.ts';
import { htmlToText } from './shopify-connector.ts';
import { startShopifyServer } from '../../testing/shops/shopify-server.ts';

const shopDomain = 'ada-shop.myshopify.com';
const shopify = await startShopifyServer({
  apiKey: 'app-key',
  apiSecret: 'app-secret',
  shopDomain,
  products: 12,
});
afterAll(async () => {
  await shopify.close();
});

const { app, clock } = await accountTestApp({
  SHOPIFY_API_KEY: 'app-key',
  SHOPIFY_API_SECRET: 'app-secret',
  SHOPIFY_ADMIN_ORIGIN: shopify.origin,
  CONNECTOR_TIMEOUT_MS: '5000',
});
const { asOwner, asStranger, organizationId } = await ownerAndStranger(app);

async function install(headers = asOwner, body: Record<string, unknown> = { organizationId, shopDomain }) {
  return app.inject({ method: 'POST', url: '/main/v1/connectors/shopify/installs', headers, payload: body });
}

/** Follows the authorize URL as the merchant's browser would: Shopify answers with the signed callback. */
async function approve(authorizeUrl: string): Promise<URL> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  return new URL(response.headers.get('location')!);
}

const callback = (url: URL) => app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });

describe('Shopify install', () => {
  let callbackUrl: URL;

  it("should answer Shopify's authorize URL with the app's key, read_products and a state", async () => {
    const response = await install();

    expect(response.statusCode).toBe(200);
    const authorize = new URL(response.json().authorizeUrl);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${shopify.origin}/admin/oauth/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe('app-key');
    expect(authorize.searchParams.get('scope')).toBe('read_products');
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/main/v1/connectors/shopify/callback',
    );
    expect(authorize.searchParams.get('state')).toMatch(/^[0-9a-f]{48}$/);
    callbackUrl = await approve(authorize.toString());
  });

  it('should create the Shopify site from the callback and send the merchant to the setup status', async () => {
    const response = await callback(callbackUrl);

    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(location.pathname).toBe('/setup-wizard/status');
    const siteId = location.searchParams.get('siteId')!;
    const [site] = await app.db.select().from(sites).where(eq(sites.id, siteId));
    expect(site).toMatchObject({
      organizationId,
      name: 'Ada Shop',
      url: 'https://ada-shop.example',
      platform: 'SHOPIFY',
      currency: 'EUR',
      // As the shop's Shopify settings say.
      timeZone: 'Europe/Madrid',
      moduleVersion: null,
      connection: { kind: 'shopify', shopDomain, accessToken: expect.stringMatching(/^shpat_/) },
    });
    const siteEngines = await app.db.select().from(engines).where(eq(engines.siteId, siteId));
    expect(siteEngines.map((engine) => [engine.language, engine.isDefault]).sort()).toEqual([
      ['en', true],
      ['es', false],
    ]);
    expect(await app.db.select().from(syncs).where(eq(syncs.siteId, siteId))).toMatchObject([
      { trigger: 'setup' },
    ]);
  });

  it("should pull the shop's products into the catalogue with the setup sync", async () => {
    const [site] = await app.db.select().from(sites).where(eq(sites.platform, 'SHOPIFY'));
    let sync: typeof syncs.$inferSelect | undefined;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      [sync] = await app.db.select().from(syncs).where(eq(syncs.siteId, site!.id));
      if (sync?.status === 'done' || sync?.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sync).toMatchObject({ status: 'done', upserted: 12, rejected: 0 });
  });

  it('should refuse the same callback again: the state is single use', async () => {
    const response = await callback(callbackUrl);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('global-400');
  });

  it('should refuse a callback whose HMAC does not match its parameters', async () => {
    const authorize = new URL((await install()).json().authorizeUrl);
    const signed = await approve(authorize.toString());
    const tampered = new URL(signed);
    tampered.searchParams.set('shop', 'evil-shop.myshopify.com');
    const forged = new URL(signed);
    forged.searchParams.set('hmac', '0'.repeat(64));

    for (const url of [tampered, forged]) {
      const response = await callback(url);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].code).toBe('global-403');
    }
    // The genuine callback still works once: a refused forgery does not burn the state.
    expect((await callback(signed)).statusCode).toBe(302);
  });

  it('should refuse a callback after the 10 minutes of its state', async () => {
    const signed = await approve((await install()).json().authorizeUrl);
    clock.advance(11 * 60 * 1000);
    expect((await callback(signed)).statusCode).toBe(400);
  });

  it("should answer 404 for another organisation and mot-13 for what is not a shop's domain", async () => {
    expect((await install(asStranger)).statusCode).toBe(404);
    const bad = await install(asOwner, { organizationId, shopDomain: 'https://ada-shop.example' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].code).toBe('mot-13');
  });
});

describe('Shopify connector', () => {
  it("should pull the shop's products mapped to the protocol, with translations, and its deletions", async () => {
    const [site] = await app.db.select().from(sites).where(eq(sites.platform, 'SHOPIFY'));
    const connector = connectorFor(site!, { shopifyAdminOrigin: shopify.origin, timeoutMs: 5000 });

    const first = await connector.products({ cursor: null, updatedSince: null, pageSize: 5 });
    expect(first.total).toBe(12);
    expect(first.nextCursor).not.toBeNull();
    expect(first.products[0]).toEqual({
      id: '1000',
      sku: 'TS-0-S',
      name: { en: 'T-shirt 0', es: 'Camiseta 0' },
      description: { en: 'Soft cotton & more 0', es: 'Algodón suave 0' },
      categories: { en: [['Shirts'], ['Summer']] },
      brand: 'Acme',
      price: 25,
      salePrice: 19,
      stock: 0,
      availability: 'out_of_stock',
      variants: [
        {
          id: '10000',
          sku: 'TS-0-S',
          name: { en: 'S' },
          price: 25,
          salePrice: 19,
          stock: 0,
          attributes: { size: 'S' },
        },
        { id: '10001', sku: 'TS-0-M', name: { en: 'M' }, price: 21, stock: 0, attributes: { size: 'M' } },
      ],
      images: ['https://cdn.shopify.com/s/files/1/t-shirt-0.jpg'],
      url: 'https://ada-shop.example/products/t-shirt-0',
      publishedAt: '2026-09-01T10:00:00Z',
    });
    expect(first.products[1]).toMatchObject({ id: '1001', price: 19, stock: 7, variants: [] });

    const ids = first.products.map((product) => (product as { id: string }).id);
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await connector.products({ cursor, updatedSince: null, pageSize: 5 });
      ids.push(...page.products.map((product) => (product as { id: string }).id));
      for (const product of page.products) expect(productInputSchema.safeParse(product).success).toBe(true);
      cursor = page.nextCursor;
    }
    expect(new Set(ids).size).toBe(12);

    const since = new Date(Date.now() - 1000);
    shopify.updateProduct(1003, 'T-shirt 3 (new)');
    shopify.deleteProduct(1004);
    const changed = await connector.products({ cursor: null, updatedSince: since, pageSize: 50 });
    expect(changed.products).toMatchObject([{ id: '1003', name: { en: 'T-shirt 3 (new)' } }]);
    expect(await connector.deletedIds(since)).toEqual(['1004']);
  });

  it('should answer mot-11 when Shopify refuses the access token', async () => {
    const [site] = await app.db.select().from(sites).where(eq(sites.platform, 'SHOPIFY'));
    const revoked = {
      ...site!,
      connection: { kind: 'shopify' as const, shopDomain, accessToken: 'shpat_revoked' },
    };
    await expect(connectorFor(revoked, { shopifyAdminOrigin: shopify.origin }).check()).rejects.toMatchObject(
      {
        code: 'mot-11',
      },
    );
  });
});

describe('htmlToText', () => {
  it('should keep the words of a description and drop its markup', () => {
    expect(
      htmlToText('<p>Tea &amp; cakes</p><script>x()</script><ul><li>Hot&nbsp;&#8211; 90&#xB0;</li></ul>'),
    ).toBe('Tea & cakes Hot – 90°');
  });
});
