// What popularity search reads from tracking: popular searches are what several shoppers searched,
// found and chose (issues 30 and 34: never a query of one session, one that found nothing, one no
// shopper clicked, nor a misspelling).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { trackingEvents } from '../../db/schema/index.ts';
import { createSite } from '../../testing/catalogue.ts';
import { testApp } from '../../testing/test-app.ts';
import { PopularSearchBuilds } from './popular-searches.ts';
import { readTrackingStats } from './tracking-stats.ts';

let app: App;

beforeAll(async () => {
  ({ app } = await testApp());
});

afterAll(() => app.close());

describe('readTrackingStats', () => {
  it('should make a popular search of what two sessions searched and found, and one of them clicked (issue 34)', async () => {
    const site = await createSite(app.db);
    const event = (
      kind: 'query' | 'click' | 'add2cart',
      text: string,
      session: string | null,
      extra: { totalHits?: number; spellcheck?: string } = {},
    ): typeof trackingEvents.$inferInsert => ({
      siteId: site.siteId,
      event: kind,
      query: text,
      language: 'en',
      session,
      totalHits: kind === 'query' ? (extra.totalHits ?? 3) : null,
      params: extra.spellcheck === undefined ? {} : { spellcheck: extra.spellcheck },
    });
    await app.db.insert(trackingEvents).values([
      // One shopper searching again and again is no popular search.
      ...Array.from({ length: 6 }, () => event('query', 'de ipel', 'one-shopper')),
      event('click', 'de ipel', 'one-shopper'),
      // Two sessions, one click: popular, whatever the case typed.
      event('query', 'jeans', 'a'),
      event('query', 'Jeans', 'b'),
      event('click', 'jeans', 'b'),
      // A misspelling counts under what the engine searched instead.
      event('query', 'shrt', 'a', { spellcheck: 'shirt' }),
      event('add2cart', 'shrt', 'a'),
      event('query', 'shirt', 'c'),
      event('query', 'shirt', 'd'),
      // Searched by many, chosen by none: no popular search.
      ...['a', 'b', 'c', 'd'].map((session) => event('query', 'dress', session)),
      // Found nothing: no popular search, clicked or not.
      event('query', 'unicorn saddle', 'a', { totalHits: 0 }),
      event('query', 'unicorn saddle', 'b', { totalHits: 0 }),
      event('click', 'unicorn saddle', 'b'),
    ]);
    const { popularQueries } = await readTrackingStats(
      app.db,
      new PopularSearchBuilds(app.db, 3_600_000),
      site.siteId,
      'en',
    );
    expect(popularQueries).toEqual([
      { query: 'shirt', count: 3 },
      { query: 'jeans', count: 2 },
    ]);
  });
});
