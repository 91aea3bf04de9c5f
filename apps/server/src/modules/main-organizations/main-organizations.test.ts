import { describe, expect, it } from 'vitest';
import { engines, sites } from '../../db/schema/index.ts';
import { accountTestApp, ownerAndStranger } from '../../testing/account.ts';

describe('GET /main/v1/organizations/{id}', async () => {
  const { app } = await accountTestApp();
  const { asOwner, asStranger, organizationId } = await ownerAndStranger(app);

  it('should answer the organisation with no sites right after sign-up', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/main/v1/organizations/${organizationId}`,
      headers: asOwner,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      uuid: organizationId,
      name: 'ada-shop.example',
      status: 'ACTIVE',
      businessVertical: 'UNKNOWN',
      permissions: [{ key: 'BILLING' }],
      sites: [],
    });
  });

  it('should list the sites with their engines and the connector token members configure the shop with', async () => {
    const [site] = await app.db
      .insert(sites)
      .values({
        organizationId,
        name: 'Ada Shop',
        url: 'https://ada-shop.example',
        platform: 'PRESTASHOP',
        instance: 'ada-shop',
        cssSelector: '#search',
        securityKey: 'secret-key',
        environment: 'TEST',
      })
      .returning();
    await app.db.insert(engines).values([
      { siteId: site!.id, language: 'en', isDefault: true },
      { siteId: site!.id, language: 'es', isDefault: false },
    ]);

    const response = await app.inject({
      method: 'GET',
      url: `/main/v1/organizations/${organizationId}`,
      headers: asOwner,
    });

    expect(response.json().sites).toEqual([
      {
        uuid: site!.id,
        organizationId,
        name: 'Ada Shop',
        url: 'https://ada-shop.example',
        platform: 'PRESTASHOP',
        instance: 'ada-shop',
        cssSelector: '#search',
        enabled: false,
        isIndexed: false,
        securityKey: 'secret-key',
        environment: 'TEST',
        connection: { kind: 'module' },
        moduleVersion: null,
        currency: null,
        timeZone: 'UTC',
        syncIntervalMinutes: 60,
        engines: [
          { uuid: expect.any(String), language: 'en', default: true },
          { uuid: expect.any(String), language: 'es', default: false },
        ],
      },
    ]);
  });

  it("should answer global-404 to another organisation's id", async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/main/v1/organizations/${organizationId}`,
      headers: asStranger,
    });

    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('global-404');
  });

  it('should answer global-401 without a token and global-400 for an id that is not a uuid', async () => {
    expect(
      (await app.inject({ method: 'GET', url: `/main/v1/organizations/${organizationId}` })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/main/v1/organizations/abc', headers: asOwner })).statusCode,
    ).toBe(400);
  });
});
