// The connection check, site creation and the sync as a merchant could aim them at the server's
// own network: refused (mot-13) unless CONNECTOR_ALLOWED_HOSTS lets the host through.
import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sites } from '../../db/schema/index.ts';
import { accountTestApp, ownerAndStranger } from '../../testing/account.ts';
import { connectorFor } from './connector-factory.ts';
import { connectorOptions } from './connectors.service.ts';
import { startProtocolServer, TEST_TOKEN } from '../../testing/shops/protocol-server.ts';
import { sendText, startHttpServer } from '../../testing/shops/test-server.ts';

/** A loopback server that is not allowed, recording whether anything reached it. */
const reached: IncomingMessage[] = [];
const internal = await startHttpServer((request, response) => {
  reached.push(request);
  sendText(response, 200, 'internal');
});
const allowedShop = await startProtocolServer({ platform: 'CUSTOM' });
const redirecting = await startHttpServer((request, response) => {
  response.writeHead(302, { location: `${internal.origin}${request.url}` });
  response.end();
});
afterAll(async () => {
  await Promise.all([internal.close(), allowedShop.close(), redirecting.close()]);
});

const port = (origin: string) => new URL(origin).port;
const { app } = await accountTestApp({
  CONNECTOR_ALLOWED_HOSTS: `127.0.0.1:${port(allowedShop.origin)},127.0.0.1:${port(redirecting.origin)}`,
  CONNECTOR_TIMEOUT_MS: '2000',
});
const { asOwner, organizationId } = await ownerAndStranger(app);

function check(siteUri: string) {
  return app.inject({
    method: 'GET',
    url: `/main/v1/connectors/custom/sites/check?${new URLSearchParams({ siteUri })}`,
    headers: { ...asOwner, 'connector-token': TEST_TOKEN },
  });
}

const internalPort = port(internal.origin);

describe('connectors and addresses that are not public', () => {
  it.each([
    ['loopback', internal.origin],
    ['a private address', 'http://10.0.0.1'],
    ['the cloud metadata address', 'http://169.254.169.254/latest'],
    ['IPv6 loopback', `http://[::1]:${internalPort}`],
    ['IPv4-mapped loopback', `http://[::ffff:127.0.0.1]:${internalPort}`],
    ['a host name resolving to loopback', `http://localhost:${internalPort}`],
    ['a redirect from an allowed host to one that is not', redirecting.origin],
  ])('should refuse to check %s with 400 mot-13 without reaching it', async (_case, siteUri) => {
    const response = await check(siteUri);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ code: 'mot-13', message: expect.stringMatching(/not on the public internet/) }],
    });
    expect(reached).toEqual([]);
  });

  it('should check a host CONNECTOR_ALLOWED_HOSTS allows', async () => {
    const response = await check(allowedShop.shopUrl);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ platform: 'CUSTOM', shopName: 'Test Shop' });
  });

  it('should refuse a site whose feed is on loopback and create nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/main/v1/organizations/${organizationId}/sites`,
      headers: asOwner,
      payload: {
        name: 'Feed shop',
        url: 'https://feed-shop.example',
        platform: 'CUSTOM',
        environment: 'PRODUCTION',
        connection: { kind: 'feed', feedUrl: `${internal.origin}/feed.json`, format: 'json' },
      },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('mot-13');
    expect(await app.db.select().from(sites).where(eq(sites.organizationId, organizationId))).toEqual([]);
    expect(reached).toEqual([]);
  });

  it("should refuse to sync a stored site that points at loopback, under the server's policy", async () => {
    const site = {
      platform: 'CUSTOM',
      url: internal.origin,
      securityKey: TEST_TOKEN,
      connection: { kind: 'module' },
    } as Parameters<typeof connectorFor>[0];

    const pull = connectorFor(site, connectorOptions(app)).products({
      cursor: null,
      updatedSince: null,
      pageSize: 10,
    });

    await expect(pull).rejects.toMatchObject({ code: 'mot-13' });
    expect(reached).toEqual([]);
  });
});
