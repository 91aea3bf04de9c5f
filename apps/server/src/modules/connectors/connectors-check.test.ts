import { startDemoShop } from '@playboard/demo-shop';
import { LATEST_CONNECTOR_VERSIONS } from '@playboard/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { sites } from '../../db/schema/index.ts';
import { accountTestApp, ownerAndStranger } from '../../testing/account.ts';
import {
  startProtocolServer,
  TEST_TOKEN,
  type ProtocolServerOptions,
} from '../../testing/shops/protocol-server.ts';
import {
  closedOrigin,
  loopbackShopsEnv,
  startSilentServer,
  type TestServer,
} from '../../testing/shops/test-server.ts';

// A short timeout so the hung-shop case (cat-02) fails in a second instead of the default 10 s.
const { app } = await accountTestApp({ ...loopbackShopsEnv, CONNECTOR_TIMEOUT_MS: '1000' });
const { asOwner, asStranger, organizationId } = await ownerAndStranger(app);

const demoShop = await startDemoShop({ products: 10 });
const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all([demoShop.close(), ...servers.map((server) => server.close())]);
});

async function shop(options: ProtocolServerOptions = {}) {
  const server = await startProtocolServer(options);
  servers.push(server);
  return server;
}

function check(type: string, siteUri: string, token = TEST_TOKEN, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ siteUri, ...extra });
  return app.inject({
    method: 'GET',
    url: `/main/v1/connectors/${type}/sites/check?${query}`,
    headers: { ...asOwner, 'connector-token': token },
  });
}

async function failureOf(response: Awaited<ReturnType<typeof check>>) {
  return { status: response.statusCode, code: response.json().errors?.[0]?.code as string | undefined };
}

describe('GET /main/v1/connectors/{type}/sites/check', () => {
  it.each([
    ['prestashop', 'PRESTASHOP'],
    ['WooCommerce', 'WOOCOMMERCE'],
    ['magento', 'MAGENTO'],
    ['custom', 'CUSTOM'],
  ] as const)('should answer what the %s module reports', async (type, platform) => {
    const server = await shop({ platform, version: '2.26.0', languages: ['es', 'en'] });

    const response = await check(type, `${server.shopUrl}/`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      shopName: 'Test Shop',
      platform,
      moduleVersion: '2.26.0',
      languages: ['es', 'en'],
      currency: 'EUR',
    });
  });

  it.each(['prestashop', 'woocommerce', 'magento', 'custom'])(
    'should check the demo shop as %s with its token',
    async (type) => {
      const response = await check(type, demoShop.url, 'demo-shop-token');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        platform: type.toUpperCase(),
        moduleVersion: LATEST_CONNECTOR_VERSIONS[type.toUpperCase() as 'CUSTOM'],
        languages: ['en', 'es'],
        currency: 'EUR',
      });
    },
  );

  it('should find the module under the path of a shop that lives in a folder', async () => {
    const server = await shop({ platform: 'PRESTASHOP', shopPath: '/store' });

    expect(server.shopUrl).toMatch(/\/store$/);
    expect((await check('prestashop', server.shopUrl)).statusCode).toBe(200);
  });

  it('should answer mot-9 when the shop answers but the module is not installed', async () => {
    const server = await shop({ failure: 'missing' });
    expect(await failureOf(await check('woocommerce', server.shopUrl))).toEqual({
      status: 422,
      code: 'mot-9',
    });
  });

  it('should answer mot-10 when the module is installed but disabled', async () => {
    const server = await shop({ enabled: false });
    expect(await failureOf(await check('woocommerce', server.shopUrl))).toEqual({
      status: 422,
      code: 'mot-10',
    });
  });

  it('should answer mot-11 for a wrong token and for none', async () => {
    const server = await shop();
    expect(await failureOf(await check('woocommerce', server.shopUrl, 'wrong'))).toEqual({
      status: 422,
      code: 'mot-11',
    });
    expect(await failureOf(await check('woocommerce', server.shopUrl, ''))).toEqual({
      status: 422,
      code: 'mot-11',
    });
  });

  it('should answer mot-12 for a redirect to another site and for an unexpected 4xx', async () => {
    const away = await shop({ failure: 'redirect-away' });
    const teapot = await shop({ failure: 'teapot' });
    expect(await failureOf(await check('woocommerce', away.shopUrl))).toEqual({
      status: 422,
      code: 'mot-12',
    });
    expect(await failureOf(await check('woocommerce', teapot.shopUrl))).toEqual({
      status: 422,
      code: 'mot-12',
    });
  });

  it.each(['ftp://shop.example', 'shop.example', 'https://user:secret@shop.example', 'http://'])(
    'should answer mot-13 for %s without calling anything',
    async (siteUri) => {
      expect(await failureOf(await check('woocommerce', siteUri))).toEqual({ status: 400, code: 'mot-13' });
    },
  );

  it('should answer mot-9 when the module of another platform is installed', async () => {
    const prestashop = await shop({ platform: 'PRESTASHOP' });
    expect(await failureOf(await check('woocommerce', prestashop.shopUrl))).toEqual({
      status: 422,
      code: 'mot-9',
    });
  });

  it('should answer mot-14 for a page that is not the protocol and for nothing at the URL', async () => {
    const html = await shop({ failure: 'html' });
    const nothing = await shop({ failure: 'missing' });
    expect(await failureOf(await check('woocommerce', html.shopUrl))).toEqual({
      status: 422,
      code: 'mot-14',
    });
    expect(await failureOf(await check('woocommerce', `${nothing.origin}/elsewhere`))).toEqual({
      status: 422,
      code: 'mot-14',
    });
  });

  it('should answer mot-14 when the module reports another platform than the one chosen', async () => {
    const server = await shop({ platform: 'CUSTOM', reportAs: 'WOOCOMMERCE' });
    expect(await failureOf(await check('custom', server.shopUrl))).toEqual({ status: 422, code: 'mot-14' });
  });

  it('should answer mot-16 below the minimum module version (PrestaShop 2.0.0) and accept it exactly', async () => {
    const old = await shop({ platform: 'PRESTASHOP', version: '1.9.9' });
    const minimum = await shop({ platform: 'PRESTASHOP', version: '2.0.0' });
    expect(await failureOf(await check('prestashop', old.shopUrl))).toEqual({ status: 422, code: 'mot-16' });
    expect((await check('prestashop', minimum.shopUrl)).statusCode).toBe(200);
  });

  it('should answer mot-17 when the URL is already a site of the organisation, ignoring www, case and slash', async () => {
    const server = await shop();
    const port = new URL(server.shopUrl).port;
    await app.db.insert(sites).values({
      organizationId,
      name: 'Existing',
      url: `http://www.localhost:${port}/`,
      platform: 'WOOCOMMERCE',
      instance: `existing-${crypto.randomUUID().slice(0, 6)}`,
      securityKey: TEST_TOKEN,
    });
    const sameSite = `HTTP://LocalHost:${port}`;

    expect(await failureOf(await check('woocommerce', sameSite, TEST_TOKEN, { organizationId }))).toEqual({
      status: 409,
      code: 'mot-17',
    });
    expect(
      await failureOf(await check('woocommerce', `${sameSite}/other`, TEST_TOKEN, { organizationId })),
    ).not.toEqual({
      status: 409,
      code: 'mot-17',
    });
    expect((await check('woocommerce', server.shopUrl, TEST_TOKEN)).statusCode).toBe(200);
  });

  it("should answer global-404 for another organisation's id", async () => {
    const server = await shop();
    const response = await app.inject({
      method: 'GET',
      url: `/main/v1/connectors/woocommerce/sites/check?siteUri=${encodeURIComponent(server.shopUrl)}&organizationId=${organizationId}`,
      headers: { ...asStranger, 'connector-token': TEST_TOKEN },
    });
    expect(await failureOf(response)).toEqual({ status: 404, code: 'global-404' });
  });

  it('should answer cat-01 when nothing listens at the shop', async () => {
    expect(await failureOf(await check('woocommerce', await closedOrigin()))).toEqual({
      status: 502,
      code: 'cat-01',
    });
  });

  it('should answer cat-02 when the shop never answers', async () => {
    const silent = await startSilentServer();
    servers.push(silent);
    const started = Date.now();
    expect(await failureOf(await check('woocommerce', silent.origin))).toEqual({
      status: 504,
      code: 'cat-02',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('should answer cat-03 when the status call fails with a 5xx', async () => {
    const server = await shop({ failure: 'status-500' });
    expect(await failureOf(await check('woocommerce', server.shopUrl))).toEqual({
      status: 502,
      code: 'cat-03',
    });
  });

  it('should refuse Shopify and unknown types, a missing siteUri, and callers without a token', async () => {
    expect((await check('shopify', 'https://shop.example')).statusCode).toBe(400);
    expect((await check('bigcommerce', 'https://shop.example')).statusCode).toBe(400);
    const missing = await app.inject({
      method: 'GET',
      url: '/main/v1/connectors/woocommerce/sites/check',
      headers: { ...asOwner, 'connector-token': TEST_TOKEN },
    });
    expect(await failureOf(missing)).toEqual({ status: 400, code: 'mot-13' });
    const anonymous = await app.inject({
      method: 'GET',
      url: '/main/v1/connectors/woocommerce/sites/check?siteUri=https://shop.example',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /main/v1/connectors/shopify/installs', () => {
  it('should answer global-503 while the Shopify app is not configured', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/main/v1/connectors/shopify/installs',
      headers: asOwner,
      payload: { organizationId, shopDomain: 'ada-shop.myshopify.com' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().errors[0].code).toBe('global-503');
  });
});
