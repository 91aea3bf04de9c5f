// A local server answering the Stripe API's shapes for the billing tests: the real SDK points at it
// through STRIPE_API_URL. It records every request the SDK sends (path, form body, idempotency
// key) and keeps what the SDK creates (customers, subscriptions, meter events) so a test reads both
// what Stripe received and what it holds. A test makes it refuse a call with `failNext`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../app.ts';
import Stripe from 'stripe';

interface RecordedRequest {
  method: string;
  /** The path with its query string. */
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}

/** A Stripe subscription as the fake holds it (the fields billing reads). */
interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  cancellation_details: { feedback: string | null; comment: string | null };
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: { id: string; object: 'price'; lookup_key: string };
      current_period_start: number;
      current_period_end: number;
    }[];
  };
}

/** A price's id from its lookup key, as the fake names them (`MINI_MONTHLY` → `price_mini_monthly`). */
function priceId(lookupKey: string): string {
  return `price_${lookupKey.toLowerCase()}`;
}

const PERIOD = { start: Date.UTC(2026, 0, 1) / 1000, end: Date.UTC(2026, 1, 1) / 1000 };

const STATIC_ANSWERS: Record<string, unknown> = {
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

function list(url: string, data: unknown[]) {
  return { object: 'list', has_more: false, url, data };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });
}

export async function startStripeApi() {
  const recorded: RecordedRequest[] = [];
  /** The customers the SDK created, in order (each gets its own id). */
  const customers: string[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const failures: { route: string; status: number; type: string; message: string }[] = [];
  /** The billing meter the account has (null: none), and the summaries its reads answer. */
  const meter: { current: { eventName: string } | null } = { current: null };
  const summaries: { day: string; value: number }[] = [];

  function newSubscription(customer: string, lookupKey: string): FakeSubscription {
    const id = `sub_test${subscriptions.size + 1}`;
    const subscription: FakeSubscription = {
      id,
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      cancellation_details: { feedback: null, comment: null },
      items: {
        object: 'list',
        data: [
          {
            id: `si_test${subscriptions.size + 1}`,
            object: 'subscription_item',
            price: { id: priceId(lookupKey), object: 'price', lookup_key: lookupKey },
            current_period_start: PERIOD.start,
            current_period_end: PERIOD.end,
          },
        ],
      },
    };
    subscriptions.set(id, subscription);
    return subscription;
  }

  /** The answer to one request: [status, body]. */
  function answer(method: string, url: URL, body: URLSearchParams): [number, unknown] {
    const route = `${method} ${url.pathname}`;
    const failure = failures.findIndex((candidate) => candidate.route === route);
    if (failure >= 0) {
      const [{ status, type, message }] = failures.splice(failure, 1) as [(typeof failures)[number]];
      return [status, { error: { type, message } }];
    }
    const subscriptionPath = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(url.pathname);
    if (subscriptionPath) {
      const subscription = subscriptions.get(subscriptionPath[1]!);
      if (!subscription)
        return [404, { error: { type: 'invalid_request_error', message: 'No such subscription' } }];
      if (method === 'POST') {
        const price = body.get('items[0][price]');
        if (price) {
          const lookupKey = price.replace(/^price_/, '').toUpperCase();
          subscription.items.data[0]!.price = { id: price, object: 'price', lookup_key: lookupKey };
        }
        const cancelling = body.get('cancel_at_period_end');
        if (cancelling) subscription.cancel_at_period_end = cancelling === 'true';
        const feedback = body.get('cancellation_details[feedback]');
        if (feedback) subscription.cancellation_details.feedback = feedback;
      }
      return [200, subscription];
    }
    if (/^\/v1\/billing\/meters\/\w+\/event_summaries$/.test(url.pathname)) {
      return [
        200,
        list(
          url.pathname,
          summaries.map(({ day, value }) => ({
            id: `mes_${day}`,
            object: 'billing.meter_event_summary',
            aggregated_value: value,
            start_time: Date.parse(`${day}T00:00:00Z`) / 1000,
            end_time: Date.parse(`${day}T00:00:00Z`) / 1000 + 86_400,
            meter: 'mtr_test1',
            livemode: false,
          })),
        ),
      ];
    }
    switch (route) {
      case 'POST /v1/customers':
        customers.push(`cus_test${customers.length + 1}`);
        return [200, { id: customers.at(-1), object: 'customer' }];
      case 'GET /v1/prices': {
        const lookupKeys = [...url.searchParams].filter(([key]) => key.startsWith('lookup_keys'));
        return [
          200,
          list(
            '/v1/prices',
            lookupKeys.map(([, key]) => ({ id: priceId(key), object: 'price', lookup_key: key })),
          ),
        ];
      }
      case 'GET /v1/subscriptions': {
        const customer = url.searchParams.get('customer');
        const live = [...subscriptions.values()].filter(
          (subscription) => subscription.customer === customer && subscription.status !== 'canceled',
        );
        return [200, list('/v1/subscriptions', live)];
      }
      case 'POST /v1/subscriptions': {
        const price = body.get('items[0][price]') ?? '';
        const created = newSubscription(
          body.get('customer') ?? '',
          price.replace(/^price_/, '').toUpperCase(),
        );
        return [200, created];
      }
      case 'GET /v1/billing/meters':
        return [
          200,
          list(
            '/v1/billing/meters',
            meter.current
              ? [
                  {
                    id: 'mtr_test1',
                    object: 'billing.meter',
                    event_name: meter.current.eventName,
                    status: 'active',
                    customer_mapping: { type: 'by_id', event_payload_key: 'stripe_customer_id' },
                    value_settings: { event_payload_key: 'value' },
                  },
                ]
              : [],
          ),
        ];
      case 'POST /v1/billing/meter_events':
        return [
          200,
          {
            object: 'billing.meter_event',
            event_name: body.get('event_name'),
            identifier: body.get('identifier'),
            timestamp: Number(body.get('timestamp')),
            livemode: false,
            created: Math.floor(Date.now() / 1000),
            payload: {},
          },
        ];
      default: {
        const found = STATIC_ANSWERS[route];
        return found
          ? [200, found]
          : [404, { error: { type: 'invalid_request_error', message: `no ${route}` } }];
      }
    }
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void readBody(request).then((raw) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const body = new URLSearchParams(raw);
      recorded.push({
        method: request.method ?? '',
        path: `${url.pathname}${url.search}`,
        body,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      });
      const [status, payload] = answer(request.method ?? '', url, body);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    recorded,
    customers,
    subscriptions,
    meter,
    summaries,
    /** A running subscription of `customer` on the price of `lookupKey`, as Stripe would hold it. */
    addSubscription: newSubscription,
    /** The next `method path` call answers `status` with a Stripe error of `type` (then as usual). */
    failNext(route: string, status: number, type = 'invalid_request_error', message = 'Refused by the test') {
      failures.push({ route, status, type, message });
    },
    /** The requests recorded as `METHOD /path` without their query strings. */
    calls(): string[] {
      return recorded.map((request) => `${request.method} ${request.path.split('?')[0]}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Stripe's event of a completed Checkout in setup mode for `organizationId` (card 4242, seti_test1). */
export function setupCompleted(organizationId: string, id = `evt_setup_${organizationId}`) {
  return {
    id,
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
}

/** Posts `event` to the Stripe webhook as Stripe does, signed with the SDK's test header helper. */
export async function deliverStripeEvent(app: App, event: Record<string, unknown>, secret: string) {
  const payload = JSON.stringify({
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    ...event,
  });
  return app.inject({
    method: 'POST',
    url: '/billing/v1/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}
