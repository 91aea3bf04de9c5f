import type { AuditArea } from '@playboard/domain';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// ==== audit log: one row per change of team, roles, assignments, billing or an account ====
// Written only by recordAudit in the transaction of the change; a trigger (its migration) refuses
// every UPDATE, DELETE and TRUNCATE, so an entry can never be edited or removed. No foreign keys:
// an entry outlives the organisation and the people it names (their id and e-mail stay as written).
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The organisation the change belongs to; null for platform-level changes (roles, users admin). */
    organizationId: uuid(),
    area: text().$type<AuditArea>().notNull(),
    /** What was done, `<thing>.<verb>`: 'invite.create', 'member.remove', 'password.change'. */
    action: text().notNull(),
    entityId: text().notNull(),
    /** The entity before the change in its domain shape; null when the change created it. */
    before: jsonb(),
    /** The entity after the change; null when the change deleted it. */
    after: jsonb(),
    actorId: uuid(),
    /** Who changed it; null (with actorId) for the system's own changes. */
    actorEmail: text(),
    /** The instant of the statement, not of its transaction: two changes in a row keep their order. */
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('audit_entries_organization_id_created_at_idx').on(table.organizationId, table.createdAt.desc()),
  ],
);

export type AuditEntryRow = typeof auditEntries.$inferSelect;
