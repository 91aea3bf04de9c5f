import type { PopularSearchBuild } from '@playboard/domain';
import { integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from './sites.ts';

// ==== popular searches and next queries: what a build learned from a site's searches, per language (issue 34) ====

const siteId = () =>
  uuid()
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

/** The last build of a site's popular searches in one language: what it kept, left out and why. */
export const popularSearchBuilds = pgTable(
  'popular_search_builds',
  {
    siteId: siteId(),
    /** The engine's language in lower case, as search and tracking key it. */
    language: text().notNull(),
    builtAt: timestamp({ withTimezone: true }).notNull(),
    durationMs: integer().notNull(),
    trigger: text().$type<PopularSearchBuild['trigger']>().notNull(),
    rules: jsonb().$type<PopularSearchBuild['rules']>().notNull(),
    searchesRead: integer().notNull(),
    kept: integer().notNull(),
    nextQueries: integer().notNull(),
    dropped: jsonb().$type<PopularSearchBuild['dropped']>().notNull(),
    examples: jsonb().$type<PopularSearchBuild['examples']>().notNull(),
  },
  (table) => [primaryKey({ name: 'popular_search_builds_pk', columns: [table.siteId, table.language] })],
);

export type PopularSearchBuildRow = typeof popularSearchBuilds.$inferSelect;

/** The popular searches the last build kept, banned ones included (a ban applies when they are read). */
export const popularSearches = pgTable(
  'popular_searches',
  {
    siteId: siteId(),
    language: text().notNull(),
    query: text().notNull(),
    searches: integer().notNull(),
    sessions: integer().notNull(),
    misspellings: text().array().notNull(),
  },
  (table) => [
    primaryKey({ name: 'popular_searches_pk', columns: [table.siteId, table.language, table.query] }),
  ],
);

export type PopularSearchRow = typeof popularSearches.$inferSelect;

/** The next queries the last build learned: what sessions searched right after a query, by lift. */
export const learnedNextQueries = pgTable(
  'learned_next_queries',
  {
    siteId: siteId(),
    language: text().notNull(),
    query: text().notNull(),
    nextQuery: text().notNull(),
    sessions: integer().notNull(),
    lift: real().notNull(),
  },
  (table) => [
    primaryKey({
      name: 'learned_next_queries_pk',
      columns: [table.siteId, table.language, table.query, table.nextQuery],
    }),
  ],
);

/** Related prompt proposals the merchant dismissed: their query is not proposed again in the language. */
export const relatedPromptDismissals = pgTable(
  'related_prompt_dismissals',
  {
    siteId: siteId(),
    language: text().notNull(),
    query: text().notNull(),
    dismissedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'related_prompt_dismissals_pk',
      columns: [table.siteId, table.language, table.query],
    }),
  ],
);
