import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { SiteRow } from '../../db/schema/index.ts';
import { upsertProducts } from '../catalog/index.ts';
import { addSite, sitesTestApp } from '../../testing/sites.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';

// The console's customisation preview searches a site before its layer is switched on (issue 6).
let app: App;
let asOwner: Record<string, string>;
let asStranger: Record<string, string>;
let site: SiteRow;

beforeAll(async () => {
  let organizationId: string;
  ({ app, asOwner, asStranger, organizationId } = await sitesTestApp());
  ({ site } = await addSite(app, organizationId, { enabled: false }));
  await upsertProducts(app, site.id, clothingCatalogue());
});

const searchUrl = () => `/search/v1/query/${site.instance}/search?query=jeans&lang=en`;

function answerOf(response: Awaited<ReturnType<App['inject']>>) {
  return { status: response.statusCode, body: response.json() as unknown };
}

const disabled = () => ({
  status: 404,
  body: { errors: [{ code: 'global-404', message: `Instance ${site.instance} is disabled` }] },
});

describe('storefront search of a site whose layer is switched off', () => {
  it('should answer 404 to the public', async () => {
    expect(answerOf(await app.inject(searchUrl()))).toEqual(disabled());
  });

  it("should answer 404 to another organisation's member, a bad token and another scheme", async () => {
    expect(answerOf(await app.inject({ url: searchUrl(), headers: asStranger }))).toEqual(disabled());
    expect(
      answerOf(await app.inject({ url: searchUrl(), headers: { authorization: 'Bearer not-a-token' } })),
    ).toEqual(disabled());
    const token = asOwner.authorization!.split(' ')[1]!;
    expect(
      answerOf(await app.inject({ url: searchUrl(), headers: { authorization: `Basic ${token}` } })),
    ).toEqual(disabled());
  });

  it("should answer its organisation's member, never to be kept by a browser or proxy", async () => {
    const response = await app.inject({ url: searchUrl(), headers: asOwner });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json().catalog.numFound).toBeGreaterThan(0);
  });

  it('should still answer 404 to the public the same search a member just made', async () => {
    expect((await app.inject({ url: searchUrl(), headers: asOwner })).statusCode).toBe(200);
    expect(answerOf(await app.inject(searchUrl()))).toEqual(disabled());
  });

  it.each([
    ['facets', (instance: string) => `/search/v1/query/${instance}/facets?query=jeans`],
    ['suggestions', (instance: string) => `/search/v1/query/${instance}/empathize?query=je`],
    ['featured products', (instance: string) => `/search/v1/query/${instance}/topclicked`],
    ['identifier search', (instance: string) => `/search/v1/query/${instance}/skusearch?query=SKU-P1`],
    ['next queries', (instance: string) => `/nextqueries/${instance}?query=jeans`],
    ['related tags', (instance: string) => `/relatedtags/${instance}?query=jeans`],
    ['related prompts', (instance: string) => `/relatedprompts/${instance}?query=jeans`],
    ['semantic queries', (instance: string) => `/semantics-api/search_single/${instance}?q=jeans`],
  ])('should answer the %s a member asks for, and 404 to the public', async (_what, url) => {
    const member = await app.inject({ url: url(site.instance), headers: asOwner });
    expect(member.statusCode).toBe(200);
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(answerOf(await app.inject(url(site.instance)))).toEqual(disabled());
  });
});
