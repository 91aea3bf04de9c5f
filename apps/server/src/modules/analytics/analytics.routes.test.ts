import { beforeAll, describe, expect, it } from 'vitest';
import { products, relatedPrompts } from '../../db/schema/index.ts';
import { testApp } from '../../testing/test-app.ts';
import { movableClock, ownerAndStranger } from '../../testing/account.ts';
import { markSimulatedTraffic } from './index.ts';
import { createAnalyticsSite, dayBefore, insertEvents, type AnalyticsSite } from '../../testing/analytics.ts';

const now = new Date();
const { app } = await testApp({ ANALYTICS_ROLLUP_INTERVAL_MS: '500' }, { clock: movableClock(now) });
const { asOwner, asStranger, organizationId } = await ownerAndStranger(app);
const today = dayBefore(now, 0);
const week = { from: dayBefore(now, 6), to: today };
let shop: AnalyticsSite;
let promptId: string;

function get(path: string, headers: Record<string, string> = asOwner) {
  return app.inject({ method: 'GET', url: `/analytics/v1/engines/${path}`, headers });
}

const range = (values: { from: string; to: string } = week) => `from=${values.from}&to=${values.to}`;

beforeAll(async () => {
  shop = await createAnalyticsSite(app, organizationId);
  await app.db.insert(products).values({
    siteId: shop.siteId,
    id: 'p1',
    name: { en: 'Blue slim jeans', es: 'Vaqueros azules' },
    price: 59.9,
    url: 'https://shop.example.com/p1',
  });
  const [prompt] = await app.db
    .insert(relatedPrompts)
    .values({ siteId: shop.siteId, queries: ['jeans'], suggestionText: 'Jeans for summer' })
    .returning();
  promptId = prompt!.id;
  const query = (q: string, totalHits: number, extra = {}) => ({
    event: 'query',
    query: q,
    language: 'en',
    totalHits,
    ...extra,
  });
  const yesterday = dayBefore(now, 1);
  await insertEvents(app, shop.siteId, yesterday, [
    query('jeans', 10, { session: 's1' }),
    query(' Jeans ', 10),
    query('JEANS', 12),
    query('jeans', 10, { page: 2 }),
    query('zzz', 0, { session: 's2' }),
    query('zzz', -1, { language: 'en-GB' }),
    query('chemise', 4, { language: 'fr' }),
    query('=1+1', 3),
    query('vaqueros', 5, { language: 'es' }),
    { event: 'click', query: 'jeans', language: 'en', productId: 'p1', position: 1 },
    { event: 'click', query: 'jeans', language: 'en', productId: 'p1', position: 1 },
    { event: 'add2cart', query: 'jeans', language: 'en', productId: 'p1' },
    { event: 'checkout', language: 'en', productId: 'p1' },
    // Loading the layer is not a visit: s3 never searched nor clicked in it.
    { event: 'session', language: 'en', session: 's1' },
    { event: 'session', language: 'en', session: 's3' },
    ...Array.from({ length: 4 }, () => ({
      event: 'toolingDisplay',
      query: 'jeans',
      language: 'en',
      params: { prompt: promptId },
    })),
    { event: 'toolingDisplayClick', query: 'jeans', language: 'en', params: { prompt: promptId } },
  ]);
  await insertEvents(app, shop.siteId, dayBefore(now, 8), [query('jeans', 3)]);
  await app.analyticsRollup.runNow();
});

describe('GET /analytics/v1/engines/{engineId}/kpis', () => {
  it('should sum the range, the 7 days before it and a zero-filled daily series', async () => {
    const response = await get(`${shop.engines.en}/kpis?${range()}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.range).toEqual(week);
    expect(body.previousRange).toEqual({ from: dayBefore(now, 13), to: dayBefore(now, 7) });
    // Page 2 of "jeans" is not a new search; fr (no engine) falls back to the default engine.
    expect(body.current).toEqual({
      searches: 7,
      searchesWithResults: 5,
      searchesNoResults: 2,
      noResultsRate: 2 / 7,
      clicks: 2,
      partialResultClicks: 0,
      clicksWithoutSearch: 0,
      ctr: 2 / 7,
      addToCarts: 1,
      checkouts: 1,
      cr: 1 / 7,
      visits: 2,
    });
    expect(body.previous).toMatchObject({ searches: 1, searchesWithResults: 1, clicks: 0, ctr: 0, cr: 0 });
    expect(body.series).toHaveLength(7);
    expect(body.series.map((day: { day: string }) => day.day)).toEqual(
      Array.from({ length: 7 }, (_, index) => dayBefore(now, 6 - index)),
    );
    expect(body.series[5]).toMatchObject({ day: dayBefore(now, 1), searches: 7, visits: 2 });
    expect(body.series[6]).toMatchObject({ day: today, searches: 0, clicks: 0 });
  });

  it('should count events of another language on that language engine only', async () => {
    const body = (await get(`${shop.engines.es}/kpis?${range()}`)).json();
    expect(body.current).toMatchObject({ searches: 1, searchesWithResults: 1, clicks: 0, ctr: 0 });
  });

  it('should give null rates for a range without searches', async () => {
    const empty = { from: dayBefore(now, 40), to: dayBefore(now, 35) };
    const body = (await get(`${shop.engines.en}/kpis?${range(empty)}`)).json();
    expect(body.current).toMatchObject({ searches: 0, noResultsRate: null, ctr: null, cr: null });
  });

  it.each([
    ['to before from', `from=${today}&to=${dayBefore(now, 1)}`, 'to must not be before from'],
    ['a day in the future', `from=${today}&to=${dayBefore(now, -1)}`, 'to must not be in the future'],
    ['more than 365 days', `from=${dayBefore(now, 365)}&to=${today}`, 'at most 365 days'],
    ['a day that does not exist', `from=2026-02-30&to=${today}`, 'from must be a date'],
    ['no from', `to=${today}`, 'from'],
  ])('should answer %s with 400 global-400', async (_case, query, message) => {
    const response = await get(`${shop.engines.en}/kpis?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 'global-400' });
    expect(response.json().errors[0].message).toContain(message);
  });

  it("should answer another organisation's engine and an unknown one with 404", async () => {
    const foreign = await get(`${shop.engines.en}/kpis?${range()}`, asStranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ errors: [{ code: 'global-404' }] });
    expect((await get(`${crypto.randomUUID()}/kpis?${range()}`)).statusCode).toBe(404);
  });

  it('should answer 401 without a token', async () => {
    expect((await get(`${shop.engines.en}/kpis?${range()}`, {})).statusCode).toBe(401);
  });
});

describe('GET /analytics/v1/engines/{engineId}/queries', () => {
  it('should list searches with results by count, normalised (trimmed, lower case)', async () => {
    const body = (await get(`${shop.engines.en}/queries?${range()}&results=with`)).json();
    expect(body.total).toBe(3);
    expect(body.rows[0]).toEqual({
      query: 'jeans',
      searches: 3,
      clicks: 2,
      ctr: 2 / 3,
      addToCarts: 1,
      checkouts: 0,
    });
    expect(body.rows.map((row: { query: string }) => row.query).sort()).toEqual(['=1+1', 'chemise', 'jeans']);
  });

  it('should list searches without results', async () => {
    const body = (await get(`${shop.engines.en}/queries?${range()}&results=without`)).json();
    expect(body).toEqual({
      total: 1,
      rows: [{ query: 'zzz', searches: 2, clicks: 0, ctr: 0, addToCarts: 0, checkouts: 0 }],
    });
  });

  it('should search, sort and page', async () => {
    const searched = (await get(`${shop.engines.en}/queries?${range()}&search=EAN`)).json();
    expect(searched.rows.map((row: { query: string }) => row.query)).toEqual(['jeans']);
    const page = (
      await get(`${shop.engines.en}/queries?${range()}&sort=query&order=asc&limit=2&offset=1`)
    ).json();
    expect(page.total).toBe(4);
    expect(page.rows.map((row: { query: string }) => row.query)).toEqual(['chemise', 'jeans']);
    const beyond = (await get(`${shop.engines.en}/queries?${range()}&offset=100`)).json();
    expect(beyond).toEqual({ total: 4, rows: [] });
  });

  it('should export every matching row as CSV, formulas defused', async () => {
    const response = await get(`${shop.engines.en}/queries?${range()}&results=with&format=csv&limit=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="searches-with-results-${week.from}-${week.to}.csv"`,
    );
    const lines = response.body.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('query,searches,clicks,ctr,addToCarts,checkouts');
    expect(lines).toHaveLength(4);
    expect(lines).toContain(`'=1+1,1,0,0,0,0`);
  });

  it('should answer CSV to Accept: text/csv', async () => {
    const response = await get(`${shop.engines.en}/queries?${range()}&results=without`, {
      ...asOwner,
      accept: 'text/csv',
    });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body).toContain('zzz,2,0,0,0,0');
  });

  it('should refuse an unknown sort column with 400', async () => {
    expect((await get(`${shop.engines.en}/queries?${range()}&sort=name`)).statusCode).toBe(400);
  });
});

describe('GET /analytics/v1/engines/{engineId}/queries?results=corrected', () => {
  let corrected: AnalyticsSite;
  const queries = (query: string, headers: Record<string, string> = asOwner) =>
    get(`${corrected.engines.en}/queries?${range()}&results=corrected${query}`, headers);

  beforeAll(async () => {
    corrected = await createAnalyticsSite(app, organizationId, ['en']);
    const search = (q: string, totalHits: number, spellcheck?: string) => ({
      event: 'query',
      query: q,
      language: 'en',
      totalHits,
      ...(spellcheck ? { params: { spellcheck } } : {}),
    });
    await insertEvents(app, corrected.siteId, dayBefore(now, 2), [
      search('shrt', 4, 'short'),
      search('shrt', 4, 'short'),
      search('jens', 10, 'jeans'),
    ]);
    await insertEvents(app, corrected.siteId, dayBefore(now, 1), [
      search('shrt', 6, 'shirt'),
      search('shrt', 6, 'shirt'),
      search('shrt', 6, 'shirt'),
      // Corrected and still nothing: a search with no results.
      search('xqzt', 0, 'quilt'),
      search('shirt', 6),
    ]);
    await insertEvents(app, corrected.siteId, dayBefore(now, 8), [search('shrt', 6, 'shirt')]);
    await app.analyticsRollup.runNow();
  });

  it('should list the queries corrected and then found, with the correction most searched in the range', async () => {
    const response = await queries('');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 2,
      rows: [
        { query: 'shrt', correction: 'shirt', searches: 5 },
        { query: 'jens', correction: 'jeans', searches: 1 },
      ],
    });
    const day = { from: dayBefore(now, 2), to: dayBefore(now, 2) };
    expect(
      (await get(`${corrected.engines.en}/queries?${range(day)}&results=corrected`)).json().rows,
    ).toEqual([
      { query: 'shrt', correction: 'short', searches: 2 },
      { query: 'jens', correction: 'jeans', searches: 1 },
    ]);
    const nothing = (await get(`${corrected.engines.en}/queries?${range()}&results=without`)).json();
    expect(nothing.rows.map((row: { query: string }) => row.query)).toEqual(['xqzt']);
  });

  it('should search the query or its correction, sort and page', async () => {
    expect((await queries('&search=JEAN')).json().rows).toEqual([
      { query: 'jens', correction: 'jeans', searches: 1 },
    ]);
    const page = (await queries('&sort=correction&order=asc&limit=1&offset=1')).json();
    expect(page).toEqual({ total: 2, rows: [{ query: 'shrt', correction: 'shirt', searches: 5 }] });
  });

  it('should export every matching row as CSV', async () => {
    const response = await queries('&format=csv&limit=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="searches-corrected-${week.from}-${week.to}.csv"`,
    );
    expect(response.body).toBe('\uFEFFquery,correction,searches\r\nshrt,shirt,5\r\njens,jeans,1\r\n');
  });

  it.each([
    [
      'a figure the rows do not have',
      '&results=corrected&sort=clicks',
      'sort: must be searches, query or correction',
    ],
    [
      'the correction column without corrected',
      '&results=without&sort=correction',
      'sort: correction sorts only',
    ],
    ['an unknown kind of results', '&results=fixed', 'results'],
  ])('should answer %s with 400 global-400', async (_case, query, message) => {
    const response = await get(`${corrected.engines.en}/queries?${range()}${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 'global-400' });
    expect(response.json().errors[0].message).toContain(message);
  });

  it("should answer another organisation's engine with 404 and no token with 401", async () => {
    const foreign = await queries('', asStranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ errors: [{ code: 'global-404' }] });
    expect((await queries('', {})).statusCode).toBe(401);
  });
});

describe('GET /analytics/v1/engines/{engineId}/products', () => {
  it('should list products with their catalogue name in the engine language', async () => {
    const body = (await get(`${shop.engines.en}/products?${range()}`)).json();
    expect(body).toEqual({
      total: 1,
      rows: [{ productId: 'p1', name: 'Blue slim jeans', clicks: 2, addToCarts: 1, checkouts: 1 }],
    });
    expect((await get(`${shop.engines.en}/products?${range()}&search=slim`)).json().total).toBe(1);
    expect((await get(`${shop.engines.en}/products?${range()}&search=boots`)).json().total).toBe(0);
  });

  it('should export CSV', async () => {
    const response = await get(`${shop.engines.en}/products?${range()}&format=csv`);
    expect(response.body).toBe(
      '\uFEFFproductId,name,clicks,addToCarts,checkouts\r\np1,Blue slim jeans,2,1,1\r\n',
    );
  });
});

describe('GET /analytics/v1/engines/{engineId}/related-prompts', () => {
  it('should list prompts by their text with impressions, clicks, CTR and add-to-carts', async () => {
    const body = (await get(`${shop.engines.en}/related-prompts?${range()}`)).json();
    expect(body).toEqual({
      total: 1,
      rows: [
        {
          prompt: 'Jeans for summer',
          promptId,
          impressions: 4,
          clicks: 1,
          ctr: 0.25,
          addToCarts: 0,
          addToCartRate: 0,
          state: null,
        },
      ],
    });
  });
});

describe('GET /analytics/v1/engines/{engineId}/engine', () => {
  it('should give the creation date and the simulated-traffic label once the demo traffic marked it', async () => {
    const before = (await get(`${shop.engines.en}/engine`)).json();
    expect(before).toMatchObject({ engineId: shop.engines.en, simulatedTraffic: false });
    expect(Date.parse(before.createdAt)).not.toBeNaN();
    await markSimulatedTraffic(app.db, shop.siteId);
    expect((await get(`${shop.engines.es}/engine`)).json().simulatedTraffic).toBe(true);
    expect((await get(`${shop.engines.en}/engine`, asStranger)).statusCode).toBe(404);
  });
});

describe('analytics module', () => {
  it('should show events sent to /tagging/v1/track in /kpis within 10 s, without being asked', async () => {
    const site = await createAnalyticsSite(app, organizationId, ['en']);
    const track = (event: string, query: string) =>
      app.inject(`/tagging/v1/track/${site.instance}/${event}?${query}`);
    expect((await track('query', 'q=shirt&lang=en&totalHits=12&session=abc')).statusCode).toBe(204);
    await track('query', 'q=kilt&lang=en&totalHits=0&session=abc');
    await track('click', 'q=shirt&lang=en&productId=p9&position=3&session=abc');
    await track('add2cart', 'q=shirt&lang=en&productId=p9');
    await track('session', 'lang=en&session=abc');
    await track('session', 'lang=en&session=only-loaded');
    const kpis = async () =>
      (await get(`${site.engines.en}/kpis?from=${today}&to=${today}`)).json<{ current: object }>().current;
    await expect
      .poll(kpis, { timeout: 10_000, interval: 250 })
      .toMatchObject({ searches: 2, searchesNoResults: 1, clicks: 1, addToCarts: 1, visits: 1, ctr: 0.5 });
  });
});
