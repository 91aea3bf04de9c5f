import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

// ==== invitations: join an organisation's team by an e-mailed link (spec 1 §3, §4) ====
export const invitations = pgTable(
  'invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Stored lower-cased and trimmed, like users.email. */
    email: text().notNull(),
    /** The team role the person joins with: owner or admin. */
    role: text().notNull(),
    /** SHA-256 of the token in the link; a resend replaces it, so only the newest link works. */
    tokenHash: text().notNull(),
    /** Who sent it (the last resend's sender); null once that user is deleted. */
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** When the newest e-mail went out; the link expires INVITATION_TTL_DAYS later. */
    sentAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    acceptedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('invitations_token_hash_idx').on(table.tokenHash),
    // One open invitation per e-mail and organisation: a double submit cannot create two.
    uniqueIndex('invitations_open_email_idx')
      .on(table.organizationId, sql`lower(${table.email})`)
      .where(sql`${table.revokedAt} is null and ${table.acceptedAt} is null`),
    index('invitations_organization_id_idx').on(table.organizationId),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;
export type NewInvitationRow = typeof invitations.$inferInsert;
