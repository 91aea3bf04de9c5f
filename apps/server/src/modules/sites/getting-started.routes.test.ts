import { ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { facetConfigs, organizationMembers, synonyms, trackingEvents, users } from '../../db/schema/index.ts';
import { upsertProducts } from '../catalog/index.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { addSite, sitesTestApp } from '../../testing/sites.ts';
import { setSiteEnabled } from './sites.service.ts';

describe('GET /main/v1/sites/{id}/getting-started', async () => {
  const { app, asOwner, asStranger, organizationId } = await sitesTestApp();
  const { site } = await addSite(app, organizationId, { languages: ['es', 'en'], enabled: false });
  const url = `/main/v1/sites/${site.id}/getting-started`;
  const get = async (headers = asOwner) => app.inject({ method: 'GET', url, headers });
  const stepsDone = async () =>
    Object.fromEntries(
      ((await get()).json().steps as { step: string; done: boolean }[]).map(({ step, done }) => [step, done]),
    );

  it('should be documented and answer 404 to a stranger and 401 without a token', async () => {
    const { paths } = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(paths)).toContain('/main/v1/sites/{id}/getting-started');
    expect((await get(asStranger)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('should say what the setup indexed: products, languages (the default first) and facets', async () => {
    const catalogue = clothingCatalogue();
    await upsertProducts(app, site.id, catalogue);
    await app.db.insert(facetConfigs).values([
      { siteId: site.id, field: 'categories', type: 'hierarchical', position: 0 },
      { siteId: site.id, field: 'brand', type: 'value', position: 1 },
    ]);
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      products: catalogue.length,
      languages: ['es', 'en'],
      facets: ['categories', 'brand'],
    });
  });

  it('should mark each next step done once the merchant has taken it, in their order', async () => {
    expect(await stepsDone()).toEqual({
      layer: false,
      storefront: false,
      search: false,
      tuning: false,
      team: false,
    });
    expect(((await get()).json().steps as { step: string }[]).map((entry) => entry.step)).toEqual([
      'layer',
      'storefront',
      'search',
      'tuning',
      'team',
    ]);

    const [owner] = await app.db.select().from(organizationMembers);
    await setSiteEnabled(app, site, true, null);
    await app.db.insert(trackingEvents).values({ siteId: site.id, event: 'page' });
    expect(await stepsDone()).toMatchObject({ layer: true, storefront: true, search: false });

    await app.db.insert(trackingEvents).values({ siteId: site.id, event: 'query', query: 'jeans' });
    await app.db.insert(synonyms).values({ siteId: site.id, language: 'en', terms: ['jeans', 'denim'] });
    expect(await stepsDone()).toMatchObject({ search: true, tuning: true, team: false });

    const [colleague] = await app.db.select().from(users).where(ne(users.id, owner!.userId));
    await app.db.insert(organizationMembers).values({ organizationId, userId: colleague!.id, role: 'admin' });
    expect(Object.values(await stepsDone())).toEqual([true, true, true, true, true]);
  });
});
