// Stripe as the payment provider (STRIPE_SECRET_KEY, docs/billing.md): Checkout in setup mode for
// payment details, the Customer Portal, the customer's invoices, and the webhook's events turned
// into the same subscription changes and billing events as the embedded provider's.
import {
  PLAN_KEYS,
  PRICE_FREQUENCIES,
  type Invoice,
  type PlanKey,
  type PriceFrequency,
} from '@playboard/domain';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { z } from 'zod';
import type { Config } from '../../config/env.ts';
import { billingProviderEvents, organizations, subscriptions } from '../../db/schema/index.ts';
import type { BillingDeps } from './billing-context.ts';
import { refuseExternalBilling, type BillingProviderAdapter } from './billing-provider.ts';
import { subscriptionRow } from './billing.service.ts';
import { priceOf } from './plans.ts';
import { applyProviderChange, type ProviderChange } from './subscriptions.service.ts';

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

export function stripeProvider(deps: BillingDeps, stripe: Stripe): BillingProviderAdapter {
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
     * A paid period started (the trial's end with payment details): the customer's Stripe
     * subscription on the price whose lookup key is `<PLAN>_<FREQUENCY>`, created once (none yet,
     * and the idempotency key of the period). Stripe invoices and charges it from then on.
     */
    async afterJobs(organizationId) {
      const row = await subscriptionRow(deps, organizationId);
      const plan = row.planKey as PlanKey;
      const frequency = row.priceFrequency as PriceFrequency;
      if (row.status !== 'ACTIVE' || !row.providerCustomerId || !row.currentPeriodStart) return;
      if (priceOf(plan, frequency).amountCents === 0) return;
      const existing = await stripe.subscriptions.list({
        customer: row.providerCustomerId,
        status: 'all',
        limit: 1,
      });
      if (existing.data.length > 0) return;
      const lookupKey = `${plan}_${frequency}`;
      const [price] = (await stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 })).data;
      if (!price) throw new Error(`Stripe has no price with the lookup key ${lookupKey} (docs/billing.md)`);
      await stripe.subscriptions.create(
        { customer: row.providerCustomerId, items: [{ price: price.id }], metadata: { organizationId } },
        { idempotencyKey: `subscription:${organizationId}:${row.currentPeriodStart.toISOString()}` },
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
const subscriptionObject = z
  .object({
    items: z
      .object({
        data: z.array(
          z
            .object({
              price: z.object({ lookup_key: z.string().nullish() }).loose(),
              current_period_start: z.number().optional(),
              current_period_end: z.number().optional(),
            })
            .loose(),
        ),
      })
      .loose(),
  })
  .loose();

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
    case 'customer.subscription.updated': {
      const item = subscriptionObject.parse(object).items.data[0];
      const planned = planOfLookupKey(item?.price.lookup_key);
      if (!planned) return null;
      const period =
        item?.current_period_start && item.current_period_end
          ? {
              start: new Date(item.current_period_start * 1000),
              end: new Date(item.current_period_end * 1000),
            }
          : null;
      return { kind: 'plan', plan: planned[0], frequency: planned[1], period };
    }
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
