import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsDailyProducts,
  analyticsDailyTotals,
  organizations,
  trackingEvents,
} from '../../db/schema/index.ts';
import { testApp } from '../../testing/test-app.ts';
import { rollupAll, rollupBatch } from './rollup.ts';
import { createAnalyticsSite, insertEvents, type AnalyticsSite } from './testing.ts';

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
        event: 'session',
        language: 'en',
        occurredAt: new Date('2026-11-04T09:00:00Z'),
      });
      inserted();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await earlierInserted;
    await insertEvents(app, shop.siteId, '2026-11-04', [{ event: 'session', language: 'en' }]);
    const [read] = await Promise.all([rollupAll(app.db, 100), slowInsert]);
    expect(read + (await rollupAll(app.db, 100))).toBe(2);
    const [day] = (await totalsOf(shop.engines.en!)).filter((row) => row.day === '2026-11-04');
    expect(day?.visits).toBe(2);
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
