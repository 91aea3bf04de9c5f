import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsDailyCorrections,
  analyticsDailyPrompts,
  analyticsDailyProducts,
  analyticsDailyQueries,
  analyticsDailyTotals,
  organizations,
  trackingEvents,
  type NewTrackingEventRow,
} from '../../db/schema/index.ts';
import { testApp } from '../../testing/test-app.ts';
import { rollupAll, rollupBatch } from './rollup.ts';
import { createAnalyticsSite, insertEvents, type AnalyticsSite } from '../../testing/analytics.ts';

// The worker is left asleep: each test runs the rollup itself.
const { app } = await testApp({ ANALYTICS_ROLLUP_INTERVAL_MS: '3600000' });
let shop: AnalyticsSite;

async function totalsOf(engineId: string) {
  return app.db.select().from(analyticsDailyTotals).where(eq(analyticsDailyTotals.engineId, engineId));
}

function events(count: number, day: string) {
  return insertEvents(
    app,
    shop.siteId,
    day,
    Array.from({ length: count }, (_, index) => ({
      event: index % 2 === 0 ? 'query' : 'click',
      query: 'socks',
      language: 'en',
      totalHits: 5,
      productId: index % 2 === 0 ? null : 'p7',
    })),
  );
}

beforeAll(async () => {
  const [organization] = await app.db.insert(organizations).values({ name: 'Rollup Org' }).returning();
  shop = await createAnalyticsSite(app, organization!.id, ['en']);
});

describe('rollupBatch', () => {
  it('should count each event once when a rollup fails before its commit and runs again', async () => {
    await events(10, '2026-11-01');
    // The watermark move fails after the sums were written in the same transaction: a crash there.
    await app.db.execute(sql`
      create function analytics_test_crash() returns trigger language plpgsql as $$
      begin raise exception 'crash before commit'; end $$`);
    await app.db.execute(sql`
      create trigger analytics_test_crash before update on analytics_rollup_state
      for each row execute function analytics_test_crash()`);
    await expect(rollupBatch(app.db, 1000)).rejects.toThrow();
    expect(await totalsOf(shop.engines.en!)).toEqual([]);

    await app.db.execute(sql`drop trigger analytics_test_crash on analytics_rollup_state`);
    await app.db.execute(sql`drop function analytics_test_crash`);
    expect(await rollupAll(app.db, 1000)).toBe(10);
    expect(await rollupAll(app.db, 1000)).toBe(0);
    expect(await totalsOf(shop.engines.en!)).toEqual([
      expect.objectContaining({ day: '2026-11-01', searches: 5, searchesWithResults: 5, clicks: 5 }),
    ]);
  });

  it('should add up to the same sums in small batches as in one', async () => {
    await events(7, '2026-11-02');
    const first = await rollupBatch(app.db, 3);
    expect(first?.events).toBe(3);
    expect(await rollupAll(app.db, 3)).toBe(4);
    const [day] = (await totalsOf(shop.engines.en!)).filter((row) => row.day === '2026-11-02');
    expect(day).toMatchObject({ searches: 4, clicks: 3 });
    const product = await app.db
      .select()
      .from(analyticsDailyProducts)
      .where(eq(analyticsDailyProducts.engineId, shop.engines.en!));
    expect(product.map((row) => [row.day, row.clicks])).toEqual([
      ['2026-11-01', 5],
      ['2026-11-02', 3],
    ]);
  });

  it('should count each event once when several workers roll up at the same time', async () => {
    await events(9, '2026-11-03');
    const read = await Promise.all([rollupAll(app.db, 2), rollupAll(app.db, 2), rollupAll(app.db, 2)]);
    expect(read.reduce((sum, count) => sum + count, 0)).toBe(9);
    const [day] = (await totalsOf(shop.engines.en!)).filter((row) => row.day === '2026-11-03');
    expect(day).toMatchObject({ searches: 5, clicks: 4 });
  });

  it('should not skip an event whose insert commits after a later one', async () => {
    let inserted: () => void = () => undefined;
    const earlierInserted = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    // The earlier insert takes its id, then holds its transaction open while a later one commits.
    // (On PostgreSQL this fails without the rollup's SHARE lock; PGlite runs one transaction at a time.)
    const slowInsert = app.db.transaction(async (tx) => {
      await tx.insert(trackingEvents).values({
        siteId: shop.siteId,
        event: 'query',
        query: 'socks',
        totalHits: 5,
        language: 'en',
        session: 'late',
        occurredAt: new Date('2026-11-04T09:00:00Z'),
      });
      inserted();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await earlierInserted;
    await insertEvents(app, shop.siteId, '2026-11-04', [
      { event: 'query', query: 'socks', totalHits: 5, language: 'en', session: 'early' },
    ]);
    const [read] = await Promise.all([rollupAll(app.db, 100), slowInsert]);
    expect(read + (await rollupAll(app.db, 100))).toBe(2);
    const [day] = (await totalsOf(shop.engines.en!)).filter((row) => row.day === '2026-11-04');
    expect(day).toMatchObject({ searches: 2, visits: 2 });
  });

  it("should count a prompt's add-to-carts from its next queries apart from the search's, and its next queries' own displays and picks as none of its showings or clicks", async () => {
    const prompt = { prompt: 'a2c0f3e1-5d3b-4f8e-9a51-6c2d1e7b9f40' };
    const next = { ...prompt, promptPart: 'nextQuery' };
    await insertEvents(app, shop.siteId, '2026-11-05', [
      { event: 'toolingDisplay', query: 'coats', language: 'en', params: prompt },
      { event: 'toolingDisplayClick', query: 'coats', language: 'en', params: prompt },
      { event: 'toolingDisplay', query: 'parka', language: 'en', params: next },
      { event: 'toolingDisplayClick', query: 'parka', language: 'en', params: next },
      ...['p1', 'p2'].flatMap((productId) => [
        { event: 'add2cart', query: 'parka', language: 'en', productId },
        { event: 'toolingDisplayAdd2Cart', query: 'parka', language: 'en', productId, params: next },
      ]),
    ]);
    await rollupAll(app.db, 100);
    const rows = await app.db
      .select()
      .from(analyticsDailyPrompts)
      .where(
        and(
          eq(analyticsDailyPrompts.engineId, shop.engines.en!),
          eq(analyticsDailyPrompts.day, '2026-11-05'),
        ),
      );
    expect(rows).toEqual([expect.objectContaining({ impressions: 1, clicks: 1, addToCarts: 2 })]);
    // The shop's cart counts each product once: the prompt's event only attributes it.
    const [day] = (await totalsOf(shop.engines.en!)).filter((row) => row.day === '2026-11-05');
    expect(day).toMatchObject({ addToCarts: 2 });
  });

  it('should read nothing when there is nothing new', async () => {
    expect(await rollupBatch(app.db, 100)).toBeUndefined();
  });
});

describe('GET /docs/json', () => {
  it('should document the analytics routes', async () => {
    const paths = Object.keys((await app.inject('/docs/json')).json<{ paths: object }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/analytics/v1/engines/{engineId}/kpis',
        '/analytics/v1/engines/{engineId}/queries',
        '/analytics/v1/engines/{engineId}/products',
        '/analytics/v1/engines/{engineId}/related-prompts',
        '/analytics/v1/engines/{engineId}/engine',
      ]),
    );
  });
});

describe('what the rollup counts', () => {
  let site: AnalyticsSite;
  const day = '2026-10-20';

  beforeAll(async () => {
    const [organization] = await app.db.insert(organizations).values({ name: 'Counting Org' }).returning();
    site = await createAnalyticsSite(app, organization!.id, ['en']);
  });

  async function dayOf(engineId: string, on: string) {
    return (await totalsOf(engineId)).find((row) => row.day === on);
  }

  async function queryRow(engineId: string, query: string) {
    const [row] = await app.db
      .select()
      .from(analyticsDailyQueries)
      .where(and(eq(analyticsDailyQueries.engineId, engineId), eq(analyticsDailyQueries.query, query)));
    return row;
  }

  async function productRow(engineId: string, productId: string) {
    const [row] = await app.db
      .select()
      .from(analyticsDailyProducts)
      .where(
        and(eq(analyticsDailyProducts.engineId, engineId), eq(analyticsDailyProducts.productId, productId)),
      );
    return row;
  }

  const search = (session: string, q: string, extra: Partial<NewTrackingEventRow> = {}) => ({
    event: 'query',
    query: q,
    language: 'en',
    totalHits: 8,
    session,
    ...extra,
  });
  const click = (
    session: string,
    q: string | null,
    productId: string,
    extra: Partial<NewTrackingEventRow> = {},
  ) => ({
    event: 'click',
    query: q,
    language: 'en',
    productId,
    position: 1,
    session,
    ...extra,
  });

  it('should count a search once whatever the shopper refines, and its clicks with it', async () => {
    await insertEvents(app, site.siteId, day, [
      search('s1', 'boots'),
      // A facet ticked, as the layer marks it and as the search answer marks a filtered answer.
      search('s1', 'boots', { totalHits: 3, params: { refined: 'true', filtered: 'true' } }),
      search('s1', 'boots', { totalHits: 3, params: { filtered: 'true' } }),
      // A filter taken off again: the layer marks it as a refinement though the answer is unfiltered.
      search('s1', 'boots', { params: { refined: 'true' } }),
      search('s1', 'boots', { page: 2 }),
      // A new query typed while a filter stays on: the layer says it is no refinement.
      search('s1', 'sandals', { totalHits: 2, params: { refined: 'false', filtered: 'true' } }),
      // The search box emptied with a filter on: nothing searched for.
      search('s1', '  ', { params: { filtered: 'true' } }),
      search('s1', '', {}),
      click('s1', 'boots', 'p1', { page: 2 }),
    ]);
    await rollupAll(app.db, 1000);
    expect(await dayOf(site.engines.en!, day)).toMatchObject({ searches: 2, clicks: 1, visits: 1 });
    expect(await queryRow(site.engines.en!, 'boots')).toMatchObject({ searches: 1, clicks: 1 });
    expect(await queryRow(site.engines.en!, 'sandals')).toMatchObject({ searches: 1, clicks: 0 });
  });

  it('should report clicks without a search apart, out of Clicks, queries and products', async () => {
    const on = '2026-10-21';
    await insertEvents(app, site.siteId, on, [
      // A featured product opened from the empty layer: no query.
      click('s2', null, 'p2', { query: '' }),
      // A click whose search was never tracked for this session.
      click('s2', 'scarf', 'p2'),
      search('s3', 'scarf'),
      click('s3', 'scarf', 'p2'),
    ]);
    await rollupAll(app.db, 1000);
    expect(await dayOf(site.engines.en!, on)).toMatchObject({
      searches: 1,
      clicks: 1,
      clicksWithoutSearch: 2,
      partialResultClicks: 0,
      visits: 2,
    });
    expect(await queryRow(site.engines.en!, 'scarf')).toMatchObject({ searches: 1, clicks: 1 });
    expect((await productRow(site.engines.en!, 'p2'))?.clicks).toBe(1);
  });

  it('should give a click to the search its session made in an earlier batch', async () => {
    const on = '2026-10-22';
    await insertEvents(app, site.siteId, on, [search('s4', 'Gloves ')]);
    await rollupAll(app.db, 1000);
    await insertEvents(app, site.siteId, on, [click('s4', 'gloves', 'p3')]);
    await rollupAll(app.db, 1000);
    expect(await dayOf(site.engines.en!, on)).toMatchObject({
      searches: 1,
      clicks: 1,
      clicksWithoutSearch: 0,
    });
  });

  it('should count a partial-result click for the search the shopper made, and apart as a partial one', async () => {
    const on = '2026-10-23';
    await insertEvents(app, site.siteId, on, [
      search('s5', 'canvas jeans', { totalHits: 1 }),
      click('s5', 'canvas jeans', 'p4'),
      click('s5', 'canvas jeans', 'p5', {
        origin: 'partial_result:low_results',
        params: { partial: 'jeans' },
      }),
    ]);
    await rollupAll(app.db, 1000);
    expect(await dayOf(site.engines.en!, on)).toMatchObject({
      searches: 1,
      clicks: 2,
      partialResultClicks: 1,
    });
    expect(await queryRow(site.engines.en!, 'canvas jeans')).toMatchObject({ searches: 1, clicks: 2 });
    expect(await queryRow(site.engines.en!, 'jeans')).toBeUndefined();
  });

  it('should count a visit per session that used the layer each day, however many batches it spans', async () => {
    const on = '2026-10-24';
    const next = '2026-10-25';
    await insertEvents(app, site.siteId, on, [
      { event: 'session', language: 'en', session: 's6' },
      search('s6', 'belt'),
      // Loaded the layer and never searched nor clicked in it.
      { event: 'session', language: 'en', session: 's7' },
      { event: 'page', language: 'en', session: 's7' },
    ]);
    await rollupAll(app.db, 1000);
    await insertEvents(app, site.siteId, on, [search('s6', 'wallet'), click('s6', 'wallet', 'p6')]);
    await insertEvents(app, site.siteId, next, [search('s6', 'belt')]);
    await rollupAll(app.db, 1);
    expect(await dayOf(site.engines.en!, on)).toMatchObject({ searches: 2, clicks: 1, visits: 1 });
    expect(await dayOf(site.engines.en!, next)).toMatchObject({ searches: 1, visits: 1 });
  });

  it('should count the searches the engine corrected and that found products, by correction, once across batches', async () => {
    const on = '2026-10-27';
    const corrected = (correction: unknown) => ({
      params: { spellcheck: correction } as Record<string, string>,
    });
    await insertEvents(app, site.siteId, on, [
      search('s9', 'Shrt ', corrected('Shirt')),
      search('s10', 'shrt', corrected('shirt')),
      // Another page and a filter of that search are no new searches.
      search('s10', 'shrt', { page: 2, ...corrected('shirt') }),
      search('s10', 'shrt', { params: { refined: 'true', spellcheck: 'shirt' } }),
      search('s11', 'shrt', corrected('short')),
      // Corrected and still nothing: a search with no results, not a corrected one that found.
      search('s12', 'shrt', { totalHits: 0, ...corrected('shirt') }),
      // Searched as typed ("Search instead for"), and a correction that is no text.
      search('s13', 'shrt', { totalHits: 2 }),
      search('s14', 'shrt', corrected(['shirt', 'short'])),
    ]);
    await rollupAll(app.db, 3);
    await insertEvents(app, site.siteId, on, [search('s15', 'shrt', corrected('shirt'))]);
    await rollupAll(app.db, 3);
    expect(await rollupAll(app.db, 3)).toBe(0);

    const rows = await app.db
      .select()
      .from(analyticsDailyCorrections)
      .where(eq(analyticsDailyCorrections.engineId, site.engines.en!));
    expect(
      rows.map(({ day, query, correction, searches }) => ({ day, query, correction, searches })),
    ).toEqual(
      expect.arrayContaining([
        { day: on, query: 'shrt', correction: 'shirt', searches: 3 },
        { day: on, query: 'shrt', correction: 'short', searches: 1 },
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(await queryRow(site.engines.en!, 'shrt')).toMatchObject({ searches: 7, searchesNoResults: 1 });
  });

  // The tracking API stores a repeat within its window once (duplicate-window.test.ts); the rollup
  // counts what was stored, such as two clicks further apart.
  it('should count every stored event, the same click twice included', async () => {
    const on = '2026-10-26';
    await insertEvents(app, site.siteId, on, [
      search('s8', 'cap'),
      click('s8', 'cap', 'p7'),
      click('s8', 'cap', 'p7'),
    ]);
    await rollupAll(app.db, 1000);
    expect(await dayOf(site.engines.en!, on)).toMatchObject({ searches: 1, clicks: 2, visits: 1 });
  });
});
