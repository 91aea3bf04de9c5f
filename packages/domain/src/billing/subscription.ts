import { z } from 'zod';
import {
  INVOICES_FROM_YEAR,
  type LockReason,
  PLAN_KEYS,
  PRICE_FREQUENCIES,
  TRIAL,
} from './billing-constants.ts';

/** Subscription statuses. The specs name the lock reasons only; these are the states behind them. */
export const SUBSCRIPTION_STATUSES = [
  'TRIALING',
  'ACTIVE',
  'PROCESSING',
  'CANCELLED',
  'TRIAL_ENDED',
] as const;

/** One of {@link SUBSCRIPTION_STATUSES}. */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A price (spec 2 §3): an amount in cents of `currency`, billed monthly or yearly. */
export const priceSchema = z.object({
  frequency: z.enum(PRICE_FREQUENCIES),
  amountCents: z.number().int().min(0).optional(),
  currency: z.string().length(3).default('EUR'),
});

/**
 * The subscription as the console holds it (spec 2 §3): trial absent by default (being on trial
 * means the field is present), paymentDetailsSet and nextPriceApproved true by default.
 */
export const subscriptionSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES).default('ACTIVE'),
  trial: z.object({ endsAt: z.iso.datetime({ offset: true }) }).optional(),
  paymentDetailsSet: z.boolean().default(true),
  nextPriceApproved: z.boolean().default(true),
  plan: z.object({ key: z.enum(PLAN_KEYS) }),
  price: priceSchema,
  nextPlan: z.object({ key: z.enum(PLAN_KEYS) }).optional(),
  nextPrice: priceSchema.optional(),
});

/** A subscription. */
export type Subscription = z.infer<typeof subscriptionSchema>;

/** A UI state of the subscription screen (spec 1 §4); several can hold at once. */
export type SubscriptionUiState =
  | { readonly kind: 'trial'; readonly daysLeft: number }
  | { readonly kind: 'planChangePending' }
  | { readonly kind: 'planChangeToApprove' }
  | { readonly kind: 'noPaymentDetails' }
  | { readonly kind: 'paymentDetailsSet' };

const DAY_MS = 86_400_000;

/** Whole days left in the trial, rounded up, never below 0. */
export function trialDaysLeft(trial: { endsAt: string }, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(trial.endsAt) - now.getTime()) / DAY_MS));
}

/** The trial end of a trial starting at `start` (spec 1 §9: 30 days). */
export function trialEnd(start: Date): Date {
  return new Date(start.getTime() + TRIAL.days * DAY_MS);
}

/**
 * The UI states of spec 1 §4, in display order: trial with days left, plan change pending or to
 * approve, then no payment details or payment details set.
 */
export function subscriptionUiStates(subscription: Subscription, now: Date): SubscriptionUiState[] {
  const states: SubscriptionUiState[] = [];
  if (subscription.trial) states.push({ kind: 'trial', daysLeft: trialDaysLeft(subscription.trial, now) });
  if (subscription.nextPlan || subscription.nextPrice) {
    states.push({ kind: subscription.nextPriceApproved ? 'planChangePending' : 'planChangeToApprove' });
  }
  states.push({ kind: subscription.paymentDetailsSet ? 'paymentDetailsSet' : 'noPaymentDetails' });
  return states;
}

/**
 * Why access is locked (spec 1 §4), or null: a processing subscription, a trial that ended without
 * payment details, or a cancelled subscription.
 */
export function lockReason(subscription: Subscription, now: Date): LockReason | null {
  if (subscription.status === 'PROCESSING') return 'PROCESSING_SUBSCRIPTION';
  if (subscription.status === 'CANCELLED') return 'SUBSCRIPTION_CANCELLED';
  if (subscription.status === 'TRIAL_ENDED') return 'TRIAL_ENDED';
  if (
    subscription.trial &&
    !subscription.paymentDetailsSet &&
    Date.parse(subscription.trial.endsAt) <= now.getTime()
  ) {
    return 'TRIAL_ENDED';
  }
  return null;
}

/** Whether an invoice is listed: invoices before 2024 are not available (spec 1 §9). */
export function isInvoiceAvailable(invoice: { date: string }, fromYear = INVOICES_FROM_YEAR): boolean {
  return new Date(invoice.date).getUTCFullYear() >= fromYear;
}
