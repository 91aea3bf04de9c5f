// Subscription rules that need no caller: the account module starts a trial in the transaction
// that creates an organisation, so this file must not import the account module back.
import {
  TRIAL_PLAN,
  trialDaysLeft,
  trialEnd,
  type PlanKey,
  type PriceFrequency,
  type SubscriptionResponse,
} from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { SubscriptionRow } from '../../db/schema/index.ts';
import { priceOf } from './plans.ts';
import { createSubscriptionsRepo } from './subscriptions.repo.ts';

/** spec 1 §1, §9: a new organisation starts a 30-day free trial without payment details. */
export async function startTrial(db: Database, organizationId: string, now: Date): Promise<void> {
  await createSubscriptionsRepo(db, { organizationId }).insert({
    planKey: TRIAL_PLAN.key,
    priceFrequency: TRIAL_PLAN.frequency,
    trialEndsAt: trialEnd(now),
    paymentDetailsSet: false,
    nextPriceApproved: true,
  });
}

/**
 * The subscription as GET subscription answers it: `trial` only while the trial runs (spec 2 §3:
 * being on trial means the field is present); from its end on, the answer has no `trial`.
 */
export function subscriptionView(row: SubscriptionRow, now: Date): SubscriptionResponse {
  // The columns only ever hold keys of these lists (written from the domain constants).
  const key = row.planKey as PlanKey;
  const onTrial = row.trialEndsAt !== null && row.trialEndsAt.getTime() > now.getTime();
  const view: SubscriptionResponse = {
    status: onTrial ? 'TRIALING' : 'ACTIVE',
    plan: { key },
    price: priceOf(key, row.priceFrequency as PriceFrequency),
    paymentDetailsSet: row.paymentDetailsSet,
    nextPriceApproved: row.nextPriceApproved,
    currentPeriod: null,
    paymentMethod: null,
    cancellation: null,
    lockReason: null,
    provider: 'EMBEDDED',
    externalBilling: false,
  };
  if (row.trialEndsAt && onTrial) {
    const endsAt = row.trialEndsAt.toISOString();
    view.trial = { endsAt, daysLeft: trialDaysLeft({ endsAt }, now) };
  }
  return view;
}
