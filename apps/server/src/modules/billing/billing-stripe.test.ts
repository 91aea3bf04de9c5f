import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { billingTestApp } from '../../testing/billing.ts';

interface Recorded {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}

/** A local server answering the Stripe API's shapes, recording what the SDK sends. */
const recorded: Recorded[] = [];
/** The customers the SDK created, in order (each gets its own id). */
const customers: string[] = [];
const answers: Record<string, unknown> = {
  'POST /v1/checkout/sessions': {
    id: 'cs_test1',
    object: 'checkout.session',
    mode: 'setup',
    url: 'https://checkout.stripe.com/c/pay/cs_test1',
  },
  'POST /v1/billing_portal/sessions': {
    id: 'bps_test1',
    object: 'billing_portal.session',
    url: 'https://billing.stripe.com/p/session/test1',
  },
  'GET /v1/setup_intents/seti_test1': {
    id: 'seti_test1',
    object: 'setup_intent',
    payment_method: {
      id: 'pm_test1',
      object: 'payment_method',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    },
  },
  'GET /v1/subscriptions': { object: 'list', has_more: false, url: '/v1/subscriptions', data: [] },
  'GET /v1/prices': {
    object: 'list',
    has_more: false,
    url: '/v1/prices',
    data: [{ id: 'price_mini_monthly', object: 'price', lookup_key: 'MINI_MONTHLY' }],
  },
  'POST /v1/subscriptions': { id: 'sub_test1', object: 'subscription', status: 'active' },
  'GET /v1/invoices': {
    object: 'list',
    has_more: false,
    url: '/v1/invoices',
    data: [
      {
        id: 'in_test1',
        object: 'invoice',
        number: 'STRIPE-0001',
        created: Date.UTC(2026, 0, 5) / 1000,
        period_start: Date.UTC(2026, 0, 5) / 1000,
        period_end: Date.UTC(2026, 1, 5) / 1000,
        subtotal: 4900,
        total: 5929,
        total_taxes: [{ amount: 1029 }],
        currency: 'eur',
        status: 'paid',
        invoice_pdf: 'https://pay.stripe.com/invoice/in_test1/pdf',
        lines: { object: 'list', data: [], has_more: false },
      },
    ],
  },
};

const stripeApi = createServer((request: IncomingMessage, response: ServerResponse) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const key = `${request.method} ${url.pathname}`;
    recorded.push({
      method: request.method ?? '',
      path: `${url.pathname}${url.search}`,
      body: new URLSearchParams(body),
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    });
    if (key === 'POST /v1/customers') customers.push(`cus_test${customers.length + 1}`);
    const answer = key === 'POST /v1/customers' ? { id: customers.at(-1), object: 'customer' } : answers[key];
    response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(answer ?? { error: { type: 'invalid_request_error', message: `no ${key}` } }),
    );
  });
});
await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => stripeApi.close(() => resolve())));

const WEBHOOK_SECRET = 'whsec_playboardtest';

describe('Stripe as the payment provider (STRIPE_SECRET_KEY)', async () => {
  const kit = await billingTestApp({
    STRIPE_SECRET_KEY: 'sk_test_playboard',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`,
  });
  const { app, call, newOrganization, eventsOf } = kit;
  const signer = new Stripe('sk_test_signer').webhooks;

  beforeEach(() => {
    recorded.length = 0;
  });

  /** Posts `event` to the webhook as Stripe does, signed with the SDK's test header helper. */
  async function deliver(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify({ object: 'event', api_version: '2025-01-01', created: 1, ...event });
    return app.inject({
      method: 'POST',
      url: '/billing/v1/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  }

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
    const event = {
      id: 'evt_setup1',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test1',
          object: 'checkout.session',
          mode: 'setup',
          setup_intent: 'seti_test1',
          metadata: { organizationId },
        },
      },
    };

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
    kit.sent.mockClear();

    const response = await deliver({
      id: 'evt_plan1',
      type: 'customer.subscription.updated',
      data: {
        object: {
          id: 'sub_1',
          object: 'subscription',
          customer: customers.at(-1),
          items: {
            data: [
              {
                price: { lookup_key: 'MAXI_YEARLY' },
                current_period_start: 1767225600,
                current_period_end: 1798761600,
              },
            ],
          },
        },
      },
    });

    expect(response.statusCode).toBe(200);
    expect((await call('GET', 'subscription', organizationId)).json()).toMatchObject({
      status: 'ACTIVE',
      plan: { key: 'MAXI' },
      price: { frequency: 'YEARLY' },
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
    await deliver({
      id: 'evt_setup_trial',
      type: 'checkout.session.completed',
      data: {
        object: {
          object: 'checkout.session',
          mode: 'setup',
          setup_intent: 'seti_test1',
          metadata: { organizationId },
        },
      },
    });
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
    expect(recorded.map((request) => `${request.method} ${request.path.split('?')[0]}`)).toEqual([
      'GET /v1/subscriptions',
      'GET /v1/prices',
      'POST /v1/subscriptions',
    ]);
    const created = recorded[2]!;
    expect(created.body.get('customer')).toBe(customers.at(-1));
    expect(created.body.get('items[0][price]')).toBe('price_mini_monthly');
    expect(created.idempotencyKey).toMatch(new RegExp(`^subscription:${organizationId}:`));
    // Stripe invoices it: the list is Stripe's, no local invoice.
    const listed = (await call('GET', 'subscription/invoices', organizationId)).json().results;
    expect(listed.map((invoice: { id: string }) => invoice.id)).toEqual(['in_test1']);
  });
});
