import { and, count, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { trackingEvents } from '../../db/schema/index.ts';
import type { PopularQuery } from '@playboard/search';
import type { TrackingStats } from './engine-config.ts';

/** How far back clicks and searches count for popularity. */
const windowDays = 30;

/** Clicks per product and the popular searches ({@link popularSearches}), for one engine's language. */
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
    popularSearches(db, siteId, language),
  ]);
  return {
    productClicks: Object.fromEntries(clicks.map((row) => [row.productId!, row.clicks])),
    popularQueries: queries,
  };
}

/**
 * What shoppers searched and wanted, as the popular searches and suggestions show it (issue 34):
 * a search that found products counts under what the engine searched (the correction of a
 * misspelling, so "shrt" counts as "shirt"); a query is popular once two sessions searched it and
 * one of them clicked or added to the cart a product of that search. The engine merges what is
 * left of the variants (case, accents, plurals).
 */
async function popularSearches(db: Database, siteId: string, language: string): Promise<PopularQuery[]> {
  const since = sql`now() - make_interval(days => ${windowDays})`;
  const inLanguage = sql`(language is null or language = ${language})`;
  const rows = await queryRows<{ query: string; searches: number | string }>(
    db,
    sql`
    with searched as (
      select coalesce(nullif(lower(btrim(params ->> 'spellcheck')), ''), lower(btrim(query))) as query,
        lower(btrim(query)) as typed,
        -- An event without a session counts as a shopper of its own.
        coalesce(session, id::text) as shopper
      from ${trackingEvents}
      where site_id = ${siteId} and event = 'query' and btrim(coalesce(query, '')) <> ''
        and (total_hits is null or total_hits > 0) and occurred_at > ${since} and ${inLanguage}
    ),
    engaged as (
      select distinct session, lower(btrim(query)) as typed
      from ${trackingEvents}
      where site_id = ${siteId} and event in ('click', 'add2cart') and session is not null
        and query is not null and occurred_at > ${since} and ${inLanguage}
    )
    select s.query, count(*) as searches
    from searched s
    left join engaged e on e.session = s.shopper and e.typed = s.typed
    group by s.query
    having count(distinct s.shopper) >= 2 and count(e.session) > 0
    order by count(*) desc, s.query
    limit 500
  `,
  );
  return rows.map((row) => ({ query: row.query, count: Number(row.searches) }));
}
