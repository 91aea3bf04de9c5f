import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { engines } from '../../db/schema/index.ts';
import { testApp } from '../../testing/test-app.ts';
import { removeProducts, upsertProducts } from '../catalog/index.ts';
import {
  createBusinessRule,
  createRedirection,
  defaultSearchSettings,
  saveSearchSettings,
} from '../merchandising-config/index.ts';
import { createSite, type TestSite } from './testing/fixtures.ts';
import { seedShop } from './testing/seed-shop.ts';

let app: App;
let shop: TestSite;
let otherShop: TestSite;

beforeAll(async () => {
  ({ app } = await testApp());
  shop = await seedShop(app.db);
  otherShop = await createSite(app.db);
  await upsertProducts(app.db, otherShop.siteId, [
    {
      id: 'secret',
      name: { en: 'Secret jeans of another shop' },
      price: 10,
      url: 'https://other.example.com/secret',
    },
  ]);
});

async function search(query: string, extra = ''): Promise<{ ids: string[]; body: Record<string, never> }> {
  const response = await app.inject(
    `/search/v1/query/${shop.instance}/search?query=${encodeURIComponent(query)}&lang=en${extra}`,
  );
  expect(response.statusCode).toBe(200);
  const body = response.json();
  return { ids: body.catalog.content.map((result: { __id: string }) => result.__id), body };
}

describe('GET /search/v1/query/{instance}/search', () => {
  it('should answer with absolute tracking URLs built from PUBLIC_URL', async () => {
    const { body } = await search('jeans');
    expect(body.catalog).toMatchObject({
      numFound: 2,
      tagging: {
        query: expect.stringMatching(
          new RegExp(
            `^http://localhost:3000/tagging/v1/track/${shop.instance}/query\\?q=jeans&lang=en.*totalHits=2`,
          ),
        ),
      },
    });
  });

  it('should answer a site without products yet with an empty page, not an error', async () => {
    const empty = await createSite(app.db);
    const response = await app.inject(
      `/search/v1/query/${empty.instance}/search?query=jeans&internal=true&env=staging`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().catalog).toMatchObject({ numFound: 0, content: [], spellchecked: '' });
  });

  it('should never show another site’s products', async () => {
    const { ids } = await search('secret');
    expect(ids).toEqual([]);
  });

  it('should sort by price both ways', async () => {
    expect((await search('jeans', '&sort=price+asc')).ids).toEqual(['p2', 'p1']);
    expect((await search('jeans', '&sort=price%20desc')).ids).toEqual(['p1', 'p2']);
  });

  it.each([
    ['rows of 10,000', 'query=jeans&rows=10000'],
    ['a negative start', 'query=jeans&start=-1'],
    ['a non-numeric rows', 'query=jeans&rows=ten'],
    ['an unknown filter syntax', 'query=jeans&filter=colour'],
    ['an empty filter field', 'query=jeans&filter=:red'],
    ['a 10 KB query', `query=${'a'.repeat(10 * 1024)}`],
    ['an unknown sort', 'query=jeans&sort=cheapest+first+please'],
  ])('should answer %s with 400 global-400', async (_case, query) => {
    const response = await app.inject(`/search/v1/query/${shop.instance}/search?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ code: 'global-400', message: expect.any(String) }] });
  });

  it.each([
    '/search/v1/query/nope/search?query=jeans',
    '/search/v1/query/nope/facets?query=jeans',
    '/search/v1/query/nope/empathize',
    '/search/v1/query/nope/topclicked',
    '/search/v1/query/nope/skusearch?query=x',
    '/nextqueries/nope?query=jeans',
    '/relatedtags/nope?query=jeans',
    '/relatedprompts/nope?query=jeans',
    '/config/v1/public/configs?instance=nope&service=xcontrols',
  ])('should answer an unknown instance with 404 global-404 (%s)', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errors: [{ code: 'global-404' }] });
  });

  it('should answer no semantic queries: the engine has no semantic retrieval to offer', async () => {
    const response = await app.inject(`/semantics-api/search_single/${shop.instance}?q=jeans&k=5`);
    expect(response.statusCode).toBe(404);
  });

  it('should limit one client address to 1,200 storefront calls a minute with 429 global-429', async () => {
    const remoteAddress = '203.0.113.9';
    const url = `/search/v1/query/${shop.instance}/empathize?rows=1`;
    for (let call = 0; call < 1200; call += 1) {
      const response = await app.inject({ url, remoteAddress });
      expect(response.statusCode).toBe(200);
    }
    const limited = await app.inject({ url, remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errors: [{ code: 'global-429' }] });
    const otherAddress = await app.inject({ url, remoteAddress: '203.0.113.10' });
    expect(otherAddress.statusCode).toBe(200);
  });
});

describe('search answer cache (SEARCH_CACHE_ENTRIES)', () => {
  it('should answer a repeated request the same, byte for byte', async () => {
    const path = `/search/v1/query/${shop.instance}/search?query=jeans&lang=en&scope=desktop`;
    const first = await app.inject(path);
    const second = await app.inject(path);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
  });

  it('should keep the request in the tracking URLs: another scope is another answer', async () => {
    await search('jeans', '&scope=desktop');
    const { body } = await search('jeans', '&scope=mobile');
    expect(body.catalog).toMatchObject({ tagging: { query: expect.stringContaining('scope=mobile') } });
  });

  it('should show a changed price at once after an upsert of a product searched before', async () => {
    const price = async (): Promise<number | undefined> => {
      const response = await app.inject(`/search/v1/query/${shop.instance}/search?query=raincoat&lang=en`);
      return response.json<{ catalog: { content: { __prices: { current: { value: number } } }[] } }>().catalog
        .content[0]?.__prices.current.value;
    };
    const raincoat = (value: number) => ({
      id: 'p8',
      name: { en: 'Yellow raincoat' },
      price: value,
      url: 'https://shop.example.com/p/p8',
    });
    await upsertProducts(app.db, shop.siteId, [raincoat(40)]);
    await app.searchIndexes.settled(shop.siteId);
    expect(await price()).toBe(40);
    await upsertProducts(app.db, shop.siteId, [raincoat(35)]);
    await app.searchIndexes.settled(shop.siteId);
    expect(await price()).toBe(35);
    await removeProducts(app.db, shop.siteId, ['p8']);
    await app.searchIndexes.settled(shop.siteId);
    expect((await search('raincoat')).ids).toEqual([]);
  });
});

describe('index lifecycle', () => {
  it('should find a product upserted into the catalogue and forget a removed one', async () => {
    await upsertProducts(app.db, shop.siteId, [
      {
        id: 'p7',
        name: { en: 'Green raincoat', es: 'Chubasquero verde' },
        price: 70,
        url: 'https://shop.example.com/p/p7',
      },
    ]);
    await app.searchIndexes.settled(shop.siteId);
    expect((await search('raincoat')).ids).toEqual(['p7']);
    await removeProducts(app.db, shop.siteId, ['p7']);
    await app.searchIndexes.settled(shop.siteId);
    expect((await search('raincoat')).ids).toEqual([]);
  });

  it('should rebuild and swap when most of the catalogue changes, keeping every product searchable', async () => {
    const bulk = Array.from({ length: 1500 }, (_, index) => ({
      id: `umbrella-${index}`,
      name: { en: `Umbrella model ${index}` },
      price: 10 + (index % 50),
      url: `https://shop.example.com/p/umbrella-${index}`,
    }));
    expect((await search('umbrella', '&rows=1')).body.catalog).toMatchObject({ numFound: 0 });
    await upsertProducts(app.db, shop.siteId, bulk);
    await app.searchIndexes.settled(shop.siteId);
    const { body } = await search('umbrella', '&rows=1');
    expect(body.catalog).toMatchObject({ numFound: 1500 });
    expect((await search('jeans')).ids).toHaveLength(2);
    await removeProducts(
      app.db,
      shop.siteId,
      bulk.map((product) => product.id),
    );
    await app.searchIndexes.settled(shop.siteId);
  });

  it('should apply a configuration change within a second without re-reading the catalogue', async () => {
    const started = Date.now();
    await createRedirection(app.db, shop.siteId, {
      queries: ['size guide'],
      url: 'https://shop.example.com/sizes',
    });
    await app.searchIndexes.settled(shop.siteId);
    const { body } = await search('size guide');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(body.direct).toMatchObject({ content: [{ url: 'https://shop.example.com/sizes' }] });
  });

  it('should hide out-of-stock products when results visibility says so', async () => {
    expect((await search('boots')).ids).toEqual(['p5']);
    await saveSearchSettings(app.db, shop.siteId, {
      ...defaultSearchSettings,
      resultsVisibility: { hideOutOfStock: true, notAvailable: 'show' },
    });
    await app.searchIndexes.settled(shop.siteId);
    expect((await search('boots')).ids).toEqual([]);
    await saveSearchSettings(app.db, shop.siteId, defaultSearchSettings);
    await app.searchIndexes.settled(shop.siteId);
  });

  it('should pin a product only while its rule is scheduled', async () => {
    const hour = 60 * 60 * 1000;
    await createBusinessRule(app.db, shop.siteId, {
      name: 'Jacket first, later',
      queries: ['jeans'],
      actions: [{ type: 'pin', productId: 'p2', position: 1 }],
      startsAt: new Date(Date.now() + hour).toISOString(),
      timeZone: 'Europe/Madrid',
    });
    await createBusinessRule(app.db, shop.siteId, {
      name: 'Slim jeans first, now',
      queries: ['jeans'],
      actions: [{ type: 'pin', productId: 'p1', position: 1 }],
      startsAt: new Date(Date.now() - hour).toISOString(),
      endsAt: new Date(Date.now() + hour).toISOString(),
      timeZone: 'America/New_York',
    });
    await app.searchIndexes.settled(shop.siteId);
    expect((await search('jeans', '&sort=price+asc')).ids[0]).toBe('p1');
  });

  it('should build an engine added in the console on its first request after the instance cache expires', async () => {
    const site = await createSite(app.db, { languages: ['en'] });
    await upsertProducts(app.db, site.siteId, [
      {
        id: 'scarf',
        name: { en: 'Wool scarf', es: 'Bufanda de lana' },
        price: 25,
        url: 'https://x.example.com/scarf',
      },
    ]);
    const names = async () => {
      const response = await app.inject(`/search/v1/query/${site.instance}/search?query=&lang=es`);
      return response.json().catalog.content.map((result: { __name: string }) => result.__name);
    };
    expect(await names()).toEqual(['Wool scarf']);
    await app.db.insert(engines).values({ siteId: site.siteId, language: 'es' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 6000);
      await names();
      await app.searchIndexes.settled(site.siteId);
      expect(await names()).toEqual(['Bufanda de lana']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GET /docs/json', () => {
  it('should document the storefront and tracking routes', async () => {
    const { paths } = (await app.inject('/docs/json')).json();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/search/v1/query/{instance}/search',
        '/nextqueries/{instance}',
        '/config/v1/public/configs',
        '/tagging/v1/track/{instance}/{event}',
      ]),
    );
  });
});
