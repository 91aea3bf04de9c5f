// Sums tracking_events into the daily rollups (docs/analytics.md), a batch of events at a time.
// Each batch adds its sums and moves the watermark in one transaction, so a crash before the
// commit leaves both untouched and the batch is read again; nothing is counted twice or lost.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

const STATE = 'tracking_events';

export interface RollupBatch {
  /** Events read (including those of sites without an engine, which count nowhere). */
  events: number;
  /** The watermark after the batch: every event id up to it is counted. */
  lastEventId: number;
}

/**
 * The highest event id below which every insert has committed or failed. A multi-row insert takes
 * its ids before it commits, so with several writers a smaller id can appear after a bigger one;
 * the SHARE lock waits for the inserts in flight (and holds new ones back for this one read).
 */
async function committedEventId(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    // A waiting SHARE request holds back the inserts queued behind it: give up soon instead, and
    // try again at the next round.
    await tx.execute(sql`set local lock_timeout = '2s'`);
    await tx.execute(sql`lock table tracking_events in share mode`);
    const [row] = await queryRows<{ max: string | number | null }>(
      tx,
      sql`select max(id) as max from tracking_events`,
    );
    return Number(row?.max ?? 0);
  });
}

/**
 * Rolls up the next batch of at most `batchSize` events. Resolves with undefined when another
 * process holds the watermark or there is nothing new.
 */
export async function rollupBatch(db: Database, batchSize: number): Promise<RollupBatch | undefined> {
  const committed = await committedEventId(db);
  await db.execute(
    sql`insert into analytics_rollup_state (name) values (${STATE}) on conflict (name) do nothing`,
  );
  return db.transaction(async (tx) => {
    const [state] = await queryRows<{ last_event_id: string | number }>(
      tx,
      sql`select last_event_id from analytics_rollup_state where name = ${STATE} for update skip locked`,
    );
    if (!state) return undefined;
    const from = Number(state.last_event_id);
    if (committed <= from) return undefined;
    const upTo = Math.min(committed, from + batchSize);
    const [counted] = await queryRows<{ events: number }>(tx, rollupStatement(from, upTo));
    await tx.execute(
      sql`update analytics_rollup_state set last_event_id = ${upTo}, updated_at = now() where name = ${STATE}`,
    );
    return { events: Number(counted?.events ?? 0), lastEventId: upTo };
  });
}

/** Rolls up every committed event, batch after batch; resolves with how many were read. */
export async function rollupAll(db: Database, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = await rollupBatch(db, batchSize);
    if (!batch) return total;
    total += batch.events;
  }
}

// One statement: the batch is read once (a materialised CTE) and every rollup is upserted from it.
// The engine of an event is the site's engine of its language, else of its primary subtag
// (`en-GB` → `en`), else the site's default engine, as the search API picks it.
function rollupStatement(from: number, upTo: number) {
  return sql`
    with batch as materialized (
      select
        coalesce(exact.id, primary_tag.id, fallback.id) as engine_id,
        -- The day on the site's clock (sites.time_zone, an IANA zone PostgreSQL knows): a search at
        -- 00:50 in Madrid (23:50 UTC) and its click at 01:05 count on one day, the merchant's.
        (e.occurred_at at time zone site.time_zone)::date as day,
        e.event,
        nullif(lower(btrim(e.query)), '') as query,
        nullif(e.product_id, '') as product_id,
        nullif(e.session, '') as session,
        e.total_hits,
        e.page,
        coalesce(e.origin like 'partial_result:%', false) as is_partial,
        -- The layer says whether a query event refines the search before it (a filter, a sort);
        -- other storefronts only mark filtered answers.
        coalesce(e.params ->> 'refined', e.params ->> 'filtered') = 'true' as is_refinement,
        e.params ->> 'prompt' as prompt,
        -- A related prompt's event about one of its next queries (shown, picked), not the prompt.
        coalesce(e.params ->> 'promptPart', '') = 'nextQuery' as is_prompt_next,
        -- What the engine searched instead of a misspelt query, as its answer's query tagging says.
        case when jsonb_typeof(e.params -> 'spellcheck') = 'string'
          then nullif(lower(btrim(e.params ->> 'spellcheck')), '') end as correction
      from tracking_events e
      join sites site on site.id = e.site_id
      left join engines exact
        on exact.site_id = e.site_id and exact.language = lower(e.language)
      left join engines primary_tag
        on primary_tag.site_id = e.site_id and primary_tag.language = split_part(lower(e.language), '-', 1)
      left join engines fallback on fallback.site_id = e.site_id and fallback.is_default
      where e.id > ${from} and e.id <= ${upTo}
    ),
    -- A search is a query the shopper typed or accepted: not another page of it, nor a refinement,
    -- nor filters applied with the search box empty.
    searching as (
      select *,
        (event = 'query' and query is not null and coalesce(page, 1) <= 1
          and not coalesce(is_refinement, false)) as is_search
      from batch where engine_id is not null
    ),
    batch_searches as (
      select distinct engine_id, session, query from searching
      where is_search and session is not null and query is not null
    ),
    remembered_searches as (
      insert into analytics_session_searches (engine_id, session, query)
      select engine_id, session, query from batch_searches
      on conflict do nothing
    ),
    -- A click belongs to a search when its session searched its query, in this batch or an earlier
    -- one; a click without a session cannot be told apart and counts when it carries a query.
    counted as (
      -- Joins, not EXISTS under an OR, which PostgreSQL would run once per click over the batch.
      select c.engine_id, c.day, c.event, c.query, c.product_id, c.prompt, c.is_prompt_next, c.correction, c.is_search,
        c.is_partial, (c.is_search and c.total_hits <= 0) as is_no_results,
        (c.event = 'click' and c.query is not null
          and (c.session is null or now_searched.session is not null or searched_before.session is not null)
        ) as is_search_click
      from searching c
      left join batch_searches now_searched
        on c.event = 'click' and now_searched.engine_id = c.engine_id
          and now_searched.session = c.session and now_searched.query = c.query
      left join analytics_session_searches searched_before
        on c.event = 'click' and searched_before.engine_id = c.engine_id
          and searched_before.session = c.session and searched_before.query = c.query
    ),
    -- A visit is a session that searched or clicked in the layer, once per day.
    visited as (
      insert into analytics_daily_sessions (engine_id, day, session)
      select distinct engine_id, day, session from batch
      where engine_id is not null and session is not null
        and event in ('query', 'click', 'displayClick', 'toolingDisplayClick')
      on conflict do nothing
      returning engine_id, day
    ),
    new_visits as (
      select engine_id, day, count(*)::int as visits from visited group by engine_id, day
    ),
    totals as (
      insert into analytics_daily_totals as t (engine_id, day, searches, searches_with_results,
        searches_no_results, clicks, partial_result_clicks, clicks_without_search, add_to_carts,
        checkouts, visits)
      select g.*, coalesce(v.visits, 0)
      from (
        select engine_id, day,
          count(*) filter (where is_search) as searches,
          count(*) filter (where is_search and not coalesce(is_no_results, false)) as with_results,
          count(*) filter (where is_no_results) as no_results,
          count(*) filter (where is_search_click) as clicks,
          count(*) filter (where is_search_click and is_partial) as partial_clicks,
          count(*) filter (where event = 'click' and not is_search_click) as other_clicks,
          count(*) filter (where event = 'add2cart') as add_to_carts,
          count(*) filter (where event = 'checkout') as checkouts
        from counted group by engine_id, day
      ) g
      left join new_visits v on v.engine_id = g.engine_id and v.day = g.day
      on conflict (engine_id, day) do update set
        searches = t.searches + excluded.searches,
        searches_with_results = t.searches_with_results + excluded.searches_with_results,
        searches_no_results = t.searches_no_results + excluded.searches_no_results,
        clicks = t.clicks + excluded.clicks,
        partial_result_clicks = t.partial_result_clicks + excluded.partial_result_clicks,
        clicks_without_search = t.clicks_without_search + excluded.clicks_without_search,
        add_to_carts = t.add_to_carts + excluded.add_to_carts,
        checkouts = t.checkouts + excluded.checkouts,
        visits = t.visits + excluded.visits
    ),
    queries as (
      insert into analytics_daily_queries as q (engine_id, day, query, searches, searches_no_results,
        clicks, add_to_carts, checkouts)
      select engine_id, day, query,
        count(*) filter (where is_search),
        count(*) filter (where is_no_results),
        count(*) filter (where is_search_click),
        count(*) filter (where event = 'add2cart'),
        count(*) filter (where event = 'checkout')
      from counted
      where query is not null and (is_search or is_search_click or event in ('add2cart', 'checkout'))
      group by engine_id, day, query
      on conflict (engine_id, day, query) do update set
        searches = q.searches + excluded.searches,
        searches_no_results = q.searches_no_results + excluded.searches_no_results,
        clicks = q.clicks + excluded.clicks,
        add_to_carts = q.add_to_carts + excluded.add_to_carts,
        checkouts = q.checkouts + excluded.checkouts
    ),
    -- A search the engine corrected and that found products under the correction.
    corrections as (
      insert into analytics_daily_corrections as k (engine_id, day, query, correction, searches)
      select engine_id, day, query, correction, count(*)
      from counted
      where is_search and not coalesce(is_no_results, false) and correction is not null
        and correction <> query
      group by engine_id, day, query, correction
      on conflict (engine_id, day, query, correction) do update set
        searches = k.searches + excluded.searches
    ),
    products as (
      insert into analytics_daily_products as p (engine_id, day, product_id, clicks, add_to_carts, checkouts)
      select engine_id, day, product_id,
        count(*) filter (where is_search_click),
        count(*) filter (where event = 'add2cart'),
        count(*) filter (where event = 'checkout')
      from counted
      where product_id is not null and (is_search_click or event in ('add2cart', 'checkout'))
      group by engine_id, day, product_id
      on conflict (engine_id, day, product_id) do update set
        clicks = p.clicks + excluded.clicks,
        add_to_carts = p.add_to_carts + excluded.add_to_carts,
        checkouts = p.checkouts + excluded.checkouts
    ),
    prompts as (
      insert into analytics_daily_prompts as r (engine_id, day, prompt, impressions, clicks, add_to_carts)
      select engine_id, day, prompt,
        -- The prompt shown and opened: its next queries' own displays and picks would count a
        -- prompt opened then followed twice, and its click rate could pass 100%.
        count(*) filter (where event in ('display', 'toolingDisplay') and not is_prompt_next),
        count(*) filter (where event in ('displayClick', 'toolingDisplayClick') and not is_prompt_next),
        -- One per product added from the results of one of the prompt's next queries.
        count(*) filter (where event = 'toolingDisplayAdd2Cart')
      from counted
      where prompt is not null and event in ('display', 'toolingDisplay', 'displayClick',
        'toolingDisplayClick', 'toolingDisplayAdd2Cart')
      group by engine_id, day, prompt
      on conflict (engine_id, day, prompt) do update set
        impressions = r.impressions + excluded.impressions,
        clicks = r.clicks + excluded.clicks,
        add_to_carts = r.add_to_carts + excluded.add_to_carts
    )
    select count(*)::int as events from batch`;
}
