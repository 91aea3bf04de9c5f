import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

// ==== account tokens: e-mail confirmation, password-reset and e-mail change links ====
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `confirmation` or `email-change` (expire after 24 h) or `password-reset` (expires after 1 h). */
    purpose: text().notNull(),
    /** The new address an `email-change` link confirms (stored lower-cased and trimmed); null otherwise. */
    email: text(),
    /** SHA-256 of the token in the link: a leaked table does not leak usable links. */
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('account_tokens_token_hash_idx').on(table.tokenHash),
    index('account_tokens_user_id_purpose_idx').on(table.userId, table.purpose),
  ],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type NewAccountTokenRow = typeof accountTokens.$inferInsert;
