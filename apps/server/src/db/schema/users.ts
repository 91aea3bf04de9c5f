import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

// ==== users ====
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed; unique case-insensitively. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    /** The full name given at sign-up; firstName/lastName are editable profile fields. */
    name: text().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    language: text().notNull().default('en'),
    shopUrl: text(),
    commercialCommunications: boolean().notNull().default(false),
    legalAcceptedAt: timestamp({ withTimezone: true }).notNull(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [uniqueIndex('users_email_idx').on(sql`lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
