import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { billingTestApp } from '../../testing/billing.ts';
import { deliverStripeEvent, setupCompleted, startStripeApi } from '../../testing/stripe-api.ts';

const stripeApi = await startStripeApi();
const { recorded, customers } = stripeApi;
afterAll(() => stripeApi.close());

const WEBHOOK_SECRET = 'whsec_playboardtest';

describe('Stripe as the payment provider (STRIPE_SECRET_KEY)', async () => {
  const kit = await billingTestApp({
    STRIPE_SECRET_KEY: 'sk_test_playboard',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripeApi.url,
  });
  const { app, call, newOrganization, eventsOf } = kit;

  beforeEach(() => {
    recorded.length = 0;
  });

  /** Posts `event` to the webhook as Stripe does, signed with the SDK's test header helper. */
  const deliver = (event: Record<string, unknown>, secret = WEBHOOK_SECRET) =>
    deliverStripeEvent(app, event, secret);

  it('should open Checkout in setup mode for the organisation’s customer, created once', async () => {
    const organizationId = await newOrganization();

    const first = await call(
      'PUT',
      'subscription/payment-details?origin=/setup-wizard/payment-details',
      organizationId,
    );
    const second = await call('PUT', 'subscription/payment-details', organizationId);

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test1' });
    expect(second.statusCode).toBe(200);
    expect(recorded.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/checkout/sessions',
      'POST /v1/checkout/sessions',
    ]);
    expect(recorded[0]!.body.get('metadata[organizationId]')).toBe(organizationId);
    expect(recorded[0]!.idempotencyKey).toBe(`customer:${organizationId}`);
    const checkout = recorded[1]!.body;
    expect(checkout.get('mode')).toBe('setup');
    expect(checkout.get('customer')).toBe(customers.at(-1));
    expect(checkout.get('success_url')).toBe('http://localhost:3000/setup-wizard/payment-details');
    expect(checkout.get('metadata[organizationId]')).toBe(organizationId);
  });

  it('should open the Customer Portal', async () => {
    const organizationId = await newOrganization();

    const response = await call('PUT', 'customer/portal-session', organizationId, {
      returnPath: '/invoices',
    });

    expect(response.json()).toEqual({ url: 'https://billing.stripe.com/p/session/test1' });
    const portal = recorded.find((request) => request.path === '/v1/billing_portal/sessions');
    expect(portal?.body.get('return_url')).toBe('http://localhost:3000/invoices');
  });

  it("should list the customer's Stripe invoices", async () => {
    const organizationId = await newOrganization();
    await call('PUT', 'subscription/payment-details', organizationId);

    const response = await call('GET', 'subscription/invoices', organizationId);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      numFound: 1,
      results: [
        {
          id: 'in_test1',
          number: 'STRIPE-0001',
          subtotalCents: 4900,
          vatCents: 1029,
          amountCents: 5929,
          vatRatePercent: 21,
          currency: 'EUR',
          status: 'PAID',
          pdfPath: 'https://pay.stripe.com/invoice/in_test1/pdf',
        },
      ],
    });
    expect(recorded.at(-1)?.path).toContain(`customer=${customers.at(-1)}`);
  });

  it('should refuse a webhook whose signature does not match with 400, changing nothing', async () => {
    const response = await deliver(
      { id: 'evt_forged', type: 'invoice.paid', data: { object: {} } },
      'whsec_wrong',
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('global-400');
  });

  it('should turn a completed setup Checkout into payment details set and the billing event, once', async () => {
    const organizationId = await newOrganization();
    kit.sent.mockClear();
    const event = setupCompleted(organizationId);

    const first = await deliver(event);
    const again = await deliver(event);

    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect((await call('GET', 'subscription', organizationId)).json()).toMatchObject({
      provider: 'STRIPE',
      paymentDetailsSet: true,
      paymentMethod: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect(eventsOf(organizationId).map(([name]) => name)).toEqual(['billing:payment-details-updated']);
  });

  it('should turn a subscription update into the plan of its price lookup key and price plan updated', async () => {
    const organizationId = await newOrganization();
    await call('PUT', 'subscription/payment-details', organizationId);
    const subscription = stripeApi.addSubscription(customers.at(-1)!, 'MAXI_YEARLY');
    kit.sent.mockClear();

    // The event's copy is stale (MINI): the handler reads the subscription as Stripe holds it now.
    const stale = { ...subscription, items: { data: [{ price: { lookup_key: 'MINI_MONTHLY' } }] } };
    const response = await deliver({
      id: 'evt_plan1',
      type: 'customer.subscription.updated',
      data: { object: stale },
    });

    expect(response.statusCode).toBe(200);
    expect(stripeApi.calls()).toContain(`GET /v1/subscriptions/${subscription.id}`);
    expect((await call('GET', 'subscription', organizationId)).json()).toMatchObject({
      status: 'ACTIVE',
      plan: { key: 'MAXI' },
      price: { frequency: 'YEARLY' },
      currentPeriod: { start: '2026-01-01T00:00:00.000Z', end: '2026-02-01T00:00:00.000Z' },
    });
    expect(eventsOf(organizationId)).toEqual([
      ['billing:price-plan-updated', { plan: { key: 'MAXI' }, price: { frequency: 'YEARLY' } }],
    ]);
  });

  it('should lock on a failed invoice payment and a deleted subscription, and unlock once paid', async () => {
    const organizationId = await newOrganization();
    const customer = { customer: 'cus_unknown', metadata: { organizationId } };
    kit.sent.mockClear();

    await deliver({
      id: 'evt_fail1',
      type: 'invoice.payment_failed',
      data: { object: { object: 'invoice', ...customer } },
    });
    expect((await call('GET', 'subscription', organizationId)).json().lockReason).toBe(
      'PROCESSING_SUBSCRIPTION',
    );
    await deliver({
      id: 'evt_paid1',
      type: 'invoice.paid',
      data: { object: { object: 'invoice', ...customer } },
    });
    expect((await call('GET', 'subscription', organizationId)).json().lockReason).toBeNull();
    await deliver({
      id: 'evt_del1',
      type: 'customer.subscription.deleted',
      data: { object: { object: 'subscription', ...customer, items: { data: [] } } },
    });

    expect((await call('GET', 'subscription', organizationId)).json().lockReason).toBe(
      'SUBSCRIPTION_CANCELLED',
    );
    expect(eventsOf(organizationId)).toEqual([
      ['organization:blocked', { reason: 'PROCESSING_SUBSCRIPTION' }],
      ['organization:unblocked', undefined],
      ['organization:blocked', { reason: 'SUBSCRIPTION_CANCELLED' }],
    ]);
  });

  it("should start the customer's Stripe subscription on the plan's price when the trial ends with payment details", async () => {
    const organizationId = await newOrganization();
    await call('PUT', 'subscription/payment-details', organizationId);
    await deliver(setupCompleted(organizationId));
    await call('PATCH', 'subscription', organizationId, {
      plan: { key: 'MINI' },
      price: { frequency: 'MONTHLY' },
    });
    recorded.length = 0;

    const moved = await kit.advance(organizationId, 30);

    expect(moved.statusCode).toBe(200);
    expect((await call('GET', 'subscription', organizationId)).json()).toMatchObject({
      status: 'ACTIVE',
      lockReason: null,
    });
    // No billing meter in this account: usage stays local (docs/billing.md).
    expect(stripeApi.calls()).toEqual([
      'GET /v1/billing/meters',
      'GET /v1/subscriptions',
      'GET /v1/prices',
      'POST /v1/subscriptions',
    ]);
    const created = recorded[3]!;
    expect(created.body.get('customer')).toBe(customers.at(-1));
    expect(created.body.get('items[0][price]')).toBe('price_mini_monthly');
    expect(created.idempotencyKey).toMatch(new RegExp(`^subscription:${organizationId}:`));
    // Stripe invoices it: the list is Stripe's, no local invoice.
    const listed = (await call('GET', 'subscription/invoices', organizationId)).json().results;
    expect(listed.map((invoice: { id: string }) => invoice.id)).toEqual(['in_test1']);
  });
});
