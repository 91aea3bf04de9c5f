import { and, count, desc, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { trackingEvents } from '../../db/schema/index.ts';
import type { TrackingStats } from './engine-config.ts';

/** How far back clicks and searches count for popularity. */
const windowDays = 30;

/**
 * Clicks per product and the most searched queries with results, searched in two sessions at least,
 * for one engine's language.
 */
export async function readTrackingStats(
  db: Database,
  siteId: string,
  language: string,
): Promise<TrackingStats> {
  const since = sql`now() - make_interval(days => ${windowDays})`;
  const inLanguage = or(isNull(trackingEvents.language), eq(trackingEvents.language, language));
  const [clicks, queries] = await Promise.all([
    db
      .select({ productId: trackingEvents.productId, clicks: count() })
      .from(trackingEvents)
      .where(
        and(
          eq(trackingEvents.siteId, siteId),
          eq(trackingEvents.event, 'click'),
          isNotNull(trackingEvents.productId),
          gt(trackingEvents.occurredAt, since),
          inLanguage,
        ),
      )
      .groupBy(trackingEvents.productId)
      .orderBy(desc(count()))
      .limit(1000),
    db
      .select({ query: sql<string>`lower(${trackingEvents.query})`, searches: count() })
      .from(trackingEvents)
      .where(
        and(
          eq(trackingEvents.siteId, siteId),
          eq(trackingEvents.event, 'query'),
          isNotNull(trackingEvents.query),
          ne(trackingEvents.query, ''),
          or(isNull(trackingEvents.totalHits), gt(trackingEvents.totalHits, 0)),
          gt(trackingEvents.occurredAt, since),
          inLanguage,
        ),
      )
      .groupBy(sql`lower(${trackingEvents.query})`)
      // One shopper searching again and again is no popular search; an event without a session
      // counts as a shopper of its own.
      .having(sql`count(distinct coalesce(${trackingEvents.session}, ${trackingEvents.id}::text)) >= 2`)
      .orderBy(desc(count()), sql`lower(${trackingEvents.query})`)
      .limit(500),
  ]);
  return {
    productClicks: Object.fromEntries(clicks.map((row) => [row.productId!, row.clicks])),
    popularQueries: queries.map((row) => ({ query: row.query, count: row.searches })),
  };
}
