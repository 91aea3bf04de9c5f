// What popularity search reads from tracking: popular searches are what several shoppers searched
// and found (issue 30: never a query of one session, nor one that found nothing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { trackingEvents } from '../../db/schema/index.ts';
import { createSite } from '../../testing/catalogue.ts';
import { testApp } from '../../testing/test-app.ts';
import { readTrackingStats } from './tracking-stats.ts';

let app: App;

beforeAll(async () => {
  ({ app } = await testApp());
});

afterAll(() => app.close());

describe('readTrackingStats', () => {
  it('should count a popular search only when two sessions searched it and found something', async () => {
    const site = await createSite(app.db);
    const query = (text: string, session: string | null, totalHits = 3) => ({
      siteId: site.siteId,
      event: 'query',
      query: text,
      language: 'en',
      session,
      totalHits,
    });
    await app.db
      .insert(trackingEvents)
      .values([
        ...Array.from({ length: 6 }, () => query('de ipel', 'one-shopper')),
        query('jeans', 'a'),
        query('Jeans', 'b'),
        query('dress', null),
        query('dress', null),
        query('unicorn saddle', 'a', 0),
        query('unicorn saddle', 'b', 0),
      ]);
    const { popularQueries } = await readTrackingStats(app.db, site.siteId, 'en');
    expect(popularQueries).toEqual([
      { query: 'dress', count: 2 },
      { query: 'jeans', count: 2 },
    ]);
  });
});
