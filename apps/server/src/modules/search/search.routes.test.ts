import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { engines } from '../../db/schema/index.ts';
import { testApp } from '../../testing/test-app.ts';
import { removeProducts, upsertProducts } from '../catalog/index.ts';
import { defaultSearchSettings } from '@playboard/domain';
import { createQueryRankingRule, createRedirection, updateSearchSettings } from '../merchandising/index.ts';
import { createSite, type TestSite } from '../../testing/catalogue.ts';
import { seedShop } from '../../testing/search/seed-shop.ts';

let app: App;
let shop: TestSite;
let otherShop: TestSite;

beforeAll(async () => {
  ({ app } = await testApp());
  shop = await seedShop(app);
  otherShop = await createSite(app.db);
  await upsertProducts(app, otherShop.siteId, [
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
    ['a spellcheck that is not true or false', 'query=jeans&spellcheck=no'],
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
    '/semantics-api/search_single/nope?q=jeans',
    '/config/v1/public/configs?instance=nope&service=xcontrols',
  ])('should answer an unknown instance with 404 global-404 (%s)', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errors: [{ code: 'global-404' }] });
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

describe('corrections and dropped words in GET /search/v1/query/{instance}/search (issue 30)', () => {
  it('should say what it searched instead of a misspelt query, and search it as typed with spellcheck=false', async () => {
    const corrected = await search('dnim jackte');
    expect(corrected.body.catalog).toMatchObject({ spellchecked: 'denim jacket', relaxedTerms: [] });
    expect(corrected.ids).toEqual(['p3']);
    const query = new URL((corrected.body.catalog as { tagging: { query: string } }).tagging.query);
    expect(query.searchParams.get('spellcheck')).toBe('denim jacket');

    // As typed: no correction, so "dnim" matches nothing and is dropped, and the answer says so.
    const asTyped = await search('dnim jackte', '&spellcheck=false');
    expect(asTyped.body.catalog).toMatchObject({ spellchecked: '', relaxedTerms: ['dnim'] });
    expect(asTyped.ids).toEqual(['p3']);
    expect(
      new URL((asTyped.body.catalog as { tagging: { query: string } }).tagging.query).searchParams.has(
        'spellcheck',
      ),
    ).toBe(false);
  });

  it('should keep the corrected and the as-typed answers apart in the answer cache', async () => {
    const first = await search('dnim jackte', '&spellcheck=false');
    const corrected = await search('dnim jackte');
    const again = await search('dnim jackte', '&spellcheck=false');
    expect(corrected.body.catalog).toMatchObject({ spellchecked: 'denim jacket' });
    expect(again.body).toEqual(first.body);
  });

  it('should name the words it dropped so that something matched', async () => {
    const { body, ids } = await search('blue jeans nights');
    expect(body.catalog).toMatchObject({ numFound: 1, spellchecked: '', relaxedTerms: ['nights'] });
    expect(ids).toEqual(['p1']);
  });

  it('should answer an exact match with no correction and no dropped word, spellcheck=true as by default', async () => {
    const { body } = await search('jeans', '&spellcheck=true');
    expect(body.catalog).toMatchObject({ numFound: 2, spellchecked: '', relaxedTerms: [] });
  });
});

describe('partial results of GET /search/v1/query/{instance}/search', () => {
  interface Partial {
    term: string;
    numFound: number;
    content: { __id: string; tagging: { click: string } }[];
  }
  const partialsOf = (body: Record<string, never>): Partial[] =>
    (body.catalog as { partials: Partial[] }).partials;

  it('should show what each word finds when the whole query finds fewer than 5 products', async () => {
    // Only the blue slim jeans are both; the products with one of the words follow them.
    const { body } = await search('men jeans');
    const catalog = body.catalog as { numFound: number; content: { __id: string }[] };
    expect(catalog.content[0]!.__id).toBe('p1');
    expect(catalog.numFound).toBe(4);
    expect(partialsOf(body).map((partial) => [partial.term, partial.numFound])).toEqual([
      ['men', 3],
      ['jeans', 2],
    ]);
    const [men, jeans] = partialsOf(body);
    expect(men!.content.map((result) => result.__id).sort()).toEqual(['p1', 'p3', 'p5']);
    expect(jeans!.content.map((result) => result.__id).sort()).toEqual(['p1', 'p2']);
    // A product of a partial is tracked under the search made, with its part, from partial results.
    const click = new URL(jeans!.content[0]!.tagging.click);
    expect(click.pathname).toBe(`/tagging/v1/track/${shop.instance}/click`);
    expect(Object.fromEntries(click.searchParams)).toMatchObject({
      q: 'men jeans',
      partial: 'jeans',
      origin: 'partial_result:low_results',
      position: '1',
    });
  });

  it('should not repeat the word relaxation kept, whose products are the results', async () => {
    // No product is both: the results are the jeans, leather comes as a partial.
    const { body } = await search('leather jeans');
    expect((body.catalog as { numFound: number }).numFound).toBe(2);
    expect(partialsOf(body).map((partial) => [partial.term, partial.numFound])).toEqual([['leather', 1]]);
  });

  it('should search each word with the same filters', async () => {
    const { body } = await search('men jeans', '&filter=brand:Levis');
    expect(partialsOf(body).map((partial) => [partial.term, partial.numFound])).toEqual([
      ['jeans', 2],
      ['men', 1],
    ]);
  });

  it('should show none for a query of one word, even when it finds few products', async () => {
    const { body } = await search('jeans');
    expect((body.catalog as { numFound: number }).numFound).toBe(2);
    expect(partialsOf(body)).toEqual([]);
  });
});

describe('GET /semantics-api/search_single/{instance}', () => {
  async function semantics(query: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await app.inject(`/semantics-api/search_single/${shop.instance}?${query}`);
    return { status: response.statusCode, body: response.json() };
  }

  it('should answer the queries finding the same products, closest first', async () => {
    const { status, body } = await semantics('q=jeans&lang=en&internal=true');
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        candidates: [
          // The category "Jeans" is the query itself; the denim jacket shares no product.
          { query: 'Levis', distance: 0 },
          { query: 'slim jeans', distance: 0.5 },
          { query: 'Men', distance: 0.75 },
          { query: 'Women', distance: 0.75 },
        ],
      },
    });
  });

  it('should answer at most k queries', async () => {
    const { body } = await semantics('q=jeans&k=2');
    expect(body).toEqual({
      data: {
        candidates: [
          { query: 'Levis', distance: 0 },
          { query: 'slim jeans', distance: 0.5 },
        ],
      },
    });
  });

  it('should answer none for a query that finds nothing, or no query', async () => {
    expect((await semantics('q=xqzvbn+wplk')).body).toEqual({ data: { candidates: [] } });
    expect((await semantics('k=3')).body).toEqual({ data: { candidates: [] } });
  });

  it.each(['k=0', 'k=21', 'k=five', 'k=-1'])('should answer %s with 400 global-400', async (k) => {
    const { status, body } = await semantics(`q=jeans&${k}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: [{ code: 'global-400', message: expect.any(String) }] });
  });

  it('should never answer from another site’s catalogue', async () => {
    const { body } = await semantics('q=secret');
    expect(body).toEqual({ data: { candidates: [] } });
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
    await upsertProducts(app, shop.siteId, [raincoat(40)]);
    await app.searchIndexes.settled(shop.siteId);
    expect(await price()).toBe(40);
    await upsertProducts(app, shop.siteId, [raincoat(35)]);
    await app.searchIndexes.settled(shop.siteId);
    expect(await price()).toBe(35);
    await removeProducts(app, shop.siteId, ['p8']);
    await app.searchIndexes.settled(shop.siteId);
    expect((await search('raincoat')).ids).toEqual([]);
  });
});

describe('index lifecycle', () => {
  it('should find a product upserted into the catalogue and forget a removed one', async () => {
    await upsertProducts(app, shop.siteId, [
      {
        id: 'p7',
        name: { en: 'Green raincoat', es: 'Chubasquero verde' },
        price: 70,
        url: 'https://shop.example.com/p/p7',
      },
    ]);
    await app.searchIndexes.settled(shop.siteId);
    expect((await search('raincoat')).ids).toEqual(['p7']);
    await removeProducts(app, shop.siteId, ['p7']);
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
    await upsertProducts(app, shop.siteId, bulk);
    await app.searchIndexes.settled(shop.siteId);
    const { body } = await search('umbrella', '&rows=1');
    expect(body.catalog).toMatchObject({ numFound: 1500 });
    expect((await search('jeans')).ids).toHaveLength(2);
    await removeProducts(
      app,
      shop.siteId,
      bulk.map((product) => product.id),
    );
    await app.searchIndexes.settled(shop.siteId);
  });

  it('should apply a configuration change within a second without re-reading the catalogue', async () => {
    const started = Date.now();
    await createRedirection(
      app,
      shop.siteId,
      {
        language: 'en',
        matchingQueries: ['size guide'],
        targetUrl: 'https://shop.example.com/sizes',
      },
      null,
    );
    await app.searchIndexes.settled(shop.siteId);
    const { body } = await search('size guide');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(body.direct).toMatchObject({ content: [{ url: 'https://shop.example.com/sizes' }] });
  });

  it('should hide out-of-stock products when results visibility says so', async () => {
    expect((await search('boots')).ids).toEqual(['p5']);
    await updateSearchSettings(
      app,
      shop.siteId,
      'resultsVisibility',
      { showOutOfStock: false, notAvailableForOrder: 'SHOW' },
      null,
    );
    await app.searchIndexes.settled(shop.siteId);
    expect((await search('boots')).ids).toEqual([]);
    await updateSearchSettings(
      app,
      shop.siteId,
      'resultsVisibility',
      defaultSearchSettings.resultsVisibility,
      null,
    );
    await app.searchIndexes.settled(shop.siteId);
  });

  it('should pin a product only while its rule is scheduled', async () => {
    const hour = 60 * 60 * 1000;
    // One moment for both windows: the later pin starts exactly when the earlier one ends, so the
    // two rules do not overlap (spec 2 §8 would refuse the second with 409).
    const now = Date.now();
    const pin = (productId: string, schedule: { activationDate: string; deactivationDate?: string }) => ({
      id: 'pin',
      fieldValue: productId,
      position: 1,
      schedule,
    });
    await createQueryRankingRule(
      app,
      shop.siteId,
      {
        title: 'Jacket first, later',
        criteria: { queries: ['jeans'] },
        pinnedProducts: [pin('p2', { activationDate: new Date(now + hour).toISOString() })],
      },
      null,
    );
    await createQueryRankingRule(
      app,
      shop.siteId,
      {
        title: 'Slim jeans first, now',
        criteria: { queries: ['jeans'] },
        pinnedProducts: [
          pin('p1', {
            activationDate: new Date(now - hour).toISOString(),
            deactivationDate: new Date(now + hour).toISOString(),
          }),
        ],
      },
      null,
    );
    await app.searchIndexes.settled(shop.siteId);
    expect((await search('jeans', '&sort=price+asc')).ids[0]).toBe('p1');
  });

  it('should build an engine added in the console on its first request after the instance cache expires', async () => {
    const site = await createSite(app.db, { languages: ['en'] });
    await upsertProducts(app, site.siteId, [
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
        '/semantics-api/search_single/{instance}',
        '/config/v1/public/configs',
        '/tagging/v1/track/{instance}/{event}',
      ]),
    );
  });
});
