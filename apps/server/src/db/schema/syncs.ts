import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { organizations } from './organizations.ts';
import { sites } from './sites.ts';
import { users } from './users.ts';

/** A product the sync could not accept, reported instead of failing the sync. */
export interface SyncRejectionValue {
  id: string | null;
  reason: string;
}

// ==== catalogue syncs: the job record and its checkpoint ====
export const syncs = pgTable(
  'syncs',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: uuid()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** full (every product, then remove those the shop no longer has) or incremental (changes since). */
    mode: text().notNull(),
    /** setup, manual, schedule, retry or push. */
    trigger: text().notNull(),
    /** queued, running, done or failed. */
    status: text().notNull().default('queued'),
    /** The next page to pull, as the source named it; null starts from the first page. */
    cursor: text(),
    /**
     * When the last page was written: a sync resumed after this only removes, rebuilds and
     * finishes, instead of pulling the pages again.
     */
    pulledAt: timestamp({ withTimezone: true }),
    /** Incremental syncs: products changed since this instant. */
    updatedSince: timestamp({ withTimezone: true }),
    total: integer(),
    processed: integer().notNull().default(0),
    upserted: integer().notNull().default(0),
    removed: integer().notNull().default(0),
    rejected: integer().notNull().default(0),
    /** The first rejected products with their reason (capped). */
    rejections: jsonb().$type<SyncRejectionValue[]>().notNull().default([]),
    failureCode: text(),
    failureReason: text(),
    /** A running sync whose lease has expired belongs to no live worker and is resumed. */
    leaseExpiresAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('syncs_site_id_created_at_idx').on(table.siteId, table.createdAt),
    // One queued or running sync per site: a double submit finds the active one.
    uniqueIndex('syncs_one_active_per_site_idx')
      .on(table.siteId)
      .where(sql`${table.status} in ('queued', 'running')`),
  ],
);

export type SyncRow = typeof syncs.$inferSelect;
export type NewSyncRow = typeof syncs.$inferInsert;

// ==== Shopify app installs waiting for their OAuth callback ====
export const shopifyInstalls = pgTable('shopify_installs', {
  /** The OAuth `state`: random, single use. */
  state: text().primaryKey(),
  organizationId: uuid()
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  shopDomain: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  ...timestamps,
});

export type ShopifyInstallRow = typeof shopifyInstalls.$inferSelect;
