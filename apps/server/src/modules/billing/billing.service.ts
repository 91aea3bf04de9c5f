import { DomainError, type PlansResponse, type SubscriptionResponse } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { createSubscriptionsRepo } from './subscriptions.repo.ts';
import { allPlans } from './plans.ts';
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

/** The plans of spec 2 §3 with their prices and allowances (docs/billing.md). */
export function listPlans(): PlansResponse {
  return { plans: allPlans() };
}
