import type { Language } from '@playboard/domain';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { sites } from './sites.ts';

// ==== no_results_fixes: what the merchant decided for a search with no results (issue 15) ====
export const noResultsFixes = pgTable(
  'no_results_fixes',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: uuid()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    language: text().$type<Language>().notNull(),
    /** Trimmed and lower case, as analytics counts queries. */
    query: text().notNull(),
    status: text().$type<'accepted' | 'dismissed'>().notNull(),
    /** What was saved for an accepted fix; null for a dismissal. */
    kind: text().$type<'synonym' | 'redirection'>(),
    /** The synonym group's or redirection's id (it may have been deleted since). */
    entityId: text(),
    /** The group's terms or the redirection's queries, as saved. */
    terms: text().array().notNull().default([]),
    targetUrl: text(),
    decidedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  // One decision per query: a double submit finds it instead of adding another.
  (table) => [
    uniqueIndex('no_results_fixes_site_language_query_idx').on(table.siteId, table.language, table.query),
  ],
);

export type NoResultsFixRow = typeof noResultsFixes.$inferSelect;
