/** Free trial (spec 1 §9, spec 2 §9): 30 days, with a temporary 1 euro charge to validate the payment method. */
export const TRIAL = { days: 30, validationChargeEur: 1 } as const;

/** Annual billing saves up to this percentage (spec 1 §9). */
export const ANNUAL_SAVING_PERCENT = 20;

/** Usage rules (spec 1 §9): upgrade assessed on a 90-day rolling average; usage data updated daily. */
export const USAGE = { upgradeWindowDays: 90, refreshHours: 24 } as const;

/** Invoices dated before this year are not available (spec 1 §9). */
export const INVOICES_FROM_YEAR = 2024;

/** Price frequencies (spec 2 §3). */
export const PRICE_FREQUENCIES = ['MONTHLY', 'YEARLY'] as const;

/** One of {@link PRICE_FREQUENCIES}. */
export type PriceFrequency = (typeof PRICE_FREQUENCIES)[number];

/** Plan keys (spec 2 §3: free, beta, micro, mini, medium, maxi, mega, enterprise 1-3, {product} market 1). */
export const PLAN_KEYS = [
  'FREE',
  'BETA',
  'MICRO',
  'MINI',
  'MEDIUM',
  'MAXI',
  'MEGA',
  'ENTERPRISE_1',
  'ENTERPRISE_2',
  'ENTERPRISE_3',
  'PLAYBOARD_MARKET_1',
] as const;

/** One of {@link PLAN_KEYS}. */
export type PlanKey = (typeof PLAN_KEYS)[number];

/**
 * The plan and price a new organisation's 30-day trial runs on. The specs leave it open; the free
 * plan keeps the state coherent once the trial is over in a deployment without a payment provider.
 */
export const TRIAL_PLAN = { key: 'FREE', frequency: 'MONTHLY' } as const satisfies {
  key: PlanKey;
  frequency: PriceFrequency;
};

/** Why access is locked (spec 1 §4): the /locked page shows one of these. */
export const LOCK_REASONS = ['PROCESSING_SUBSCRIPTION', 'TRIAL_ENDED', 'SUBSCRIPTION_CANCELLED'] as const;

/** One of {@link LOCK_REASONS}. */
export type LockReason = (typeof LOCK_REASONS)[number];

/** Billing redirect actions (spec 1 §2 /redirection). */
export const BILLING_REDIRECT_ACTIONS = ['BILLING_PORTAL', 'SET_PAYMENT_DETAILS'] as const;

/** One of {@link BILLING_REDIRECT_ACTIONS}. */
export type BillingRedirectAction = (typeof BILLING_REDIRECT_ACTIONS)[number];
