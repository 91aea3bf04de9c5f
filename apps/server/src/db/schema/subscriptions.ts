import type { BillingAddress, PaymentMethod, VatCheckStatus } from '@playboard/domain';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { organizations } from './organizations.ts';

const organizationId = () =>
  uuid()
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

// ==== subscriptions ====
/** One subscription per organisation (spec 2 §3, §4), started as a 30-day trial with the organisation. */
export const subscriptions = pgTable('subscriptions', {
  organizationId: uuid()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** TRIALING, ACTIVE, PROCESSING, CANCELLED or TRIAL_ENDED (domain SUBSCRIPTION_STATUSES). */
  status: text().notNull().default('TRIALING'),
  /** One of the plan keys of spec 2 §3. */
  planKey: text().notNull(),
  /** MONTHLY or YEARLY (spec 2 §3). */
  priceFrequency: text().notNull(),
  /** When the trial ends; null when the subscription is not on trial. */
  trialEndsAt: timestamp({ withTimezone: true }),
  paymentDetailsSet: boolean().notNull().default(false),
  /** The card on file (brand, last 4 digits, expiry), never the number. */
  paymentMethod: jsonb().$type<PaymentMethod>(),
  /** A plan change: pending when nextPriceApproved, to approve otherwise; applied at the period's end. */
  nextPlanKey: text(),
  nextPriceFrequency: text(),
  nextPriceApproved: boolean().notNull().default(true),
  /** The paid period running now; null on trial. */
  currentPeriodStart: timestamp({ withTimezone: true }),
  currentPeriodEnd: timestamp({ withTimezone: true }),
  cancelledAt: timestamp({ withTimezone: true }),
  cancellationReason: text(),
  cancellationComment: text().notNull().default(''),
  /** The customer at the payment provider (Stripe's cus_...), when it has one. */
  providerCustomerId: text(),
  /** How far this organisation's billing clock is ahead (PLAY_BILLING_TEST_CLOCK only). */
  clockOffsetMs: bigint({ mode: 'number' }).notNull().default(0),
  ...timestamps,
});

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;

// ==== billing addresses ====
/** The billing address of an organisation (spec 1 §3), validated per country. */
export const billingAddresses = pgTable('billing_addresses', {
  organizationId: uuid()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  address: jsonb().$type<BillingAddress>().notNull(),
  /**
   * What VIES said of the VAT number (VAT_CHECK=vies): VERIFIED, UNVERIFIED (unreachable, retried
   * by the billing jobs) or INVALID; null when it was not asked (docs/billing.md).
   */
  vatCheckStatus: text().$type<VatCheckStatus>(),
  /** When VIES answered, or was last tried for an unverified number. */
  vatCheckedAt: timestamp({ withTimezone: true }),
  /** The trader's name VIES holds for the number. */
  vatCheckName: text(),
  /** VIES's consultation number for the check. */
  vatCheckRequestIdentifier: text(),
  ...timestamps,
});

export type BillingAddressRow = typeof billingAddresses.$inferSelect;

// ==== billing ledger ====
/**
 * Every charge and refund of the embedded payment provider. The idempotency key is unique per
 * organisation: a retried or double submitted payment finds its first row and charges nothing.
 */
export const billingLedger = pgTable(
  'billing_ledger',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: organizationId(),
    idempotencyKey: text().notNull(),
    /** CHARGE or REFUND. */
    kind: text().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull(),
    /** SUCCEEDED or DECLINED. */
    status: text().notNull(),
    description: text().notNull(),
    cardLast4: text(),
    invoiceId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('billing_ledger_idempotency_idx').on(table.organizationId, table.idempotencyKey)],
);

export type BillingLedgerRow = typeof billingLedger.$inferSelect;

// ==== invoices ====
/** One invoice per paid period (unique), numbered without gaps from invoice_numbers. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: organizationId(),
    number: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    periodEnd: timestamp({ withTimezone: true }).notNull(),
    planKey: text().notNull(),
    priceFrequency: text().notNull(),
    subtotalCents: integer().notNull(),
    /** VAT rate in hundredths of a percent (2100 = 21 %). */
    vatRateBasisPoints: integer().notNull(),
    vatCents: integer().notNull(),
    totalCents: integer().notNull(),
    currency: text().notNull(),
    reverseCharge: boolean().notNull(),
    /** OPEN, PAID, VOID or UNCOLLECTIBLE. */
    status: text().notNull(),
    /** The billing address as it was when the invoice was issued. */
    billingAddress: jsonb().$type<BillingAddress>(),
    /** The invoice at Stripe (in_...), for invoices Stripe issued. */
    providerInvoiceId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_number_idx').on(table.number),
    uniqueIndex('invoices_organization_period_idx').on(table.organizationId, table.periodStart),
    index('invoices_organization_issued_idx').on(table.organizationId, table.issuedAt),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;

/** The last invoice number of each year: taken in the invoice's transaction, so numbers have no gaps. */
export const invoiceNumbers = pgTable('invoice_numbers', {
  year: integer().primaryKey(),
  last: integer().notNull(),
});

// ==== usage ====
/** Storefront searches per organisation and UTC day, counted by the daily usage job. */
export const billingUsageDays = pgTable(
  'billing_usage_days',
  {
    organizationId: organizationId(),
    day: date({ mode: 'string' }).notNull(),
    searches: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the day's searches went to the payment provider's meter (Stripe); null until then. */
    reportedAt: timestamp({ withTimezone: true }),
  },
  (table) => [primaryKey({ name: 'billing_usage_days_pk', columns: [table.organizationId, table.day] })],
);

// ==== hosted pages ====
/** A payment-details or portal page opened from the console: the link's token, for one hour. */
export const billingSessions = pgTable('billing_sessions', {
  token: text().primaryKey(),
  organizationId: organizationId(),
  /** PAYMENT_DETAILS or PORTAL. */
  kind: text().notNull(),
  returnPath: text().notNull(),
  /** Who opened the page: the audit log's actor of the changes made on it. */
  actorId: uuid(),
  actorEmail: text(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type BillingSessionRow = typeof billingSessions.$inferSelect;

/** Payment provider webhook events already handled (Stripe retries deliver an event more than once). */
export const billingProviderEvents = pgTable('billing_provider_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
