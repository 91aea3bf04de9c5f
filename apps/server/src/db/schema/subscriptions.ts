import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { organizations } from './organizations.ts';

// ==== subscriptions ====
/** One subscription per organisation (spec 2 §3, §4), started as a 30-day trial with the organisation. */
export const subscriptions = pgTable('subscriptions', {
  organizationId: uuid()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** One of the plan keys of spec 2 §3. */
  planKey: text().notNull(),
  /** MONTHLY or YEARLY (spec 2 §3). */
  priceFrequency: text().notNull(),
  /** When the trial ends; null when the subscription is not on trial. */
  trialEndsAt: timestamp({ withTimezone: true }),
  paymentDetailsSet: boolean().notNull().default(false),
  nextPriceApproved: boolean().notNull().default(true),
  ...timestamps,
});

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
