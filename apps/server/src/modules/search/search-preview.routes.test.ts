import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { synonyms, type SiteRow } from '../../db/schema/index.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { addSite, sitesTestApp } from '../../testing/sites.ts';
import { upsertProducts } from '../catalog/index.ts';
import { createSynonym } from '../merchandising/index.ts';

// The console previews an unsaved synonym group, redirection or banner beside its editor (issue 15).
let app: App;
let asOwner: Record<string, string>;
let asStranger: Record<string, string>;
let site: SiteRow;

beforeAll(async () => {
  let organizationId: string;
  ({ app, asOwner, asStranger, organizationId } = await sitesTestApp());
  ({ site } = await addSite(app, organizationId, { languages: ['en', 'es'] }));
  await upsertProducts(app, site.id, clothingCatalogue());
});

const previewUrl = () => `/merchandising/v1/sites/${site.id}/search-preview`;

async function preview(body: object, headers = asOwner) {
  const response = await app.inject({ method: 'POST', url: previewUrl(), headers, payload: body });
  return { status: response.statusCode, body: response.json() };
}

async function storefrontTotal(query: string): Promise<number> {
  await app.searchIndexes.settled(site.id);
  const response = await app.inject(`/search/v1/query/${site.instance}/search?query=${query}&lang=en`);
  return response.json().catalog.numFound;
}

// A word no built-in synonym knows (they know trainers for sneakers): only the site's group finds them.
const kicks = { language: 'en', terms: ['kicks', 'sneakers'] };

describe('POST /merchandising/v1/sites/{siteId}/search-preview', () => {
  it('should show the products an unsaved synonym group adds, with image and price', async () => {
    const { status, body } = await preview({
      language: 'en',
      query: 'kicks',
      change: { kind: 'synonym', value: kicks },
    });
    expect(status).toBe(200);
    expect(body.before).toMatchObject({ total: 0, products: [], redirection: null, banners: [] });
    expect(body.after.total).toBe(1);
    expect(body.after.products).toEqual([
      { id: 'p6', name: 'White sneakers', image: 'https://cdn.example.com/p6.jpg', price: 95 },
    ]);
  });

  it('should change nothing shoppers get', async () => {
    await preview({ language: 'en', query: 'kicks', change: { kind: 'synonym', value: kicks } });
    expect(await storefrontTotal('kicks')).toBe(0);
    expect(await app.db.select().from(synonyms).where(eq(synonyms.siteId, site.id))).toEqual([]);
  });

  it('should answer the same before and after without a change', async () => {
    const { body } = await preview({ language: 'en', query: 'jeans' });
    expect(body.before.total).toBe(2);
    expect(body.after).toEqual(body.before);
  });

  it('should preview a saved group deleted or edited, and a one-way group in its direction', async () => {
    const saved = await createSynonym(app, site.id, kicks, null);
    expect(await storefrontTotal('kicks')).toBe(1);
    const deleted = await preview({
      language: 'en',
      query: 'kicks',
      change: { kind: 'synonym', id: saved.id },
    });
    expect([deleted.body.before.total, deleted.body.after.total]).toEqual([1, 0]);
    const reversed = await preview({
      language: 'en',
      query: 'kicks',
      change: {
        kind: 'synonym',
        id: saved.id,
        value: { ...kicks, terms: ['sneakers', 'kicks'], oneWay: true },
      },
    });
    expect([reversed.body.before.total, reversed.body.after.total]).toEqual([1, 0]);
  });

  it('should show where a redirection would take the shopper', async () => {
    const { body } = await preview({
      language: 'en',
      query: 'returns',
      change: {
        kind: 'redirection',
        value: {
          language: 'en',
          matchingQueries: ['returns'],
          targetUrl: 'https://shop.example.com/returns',
        },
      },
    });
    expect(body.before.redirection).toBeNull();
    expect(body.after.redirection).toEqual({ targetUrl: 'https://shop.example.com/returns' });
  });

  it('should show where a banner appears, and not one of another language', async () => {
    const banner = {
      language: 'en',
      assetUrl: 'https://cdn.example.com/sale.png',
      targetUrl: 'https://shop.example.com/sale',
      matchingQueries: ['jeans'],
      status: 'ACTIVE',
      schedule: { type: 'ALWAYS' },
    };
    const { body } = await preview({
      language: 'en',
      query: 'jeans',
      change: { kind: 'banner', value: banner },
    });
    expect(body.before.banners).toEqual([]);
    expect(body.after.banners).toEqual([
      {
        assetUrl: 'https://cdn.example.com/sale.png',
        targetUrl: 'https://shop.example.com/sale',
        title: null,
        position: 1,
      },
    ]);
    const spanish = await preview({
      language: 'es',
      query: 'vaqueros',
      change: { kind: 'banner', value: banner },
    });
    expect(spanish.body.after.banners).toEqual([]);
  });

  it('should preview unsaved search settings: out-of-stock products hidden, fewer fields searched', async () => {
    const settings = {
      searchableFields: [
        { name: 'name', active: true, weight: 3 },
        { name: 'brand', active: true, weight: 2 },
      ],
      resultsVisibility: { showOutOfStock: false, notAvailableForOrder: 'SHOW' },
      featuredProducts: { type: 'popular', productIds: [] },
    };
    const boots = await preview({
      language: 'en',
      query: 'boots',
      change: { kind: 'searchSettings', value: settings },
    });
    expect(boots.status).toBe(200);
    expect(boots.body.before.products.map((product: { id: string }) => product.id)).toEqual(['p5']);
    expect(boots.body.after).toMatchObject({ total: 0, products: [] });
    // "Men" is a category: with categories no longer searched, the query finds nothing.
    const men = await preview({
      language: 'en',
      query: 'men',
      change: { kind: 'searchSettings', value: settings },
    });
    expect(men.body.before.total).toBeGreaterThan(0);
    expect(men.body.after.total).toBe(0);
    expect(await storefrontTotal('boots')).toBe(1);
  });

  it('should preview the filter panel of an unsaved facet configuration for its query beside the saved one', async () => {
    const facetable = await app.inject({
      method: 'PUT',
      url: `/index/v1/fields/site/${site.id}/facetable`,
      headers: asOwner,
      payload: {
        fields: [
          { field: 'categories', type: 'hierarchical' },
          { field: 'brand', type: 'value' },
        ],
      },
    });
    expect(facetable.statusCode).toBe(200);
    const draft = {
      title: 'Jeans',
      criteria: { pivots: [{ name: 'query', values: ['jeans'] }] },
      config: {
        facetableFields: { valueFacets: [{ field: 'brand', prettyName: 'Makers' }] },
        facets: [{ field: 'brand', names: { es: 'Fabricantes' } }],
      },
    };
    const { status, body } = await preview({
      language: 'en',
      query: 'jeans',
      facets: true,
      change: { kind: 'facetConfig', value: draft },
    });
    expect(status).toBe(200);
    const panel = (answer: { facets: { label: string; values: { value: string }[] }[] }) =>
      answer.facets.map((facet) => facet.label);
    expect(panel(body.before)).toEqual(['Categories', 'Brand']);
    expect(panel(body.after)).toEqual(['Makers']);
    expect(body.after.facets[0].values).toEqual([{ value: 'Levis', count: 2 }]);
    const spanish = await preview({
      language: 'es',
      query: 'vaqueros',
      facets: true,
      change: {
        kind: 'facetConfig',
        value: { ...draft, criteria: { pivots: [{ name: 'query', values: ['vaqueros'] }] } },
      },
    });
    expect(panel(spanish.body.after)).toEqual(['Fabricantes']);
    // Another query keeps the default; without `facets` the answer has none.
    const other = await preview({
      language: 'en',
      query: 'dress',
      facets: true,
      change: { kind: 'facetConfig', value: draft },
    });
    expect(panel(other.body.after)).toEqual(['Categories', 'Brand']);
    const plain = await preview({
      language: 'en',
      query: 'jeans',
      change: { kind: 'facetConfig', value: draft },
    });
    expect(plain.body.after.facets).toBeUndefined();
  });

  it('should refuse search settings with no active searchable field (spec 1 §5)', async () => {
    const { status, body } = await preview({
      language: 'en',
      query: 'jeans',
      change: {
        kind: 'searchSettings',
        value: {
          searchableFields: [{ name: 'name', active: false, weight: 3 }],
          resultsVisibility: { showOutOfStock: true, notAvailableForOrder: 'SHOW' },
          featuredProducts: { type: 'popular', productIds: [] },
        },
      },
    });
    expect(status).toBe(400);
    expect(body.errors[0].code).toBe('global-400');
  });

  it('should refuse a language the site has no search in, an empty query and an invalid change', async () => {
    expect((await preview({ language: 'en-GB', query: 'jeans' })).body).toEqual({
      errors: [{ code: 'global-400', message: 'language: the site has no search in en-GB' }],
    });
    expect((await preview({ language: 'en', query: '  ' })).status).toBe(400);
    const oneTerm = await preview({
      language: 'en',
      query: 'jeans',
      change: { kind: 'synonym', value: { language: 'en', terms: ['jeans'] } },
    });
    expect(oneTerm.status).toBe(400);
  });

  it("should answer 404 to another organisation's member and 401 without a token", async () => {
    expect((await preview({ language: 'en', query: 'jeans' }, asStranger)).status).toBe(404);
    expect((await preview({ language: 'en', query: 'jeans' }, {})).status).toBe(401);
  });
});
