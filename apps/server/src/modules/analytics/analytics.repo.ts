// Reads of the daily rollups for one engine: every query is scoped by the engine id it is built with.
import type {
  CorrectedQueryReportRow,
  DateRange,
  ProductReportRow,
  QueryReportRow,
  RelatedPromptReportRow,
  ReportPage,
} from '@playboard/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Totals } from './kpis.ts';
import { queryRows } from '../../db/query-rows.ts';

export type SortOrder = 'asc' | 'desc';

export interface TablePage {
  sort: string;
  order: SortOrder;
  search: string | undefined;
  /** Undefined: every matching row (CSV export). */
  limit: number | undefined;
  offset: number;
}

/** `%text%` for ILIKE, the pattern characters of the text taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function ordered(columns: Record<string, string>, page: TablePage, tieBreak: string): SQL {
  const column = columns[page.sort] ?? Object.values(columns)[0]!;
  const direction = page.order === 'asc' ? 'asc' : 'desc';
  return sql.raw(`order by ${column} ${direction} nulls last, ${tieBreak} asc`);
}

function paged(page: TablePage): SQL {
  return page.limit === undefined
    ? sql.raw(`offset ${page.offset}`)
    : sql.raw(`limit ${page.limit} offset ${page.offset}`);
}

/** Totals of each day of `range` that had events (days without any are absent). */
export async function dailyTotals(
  db: Database,
  engineId: string,
  range: DateRange,
): Promise<(Totals & { day: string })[]> {
  const found = await queryRows<Record<string, string | number>>(
    db,
    sql`select day::text as day, searches, searches_with_results, searches_no_results, clicks,
          partial_result_clicks, clicks_without_search, add_to_carts, checkouts, visits
        from analytics_daily_totals
        where engine_id = ${engineId} and day between ${range.from}::date and ${range.to}::date
        order by day`,
  );
  return found.map((row) => ({
    day: String(row.day),
    searches: Number(row.searches),
    searchesWithResults: Number(row.searches_with_results),
    searchesNoResults: Number(row.searches_no_results),
    clicks: Number(row.clicks),
    partialResultClicks: Number(row.partial_result_clicks),
    clicksWithoutSearch: Number(row.clicks_without_search),
    addToCarts: Number(row.add_to_carts),
    checkouts: Number(row.checkouts),
    visits: Number(row.visits),
  }));
}

async function table<Row>(
  db: Database,
  filtered: SQL,
  order: SQL,
  page: TablePage,
): Promise<ReportPage<Row>> {
  const [result] = await queryRows<{ total: number; rows: Row[] | string | null }>(
    db,
    sql`with filtered as (${filtered})
        select (select count(*) from filtered)::int as total,
          (select coalesce(json_agg(page), '[]'::json)
             from (select * from filtered ${order} ${paged(page)}) page) as rows`,
  );
  const found = result?.rows ?? [];
  return {
    total: result?.total ?? 0,
    rows: typeof found === 'string' ? (JSON.parse(found) as Row[]) : found,
  };
}

/**
 * Queries of the range with their searches (those with results, without, or all), clicks, CTR,
 * add-to-carts and checkouts.
 */
export function queryTable(
  db: Database,
  engineId: string,
  range: DateRange,
  results: 'with' | 'without' | undefined,
  page: TablePage,
): Promise<ReportPage<QueryReportRow>> {
  const searches =
    results === 'with'
      ? sql.raw('sum(searches - searches_no_results)')
      : results === 'without'
        ? sql.raw('sum(searches_no_results)')
        : sql.raw('sum(searches)');
  const search = page.search ? sql`and query ilike ${containing(page.search)}` : sql``;
  const filtered = sql`
    select query, searches, clicks, add_to_carts as "addToCarts", checkouts,
      clicks::float8 / nullif(searches, 0) as ctr
    from (
      select query, ${searches}::int as searches, sum(clicks)::int as clicks,
        sum(add_to_carts)::int as add_to_carts, sum(checkouts)::int as checkouts
      from analytics_daily_queries
      where engine_id = ${engineId} and day between ${range.from}::date and ${range.to}::date ${search}
      group by query
    ) summed
    where ${results === undefined ? sql`true` : sql`searches > 0`}`;
  const columns = {
    searches: 'searches',
    query: 'query',
    clicks: 'clicks',
    ctr: 'ctr',
    addToCarts: '"addToCarts"',
    checkouts: 'checkouts',
  };
  return table<QueryReportRow>(db, filtered, ordered(columns, page, 'query'), page);
}

/**
 * Queries of the range that the engine corrected and that then found products: their corrected
 * searches and the correction searched most often (the first alphabetically of a tie). The search
 * box matches the query or that correction.
 */
export function correctedQueryTable(
  db: Database,
  engineId: string,
  range: DateRange,
  page: TablePage,
): Promise<ReportPage<CorrectedQueryReportRow>> {
  const search = page.search
    ? sql`where query ilike ${containing(page.search)} or correction ilike ${containing(page.search)}`
    : sql``;
  const filtered = sql`
    select * from (
      select query, (array_agg(correction order by searches desc, correction asc))[1] as correction,
        sum(searches)::int as searches
      from (
        select query, correction, sum(searches) as searches
        from analytics_daily_corrections
        where engine_id = ${engineId} and day between ${range.from}::date and ${range.to}::date
        group by query, correction
      ) by_correction
      group by query
    ) summed
    ${search}`;
  const columns = { searches: 'searches', query: 'query', correction: 'correction' };
  return table<CorrectedQueryReportRow>(db, filtered, ordered(columns, page, 'query'), page);
}

/** Products clicked, added to cart or bought in the range, named in the engine's language. */
export function productTable(
  db: Database,
  engine: { id: string; siteId: string; language: string },
  range: DateRange,
  page: TablePage,
): Promise<ReportPage<ProductReportRow>> {
  const search = page.search
    ? sql`where "productId" ilike ${containing(page.search)} or name ilike ${containing(page.search)}`
    : sql``;
  const filtered = sql`
    select * from (
      select summed.product_id as "productId",
        coalesce(p.name ->> ${engine.language}, (select value from jsonb_each_text(p.name) limit 1)) as name,
        summed.clicks, summed.add_to_carts as "addToCarts", summed.checkouts
      from (
        select product_id, sum(clicks)::int as clicks, sum(add_to_carts)::int as add_to_carts,
          sum(checkouts)::int as checkouts
        from analytics_daily_products
        where engine_id = ${engine.id} and day between ${range.from}::date and ${range.to}::date
        group by product_id
      ) summed
      left join products p on p.site_id = ${engine.siteId} and p.id = summed.product_id
    ) named
    ${search}`;
  const columns = {
    clicks: 'clicks',
    productId: '"productId"',
    name: 'name',
    addToCarts: '"addToCarts"',
    checkouts: 'checkouts',
  };
  return table<ProductReportRow>(db, filtered, ordered(columns, page, '"productId"'), page);
}

/** A row of the related prompts report before its state is read, with what the state needs. */
export type PromptTableRow = Omit<RelatedPromptReportRow, 'state'> & {
  /** The prompt's next queries now (none once it was deleted). */
  nextQueries: string[];
};

/**
 * Related prompts shown, clicked and added to cart from in the range, by their text (their id when
 * since deleted), with the CTR of all the engine's prompts in the range (whatever the search).
 */
export async function promptTable(
  db: Database,
  engine: { id: string; siteId: string },
  range: DateRange,
  page: TablePage,
): Promise<ReportPage<PromptTableRow> & { siteCtr: number | null }> {
  const search = page.search ? sql`where prompt ilike ${containing(page.search)}` : sql``;
  const filtered = sql`
    select * from (
      select coalesce(rp.suggestion_text, summed.prompt) as prompt, rp.id as "promptId",
        summed.impressions, summed.clicks,
        summed.clicks::float8 / nullif(summed.impressions, 0) as ctr,
        summed.add_to_carts as "addToCarts",
        summed.add_to_carts::float8 / nullif(summed.impressions, 0) as "addToCartRate",
        coalesce(rp.next_queries, '{}') as "nextQueries"
      from (
        select prompt, sum(impressions)::int as impressions, sum(clicks)::int as clicks,
          sum(add_to_carts)::int as add_to_carts
        from analytics_daily_prompts
        where engine_id = ${engine.id} and day between ${range.from}::date and ${range.to}::date
        group by prompt
      ) summed
      left join related_prompts rp on rp.site_id = ${engine.siteId} and rp.id::text = summed.prompt
    ) labelled
    ${search}`;
  const columns = {
    impressions: 'impressions',
    prompt: 'prompt',
    clicks: 'clicks',
    ctr: 'ctr',
    addToCarts: '"addToCarts"',
    addToCartRate: '"addToCartRate"',
  };
  const [rows, figures] = await Promise.all([
    table<PromptTableRow>(db, filtered, ordered(columns, page, 'prompt'), page),
    promptFigures(db, engine.id, range),
  ]);
  return { ...rows, siteCtr: figures.siteCtr };
}

/** Each prompt's figures over some days of an engine, by prompt id, and the CTR of them all. */
export async function promptFigures(
  db: Database,
  engineId: string,
  range: DateRange,
): Promise<{
  byPrompt: Map<string, { impressions: number; clicks: number; addToCarts: number }>;
  siteCtr: number | null;
}> {
  const rows = await queryRows<{ prompt: string; impressions: number; clicks: number; add_to_carts: number }>(
    db,
    sql`select prompt, sum(impressions)::int as impressions, sum(clicks)::int as clicks,
          sum(add_to_carts)::int as add_to_carts
        from analytics_daily_prompts
        where engine_id = ${engineId} and day between ${range.from}::date and ${range.to}::date
        group by prompt`,
  );
  let impressions = 0;
  let clicks = 0;
  const byPrompt = new Map<string, { impressions: number; clicks: number; addToCarts: number }>();
  for (const row of rows) {
    const figures = {
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
      addToCarts: Number(row.add_to_carts),
    };
    byPrompt.set(row.prompt, figures);
    impressions += figures.impressions;
    clicks += figures.clicks;
  }
  return { byPrompt, siteCtr: impressions > 0 ? clicks / impressions : null };
}

export async function simulatedTrafficOf(db: Database, siteId: string): Promise<boolean> {
  const [row] = await queryRows<{ simulated_traffic: boolean }>(
    db,
    sql`select simulated_traffic from analytics_sites where site_id = ${siteId}`,
  );
  return row?.simulated_traffic ?? false;
}

/** Labels a site's analytics as simulated traffic (the demo seed calls it for the demo shop). */
export async function markSimulatedTraffic(db: Database, siteId: string): Promise<void> {
  await db.execute(
    sql`insert into analytics_sites (site_id, simulated_traffic) values (${siteId}, true)
        on conflict (site_id) do update set simulated_traffic = true, updated_at = now()`,
  );
}

/** Days of one query, e.g. before or after it was fixed. */
export interface QueryWindow {
  /** Normalised as analytics counts it: trimmed, lower case. */
  query: string;
  from: string;
  to: string;
}

/**
 * The searches of each window (those without results among them), for the engine of a site in a
 * language; one query for every window, in their order.
 */
export async function searchesInWindows(
  db: Database,
  engine: { siteId: string; language: string },
  windows: readonly QueryWindow[],
): Promise<{ searches: number; searchesNoResults: number }[]> {
  if (windows.length === 0) return [];
  const rows = await queryRows<{ searches: number; searches_no_results: number }>(
    db,
    sql`select coalesce(sum(d.searches), 0)::int as searches,
          coalesce(sum(d.searches_no_results), 0)::int as searches_no_results
        from jsonb_to_recordset(${JSON.stringify(windows.map((window, i) => ({ ...window, i })))}::jsonb)
          as w(i int, query text, "from" date, "to" date)
        left join engines e on e.site_id = ${engine.siteId} and e.language = ${engine.language}
        left join analytics_daily_queries d
          on d.engine_id = e.id and d.query = w.query and d.day between w."from" and w."to"
        group by w.i
        order by w.i`,
  );
  return rows.map((row) => ({
    searches: Number(row.searches),
    searchesNoResults: Number(row.searches_no_results),
  }));
}
