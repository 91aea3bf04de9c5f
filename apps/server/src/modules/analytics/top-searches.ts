// The site's most searched queries over a range of days, from the daily rollups: what the rule
// simulator replays (issue 17), and the synonyms screen's proposals (issue 30).
import type { DateRange } from '@playboard/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/** A query shoppers searched in one of the site's languages, and how often. */
export interface TopSearch {
  language: string;
  query: string;
  searches: number;
}

/**
 * The `limit` most searched queries of the site's engines over `range` (most searched first, then
 * alphabetical), and every search of the range, for the share those queries make up; of the engine
 * of one `language` only, when given.
 */
export async function topSearches(
  db: Database,
  siteId: string,
  range: DateRange,
  limit: number,
  language?: string,
): Promise<{ queries: TopSearch[]; totalSearches: number }> {
  const ofLanguage = language === undefined ? sql`` : sql` and lower(e.language) = lower(${language})`;
  const [queries, totals] = await Promise.all([
    queryRows<{ language: string; query: string; searches: number }>(
      db,
      sql`select e.language, d.query, sum(d.searches)::int as searches
          from analytics_daily_queries d
          join engines e on e.id = d.engine_id
          where e.site_id = ${siteId} and d.day between ${range.from}::date and ${range.to}::date${ofLanguage}
          group by e.language, d.query
          having sum(d.searches) > 0
          order by searches desc, d.query asc, e.language asc
          limit ${limit}`,
    ),
    queryRows<{ searches: number }>(
      db,
      sql`select coalesce(sum(t.searches), 0)::int as searches
          from analytics_daily_totals t
          join engines e on e.id = t.engine_id
          where e.site_id = ${siteId} and t.day between ${range.from}::date and ${range.to}::date${ofLanguage}`,
    ),
  ]);
  return {
    queries: queries.map((row) => ({
      language: row.language,
      query: row.query,
      searches: Number(row.searches),
    })),
    totalSearches: Number(totals[0]?.searches ?? 0),
  };
}
