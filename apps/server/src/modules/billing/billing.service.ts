import { DomainError, PLAN_KEYS, type PlansResponse, type SubscriptionResponse } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { createSubscriptionsRepo } from './subscriptions.repo.ts';
import { subscriptionView } from './subscriptions.service.ts';

export async function getSubscription(
  db: Database,
  organizationId: string,
  now: Date,
): Promise<SubscriptionResponse> {
  const row = await createSubscriptionsRepo(db, { organizationId }).find();
  if (!row) throw new DomainError('global-404', 'Subscription not found', { status: 404 });
  return subscriptionView(row, now);
}

/** The plans of spec 2 §3 by key; prices belong to a payment provider, which this deployment has not. */
export function listPlans(): PlansResponse {
  return { plans: PLAN_KEYS.map((key) => ({ key })) };
}
