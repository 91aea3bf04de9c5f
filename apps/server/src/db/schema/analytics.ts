import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { relatedPrompts } from './merchandising.ts';
import { engines, sites } from './sites.ts';

// ==== analytics rollups: tracking_events summed per engine and UTC day (docs/analytics.md) ====

const engineId = () =>
  uuid()
    .notNull()
    .references(() => engines.id, { onDelete: 'cascade' });
const count = () => integer().notNull().default(0);

export const analyticsDailyTotals = pgTable(
  'analytics_daily_totals',
  {
    engineId: engineId(),
    day: date({ mode: 'string' }).notNull(),
    searches: count(),
    searchesWithResults: count(),
    searchesNoResults: count(),
    /** Clicks with a search of the same session behind them (docs/analytics.md, Clicks). */
    clicks: count(),
    /** Of `clicks`, those on a partial result of the search. */
    partialResultClicks: count(),
    /** Clicks with no search behind them: featured products, a search never tracked. */
    clicksWithoutSearch: count(),
    addToCarts: count(),
    checkouts: count(),
    /** Sessions that searched or clicked in the layer that day. */
    visits: count(),
  },
  (table) => [primaryKey({ name: 'analytics_daily_totals_pk', columns: [table.engineId, table.day] })],
);

/** The sessions counted as a visit of each day, so a session is one visit however many batches it spans. */
export const analyticsDailySessions = pgTable(
  'analytics_daily_sessions',
  {
    engineId: engineId(),
    day: date({ mode: 'string' }).notNull(),
    session: text().notNull(),
  },
  (table) => [
    primaryKey({ name: 'analytics_daily_sessions_pk', columns: [table.engineId, table.day, table.session] }),
  ],
);

/**
 * The queries each session searched (normalised as in analytics_daily_queries): a click counts as a
 * search's click when its session searched its query, in its batch or an earlier one.
 */
export const analyticsSessionSearches = pgTable(
  'analytics_session_searches',
  {
    engineId: engineId(),
    session: text().notNull(),
    query: text().notNull(),
  },
  (table) => [
    primaryKey({
      name: 'analytics_session_searches_pk',
      columns: [table.engineId, table.session, table.query],
    }),
  ],
);

/** Per normalised query (trimmed, lower case); clicks, carts and checkouts of events carrying it. */
export const analyticsDailyQueries = pgTable(
  'analytics_daily_queries',
  {
    engineId: engineId(),
    day: date({ mode: 'string' }).notNull(),
    query: text().notNull(),
    searches: count(),
    searchesNoResults: count(),
    clicks: count(),
    addToCarts: count(),
    checkouts: count(),
  },
  (table) => [
    primaryKey({ name: 'analytics_daily_queries_pk', columns: [table.engineId, table.day, table.query] }),
  ],
);

/**
 * Per normalised query and the correction the engine searched instead (the query event's
 * `spellcheck`, normalised likewise): searches it corrected and that then found products.
 */
export const analyticsDailyCorrections = pgTable(
  'analytics_daily_corrections',
  {
    engineId: engineId(),
    day: date({ mode: 'string' }).notNull(),
    query: text().notNull(),
    correction: text().notNull(),
    searches: count(),
  },
  (table) => [
    primaryKey({
      name: 'analytics_daily_corrections_pk',
      columns: [table.engineId, table.day, table.query, table.correction],
    }),
  ],
);

export const analyticsDailyProducts = pgTable(
  'analytics_daily_products',
  {
    engineId: engineId(),
    day: date({ mode: 'string' }).notNull(),
    productId: text().notNull(),
    clicks: count(),
    addToCarts: count(),
    checkouts: count(),
  },
  (table) => [
    primaryKey({
      name: 'analytics_daily_products_pk',
      columns: [table.engineId, table.day, table.productId],
    }),
  ],
);

/** Per related prompt (the `prompt` parameter of its tooling events: the prompt id). */
export const analyticsDailyPrompts = pgTable(
  'analytics_daily_prompts',
  {
    engineId: engineId(),
    day: date({ mode: 'string' }).notNull(),
    prompt: text().notNull(),
    impressions: count(),
    clicks: count(),
    /** Products added to the cart from the results of one of the prompt's next queries. */
    addToCarts: count(),
  },
  (table) => [
    primaryKey({ name: 'analytics_daily_prompts_pk', columns: [table.engineId, table.day, table.prompt] }),
  ],
);

/**
 * How far each rollup has read tracking_events: moved in the same transaction as the sums, so an
 * event is counted exactly once whatever crashes or runs twice.
 */
export const analyticsRollupState = pgTable('analytics_rollup_state', {
  name: text().primaryKey(),
  lastEventId: bigint({ mode: 'number' }).notNull().default(0),
  ...timestamps,
});

// ==== per-site analytics settings ====
export const analyticsSites = pgTable('analytics_sites', {
  siteId: uuid()
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  /** Set by `npm run demo:traffic`: the console labels this site's numbers as simulated. */
  simulatedTraffic: boolean().notNull().default(false),
  ...timestamps,
});

export type AnalyticsDailyTotalsRow = typeof analyticsDailyTotals.$inferSelect;
export type AnalyticsSiteRow = typeof analyticsSites.$inferSelect;

/**
 * A flag of the related prompts screen's "To review" panel that the merchant kept the prompt
 * despite (docs/related-prompts.md): it stays away until the figures change, which is what is
 * stored here. `noResults`: the next queries that found nothing when kept; `review`: the day it was
 * kept, whose figures and those before it no longer count.
 */
export const relatedPromptKeeps = pgTable(
  'related_prompt_keeps',
  {
    siteId: uuid()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    engineId: engineId(),
    promptId: uuid()
      .notNull()
      .references(() => relatedPrompts.id, { onDelete: 'cascade' }),
    flag: text().$type<'noResults' | 'review'>().notNull(),
    emptyNextQueries: text().array().notNull().default([]),
    /** The site's day (its time zone) the flag was kept on. */
    keptOn: date({ mode: 'string' }).notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({
      name: 'related_prompt_keeps_pk',
      columns: [table.engineId, table.promptId, table.flag],
    }),
    index('related_prompt_keeps_prompt_id_idx').on(table.promptId),
  ],
);

export type RelatedPromptKeepRow = typeof relatedPromptKeeps.$inferSelect;
