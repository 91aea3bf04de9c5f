// The subscription's life (spec 1 §4, spec 2 §4, docs/billing.md): a 30-day trial; payment details
// validated with a 1 euro charge refunded at once; the trial's end starts the first paid period, or
// locks the organisation (TRIAL_ENDED) without payment details; a renewal the card cannot pay
// leaves it PROCESSING (locked) until new payment details pay it; a cancelled subscription locks
// (SUBSCRIPTION_CANCELLED); reactivate unlocks. Every change runs in one transaction holding the
// subscription's row lock, is recorded in the audit log (area billing), and sends its realtime
// events once committed. The account module starts a trial in the transaction that creates an
// organisation, so this file must not import the account module back.
import {
  DomainError,
  lockReason,
  TRIAL_PLAN,
  trialDaysLeft,
  trialEnd,
  type CancellationReason,
  type LockReason,
  type PaymentMethod,
  type PlanKey,
  type PriceFrequency,
  type SubscriptionCancel,
  type SubscriptionChange,
  type SubscriptionResponse,
  type SubscriptionStatus,
} from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { SubscriptionRow } from '../../db/schema/index.ts';
import { recordAudit } from '../history/index.ts';
import {
  billingNow,
  emitBillingEvents,
  type Actor,
  type BillingChange,
  type BillingDeps,
  type BillingEvent,
  type SubscriptionProvider,
} from './billing-context.ts';
import { providerOf } from './external-billing.ts';
import { issueInvoice, openInvoices, payInvoice, periodEnd } from './invoices.service.ts';
import { assertSelfService, priceOf } from './plans.ts';
import { createSubscriptionsRepo } from './subscriptions.repo.ts';

/** spec 1 §1, §9: a new organisation starts a 30-day free trial without payment details. */
export async function startTrial(db: Database, organizationId: string, now: Date): Promise<void> {
  await createSubscriptionsRepo(db, { organizationId }).insert({
    status: 'TRIALING',
    planKey: TRIAL_PLAN.key,
    priceFrequency: TRIAL_PLAN.frequency,
    trialEndsAt: trialEnd(now),
    paymentDetailsSet: false,
    nextPriceApproved: true,
  });
}

/** The subscription in the domain's client shape, to ask the domain for its lock reason. */
function lockOf(row: SubscriptionRow, now: Date): LockReason | null {
  return lockReason(
    {
      status: row.status as SubscriptionStatus,
      paymentDetailsSet: row.paymentDetailsSet,
      nextPriceApproved: row.nextPriceApproved,
      plan: { key: row.planKey as PlanKey },
      price: { frequency: row.priceFrequency as PriceFrequency, currency: 'EUR' },
      ...(row.trialEndsAt && (row.status === 'TRIALING' || row.status === 'TRIAL_ENDED')
        ? { trial: { endsAt: row.trialEndsAt.toISOString() } }
        : {}),
    },
    now,
  );
}

/**
 * The subscription as GET subscription answers it: `trial` while the trial runs, and still (with 0
 * days left) once it ended without payment details, so the console offers to set them (spec 1 §2
 * /redirection); `nextPlan` / `nextPrice` for a plan change; `lockReason` when locked.
 */
export function subscriptionView(
  row: SubscriptionRow,
  now: Date,
  provider: SubscriptionResponse['provider'],
): SubscriptionResponse {
  // The columns only ever hold keys of these lists (written from the domain constants).
  const key = row.planKey as PlanKey;
  const view: SubscriptionResponse = {
    status: row.status as SubscriptionStatus,
    plan: { key },
    price: priceOf(key, row.priceFrequency as PriceFrequency),
    paymentDetailsSet: row.paymentDetailsSet,
    nextPriceApproved: row.nextPriceApproved,
    currentPeriod:
      row.currentPeriodStart && row.currentPeriodEnd
        ? { start: row.currentPeriodStart.toISOString(), end: row.currentPeriodEnd.toISOString() }
        : null,
    paymentMethod: row.paymentMethod ?? null,
    cancellation:
      row.cancelledAt && row.cancellationReason
        ? { at: row.cancelledAt.toISOString(), reason: row.cancellationReason as CancellationReason }
        : null,
    lockReason: lockOf(row, now),
    provider,
    externalBilling: provider === 'SHOPIFY',
  };
  const onTrial = row.status === 'TRIALING' || row.status === 'TRIAL_ENDED';
  if (row.trialEndsAt && onTrial) {
    const endsAt = row.trialEndsAt.toISOString();
    view.trial = { endsAt, daysLeft: trialDaysLeft({ endsAt }, now) };
  }
  if (row.nextPlanKey && row.nextPriceFrequency) {
    view.nextPlan = { key: row.nextPlanKey as PlanKey };
    view.nextPrice = priceOf(row.nextPlanKey as PlanKey, row.nextPriceFrequency as PriceFrequency);
  }
  return view;
}

function notFound(): DomainError {
  return new DomainError('global-404', 'Subscription not found', { status: 404 });
}

function notNow(message: string): DomainError {
  return new DomainError('bil-4', message, { status: 409 });
}

export async function getSubscription(
  deps: BillingDeps,
  organizationId: string,
): Promise<SubscriptionResponse> {
  const row = await createSubscriptionsRepo(deps.db, { organizationId }).find();
  if (!row) throw notFound();
  return subscriptionView(row, billingNow(deps, row.clockOffsetMs), await providerOf(deps, organizationId));
}

/** What a change sees inside its transaction. */
interface ChangeScope {
  tx: Database;
  row: SubscriptionRow;
  now: Date;
  repo: ReturnType<typeof createSubscriptionsRepo>;
  events: BillingEvent[];
  audit(action: string, before: SubscriptionRow, after: SubscriptionRow): Promise<void>;
}

/**
 * Runs `change` in one transaction on the locked subscription, then sends its events. The audit
 * entries carry the subscription's answer shape before and after.
 */
async function changeSubscription<T>(
  deps: BillingDeps,
  organizationId: string,
  actor: Actor | null,
  change: (scope: ChangeScope) => Promise<T>,
): Promise<BillingChange<T>> {
  const provider = await providerOf(deps, organizationId);
  const result = await deps.db.transaction(async (tx) => {
    const repo = createSubscriptionsRepo(tx, { organizationId });
    const row = await repo.findForUpdate();
    if (!row) throw notFound();
    const now = billingNow(deps, row.clockOffsetMs);
    const events: BillingEvent[] = [];
    const audit = async (action: string, before: SubscriptionRow, after: SubscriptionRow) =>
      recordAudit(tx, {
        organizationId,
        area: 'billing',
        action,
        entityId: organizationId,
        before: subscriptionView(before, now, provider),
        after: subscriptionView(after, now, provider),
        actor,
      });
    const value = await change({ tx, row, now, repo, events, audit });
    return { value, events };
  });
  emitBillingEvents(deps, organizationId, result.events);
  return result;
}

/** The answer of a change: the subscription as it stands after it. */
async function answer(deps: BillingDeps, organizationId: string): Promise<SubscriptionResponse> {
  return getSubscription(deps, organizationId);
}

function refuseExternal(provider: SubscriptionResponse['provider']): void {
  if (provider === 'SHOPIFY') {
    throw new DomainError('bil-2', 'This organisation is billed through Shopify', { status: 409 });
  }
}

/** Starts a paid period at `start` on the current plan: invoice and charge, or PROCESSING if declined. */
async function startPeriod(
  scope: ChangeScope,
  deps: BillingDeps,
  row: SubscriptionRow,
  start: Date,
): Promise<SubscriptionRow> {
  const end = periodEnd(start, row.priceFrequency as PriceFrequency);
  const started = await scope.repo.update({ currentPeriodStart: start, currentPeriodEnd: end });
  // Stripe invoices and charges itself, and reports back through its webhook.
  if (deps.config.stripeSecretKey) return scope.repo.update({ status: 'ACTIVE' });
  const issued = await issueInvoice(scope.tx, started, start, scope.now, deps.config.billingSellerCountry);
  if (issued && !issued.paid) return scope.repo.update({ status: 'PROCESSING' });
  return scope.repo.update({ status: 'ACTIVE' });
}

async function lock(scope: ChangeScope, reason: LockReason): Promise<void> {
  await scope.repo.setOrganizationStatus('BLOCKED');
  scope.events.push({ event: 'organization:blocked', payload: { reason } });
}

async function unlock(scope: ChangeScope): Promise<void> {
  await scope.repo.setOrganizationStatus('ACTIVE');
  scope.events.push({ event: 'organization:unblocked' });
}

/**
 * Stores a validated card (the hosted payment page charged and refunded 1 euro first). A trial
 * that had ended, or a renewal left processing, is paid now and unlocks.
 */
export async function savePaymentMethod(
  deps: BillingDeps,
  organizationId: string,
  card: PaymentMethod,
  actor: Actor | null,
): Promise<BillingChange<SubscriptionResponse>> {
  const change = await changeSubscription(deps, organizationId, actor, async (scope) => {
    const before = scope.row;
    let row = await scope.repo.update({ paymentDetailsSet: true, paymentMethod: card });
    if (row.status === 'TRIAL_ENDED') {
      row = await startPeriod(scope, deps, row, scope.now);
    } else if (row.status === 'PROCESSING') {
      let paid = true;
      for (const invoice of await openInvoices(scope.tx, organizationId)) {
        paid = (await payInvoice(scope.tx, row, invoice)).paid && paid;
      }
      if (paid) row = await scope.repo.update({ status: 'ACTIVE' });
    }
    if (lockOf(before, scope.now) !== null && lockOf(row, scope.now) === null) await unlock(scope);
    await scope.audit('payment-details.update', before, row);
    scope.events.unshift({ event: 'billing:payment-details-updated' });
  });
  return { value: await answer(deps, organizationId), events: change.events };
}

function planUpdated(row: SubscriptionRow): BillingEvent {
  return {
    event: 'billing:price-plan-updated',
    payload: { plan: { key: row.planKey }, price: { frequency: row.priceFrequency } },
  };
}

/** The new plan and frequency now, without a change left pending or to approve. */
async function takePlan(scope: ChangeScope, plan: string, frequency: string): Promise<SubscriptionRow> {
  const row = await scope.repo.update({
    planKey: plan,
    priceFrequency: frequency,
    nextPlanKey: null,
    nextPriceFrequency: null,
    nextPriceApproved: true,
  });
  scope.events.push(planUpdated(row));
  return row;
}

/**
 * PATCH subscription: a trial takes the new plan and frequency at once (price plan updated); a paid
 * subscription keeps its period and takes them when it renews (plan change pending), unless the
 * payment provider's subscription took them now (Stripe, prorated). Choosing the current plan again
 * drops a pending change.
 */
export async function changePlan(
  deps: BillingDeps,
  organizationId: string,
  input: SubscriptionChange,
  actor: Actor | null,
  provider: SubscriptionProvider,
): Promise<SubscriptionResponse> {
  refuseExternal(await providerOf(deps, organizationId));
  assertSelfService(input.plan.key);
  await changeSubscription(deps, organizationId, actor, async (scope) => {
    const before = scope.row;
    if (before.status === 'CANCELLED' || before.status === 'TRIAL_ENDED') {
      throw notNow('A locked subscription changes plan once reactivated');
    }
    const same = before.planKey === input.plan.key && before.priceFrequency === input.price.frequency;
    const carried =
      before.status === 'TRIALING' || same
        ? 'local'
        : await provider.carry(before, {
            kind: 'plan',
            plan: input.plan.key,
            frequency: input.price.frequency,
          });
    let row: SubscriptionRow;
    if ((before.status === 'TRIALING' && !same) || carried === 'applied') {
      row = await takePlan(scope, input.plan.key, input.price.frequency);
    } else {
      row = await scope.repo.update({
        nextPlanKey: same ? null : input.plan.key,
        nextPriceFrequency: same ? null : input.price.frequency,
        nextPriceApproved: true,
      });
    }
    await scope.audit('plan.change', before, row);
  });
  return answer(deps, organizationId);
}

/**
 * Approves the plan change the 90-day usage average proposed (nextPriceApproved false, bil-5
 * without one): on trial it applies at once, otherwise at the renewal, as a pending change, unless
 * the payment provider's subscription took it now (Stripe).
 */
export async function approveNextPrice(
  deps: BillingDeps,
  organizationId: string,
  actor: Actor | null,
  provider: SubscriptionProvider,
): Promise<SubscriptionResponse> {
  await changeSubscription(deps, organizationId, actor, async (scope) => {
    const before = scope.row;
    if (!before.nextPlanKey || !before.nextPriceFrequency || before.nextPriceApproved) {
      throw new DomainError('bil-5', 'There is no plan change to approve', { status: 409 });
    }
    const carried =
      before.status === 'TRIALING'
        ? 'local'
        : await provider.carry(before, {
            kind: 'plan',
            plan: before.nextPlanKey as PlanKey,
            frequency: before.nextPriceFrequency as PriceFrequency,
          });
    let row: SubscriptionRow;
    if (before.status === 'TRIALING' || carried === 'applied') {
      row = await takePlan(scope, before.nextPlanKey, before.nextPriceFrequency);
    } else {
      row = await scope.repo.update({ nextPriceApproved: true });
    }
    await scope.audit('plan.approve', before, row);
  });
  return answer(deps, organizationId);
}

/**
 * PATCH subscription/cancel: ends the subscription at once and locks (SUBSCRIPTION_CANCELLED); the
 * payment provider's subscription (Stripe) is cancelled at its period's end first.
 */
export async function cancelSubscription(
  deps: BillingDeps,
  organizationId: string,
  input: SubscriptionCancel,
  actor: Actor | null,
  provider: SubscriptionProvider,
): Promise<SubscriptionResponse> {
  refuseExternal(await providerOf(deps, organizationId));
  await changeSubscription(deps, organizationId, actor, async (scope) => {
    const before = scope.row;
    if (before.status === 'CANCELLED' || before.status === 'TRIAL_ENDED') {
      throw notNow('The subscription is already locked');
    }
    await provider.carry(before, { kind: 'cancel', reason: input.reason, comment: input.comment });
    const row = await scope.repo.update({
      status: 'CANCELLED',
      cancelledAt: scope.now,
      cancellationReason: input.reason,
      cancellationComment: input.comment,
    });
    await lock(scope, 'SUBSCRIPTION_CANCELLED');
    await scope.audit('subscription.cancel', before, row);
  });
  return answer(deps, organizationId);
}

/**
 * PATCH subscription/reactivate: a cancelled or ended subscription comes back and unlocks. A trial
 * still running goes on; a paid period still running goes on (the payment provider's subscription,
 * cancelled at the period's end, resumes first); otherwise a new period is paid now, which needs
 * payment details (bil-3).
 */
export async function reactivateSubscription(
  deps: BillingDeps,
  organizationId: string,
  actor: Actor | null,
  provider: SubscriptionProvider,
): Promise<SubscriptionResponse> {
  refuseExternal(await providerOf(deps, organizationId));
  await changeSubscription(deps, organizationId, actor, async (scope) => {
    const before = scope.row;
    if (before.status !== 'CANCELLED' && before.status !== 'TRIAL_ENDED') {
      throw notNow('Only a cancelled or ended subscription is reactivated');
    }
    const onTrial = before.trialEndsAt && before.trialEndsAt > scope.now && !before.currentPeriodEnd;
    const inPeriod = before.currentPeriodEnd && before.currentPeriodEnd > scope.now;
    if (!onTrial && !inPeriod && !before.paymentDetailsSet) {
      throw new DomainError('bil-3', 'Payment details are needed first', { status: 409 });
    }
    await provider.carry(before, { kind: 'reactivate' });
    const cleared = { cancelledAt: null, cancellationReason: null, cancellationComment: '' };
    let row: SubscriptionRow;
    if (onTrial) {
      row = await scope.repo.update({ ...cleared, status: 'TRIALING' });
    } else if (inPeriod) {
      row = await scope.repo.update({ ...cleared, status: 'ACTIVE' });
    } else {
      row = await startPeriod(scope, deps, await scope.repo.update(cleared), scope.now);
    }
    if (lockOf(row, scope.now) === null) await unlock(scope);
    await scope.audit('subscription.reactivate', before, row);
  });
  return answer(deps, organizationId);
}

/**
 * The trial and renewal job for one organisation, at its billing time: a trial that ended starts
 * its first paid period (payment details set) or locks (TRIAL_ENDED); every paid period that ended
 * renews, taking an approved plan change first. Each step is its own transaction, so a crash
 * resumes where it stopped and never issues or charges a period twice.
 */
export async function advanceSubscription(deps: BillingDeps, organizationId: string): Promise<void> {
  for (;;) {
    const { value: moved } = await changeSubscription(deps, organizationId, null, async (scope) => {
      const before = scope.row;
      if (before.status === 'TRIALING' && before.trialEndsAt && before.trialEndsAt <= scope.now) {
        if (!before.paymentDetailsSet) {
          const row = await scope.repo.update({ status: 'TRIAL_ENDED' });
          await lock(scope, 'TRIAL_ENDED');
          await scope.audit('trial.end', before, row);
          return true;
        }
        const row = await startPeriod(scope, deps, before, before.trialEndsAt);
        if (row.status === 'PROCESSING') await lock(scope, 'PROCESSING_SUBSCRIPTION');
        await scope.audit('trial.end', before, row);
        return true;
      }
      if (before.status === 'ACTIVE' && before.currentPeriodEnd && before.currentPeriodEnd <= scope.now) {
        let row = before;
        if (before.nextPlanKey && before.nextPriceFrequency && before.nextPriceApproved) {
          row = await scope.repo.update({
            planKey: before.nextPlanKey,
            priceFrequency: before.nextPriceFrequency,
            nextPlanKey: null,
            nextPriceFrequency: null,
          });
          scope.events.push(planUpdated(row));
        }
        row = await startPeriod(scope, deps, row, before.currentPeriodEnd);
        if (row.status === 'PROCESSING') await lock(scope, 'PROCESSING_SUBSCRIPTION');
        await scope.audit('subscription.renew', before, row);
        return true;
      }
      return false;
    });
    if (!moved) return;
  }
}

/** The test clock (PLAY_BILLING_TEST_CLOCK): moves the organisation's billing time forward. */
export async function advanceTestClock(
  deps: BillingDeps,
  organizationId: string,
  days: number,
  actor: Actor | null,
): Promise<Date> {
  const { value } = await changeSubscription(deps, organizationId, actor, async (scope) => {
    const row = await scope.repo.update({ clockOffsetMs: scope.row.clockOffsetMs + days * 86_400_000 });
    return billingNow(deps, row.clockOffsetMs);
  });
  return value;
}

/** Records the upgrade the 90-day average calls for as a plan change to approve. */
export async function proposeUpgrade(
  deps: BillingDeps,
  organizationId: string,
  plan: PlanKey,
): Promise<void> {
  await changeSubscription(deps, organizationId, null, async (scope) => {
    const before = scope.row;
    const open = before.status === 'TRIALING' || before.status === 'ACTIVE';
    if (!open || before.planKey === plan || before.nextPlanKey === plan) return;
    const row = await scope.repo.update({
      nextPlanKey: plan,
      nextPriceFrequency: before.priceFrequency,
      nextPriceApproved: false,
    });
    await scope.audit('plan.propose-upgrade', before, row);
  });
}

/** What a payment provider's event (Stripe's webhook) does to the subscription. */
export type ProviderChange =
  | { kind: 'payment-method'; card: PaymentMethod }
  | {
      kind: 'plan';
      plan: PlanKey;
      frequency: PriceFrequency;
      period: { start: Date; end: Date } | null;
      /**
       * `cancelling` with the reason given at the provider: set to end at its period's end (the
       * cancel call, or the provider's portal); `going-on`: running and paid (also resumed in the
       * portal); `unpaid`: its invoices decide (payment failed, paid).
       */
      state: { kind: 'cancelling'; reason: CancellationReason } | { kind: 'going-on' } | { kind: 'unpaid' };
    }
  | { kind: 'cancelled' }
  | { kind: 'payment-failed' }
  | { kind: 'paid' };

/**
 * Applies a change the payment provider reports (its own invoices and charges): the same states,
 * locks, audit entries and realtime events as the embedded provider's.
 */
export async function applyProviderChange(
  deps: BillingDeps,
  organizationId: string,
  change: ProviderChange,
): Promise<void> {
  if (change.kind === 'payment-method') {
    await savePaymentMethod(deps, organizationId, change.card, null);
    return;
  }
  await changeSubscription(deps, organizationId, null, async (scope) => {
    const before = scope.row;
    let row = before;
    if (change.kind === 'plan') {
      const { state, period } = change;
      const cancelled = before.status === 'CANCELLED';
      row = await scope.repo.update({
        planKey: change.plan,
        priceFrequency: change.frequency,
        nextPlanKey: null,
        nextPriceFrequency: null,
        nextPriceApproved: true,
        ...(period ? { currentPeriodStart: period.start, currentPeriodEnd: period.end } : {}),
        ...(state.kind === 'cancelling' && !cancelled
          ? { status: 'CANCELLED', cancelledAt: scope.now, cancellationReason: state.reason }
          : {}),
        ...(state.kind === 'going-on' && period
          ? { status: 'ACTIVE', cancelledAt: null, cancellationReason: null, cancellationComment: '' }
          : {}),
      });
      if (before.planKey !== row.planKey || before.priceFrequency !== row.priceFrequency) {
        scope.events.push(planUpdated(row));
      }
    } else if (change.kind === 'cancelled' && before.status !== 'CANCELLED') {
      row = await scope.repo.update({
        status: 'CANCELLED',
        cancelledAt: scope.now,
        cancellationReason: 'OTHER',
      });
    } else if (change.kind === 'payment-failed' && before.status !== 'CANCELLED') {
      row = await scope.repo.update({ status: 'PROCESSING' });
    } else if (change.kind === 'paid' && before.status === 'PROCESSING') {
      row = await scope.repo.update({ status: 'ACTIVE' });
    }
    if (row === before) return;
    const wasLocked = lockOf(before, scope.now);
    const locked = lockOf(row, scope.now);
    if (locked && locked !== wasLocked) await lock(scope, locked);
    if (wasLocked && !locked) await unlock(scope);
    await scope.audit(`provider.${change.kind}`, before, row);
  });
}
