import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { sites } from './sites.ts';

// ==== tracking events: raw storefront events, rolled up by analytics ====
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    siteId: uuid()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** query, click, add2cart, checkout, page, session, display, displayClick, tooling*. */
    event: text().notNull(),
    query: text(),
    language: text(),
    productId: text(),
    origin: text(),
    location: text(),
    session: text(),
    position: integer(),
    page: integer(),
    totalHits: integer(),
    /** Every other parameter the storefront sent, kept for analytics. */
    params: jsonb().$type<Record<string, string | string[]>>().notNull().default({}),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tracking_events_site_id_occurred_at_idx').on(table.siteId, table.occurredAt),
    index('tracking_events_site_id_event_occurred_at_idx').on(table.siteId, table.event, table.occurredAt),
  ],
);

export type TrackingEventRow = typeof trackingEvents.$inferSelect;
export type NewTrackingEventRow = typeof trackingEvents.$inferInsert;

/**
 * The last event of each process's tracking journal (modules/tracking/event-journal.ts) written to
 * tracking_events, moved in the same transaction as the insert: a journal replayed after a crash
 * skips what had already been written, so no event is counted twice.
 */
export const trackingJournals = pgTable('tracking_journals', {
  id: text().primaryKey(),
  writtenSeq: bigint({ mode: 'number' }).notNull(),
  ...timestamps,
});
