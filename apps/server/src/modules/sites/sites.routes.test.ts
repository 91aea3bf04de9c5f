import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sites } from '../../db/schema/index.ts';
import { upsertProducts } from '../catalog/index.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { addSite, sitesTestApp } from '../../testing/sites.ts';

describe('Main API sites', async () => {
  const { app, asOwner, asStranger, organizationId } = await sitesTestApp();
  const { site, engines } = await addSite(app, organizationId, { languages: ['en', 'es'] });
  const url = `/main/v1/sites/${site.id}`;

  async function stored() {
    const [row] = await app.db.select().from(sites).where(eq(sites.id, site.id));
    return row!;
  }

  it('should document every sites route in the OpenAPI document', async () => {
    const { paths } = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/main/v1/sites/{id}',
        '/main/v1/sites/{id}/enable',
        '/main/v1/sites/{id}/disable',
        '/index/v1/fields/site/{id}/facetable',
        '/index/v1/fields/site/{id}/searchable',
        '/index/v1/fields/site/{id}/retrievable',
        '/index/v1/sites/{id}/index-settings',
        '/index/v1/sites/{id}/product-labels',
        '/index/v1/featured-products/{siteId}',
        '/index/v1/fields/engines/{id}/facets/{facet}/values',
        '/index/v1/fields/engines/{id}/facets/{facet}/values/config',
      ]),
    );
  });

  describe('GET /main/v1/sites/{id}', () => {
    it('should answer the site with its engines in the one site shape', async () => {
      const response = await app.inject({ method: 'GET', url, headers: asOwner });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        uuid: site.id,
        organizationId,
        name: site.name,
        url: site.url,
        platform: 'CUSTOM',
        instance: site.instance,
        cssSelector: '',
        enabled: true,
        isIndexed: true,
        securityKey: site.securityKey,
        environment: 'PRODUCTION',
        connection: { kind: 'module' },
        moduleVersion: null,
        currency: null,
        timeZone: 'UTC',
        syncIntervalMinutes: 60,
        engines: [
          { uuid: engines[0]!.id, language: 'en', default: true },
          { uuid: engines[1]!.id, language: 'es', default: false },
        ],
      });
    });

    it("should answer global-404 to another organisation's member, global-401 without a token", async () => {
      const foreign = await app.inject({ method: 'GET', url, headers: asStranger });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().errors[0].code).toBe('global-404');
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const unknown = await app.inject({
        method: 'GET',
        url: `/main/v1/sites/${crypto.randomUUID()}`,
        headers: asOwner,
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('PATCH /main/v1/sites/{id}', () => {
    it('should rename the site, set the layer trigger and the sync schedule', async () => {
      const response = await app.inject({
        method: 'PATCH',
        url,
        headers: asOwner,
        payload: { name: 'Ada Shop', cssSelector: '#search, .search-box input', syncIntervalMinutes: 0 },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Ada Shop',
        cssSelector: '#search, .search-box input',
        syncIntervalMinutes: 0,
      });
      expect(await stored()).toMatchObject({ name: 'Ada Shop', syncIntervalMinutes: 0 });
    });

    it('should clear the layer trigger with an empty selector, as new sites start without one', async () => {
      await app.inject({ method: 'PATCH', url, headers: asOwner, payload: { cssSelector: '#q' } });
      const response = await app.inject({
        method: 'PATCH',
        url,
        headers: asOwner,
        payload: { cssSelector: ' ' },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ cssSelector: '' });
    });

    it("should refuse an invalid selector with 'Invalid CSS selector' (spec 1 §5) and change nothing", async () => {
      const before = await stored();
      const response = await app.inject({
        method: 'PATCH',
        url,
        headers: asOwner,
        payload: { name: 'Renamed', cssSelector: '#search,,' },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { code: 'global-400', message: 'cssSelector: Invalid CSS selector' },
      ]);
      expect(await stored()).toEqual(before);
    });

    it('should refuse an empty name and a negative sync interval', async () => {
      for (const payload of [{ name: '  ' }, { syncIntervalMinutes: -5 }, { syncIntervalMinutes: 1.5 }]) {
        const response = await app.inject({ method: 'PATCH', url, headers: asOwner, payload });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0].code).toBe('global-400');
      }
    });

    it("should answer global-404 to another organisation's member and change nothing", async () => {
      const before = await stored();
      const response = await app.inject({
        method: 'PATCH',
        url,
        headers: asStranger,
        payload: { name: 'Hijacked' },
      });
      expect(response.statusCode).toBe(404);
      expect(await stored()).toEqual(before);
      expect((await app.inject({ method: 'PATCH', url, payload: { name: 'x' } })).statusCode).toBe(401);
    });
  });

  describe('PATCH /main/v1/sites/{id}/enable and /disable', () => {
    it('should switch the layer off and on, and the storefront search follows within a second', async () => {
      await upsertProducts(app, site.id, clothingCatalogue());
      const search = () => app.inject(`/search/v1/query/${site.instance}/search?query=jeans&lang=en`);
      expect((await search()).statusCode).toBe(200);

      const disabled = await app.inject({ method: 'PATCH', url: `${url}/disable`, headers: asOwner });
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json()).toMatchObject({ uuid: site.id, enabled: false });
      await vi.waitFor(
        async () => {
          const response = await search();
          expect(response.statusCode).toBe(404);
          expect(response.json().errors[0]).toEqual({
            code: 'global-404',
            message: `Instance ${site.instance} is disabled`,
          });
        },
        { timeout: 1000 },
      );

      const enabled = await app.inject({ method: 'PATCH', url: `${url}/enable`, headers: asOwner });
      expect(enabled.json()).toMatchObject({ enabled: true });
      await vi.waitFor(
        async () => {
          const response = await search();
          expect(response.statusCode).toBe(200);
          expect(response.json().catalog.numFound).toBe(2);
        },
        { timeout: 1000 },
      );
    });

    it("should answer global-404 to another organisation's member and leave the layer as it was", async () => {
      for (const action of ['enable', 'disable']) {
        const response = await app.inject({ method: 'PATCH', url: `${url}/${action}`, headers: asStranger });
        expect(response.statusCode).toBe(404);
        expect((await app.inject({ method: 'PATCH', url: `${url}/${action}` })).statusCode).toBe(401);
      }
      expect((await stored()).enabled).toBe(true);
    });
  });
});
