import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

// ==== organizations ====
export const organizations = pgTable('organizations', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  /** ACTIVE or BLOCKED (spec 1 §3); a BLOCKED organisation sends its members to /locked. */
  status: text().notNull().default('ACTIVE'),
  /** One of the business verticals of spec 1 §3; UNKNOWN until the company step is done. */
  businessVertical: text().notNull().default('UNKNOWN'),
  ...timestamps,
});

export type OrganizationRow = typeof organizations.$inferSelect;
export type NewOrganizationRow = typeof organizations.$inferInsert;

// ==== organization members ====
export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Team role of spec 1 §3: owner or admin. */
    role: text().notNull().default('owner'),
    /** Organisation-level permission keys (spec 1 §6), e.g. BILLING. */
    permissions: text().array().notNull().default([]),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId] }),
    index('organization_members_user_id_idx').on(table.userId),
  ],
);

export type OrganizationMemberRow = typeof organizationMembers.$inferSelect;
export type NewOrganizationMemberRow = typeof organizationMembers.$inferInsert;
