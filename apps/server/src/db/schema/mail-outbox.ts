import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

// ==== mail outbox: every message is written here first and delivered by the mail worker ====
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    recipient: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /** `pending` until delivered, then `sent`; `failed` after the last retry. */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** While a worker holds the message; a crashed worker's claim lapses and another retries. */
    lockedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    lastError: text(),
    ...timestamps,
  },
  (table) => [
    index('mail_outbox_status_next_attempt_at_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_created_at_idx').on(table.createdAt),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;
