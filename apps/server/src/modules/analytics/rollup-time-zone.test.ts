// Which day an event counts on: the day of the site's time zone (docs/analytics.md, "Day").
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsDailyTotals, organizations, sites } from '../../db/schema/index.ts';
import { testApp } from '../../testing/test-app.ts';
import { rollupAll } from './rollup.ts';
import { createAnalyticsSite, insertEvents, type AnalyticsSite } from '../../testing/analytics.ts';

// The worker is left asleep: each test runs the rollup itself.
const { app } = await testApp({ ANALYTICS_ROLLUP_INTERVAL_MS: '3600000' });
let organizationId: string;

beforeAll(async () => {
  const [organization] = await app.db.insert(organizations).values({ name: 'Zones Org' }).returning();
  organizationId = organization!.id;
});

async function siteIn(timeZone: string): Promise<AnalyticsSite> {
  const site = await createAnalyticsSite(app, organizationId, ['en']);
  await app.db.update(sites).set({ timeZone }).where(eq(sites.id, site.siteId));
  return site;
}

/** One search per instant, each with a query naming it (which the day of each search tells). */
async function searchAt(site: AnalyticsSite, instants: string[]): Promise<void> {
  await insertEvents(
    app,
    site.siteId,
    '2026-01-01',
    instants.map((instant) => ({
      event: 'query',
      query: instant,
      language: 'en',
      totalHits: 3,
      occurredAt: new Date(instant),
    })),
  );
  await rollupAll(app.db, 1000);
}

/** Searches per day of the site's engine, in day order. */
async function searchesPerDay(site: AnalyticsSite): Promise<Record<string, number>> {
  const rows = await app.db
    .select()
    .from(analyticsDailyTotals)
    .where(eq(analyticsDailyTotals.engineId, site.engines.en!))
    .orderBy(analyticsDailyTotals.day);
  return Object.fromEntries(rows.map((row) => [row.day, row.searches]));
}

describe('rollup by the local day of the site', () => {
  it('should count around midnight in Madrid (east of UTC) on the Madrid day', async () => {
    const madrid = await siteIn('Europe/Madrid');
    // UTC+1 in November: 23:59:59 UTC on the 9th is 00:59:59 on the 10th in Madrid.
    await searchAt(madrid, [
      '2026-11-09T22:59:59.999Z', // 23:59:59.999 on the 9th
      '2026-11-09T23:00:00.000Z', // midnight, the 10th
      '2026-11-09T23:59:59.000Z', // 00:59:59 on the 10th, still the 9th in UTC
      '2026-11-10T22:59:59.000Z', // 23:59:59 on the 10th
      '2026-11-10T23:00:00.000Z', // midnight, the 11th
    ]);
    expect(await searchesPerDay(madrid)).toEqual({ '2026-11-09': 1, '2026-11-10': 3, '2026-11-11': 1 });
  });

  it('should count around midnight in Los Angeles (west of UTC) on the Los Angeles day', async () => {
    const losAngeles = await siteIn('America/Los_Angeles');
    // UTC-8 in November: 07:59 UTC on the 10th is still 23:59 on the 9th in Los Angeles.
    await searchAt(losAngeles, [
      '2026-11-10T07:59:59.999Z', // 23:59:59.999 on the 9th
      '2026-11-10T08:00:00.000Z', // midnight, the 10th
      '2026-11-11T00:30:00.000Z', // 16:30 on the 10th, already the 11th in UTC
      '2026-11-11T07:59:59.000Z', // 23:59:59 on the 10th
    ]);
    expect(await searchesPerDay(losAngeles)).toEqual({ '2026-11-09': 1, '2026-11-10': 3 });
  });

  it('should give a day of the spring-forward change its 23 hours and the autumn one its 25', async () => {
    const madrid = await siteIn('Europe/Madrid');
    await searchAt(madrid, [
      // 29 March 2026: clocks go from 02:00 to 03:00; the day runs 23:00 UTC on the 28th to 22:00 UTC.
      '2026-03-28T22:59:59.000Z', // 23:59:59 CET on the 28th
      '2026-03-28T23:00:00.000Z', // midnight CET, the 29th
      '2026-03-29T00:59:59.000Z', // 01:59:59 CET
      '2026-03-29T01:00:00.000Z', // 03:00 CEST
      '2026-03-29T21:59:59.000Z', // 23:59:59 CEST on the 29th
      '2026-03-29T22:00:00.000Z', // midnight CEST, the 30th
      // 25 October 2026: clocks go from 03:00 back to 02:00; the day runs 22:00 UTC on the 24th to 23:00 UTC.
      '2026-10-24T21:59:59.000Z', // 23:59:59 CEST on the 24th
      '2026-10-24T22:00:00.000Z', // midnight CEST, the 25th
      '2026-10-25T00:30:00.000Z', // 02:30 CEST
      '2026-10-25T01:30:00.000Z', // 02:30 CET, the same wall-clock time again
      '2026-10-25T22:59:59.000Z', // 23:59:59 CET on the 25th
      '2026-10-25T23:00:00.000Z', // midnight CET, the 26th
    ]);
    expect(await searchesPerDay(madrid)).toEqual({
      '2026-03-28': 1,
      '2026-03-29': 4,
      '2026-03-30': 1,
      '2026-10-24': 1,
      '2026-10-25': 4,
      '2026-10-26': 1,
    });
  });

  it('should count on UTC days for a site whose zone was never set', async () => {
    const site = await createAnalyticsSite(app, organizationId, ['en']);
    await searchAt(site, ['2026-11-09T23:30:00.000Z', '2026-11-10T00:30:00.000Z']);
    expect(await searchesPerDay(site)).toEqual({ '2026-11-09': 1, '2026-11-10': 1 });
  });
});
