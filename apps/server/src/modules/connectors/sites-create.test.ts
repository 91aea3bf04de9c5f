import { startDemoShop } from '@playboard/demo-shop';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sites, syncs } from '../../db/schema/index.ts';
import { accountTestApp, ownerAndStranger } from '../../testing/account.ts';
import { startProtocolServer, TEST_TOKEN } from '../../testing/shops/protocol-server.ts';
import {
  closedOrigin,
  loopbackShopsEnv,
  sendJson,
  startHttpServer,
} from '../../testing/shops/test-server.ts';

const { app } = await accountTestApp({ ...loopbackShopsEnv, CONNECTOR_TIMEOUT_MS: '5000' });
const { asOwner, asStranger, organizationId } = await ownerAndStranger(app);

const demoShop = await startDemoShop({ products: 60 });
const spanishShop = await startProtocolServer({ platform: 'PRESTASHOP', languages: ['es', 'en', 'fr'] });
const feedServer = await startHttpServer((_request, response) =>
  sendJson(response, 200, {
    products: [
      { id: 'f-1', name: { en: 'Kettle', de: 'Wasserkocher' }, price: 20, url: 'https://feed.example/f-1' },
    ],
  }),
);
afterAll(async () => {
  await Promise.all([demoShop.close(), spanishShop.close(), feedServer.close()]);
});

function create(body: Record<string, unknown>, headers = asOwner, organization = organizationId) {
  return app.inject({
    method: 'POST',
    url: `/main/v1/organizations/${organization}/sites`,
    headers,
    payload: body,
  });
}

async function sitesOfOrganization() {
  return app.db.select().from(sites).where(eq(sites.organizationId, organizationId));
}

describe('POST /main/v1/organizations/{id}/sites', () => {
  it('should create the site with one engine per shop language and start the setup sync', async () => {
    const response = await create({
      name: 'Demo Shop',
      url: `${demoShop.url}/`,
      platform: 'WOOCOMMERCE',
      environment: 'TEST',
      securityKey: 'demo-shop-token',
    });

    expect(response.statusCode).toBe(201);
    const site = response.json();
    expect(site).toEqual({
      uuid: expect.any(String),
      organizationId,
      name: 'Demo Shop',
      url: demoShop.url,
      platform: 'WOOCOMMERCE',
      instance: expect.stringMatching(/^127-0-0-1-[0-9a-f]{4}$/),
      cssSelector: '',
      enabled: false,
      isIndexed: false,
      securityKey: 'demo-shop-token',
      environment: 'TEST',
      connection: { kind: 'module' },
      moduleVersion: '1.22.0',
      currency: 'EUR',
      // The demo shop is in Spain (its status says ES) and the browser said nothing: Madrid.
      timeZone: 'Europe/Madrid',
      syncIntervalMinutes: 60,
      engines: expect.arrayContaining([
        { uuid: expect.any(String), language: 'en', default: true },
        { uuid: expect.any(String), language: 'es', default: false },
      ]),
    });
    expect(site.engines).toHaveLength(2);
    const [setup] = await app.db.select().from(syncs).where(eq(syncs.siteId, site.uuid));
    expect(setup).toMatchObject({ trigger: 'setup', mode: 'full' });
  });

  it("should make the shop's default language the default engine", async () => {
    const response = await create({
      name: 'Tienda',
      url: spanishShop.shopUrl,
      platform: 'PRESTASHOP',
      environment: 'PRODUCTION',
      securityKey: TEST_TOKEN,
      browserTimeZone: 'US/Eastern',
    });

    expect(response.statusCode).toBe(201);
    // A shop that does not say its country takes the merchant's browser zone, as Intl spells it.
    expect(response.json().timeZone).toBe('America/New_York');
    const engines: { language: string; default: boolean }[] = response.json().engines;
    expect(engines.filter((engine) => engine.default).map((engine) => engine.language)).toEqual(['es']);
    expect(engines.map((engine) => engine.language).sort()).toEqual(['en', 'es', 'fr']);
  });

  it('should answer mot-17 to a second submit and to a double submit, creating one site', async () => {
    const body = {
      name: 'Again',
      url: spanishShop.shopUrl,
      platform: 'PRESTASHOP',
      environment: 'PRODUCTION',
      securityKey: TEST_TOKEN,
    };
    const again = await create({ ...body, url: `${spanishShop.shopUrl}/` });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('mot-17');

    const port = new URL(demoShop.url).port;
    const twice = {
      ...body,
      url: `http://localhost:${port}`,
      platform: 'MAGENTO',
      securityKey: 'demo-shop-token',
    };
    const before = (await sitesOfOrganization()).length;
    const answers = await Promise.all([create(twice), create(twice)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await sitesOfOrganization()).length).toBe(before + 1);
  });

  it('should connect a custom shop by its feed, with engines from the feed languages', async () => {
    const response = await create({
      name: 'Feed Shop',
      url: 'https://feed-shop.example',
      platform: 'CUSTOM',
      environment: 'PRODUCTION',
      connection: { kind: 'feed', feedUrl: `${feedServer.origin}/products.json`, format: 'json' },
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      platform: 'CUSTOM',
      instance: expect.stringMatching(/^feed-shop-[0-9a-f]{4}$/),
      connection: { kind: 'feed', feedUrl: `${feedServer.origin}/products.json`, format: 'json' },
      moduleVersion: null,
      securityKey: expect.stringMatching(/^[0-9a-f]{48}$/),
    });
    expect(
      response
        .json()
        .engines.map((engine: { language: string }) => engine.language)
        .sort(),
    ).toEqual(['de', 'en']);
  });

  it('should connect a push shop without calling it and without a sync until it pushes', async () => {
    const response = await create({
      name: 'Push Shop',
      url: 'https://push-shop.example',
      platform: 'CUSTOM',
      environment: 'TEST',
      connection: { kind: 'push' },
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      connection: { kind: 'push' },
      engines: [{ language: 'en', default: true }],
    });
    expect(await app.db.select().from(syncs).where(eq(syncs.siteId, response.json().uuid))).toEqual([]);
  });

  it("should answer the check's failure and create nothing", async () => {
    const before = (await sitesOfOrganization()).length;
    const base = { name: 'Refused', platform: 'CUSTOM', environment: 'TEST' };
    const unreachable = await create({ ...base, url: await closedOrigin(), securityKey: TEST_TOKEN });
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json().errors[0].code).toBe('cat-01');

    const shop = await startProtocolServer({ platform: 'CUSTOM' });
    const wrongToken = await create({ ...base, url: shop.shopUrl, securityKey: 'wrong' });
    await shop.close();
    expect(wrongToken.statusCode).toBe(422);
    expect(wrongToken.json().errors[0].code).toBe('mot-11');
    expect((await sitesOfOrganization()).length).toBe(before);
  });

  it("should answer global-404 for another organisation's id and create nothing there", async () => {
    const response = await create(
      {
        name: 'X',
        url: 'https://x.example',
        platform: 'CUSTOM',
        environment: 'TEST',
        connection: { kind: 'push' },
      },
      asStranger,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('global-404');
  });

  it.each([
    ['a module platform without its security key', { platform: 'WOOCOMMERCE' }, 'global-400'],
    ['a Shopify site (installed from Shopify)', { platform: 'SHOPIFY', securityKey: 'k' }, 'global-400'],
    [
      'a push connection for a module platform',
      { platform: 'MAGENTO', securityKey: 'k', connection: { kind: 'push' } },
      'global-400',
    ],
    ['an invalid URL', { platform: 'CUSTOM', securityKey: 'k', url: 'ftp://shop.example' }, 'mot-13'],
    [
      'an unknown environment',
      { platform: 'CUSTOM', securityKey: 'k', environment: 'STAGING' },
      'global-400',
    ],
    ['an empty name', { platform: 'CUSTOM', securityKey: 'k', name: '' }, 'global-400'],
  ])('should answer 400 to %s', async (_case, overrides, code) => {
    const before = (await sitesOfOrganization()).length;
    const response = await create({
      name: 'Shop',
      url: 'https://bad.example',
      environment: 'TEST',
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe(code);
    expect((await sitesOfOrganization()).length).toBe(before);
  });
});
