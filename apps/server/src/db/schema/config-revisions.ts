import type { ConfigRevisionKind } from '@playboard/domain';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from './sites.ts';
import { users } from './users.ts';

// ==== configuration history: one row per change of a tuning entity, kept (no pruning) ====
export const configRevisions = pgTable(
  'config_revisions',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: uuid()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text().$type<ConfigRevisionKind>().notNull(),
    entityId: text().notNull(),
    /** The entity before the change in its domain shape; null when the change created it. */
    before: jsonb(),
    /** The entity after the change; null when the change deleted it. */
    after: jsonb(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Who changed it, kept when the user is deleted; null for the system's own writes. */
    actorEmail: text(),
    note: text(),
    revertOf: uuid(),
    /** The instant of the statement, not of its transaction: two changes in a row keep their order. */
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('config_revisions_site_id_created_at_idx').on(table.siteId, table.createdAt.desc())],
);

export type ConfigRevisionRow = typeof configRevisions.$inferSelect;
