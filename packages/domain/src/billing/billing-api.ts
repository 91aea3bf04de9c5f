// The bodies and answers of the Billing API (spec 2 §7) under /billing/v1. The server validates
// every body and answer against these; the console's billing screens read the same types.
import { z } from 'zod';
import { LOCK_REASONS, PLAN_KEYS, PRICE_FREQUENCIES } from './billing-constants.ts';
import { billingAddressSchema } from './billing-address.ts';
import { SUBSCRIPTION_STATUSES } from './subscription.ts';

/** Who collects the money: the embedded provider, Stripe, or Shopify for Shopify shops (spec 1 §9). */
export const BILLING_PROVIDERS = ['EMBEDDED', 'STRIPE', 'SHOPIFY'] as const;

/** One of {@link BILLING_PROVIDERS}. */
export type BillingProvider = (typeof BILLING_PROVIDERS)[number];

/** Why a subscription was cancelled (asked by the cancel call and the portal). */
export const CANCELLATION_REASONS = [
  'TOO_EXPENSIVE',
  'MISSING_FEATURES',
  'SWITCHED_SERVICE',
  'UNUSED',
  'OTHER',
] as const;

/** One of {@link CANCELLATION_REASONS}. */
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** Invoice statuses. */
export const INVOICE_STATUSES = ['OPEN', 'PAID', 'VOID', 'UNCOLLECTIBLE'] as const;

const planKeySchema = z.object({ key: z.enum(PLAN_KEYS) });

/** A price with its amount: cents of `currency`, excluding VAT (spec 1 §9), per month or per year. */
export const billingPriceSchema = z.object({
  frequency: z.enum(PRICE_FREQUENCIES),
  amountCents: z.number().int().min(0),
  currency: z.string().length(3),
});

/** A price. */
export type BillingPrice = z.infer<typeof billingPriceSchema>;

/**
 * A plan of GET plans: its monthly and yearly prices (excluding VAT), what the yearly price saves
 * against twelve months (up to 20 %, spec 1 §9) and its monthly search allowance (null: agreed per
 * contract, enterprise plans).
 */
export const planSchema = z.object({
  key: z.enum(PLAN_KEYS),
  prices: z.array(billingPriceSchema),
  yearlySavingPercent: z.number().int().min(0).max(20),
  searchesPerMonth: z.number().int().min(0).nullable(),
  /** Whether a merchant can choose it themselves (enterprise and beta plans are agreed with sales). */
  selfService: z.boolean(),
});

/** A plan. */
export type Plan = z.infer<typeof planSchema>;

/** GET plans and GET /billing/v1/plans (spec 2 §7): the console reads the field `plans`. */
export const plansResponseSchema = z.object({ plans: z.array(planSchema) });

/** The answer of GET plans. */
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** The card on file, as the portal and the subscription screen show it. */
export const paymentMethodSchema = z.object({
  brand: z.string().max(40),
  last4: z
    .string()
    .length(4)
    .regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2200),
});

/** A card on file. */
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const periodSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
});

/**
 * GET subscription (spec 2 §3, §4): `trial` is present only while the trial runs; `nextPlan` /
 * `nextPrice` hold a plan change, pending when `nextPriceApproved` is true and to approve when it
 * is false; `lockReason` says why the organisation is locked (spec 1 §4), null when it is not.
 */
export const subscriptionResponseSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: planKeySchema,
  price: billingPriceSchema,
  paymentDetailsSet: z.boolean(),
  nextPriceApproved: z.boolean(),
  trial: z.object({ endsAt: z.iso.datetime({ offset: true }), daysLeft: z.number().int().min(0) }).optional(),
  nextPlan: planKeySchema.optional(),
  nextPrice: billingPriceSchema.optional(),
  currentPeriod: periodSchema.nullable(),
  paymentMethod: paymentMethodSchema.nullable(),
  cancellation: z
    .object({ at: z.iso.datetime({ offset: true }), reason: z.enum(CANCELLATION_REASONS) })
    .nullable(),
  lockReason: z.enum(LOCK_REASONS).nullable(),
  /** EMBEDDED or STRIPE: the Billing API's pages take payment; SHOPIFY: Shopify bills, no payment form. */
  provider: z.enum(BILLING_PROVIDERS),
  externalBilling: z.boolean(),
});

/** The answer of GET subscription. */
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** PATCH subscription: change plan and frequency (applies at once, emits price plan updated). */
export const subscriptionChangeSchema = z.object({
  plan: planKeySchema,
  price: z.object({ frequency: z.enum(PRICE_FREQUENCIES) }),
});

/** The body of PATCH subscription. */
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>;

/** PATCH subscription/cancel: why; locks the organisation (SUBSCRIPTION_CANCELLED) at once. */
export const subscriptionCancelSchema = z.object({
  reason: z.enum(CANCELLATION_REASONS, { error: 'validation.option' }),
  comment: z.string().trim().max(500, { error: 'validation.maxlength' }).default(''),
});

/** The body of PATCH subscription/cancel. */
export type SubscriptionCancel = z.infer<typeof subscriptionCancelSchema>;

/**
 * A path of the console to come back to from a hosted page (`/subscription`, `/setup-wizard/...`):
 * relative, so a hosted page never sends anyone to another site.
 */
export const consoleReturnPathSchema = z
  .string()
  .max(500)
  .regex(/^\/([^/\\\s]\S*)?$/, { error: 'validation.option' });

/** PUT subscription/payment-details: `origin` is the console path to come back to. */
export const paymentDetailsQuerySchema = z.object({ origin: consoleReturnPathSchema.optional() });

/** PUT customer/portal-session: the body is not in the spec; `returnPath` is where the portal leads back. */
export const portalSessionBodySchema = z
  .object({ returnPath: consoleReturnPathSchema.optional() })
  .default({});

/** The answer of PUT customer/portal-session and PUT subscription/payment-details: the page to open. */
export const billingRedirectUrlSchema = z.object({ url: z.string().max(2048) });

/** The answer of PUT customer/portal-session and PUT subscription/payment-details. */
export type BillingRedirectUrl = z.infer<typeof billingRedirectUrlSchema>;

/** GET subscription/invoices query (spec 2 §7: limit, offset). */
export const invoicesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

/**
 * An invoice (spec 1 §3 columns: id, date, amount, status, download): numbered without gaps,
 * amounts in cents, VAT from the billing address's country, `reverseCharge` for an EU business
 * outside the seller's country. `amountCents` is the total with VAT.
 */
export const invoiceSchema = z.object({
  /** A uuid for the embedded provider's invoices, Stripe's `in_...` with Stripe. */
  id: z.string().max(100),
  number: z.string().max(40),
  date: z.iso.datetime({ offset: true }),
  period: periodSchema,
  plan: planKeySchema,
  price: z.object({ frequency: z.enum(PRICE_FREQUENCIES) }),
  subtotalCents: z.number().int().min(0),
  vatRatePercent: z.number().min(0).max(100),
  vatCents: z.number().int().min(0),
  amountCents: z.number().int().min(0),
  currency: z.string().length(3),
  reverseCharge: z.boolean(),
  status: z.enum(INVOICE_STATUSES),
  /** The PDF: its path on the Billing API (GET subscription/invoices/{invoiceId}/pdf), or Stripe's URL. */
  pdfPath: z.string().max(2048),
});

/** An invoice. */
export type Invoice = z.infer<typeof invoiceSchema>;

/** The answer of GET subscription/invoices: a page, newest first, and how many there are. */
export const invoicePageSchema = z.object({
  results: z.array(invoiceSchema),
  numFound: z.number().int().min(0),
});

/** The answer of GET subscription/invoices. */
export type InvoicePage = z.infer<typeof invoicePageSchema>;

/** The searches of one day (UTC). */
export const usageDaySchema = z.object({ date: z.iso.date(), searches: z.number().int().min(0) });

/** The searches of one day. */
export type UsageDay = z.infer<typeof usageDaySchema>;

/**
 * GET subscription/usage/current-period-dist: the current period's searches per counted day (up to
 * yesterday, UTC) against the allowance, and today's running count beside them.
 */
export const currentPeriodUsageSchema = z.object({
  period: periodSchema,
  plan: planKeySchema,
  /** Searches the plan includes over the period (the monthly allowance, times 12 on a yearly price). */
  allowance: z.number().int().min(0).nullable(),
  /** The searches of the counted days. */
  searches: z.number().int().min(0),
  days: z.array(usageDaySchema),
  /**
   * Today's searches so far (UTC), counted at the call: provisional, not in `searches` until the
   * daily job counts the day once it is over (usage is updated daily, spec 1 §9).
   */
  today: z.object({
    date: z.iso.date(),
    searches: z.number().int().min(0),
    asOf: z.iso.datetime({ offset: true }),
  }),
  /** When the daily usage job last counted. */
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});

/** The answer of GET subscription/usage/current-period-dist. */
export type CurrentPeriodUsage = z.infer<typeof currentPeriodUsageSchema>;

/** `start_date` of GET subscription/usage/searches and GET subscription/subscription-periods. */
export const usageStartQuerySchema = z.object({ start_date: z.iso.date().optional() });

/**
 * GET subscription/usage/searches: searches per day from `start_date` (default 90 days back), the
 * 90-day rolling average (spec 1 §9) and the plan it calls for when it outgrows the current one.
 */
export const searchUsageSchema = z.object({
  startDate: z.iso.date(),
  days: z.array(usageDaySchema),
  rollingAverage: z.object({
    days: z.number().int().min(1),
    searchesPerDay: z.number().min(0),
    searchesPerMonth: z.number().int().min(0),
  }),
  recommendedPlan: planKeySchema.nullable(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});

/** The answer of GET subscription/usage/searches. */
export type SearchUsage = z.infer<typeof searchUsageSchema>;

/** A billed period of the subscription with its searches. */
export const subscriptionPeriodSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  plan: planKeySchema,
  price: z.object({ frequency: z.enum(PRICE_FREQUENCIES) }),
  searches: z.number().int().min(0),
  allowance: z.number().int().min(0).nullable(),
});

/** A subscription period. */
export type SubscriptionPeriod = z.infer<typeof subscriptionPeriodSchema>;

/** The answer of GET subscription/subscription-periods: the periods from `start_date`, oldest first. */
export const subscriptionPeriodsSchema = z.object({ periods: z.array(subscriptionPeriodSchema) });

/** The answer of GET subscription/subscription-periods. */
export type SubscriptionPeriods = z.infer<typeof subscriptionPeriodsSchema>;

/**
 * What the EU's VIES service said of the address's VAT number (VAT_CHECK=vies, docs/billing.md):
 * VERIFIED (reverse charge applies), UNVERIFIED (VIES could not be reached; the billing jobs retry)
 * or INVALID (VIES does not know the number; a retry of an unverified number can find that).
 */
export const VAT_CHECK_STATUSES = ['VERIFIED', 'UNVERIFIED', 'INVALID'] as const;

/** The VIES verification of the billing address's VAT number, when one was asked. */
export const vatCheckSchema = z.object({
  status: z.enum(VAT_CHECK_STATUSES),
  /** When VIES answered (VERIFIED, INVALID) or was last tried (UNVERIFIED). */
  checkedAt: z.iso.datetime({ offset: true }),
  /** The trader's name VIES holds for the number, when it gives one. */
  name: z.string().nullable(),
  /** VIES's consultation number for the check, when it gives one. */
  requestIdentifier: z.string().nullable(),
});

/** A VIES verification. */
export type VatCheck = z.infer<typeof vatCheckSchema>;

/** A VIES verification status. */
export type VatCheckStatus = (typeof VAT_CHECK_STATUSES)[number];

/**
 * GET customer/billing-address (the billing-address screen's first read): null until one is saved;
 * `vatCheck` null when the VAT number was not checked with VIES (VAT_CHECK=format, no EU VAT number
 * from another country than the seller's).
 */
export const billingAddressResponseSchema = z.object({
  billingAddress: billingAddressSchema.nullable(),
  vatCheck: vatCheckSchema.nullable(),
});

/** The answer of GET customer/billing-address. */
export type BillingAddressResponse = z.infer<typeof billingAddressResponseSchema>;

/**
 * POST test-clock (only with PLAY_BILLING_TEST_CLOCK=true, never in production): moves the
 * organisation's billing clock and runs the billing jobs for it.
 */
export const testClockBodySchema = z.object({ advanceDays: z.number().int().min(1).max(800) });

/** The answer of POST test-clock: the organisation's billing time now. */
export const testClockResponseSchema = z.object({ now: z.iso.datetime({ offset: true }) });
