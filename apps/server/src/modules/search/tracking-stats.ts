import { and, count, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { trackingEvents } from '../../db/schema/index.ts';
import type { TrackingStats } from './engine-config.ts';
import type { PopularSearchBuilds } from './popular-searches.ts';

/** How far back clicks count for popularity. */
const windowDays = 30;

/**
 * Clicks per product, and the popular searches and next queries of the last build (built first
 * when due; banned words and hidden next queries apply in the engine configuration), for one
 * engine's language.
 */
export async function readTrackingStats(
  db: Database,
  builds: PopularSearchBuilds,
  siteId: string,
  language: string,
): Promise<TrackingStats> {
  const since = sql`now() - make_interval(days => ${windowDays})`;
  const inLanguage = or(isNull(trackingEvents.language), eq(trackingEvents.language, language));
  const [clicks, learned] = await Promise.all([
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
    builds.current(siteId, language),
  ]);
  return {
    productClicks: Object.fromEntries(clicks.map((row) => [row.productId!, row.clicks])),
    popularQueries: learned.popular.map((entry) => ({ query: entry.query, count: entry.searches })),
    learnedNextQueries: [...learned.next].map(([query, next]) => ({
      query,
      nextQueries: next.map((entry) => entry.nextQuery),
    })),
  };
}
