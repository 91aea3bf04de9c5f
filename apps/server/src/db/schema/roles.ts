import type { Policy } from '@playboard/domain';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

// ==== roles: the built-in roles of users and roles (spec 2 §3), written from the domain's list ====
export const roles = pgTable(
  'roles',
  {
    /** Numeric, as spec 2 §5 wants an assignment's role id. */
    id: integer().primaryKey(),
    /** Stable key that rules' restrictedRoles name: owner, admin, merchandiser, analyst, viewer, operator. */
    key: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** instance (a merchant's site or engine) or platform. */
    target: text().notNull(),
    /** `resource:LEVEL` each, e.g. `play:WRITE`. */
    permissions: jsonb().$type<string[]>().notNull(),
    requiredConditions: jsonb().$type<string[]>().notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('roles_key_idx').on(table.key)],
);

export type RoleRow = typeof roles.$inferSelect;

// ==== role assignments: a role given to a user, restricted to instances by its conditions ====
export const roleAssignments = pgTable(
  'role_assignments',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    /**
     * `{ condition: 'instance', value: <instance key or *> }` each, sorted; none means every instance.
     * Sorted, so the same role under the same conditions is one assignment however they were listed.
     */
    conditions: jsonb().$type<{ condition: string; value: string }[]>().notNull(),
    ...timestamps,
  },
  (table) => [
    index('role_assignments_user_id_idx').on(table.userId),
    // A double submit or a retry gives the user the role once: removing it then removes it.
    uniqueIndex('role_assignments_user_role_conditions_idx').on(table.userId, table.roleId, table.conditions),
  ],
);

export type RoleAssignmentRow = typeof roleAssignments.$inferSelect;

// ==== guest policies: what a guest invited by the platform's staff was given (spec 2 §3 Invite) ====
export const guestPolicies = pgTable(
  'guest_policies',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    policies: jsonb().$type<Policy[]>().notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.userId] })],
);
