import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { engines } from '../../db/schema/index.ts';
import { freshDatabase } from '../../testing/test-database.ts';
import { createSite, type TestSite } from '../search/testing/fixtures.ts';
import {
  createBanner,
  createBusinessRule,
  createRedirection,
  createSynonym,
  defaultSearchSettings,
  deleteRedirection,
  deleteSynonym,
  getFacetValueConfig,
  getSiteMerchandising,
  onConfigChange,
  replaceFacets,
  saveFacetValueConfig,
  saveSearchSettings,
  updateRedirection,
  updateSynonym,
  type ConfigChange,
} from './index.ts';

let handle: DatabaseHandle;
let shop: TestSite;
let otherShop: TestSite;

beforeAll(async () => {
  handle = await freshDatabase();
  shop = await createSite(handle.db);
  otherShop = await createSite(handle.db);
});
afterAll(() => handle.close());

describe('search settings', () => {
  it('should answer the defaults until the merchant saves settings', async () => {
    expect((await getSiteMerchandising(handle.db, shop.siteId)).settings).toEqual(defaultSearchSettings);
  });

  it('should save settings and notify the index manager', async () => {
    const changes: ConfigChange[] = [];
    const unsubscribe = onConfigChange((change) => changes.push(change));
    const settings = {
      searchableFields: [{ field: 'name', weight: 5 }],
      resultsVisibility: { hideOutOfStock: true, notAvailable: 'bury' },
      featuredProducts: { mode: 'recommended', productIds: ['p1', 'p2', 'p3', 'p4'] },
    };
    await saveSearchSettings(handle.db, shop.siteId, settings);
    unsubscribe();
    expect((await getSiteMerchandising(handle.db, shop.siteId)).settings).toEqual(settings);
    expect(changes).toEqual([{ db: handle.db, siteId: shop.siteId }]);
  });

  it('should reject fewer than 4 recommended featured products (spec 1 §9)', async () => {
    await expect(
      saveSearchSettings(handle.db, shop.siteId, {
        ...defaultSearchSettings,
        featuredProducts: { mode: 'recommended', productIds: ['p1', 'p2', 'p3'] },
      }),
    ).rejects.toMatchObject({ code: 'global-400', status: 400 });
  });
});

describe('facets', () => {
  it('should replace the facet configuration in the given order', async () => {
    await replaceFacets(handle.db, shop.siteId, [
      { field: 'brand', type: 'value', label: { en: 'Brand' } },
      { field: 'categories', type: 'hierarchical' },
      {
        field: 'price',
        type: 'range',
        ranges: [
          { from: null, to: 50 },
          { from: 50, to: null },
        ],
      },
    ]);
    const { facets } = await getSiteMerchandising(handle.db, shop.siteId);
    expect(facets.map((facet) => [facet.field, facet.type])).toEqual([
      ['brand', 'value'],
      ['categories', 'hierarchical'],
      ['price', 'range'],
    ]);
  });

  it('should reject a range facet without ranges', async () => {
    await expect(
      replaceFacets(handle.db, shop.siteId, [{ field: 'price', type: 'range' }]),
    ).rejects.toMatchObject({
      code: 'global-400',
    });
  });
});

describe('facet values', () => {
  it('should list by count with nothing hidden until the merchant saves a configuration', async () => {
    const [engine] = await handle.db.select().from(engines).where(eq(engines.siteId, shop.siteId));
    expect(await getFacetValueConfig(handle.db, engine!.id, 'brand')).toEqual({ sort: 'count', values: [] });
  });

  it('should save an engine’s value order, notify the index manager and hand it to the pipeline', async () => {
    const [engine] = await handle.db.select().from(engines).where(eq(engines.siteId, shop.siteId));
    const changes: ConfigChange[] = [];
    const unsubscribe = onConfigChange((change) => changes.push(change));
    const config = {
      sort: 'custom',
      values: [
        { value: 'Nike', hidden: false },
        { value: 'Levis', hidden: true },
      ],
    };
    await saveFacetValueConfig(handle.db, { siteId: shop.siteId, engineId: engine!.id }, 'brand', config);
    unsubscribe();
    expect(changes).toEqual([{ db: handle.db, siteId: shop.siteId }]);
    expect(await getFacetValueConfig(handle.db, engine!.id, 'brand')).toEqual(config);
    expect((await getSiteMerchandising(handle.db, shop.siteId)).facetValues).toEqual([
      { language: 'en', facet: 'brand', ...config },
    ]);
    expect((await getSiteMerchandising(handle.db, otherShop.siteId)).facetValues).toEqual([]);
  });

  it('should reject an unknown sort and a value listed twice', async () => {
    const [engine] = await handle.db.select().from(engines).where(eq(engines.siteId, shop.siteId));
    const scope = { siteId: shop.siteId, engineId: engine!.id };
    await expect(
      saveFacetValueConfig(handle.db, scope, 'brand', { sort: 'random', values: [] }),
    ).rejects.toMatchObject({ code: 'global-400', status: 400 });
    await expect(
      saveFacetValueConfig(handle.db, scope, 'brand', {
        sort: 'custom',
        values: [
          { value: 'Nike', hidden: false },
          { value: 'Nike', hidden: true },
        ],
      }),
    ).rejects.toMatchObject({ code: 'global-400' });
  });
});

describe('redirections', () => {
  it('should refuse a term another redirection already has with search-extensions-7', async () => {
    await createRedirection(handle.db, shop.siteId, {
      queries: ['Returns'],
      url: 'https://shop.example.com/returns',
    });
    await expect(
      createRedirection(handle.db, shop.siteId, {
        queries: ['returns'],
        url: 'https://shop.example.com/other',
      }),
    ).rejects.toMatchObject({ code: 'search-extensions-7', status: 409 });
    await expect(
      createRedirection(handle.db, otherShop.siteId, {
        queries: ['returns'],
        url: 'https://other.example.com/r',
      }),
    ).resolves.toMatchObject({ queries: ['returns'] });
  });

  it('should reject more than 30 terms and terms over 255 characters (spec 1 §9)', async () => {
    const url = 'https://shop.example.com/x';
    const terms = Array.from({ length: 31 }, (_, index) => `term ${index}`);
    await expect(createRedirection(handle.db, shop.siteId, { queries: terms, url })).rejects.toMatchObject({
      code: 'global-400',
    });
    await expect(
      createRedirection(handle.db, shop.siteId, { queries: ['x'.repeat(256)], url }),
    ).rejects.toMatchObject({
      code: 'global-400',
    });
  });

  it('should answer 404 for another site’s redirection and for a malformed id', async () => {
    const own = await createRedirection(handle.db, shop.siteId, {
      queries: ['faq'],
      url: 'https://shop.example.com/faq',
    });
    await expect(
      updateRedirection(handle.db, otherShop.siteId, own.id, {
        queries: ['faq'],
        url: 'https://x.example.com',
      }),
    ).rejects.toMatchObject({ code: 'global-404', status: 404 });
    await expect(deleteRedirection(handle.db, otherShop.siteId, own.id)).rejects.toMatchObject({
      status: 404,
    });
    await expect(deleteRedirection(handle.db, shop.siteId, 'not-a-uuid')).rejects.toMatchObject({
      status: 404,
    });
    await expect(deleteRedirection(handle.db, shop.siteId, own.id)).resolves.toBeUndefined();
  });
});

describe('rules, banners and synonyms', () => {
  it('should store a scheduled rule, a banner and a synonym group for the pipeline to read', async () => {
    await createBusinessRule(handle.db, shop.siteId, {
      name: 'Push Levis',
      queries: ['jeans'],
      actions: [
        { type: 'boost', field: 'brand', value: 'Levis' },
        { type: 'pin', productId: 'p3', position: 1 },
      ],
      startsAt: '2026-11-27T00:00:00Z',
      endsAt: '2026-11-30T00:00:00Z',
      timeZone: 'Europe/Madrid',
    });
    await createBanner(handle.db, shop.siteId, {
      title: 'Sale',
      imageUrl: 'https://cdn.example.com/sale.jpg',
      url: 'https://shop.example.com/sale',
      queries: ['jeans'],
    });
    const group = await createSynonym(handle.db, shop.siteId, { terms: ['jeans', 'denim trousers'] });
    const stored = await getSiteMerchandising(handle.db, shop.siteId);
    expect(stored.rules[0]).toMatchObject({
      actions: [{ strength: 1 }, { position: 1 }],
      timeZone: 'Europe/Madrid',
    });
    expect(stored.banners[0]).toMatchObject({ kind: 'banner', position: 1, enabled: true });
    expect(stored.synonyms.map((row) => row.terms)).toEqual([['jeans', 'denim trousers']]);
    await updateSynonym(handle.db, shop.siteId, group.id, { terms: ['jeans', 'denim', 'denim trousers'] });
    expect((await getSiteMerchandising(handle.db, shop.siteId)).synonyms[0]?.terms).toEqual([
      'jeans',
      'denim',
      'denim trousers',
    ]);
    await expect(
      updateSynonym(handle.db, otherShop.siteId, group.id, { terms: ['a', 'b'] }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await deleteSynonym(handle.db, shop.siteId, group.id);
    expect((await getSiteMerchandising(handle.db, shop.siteId)).synonyms).toEqual([]);
  });

  it('should reject a schedule that ends before it starts and an unknown time zone', async () => {
    const rule = { name: 'r', actions: [{ type: 'hide', field: 'brand', value: 'x' }] };
    await expect(
      createBusinessRule(handle.db, shop.siteId, { ...rule, startsAt: '2026-12-01', endsAt: '2026-11-01' }),
    ).rejects.toMatchObject({ code: 'global-400' });
    await expect(
      createBusinessRule(handle.db, shop.siteId, { ...rule, timeZone: 'Mars/Olympus' }),
    ).rejects.toMatchObject({
      code: 'global-400',
    });
  });
});
