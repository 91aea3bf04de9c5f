import { DomainError, PLAN_KEYS, type PlansResponse, type SubscriptionResponse } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { getMembership } from '../account/index.ts';
import { createSubscriptionsRepo } from './subscriptions.repo.ts';
import { subscriptionView } from './subscriptions.service.ts';

/**
 * The Billing API opens to members of the organisation that hold BILLING (spec 1 §6, spec 2 §6):
 * a stranger gets 404 (the organisation does not exist for them), a member without BILLING 403.
 */
async function assertBillingAccess(db: Database, userId: string, organizationId: string): Promise<void> {
  const membership = await getMembership(db, userId, organizationId);
  if (!membership.permissions.includes('BILLING')) {
    throw new DomainError('global-403', 'The BILLING permission is needed for billing', { status: 403 });
  }
}

export async function getSubscription(
  db: Database,
  userId: string,
  organizationId: string,
  now: Date,
): Promise<SubscriptionResponse> {
  await assertBillingAccess(db, userId, organizationId);
  const row = await createSubscriptionsRepo(db, { organizationId }).find();
  if (!row) throw new DomainError('global-404', 'Subscription not found', { status: 404 });
  return subscriptionView(row, now);
}

/** The plans of spec 2 §3 by key; prices belong to a payment provider, which this deployment has not. */
export async function listPlans(
  db: Database,
  userId: string,
  organizationId: string,
): Promise<PlansResponse> {
  await assertBillingAccess(db, userId, organizationId);
  return { plans: PLAN_KEYS.map((key) => ({ key })) };
}
