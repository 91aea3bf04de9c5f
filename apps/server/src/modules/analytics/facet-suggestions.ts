import { FACET_SUGGESTION_DAYS, type FacetSuggestions } from '@playboard/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/**
 * What shoppers filtered some searches by over the last days: the site's query events for these
 * queries (trimmed, lower case, as analytics counts a query) and, per facet, how many of them
 * were filtered by it (their tagging's `filteredBy`), most filtered first. Read from the events
 * themselves: the daily rollups keep no facets.
 */
export async function facetSuggestions(
  db: Database,
  siteId: string,
  queries: readonly string[],
  now: Date,
): Promise<FacetSuggestions> {
  const since = new Date(now.getTime() - FACET_SUGGESTION_DAYS * 86_400_000);
  const searches = sql`select params ->> 'filteredBy' as filtered_by
    from tracking_events
    where site_id = ${siteId} and event = 'query' and occurred_at >= ${since.toISOString()}
      and lower(trim(query)) in (${sql.join(
        queries.map((query) => sql`${query}`),
        sql`, `,
      )})`;
  const [totals, facets] = await Promise.all([
    queryRows<{ searches: number }>(db, sql`select count(*)::int as searches from (${searches}) s`),
    queryRows<{ field: string; filters: number }>(
      db,
      sql`select field, count(*)::int as filters
        from (${searches}) s, unnest(string_to_array(s.filtered_by, ',')) as field
        where field <> ''
        group by field
        order by filters desc, field asc`,
    ),
  ]);
  return {
    days: FACET_SUGGESTION_DAYS,
    searches: Number(totals[0]?.searches ?? 0),
    facets: facets.map((row) => ({ field: row.field, filters: Number(row.filters) })),
  };
}
