// Stripe as the payment provider (STRIPE_SECRET_KEY, docs/billing.md): Checkout in setup mode for
// payment details, the Customer Portal, the customer's invoices, plan changes, cancel and resume on
// the customer's Stripe subscription, the daily searches on a Stripe billing meter, and the
// webhook's events turned into the same subscription changes and billing events as the embedded
// provider's.
import {
  CANCELLATION_REASONS,
  DomainError,
  PLAN_KEYS,
  PRICE_FREQUENCIES,
  type CancellationReason,
  type Invoice,
  type PlanKey,
  type PriceFrequency,
} from '@playboard/domain';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { z } from 'zod';
import type { Config } from '../../config/env.ts';
import { billingProviderEvents, organizations, subscriptions } from '../../db/schema/index.ts';
import { billingNow, type BillingDeps } from './billing-context.ts';
import { refuseExternalBilling, type BillingProviderAdapter } from './billing-provider.ts';
import { subscriptionRow } from './billing.service.ts';
import { priceOf } from './plans.ts';
import { applyProviderChange, type ProviderChange } from './subscriptions.service.ts';
import { dayOf, markReported, startOfDay, unreportedDays } from './usage.service.ts';

/** Stripe takes meter events of the last 35 days: the days reported reach this far back. */
const METER_DAYS = 34;

/** The official SDK, on `STRIPE_API_URL` when set (a local server in the tests). */
export function stripeClient(config: Config): Stripe {
  const apiUrl = config.stripeApiUrl ? new URL(config.stripeApiUrl) : undefined;
  return new Stripe(config.stripeSecretKey ?? '', {
    telemetry: false,
    maxNetworkRetries: 2,
    ...(apiUrl
      ? {
          host: apiUrl.hostname,
          port: apiUrl.port || (apiUrl.protocol === 'https:' ? 443 : 80),
          protocol: apiUrl.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

const STATUSES: Readonly<Record<string, Invoice['status']>> = {
  paid: 'PAID',
  open: 'OPEN',
  void: 'VOID',
  uncollectible: 'UNCOLLECTIBLE',
};

/** bil-7: what Stripe refused, or that it could not be reached; the caller's change rolls back. */
async function atStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    throw new DomainError('bil-7', `Stripe did not take the request: ${error.message}`, { status: 502 });
  }
}

/** The price whose lookup key is `<PLAN>_<FREQUENCY>` (docs/billing.md). */
async function priceFor(stripe: Stripe, plan: string, frequency: string) {
  const lookupKey = `${plan}_${frequency}`;
  const [price] = (await stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 })).data;
  if (!price) {
    throw new DomainError('bil-7', `Stripe has no price with the lookup key ${lookupKey} (docs/billing.md)`, {
      status: 502,
    });
  }
  return price;
}

/** `TOO_EXPENSIVE` → Stripe's cancellation feedback `too_expensive` (the same five reasons). */
function feedbackOf(
  reason: CancellationReason,
): Stripe.SubscriptionUpdateParams.CancellationDetails.Feedback {
  return reason.toLowerCase();
}

export function stripeProvider(deps: BillingDeps, stripe: Stripe): BillingProviderAdapter {
  /** The customer's Stripe subscription that is not cancelled (Stripe lists those by default). */
  async function liveSubscription(customerId: string): Promise<Stripe.Subscription | undefined> {
    return (await stripe.subscriptions.list({ customer: customerId, limit: 1 })).data[0];
  }

  /**
   * The active billing meter of STRIPE_METER_EVENT_NAME, looked up until found (then kept): none
   * means usage stays local (reported nowhere, read from the local count).
   */
  let meter: Stripe.Billing.Meter | undefined;
  async function meterOf(): Promise<Stripe.Billing.Meter | undefined> {
    if (meter) return meter;
    const eventName = deps.config.stripeMeterEventName;
    for await (const candidate of stripe.billing.meters.list({ status: 'active', limit: 100 })) {
      if (candidate.event_name === eventName) return (meter = candidate);
    }
    return undefined;
  }

  /** The organisation's Stripe customer, created on first use (once: the idempotency key). */
  async function customerOf(organizationId: string): Promise<string> {
    const row = await subscriptionRow(deps, organizationId);
    if (row.providerCustomerId) return row.providerCustomerId;
    const [organization] = await deps.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    const customer = await stripe.customers.create(
      { name: organization?.name ?? organizationId, metadata: { organizationId } },
      { idempotencyKey: `customer:${organizationId}` },
    );
    await deps.db
      .update(subscriptions)
      .set({ providerCustomerId: customer.id })
      .where(eq(subscriptions.organizationId, organizationId));
    return customer.id;
  }

  return {
    async paymentDetailsUrl(organizationId, returnPath) {
      await refuseExternalBilling(deps, organizationId);
      const back = `${deps.config.publicUrl}${returnPath}`;
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        customer: await customerOf(organizationId),
        currency: 'eur',
        success_url: back,
        cancel_url: back,
        metadata: { organizationId },
      });
      if (!session.url) throw new Error('Stripe Checkout answered a session without a URL');
      return { url: session.url };
    },

    async portalUrl(organizationId, returnPath) {
      await refuseExternalBilling(deps, organizationId);
      const session = await stripe.billingPortal.sessions.create({
        customer: await customerOf(organizationId),
        return_url: `${deps.config.publicUrl}${returnPath}`,
      });
      return { url: session.url };
    },

    /**
     * A paid period started (the trial's end with payment details, a reactivation after the
     * period ended): the customer's Stripe subscription on the price whose lookup key is
     * `<PLAN>_<FREQUENCY>`, created once (none running yet, and the idempotency key of the
     * period). Stripe invoices and charges it from then on.
     */
    async afterJobs(organizationId) {
      const row = await subscriptionRow(deps, organizationId);
      const plan = row.planKey as PlanKey;
      const frequency = row.priceFrequency as PriceFrequency;
      if (row.status !== 'ACTIVE' || !row.providerCustomerId || !row.currentPeriodStart) return;
      if (priceOf(plan, frequency).amountCents === 0) return;
      if (await liveSubscription(row.providerCustomerId)) return;
      const price = await priceFor(stripe, plan, frequency);
      await stripe.subscriptions.create(
        { customer: row.providerCustomerId, items: [{ price: price.id }], metadata: { organizationId } },
        { idempotencyKey: `subscription:${organizationId}:${row.currentPeriodStart.toISOString()}` },
      );
    },

    /**
     * The Billing API's plan change, cancel and reactivate on the customer's running Stripe
     * subscription, each keyed by the local subscription's version and what it asks (a retry or a
     * double submit finds Stripe's first answer; the next change has a new version). A plan is the
     * subscription item's new price, prorated as Stripe does by default; cancel ends it at the
     * period's end, with the reason as Stripe's feedback; reactivate takes that back.
     */
    async carry(row, change) {
      const customerId = row.providerCustomerId;
      if (!customerId) return 'local';
      return atStripe(async () => {
        const live = await liveSubscription(customerId);
        if (!live) return 'local';
        const version = `${row.organizationId}:${row.updatedAt.getTime()}`;
        if (change.kind === 'plan') {
          const item = live.items.data[0];
          if (!item) throw new Error(`Stripe subscription ${live.id} has no item`);
          const price = await priceFor(stripe, change.plan, change.frequency);
          await stripe.subscriptions.update(
            live.id,
            { items: [{ id: item.id, price: price.id }] },
            { idempotencyKey: `plan:${version}:${change.plan}_${change.frequency}` },
          );
          return 'applied';
        }
        if (change.kind === 'cancel') {
          await stripe.subscriptions.update(
            live.id,
            {
              cancel_at_period_end: true,
              cancellation_details: {
                feedback: feedbackOf(change.reason),
                ...(change.comment ? { comment: change.comment } : {}),
              },
            },
            { idempotencyKey: `cancel:${version}` },
          );
          return 'applied';
        }
        if (!live.cancel_at_period_end) return 'local';
        await stripe.subscriptions.update(
          live.id,
          { cancel_at_period_end: false },
          { idempotencyKey: `reactivate:${version}` },
        );
        return 'applied';
      });
    },

    /**
     * The completed days not reported yet (within Stripe's 35 days) as meter events of the
     * customer: the day's searches at 00:00 UTC, identifier `<organizationId>:<day>` (Stripe drops
     * a repeated identifier) and the day marked reported once Stripe took it, so a re-run sends
     * nothing twice. Days without searches are marked without an event.
     */
    async reportUsage(organizationId) {
      const row = await subscriptionRow(deps, organizationId);
      const customerId = row.providerCustomerId;
      const found = customerId ? await meterOf() : undefined;
      if (!customerId || !found) return;
      const today = startOfDay(billingNow(deps, row.clockOffsetMs));
      const since = new Date(today.getTime() - METER_DAYS * 86_400_000);
      for (const day of await unreportedDays(deps.db, organizationId, since, today)) {
        if (day.searches > 0) {
          await stripe.billing.meterEvents.create(
            {
              event_name: found.event_name,
              identifier: `${organizationId}:${day.day}`,
              timestamp: Date.parse(`${day.day}T00:00:00.000Z`) / 1000,
              payload: {
                [found.customer_mapping.event_payload_key]: customerId,
                [found.value_settings.event_payload_key]: String(day.searches),
              },
            },
            { idempotencyKey: `meter:${organizationId}:${day.day}` },
          );
        }
        await markReported(deps.db, organizationId, day.day, deps.clock());
      }
    },

    /** The meter's daily summaries of the customer over the complete days from `from` to `to`. */
    async meteredSearches(organizationId, from, to) {
      const row = await subscriptionRow(deps, organizationId);
      const customerId = row.providerCustomerId;
      const found = customerId ? await atStripe(meterOf) : undefined;
      if (!customerId || !found) return null;
      const start = startOfDay(from);
      const end = startOfDay(to);
      if (end <= start) return new Map();
      const summaries = await atStripe(() =>
        stripe.billing.meters
          .listEventSummaries(found.id, {
            customer: customerId,
            start_time: start.getTime() / 1000,
            end_time: end.getTime() / 1000,
            value_grouping_window: 'day',
            limit: 100,
          })
          .autoPagingToArray({ limit: 400 }),
      );
      return new Map(
        summaries.map((summary) => [dayOf(new Date(summary.start_time * 1000)), summary.aggregated_value]),
      );
    },

    async invoices(organizationId, page) {
      const row = await subscriptionRow(deps, organizationId);
      if (!row.providerCustomerId) return { results: [], numFound: 0 };
      // Stripe pages by cursor: read up to the asked page (at most 100 + offset, newest first).
      const listed = await stripe.invoices
        .list({ customer: row.providerCustomerId, created: { gte: Date.UTC(2024, 0, 1) / 1000 } })
        .autoPagingToArray({ limit: page.offset + page.limit + 1 });
      const results = listed.slice(page.offset, page.offset + page.limit).map((invoice) => {
        const line = invoice.lines.data[0];
        const price = line?.pricing?.price_details?.price;
        const [plan, frequency] = planOfLookupKey(typeof price === 'object' ? price.lookup_key : null) ?? [
          row.planKey as PlanKey,
          row.priceFrequency as PriceFrequency,
        ];
        const tax = invoice.total_taxes?.reduce((total, item) => total + item.amount, 0) ?? 0;
        return {
          id: invoice.id ?? '',
          number: invoice.number ?? invoice.id ?? '',
          date: new Date(invoice.created * 1000).toISOString(),
          period: {
            start: new Date(invoice.period_start * 1000).toISOString(),
            end: new Date(invoice.period_end * 1000).toISOString(),
          },
          plan: { key: plan },
          price: { frequency },
          subtotalCents: invoice.subtotal,
          vatRatePercent: invoice.subtotal > 0 ? Math.round((tax / invoice.subtotal) * 10_000) / 100 : 0,
          vatCents: tax,
          amountCents: invoice.total,
          currency: invoice.currency.toUpperCase(),
          reverseCharge: false,
          status: STATUSES[invoice.status ?? ''] ?? 'OPEN',
          pdfPath: invoice.invoice_pdf ?? invoice.hosted_invoice_url ?? '',
        } satisfies Invoice;
      });
      return {
        results,
        numFound: listed.length > page.offset + page.limit ? page.offset + page.limit + 1 : listed.length,
      };
    },
  };
}

/** `MINI_MONTHLY` → MINI, MONTHLY (the lookup keys of docs/billing.md). */
export function planOfLookupKey(key: string | null | undefined): [PlanKey, PriceFrequency] | undefined {
  const match = /^(.+)_(MONTHLY|YEARLY)$/.exec(key ?? '');
  const plan = PLAN_KEYS.find((candidate) => candidate === match?.[1]);
  const frequency = PRICE_FREQUENCIES.find((candidate) => candidate === match?.[2]);
  return plan && frequency ? [plan, frequency] : undefined;
}

const metadataOf = z.object({ metadata: z.record(z.string(), z.string()).nullish() }).loose();
const customerField = z
  .object({ customer: z.union([z.string(), z.object({ id: z.string() }).loose()]).nullish() })
  .loose();

/** The organisation an event's object belongs to: its metadata, else its customer's subscription. */
async function organizationOf(deps: BillingDeps, object: unknown): Promise<string | undefined> {
  const fromMetadata = metadataOf.safeParse(object).data?.metadata?.organizationId;
  if (fromMetadata) return fromMetadata;
  const customer = customerField.safeParse(object).data?.customer;
  const customerId = typeof customer === 'string' ? customer : customer?.id;
  if (!customerId) return undefined;
  const [row] = await deps.db
    .select({ id: subscriptions.organizationId })
    .from(subscriptions)
    .where(eq(subscriptions.providerCustomerId, customerId));
  return row?.id;
}

const checkoutSession = z
  .object({
    mode: z.string(),
    setup_intent: z.union([z.string(), z.object({ id: z.string() }).loose()]).nullish(),
  })
  .loose();
const subscriptionId = z.object({ id: z.string() }).loose();

/** Stripe's cancellation feedback back to the reason it was given as (`too_expensive` → TOO_EXPENSIVE). */
function reasonOf(feedback: string | null | undefined): CancellationReason {
  return CANCELLATION_REASONS.find((reason) => reason.toLowerCase() === feedback) ?? 'OTHER';
}

/**
 * The subscription as Stripe holds it now, read again rather than taken from the event (Stripe
 * does not deliver events in order: an older update must not undo a later cancel): its plan from
 * the price's lookup key, its period, and whether it goes on, ends at the period's end or is unpaid.
 */
async function subscriptionChange(stripe: Stripe, object: unknown): Promise<ProviderChange | null> {
  let current: Stripe.Subscription;
  try {
    current = await stripe.subscriptions.retrieve(subscriptionId.parse(object).id);
  } catch (error) {
    // Gone from Stripe since (a test mode reset): nothing to follow.
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
    throw error;
  }
  if (current.status === 'canceled') return { kind: 'cancelled' };
  const item = current.items.data[0];
  const planned = planOfLookupKey(item?.price.lookup_key);
  if (!item || !planned) return null;
  const period =
    item.current_period_start && item.current_period_end
      ? { start: new Date(item.current_period_start * 1000), end: new Date(item.current_period_end * 1000) }
      : null;
  const state: Extract<ProviderChange, { kind: 'plan' }>['state'] =
    current.cancel_at_period_end || current.cancel_at
      ? { kind: 'cancelling', reason: reasonOf(current.cancellation_details?.feedback) }
      : current.status === 'active' || current.status === 'trialing'
        ? { kind: 'going-on' }
        : { kind: 'unpaid' };
  return { kind: 'plan', plan: planned[0], frequency: planned[1], period, state };
}

/** What a verified Stripe event changes, or null for an event billing does not follow. */
async function changeOf(stripe: Stripe, event: Stripe.Event): Promise<ProviderChange | null> {
  const object: unknown = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = checkoutSession.parse(object);
      const intent =
        typeof session.setup_intent === 'string' ? session.setup_intent : session.setup_intent?.id;
      if (session.mode !== 'setup' || !intent) return null;
      const setup = await stripe.setupIntents.retrieve(intent, { expand: ['payment_method'] });
      const method = typeof setup.payment_method === 'object' ? setup.payment_method : null;
      const card = method?.card;
      if (!card) return null;
      return {
        kind: 'payment-method',
        card: {
          brand: card.brand.charAt(0).toUpperCase() + card.brand.slice(1),
          last4: card.last4,
          expMonth: card.exp_month,
          expYear: card.exp_year,
        },
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return subscriptionChange(stripe, object);
    case 'customer.subscription.deleted':
      return { kind: 'cancelled' };
    case 'invoice.payment_failed':
      return { kind: 'payment-failed' };
    case 'invoice.paid':
      return { kind: 'paid' };
    default:
      return null;
  }
}

/**
 * Handles one verified Stripe event, once (Stripe delivers again until it gets a 2xx): answers
 * false for an event already handled.
 */
export async function handleStripeEvent(
  deps: BillingDeps,
  stripe: Stripe,
  event: Stripe.Event,
): Promise<boolean> {
  const organizationId = await organizationOf(deps, event.data.object);
  const change = organizationId ? await changeOf(stripe, event) : null;
  const [fresh] = await deps.db
    .insert(billingProviderEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning();
  if (!fresh) return false;
  try {
    if (organizationId && change) await applyProviderChange(deps, organizationId, change);
  } catch (error) {
    // Not handled after all: Stripe's next delivery tries again.
    await deps.db.delete(billingProviderEvents).where(eq(billingProviderEvents.id, event.id));
    throw error;
  }
  return true;
}
