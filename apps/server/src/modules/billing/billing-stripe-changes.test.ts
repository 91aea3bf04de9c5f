import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/index.ts';
import { createAnalyticsSite, dayBefore, insertEvents } from '../../testing/analytics.ts';
import { billingTestApp } from '../../testing/billing.ts';
import { deliverStripeEvent, setupCompleted, startStripeApi } from '../../testing/stripe-api.ts';

const stripeApi = await startStripeApi();
const { recorded, customers } = stripeApi;
afterAll(() => stripeApi.close());

const WEBHOOK_SECRET = 'whsec_playboardchanges';

describe('Stripe carries plan changes, cancel, reactivate and usage (issue 20)', async () => {
  const kit = await billingTestApp({
    STRIPE_SECRET_KEY: 'sk_test_playboard',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripeApi.url,
  });
  const { app, call, newOrganization, eventsOf } = kit;
  const deliver = (event: Record<string, unknown>) => deliverStripeEvent(app, event, WEBHOOK_SECRET);
  let eventCount = 0;
  /** Stripe's update event of `subscription` (the handler reads the subscription back from Stripe). */
  const updated = (subscription: object) =>
    deliver({
      id: `evt_update${(eventCount += 1)}`,
      type: 'customer.subscription.updated',
      data: { object: subscription },
    });

  beforeEach(() => {
    recorded.length = 0;
    kit.sent.mockClear();
  });

  /** The POST requests Stripe received on `subscriptionId` (updates). */
  const updatesOf = (subscriptionId: string) =>
    recorded.filter(
      (request) => request.method === 'POST' && request.path === `/v1/subscriptions/${subscriptionId}`,
    );

  /** An organisation whose trial ended with a card on MINI monthly: its Stripe subscription runs. */
  async function payingOrganization() {
    const organizationId = await newOrganization();
    await call('PUT', 'subscription/payment-details', organizationId);
    const customer = customers.at(-1)!;
    await deliver(setupCompleted(organizationId));
    await call('PATCH', 'subscription', organizationId, {
      plan: { key: 'MINI' },
      price: { frequency: 'MONTHLY' },
    });
    await kit.advance(organizationId, 30);
    const subscription = [...stripeApi.subscriptions.values()].find((held) => held.customer === customer)!;
    recorded.length = 0;
    kit.sent.mockClear();
    return { organizationId, customer, subscription };
  }

  describe('plan and frequency', () => {
    it('should change a trial’s plan locally only: its Stripe subscription starts on it at the trial’s end', async () => {
      const organizationId = await newOrganization();
      await call('PUT', 'subscription/payment-details', organizationId);
      recorded.length = 0;

      const response = await call('PATCH', 'subscription', organizationId, {
        plan: { key: 'MEDIUM' },
        price: { frequency: 'YEARLY' },
      });

      expect(response.json()).toMatchObject({ status: 'TRIALING', plan: { key: 'MEDIUM' } });
      expect(stripeApi.calls()).toEqual([]);
    });

    it('should put a running Stripe subscription on the new price at once, prorated as Stripe does, once for a double submit', async () => {
      const { organizationId, subscription } = await payingOrganization();
      const change = { plan: { key: 'MAXI' }, price: { frequency: 'YEARLY' } };

      const first = await call('PATCH', 'subscription', organizationId, change);
      const again = await call('PATCH', 'subscription', organizationId, change);

      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        status: 'ACTIVE',
        plan: { key: 'MAXI' },
        price: { frequency: 'YEARLY' },
      });
      expect(first.json().nextPlan).toBeUndefined();
      expect(again.statusCode).toBe(200);
      const updates = updatesOf(subscription.id);
      expect(updates).toHaveLength(1);
      expect(updates[0]!.body.get('items[0][id]')).toBe(subscription.items.data[0]!.id);
      expect(updates[0]!.body.get('items[0][price]')).toBe('price_maxi_yearly');
      // Stripe's default proration: the request names none.
      expect(updates[0]!.body.has('proration_behavior')).toBe(false);
      expect(updates[0]!.idempotencyKey).toMatch(new RegExp(`^plan:${organizationId}:\\d+:MAXI_YEARLY$`));
      expect(subscription.items.data[0]!.price.lookup_key).toBe('MAXI_YEARLY');

      // Stripe's own event of that update changes nothing more.
      await updated(subscription);
      expect(eventsOf(organizationId)).toEqual([
        ['billing:price-plan-updated', { plan: { key: 'MAXI' }, price: { frequency: 'YEARLY' } }],
      ]);
    });

    it('should answer bil-7 and change nothing when Stripe refuses the plan change', async () => {
      const { organizationId, subscription } = await payingOrganization();
      stripeApi.failNext(
        `POST /v1/subscriptions/${subscription.id}`,
        400,
        'invalid_request_error',
        'No such price',
      );

      const response = await call('PATCH', 'subscription', organizationId, {
        plan: { key: 'MEGA' },
        price: { frequency: 'MONTHLY' },
      });

      expect(response.statusCode).toBe(502);
      expect(response.json().errors[0]).toMatchObject({ code: 'bil-7' });
      expect(response.json().errors[0].message).toContain('No such price');
      const after = (await call('GET', 'subscription', organizationId)).json();
      expect(after).toMatchObject({
        status: 'ACTIVE',
        plan: { key: 'MINI' },
        price: { frequency: 'MONTHLY' },
      });
      expect(after.nextPlan).toBeUndefined();
      expect(subscription.items.data[0]!.price.lookup_key).toBe('MINI_MONTHLY');
      expect(eventsOf(organizationId)).toEqual([]);
      const audit = await app.inject({
        method: 'GET',
        url: `/account/v1/organizations/${organizationId}/audit?area=billing`,
        headers: kit.asOwner,
      });
      expect(audit.statusCode).toBe(200);
      expect(JSON.stringify(audit.json())).not.toContain('MEGA');
    });

    it('should send a retried call with the same idempotency key, so Stripe changes the subscription once', async () => {
      const { organizationId, subscription } = await payingOrganization();
      stripeApi.failNext(`POST /v1/subscriptions/${subscription.id}`, 500, 'api_error', 'Try again');

      const response = await call('PATCH', 'subscription', organizationId, {
        plan: { key: 'MEDIUM' },
        price: { frequency: 'MONTHLY' },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().plan).toEqual({ key: 'MEDIUM' });
      const updates = updatesOf(subscription.id);
      expect(updates).toHaveLength(2);
      expect(updates[1]!.idempotencyKey).toBe(updates[0]!.idempotencyKey);
    });

    it('should approve the usage upgrade on the Stripe subscription at once', async () => {
      const { organizationId, subscription } = await payingOrganization();
      await app.db
        .update(subscriptions)
        .set({ nextPlanKey: 'MEDIUM', nextPriceFrequency: 'MONTHLY', nextPriceApproved: false })
        .where(eq(subscriptions.organizationId, organizationId));

      const response = await call('PATCH', 'subscription/next-price/approve', organizationId);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ plan: { key: 'MEDIUM' }, nextPriceApproved: true });
      expect(response.json().nextPlan).toBeUndefined();
      const [update] = updatesOf(subscription.id);
      expect(update?.body.get('items[0][price]')).toBe('price_medium_monthly');
      expect(update?.idempotencyKey).toMatch(new RegExp(`^plan:${organizationId}:\\d+:MEDIUM_MONTHLY$`));
    });
  });

  describe('cancel and reactivate', () => {
    it('should cancel at the period’s end with the reason, lock, and resume on reactivate, each once', async () => {
      const { organizationId, subscription } = await payingOrganization();

      const cancelled = await call('PATCH', 'subscription/cancel', organizationId, {
        reason: 'TOO_EXPENSIVE',
        comment: 'Over budget',
      });
      const twice = await call('PATCH', 'subscription/cancel', organizationId, { reason: 'OTHER' });

      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({
        status: 'CANCELLED',
        lockReason: 'SUBSCRIPTION_CANCELLED',
        cancellation: { reason: 'TOO_EXPENSIVE' },
      });
      expect(twice.json().errors[0].code).toBe('bil-4');
      const [cancel, ...more] = updatesOf(subscription.id);
      expect(more).toEqual([]);
      expect(cancel?.body.get('cancel_at_period_end')).toBe('true');
      expect(cancel?.body.get('cancellation_details[feedback]')).toBe('too_expensive');
      expect(cancel?.body.get('cancellation_details[comment]')).toBe('Over budget');
      expect(cancel?.idempotencyKey).toMatch(new RegExp(`^cancel:${organizationId}:\\d+$`));

      // An older event that still says the subscription goes on does not undo the cancel.
      await updated({ ...subscription, cancel_at_period_end: false });
      expect((await call('GET', 'subscription', organizationId)).json().status).toBe('CANCELLED');

      recorded.length = 0;
      const reactivated = await call('PATCH', 'subscription/reactivate', organizationId);

      expect(reactivated.statusCode).toBe(200);
      expect(reactivated.json()).toMatchObject({ status: 'ACTIVE', lockReason: null, cancellation: null });
      const [resume] = updatesOf(subscription.id);
      expect(resume?.body.get('cancel_at_period_end')).toBe('false');
      expect(resume?.idempotencyKey).toMatch(new RegExp(`^reactivate:${organizationId}:\\d+$`));
      expect(subscription.cancel_at_period_end).toBe(false);
      expect(eventsOf(organizationId)).toEqual([
        ['organization:blocked', { reason: 'SUBSCRIPTION_CANCELLED' }],
        ['organization:unblocked', undefined],
      ]);
    });

    it('should answer bil-7 and neither cancel nor lock when Stripe cannot be reached', async () => {
      const { organizationId, subscription } = await payingOrganization();
      stripeApi.failNext(`POST /v1/subscriptions/${subscription.id}`, 402, 'card_error', 'Refused');

      const response = await call('PATCH', 'subscription/cancel', organizationId, { reason: 'UNUSED' });

      expect(response.statusCode).toBe(502);
      expect(response.json().errors[0].code).toBe('bil-7');
      expect((await call('GET', 'subscription', organizationId)).json()).toMatchObject({
        status: 'ACTIVE',
        lockReason: null,
        cancellation: null,
      });
      expect(subscription.cancel_at_period_end).toBe(false);
      expect(eventsOf(organizationId)).toEqual([]);
    });

    it('should follow a cancel and a resume made in the Customer Portal through the webhook', async () => {
      const { organizationId, subscription } = await payingOrganization();
      subscription.cancel_at_period_end = true;
      subscription.cancellation_details.feedback = 'unused';

      await updated(subscription);
      expect((await call('GET', 'subscription', organizationId)).json()).toMatchObject({
        status: 'CANCELLED',
        cancellation: { reason: 'UNUSED' },
        lockReason: 'SUBSCRIPTION_CANCELLED',
      });
      subscription.cancel_at_period_end = false;
      await updated(subscription);

      expect((await call('GET', 'subscription', organizationId)).json()).toMatchObject({
        status: 'ACTIVE',
        cancellation: null,
        lockReason: null,
      });
      expect(eventsOf(organizationId)).toEqual([
        ['organization:blocked', { reason: 'SUBSCRIPTION_CANCELLED' }],
        ['organization:unblocked', undefined],
      ]);
    });

    it('should start a new Stripe subscription once a subscription Stripe ended is reactivated', async () => {
      const { organizationId, customer, subscription } = await payingOrganization();
      await call('PATCH', 'subscription/cancel', organizationId, { reason: 'OTHER' });
      subscription.status = 'canceled';
      await deliver({
        id: `evt_deleted_${organizationId}`,
        type: 'customer.subscription.deleted',
        data: { object: subscription },
      });
      await kit.advance(organizationId, 40);
      recorded.length = 0;

      const response = await call('PATCH', 'subscription/reactivate', organizationId);
      await app.billingJobs.runNow(organizationId);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ACTIVE', lockReason: null });
      expect(updatesOf(subscription.id)).toEqual([]);
      const created = recorded.filter(
        (request) => request.method === 'POST' && request.path === '/v1/subscriptions',
      );
      expect(created).toHaveLength(1);
      expect(created[0]!.body.get('customer')).toBe(customer);
      expect(created[0]!.body.get('items[0][price]')).toBe('price_mini_monthly');
    });
  });

  describe('usage on the Stripe meter', () => {
    /** An organisation with a Stripe customer and `perDay` searches on each of the 3 days before today. */
    async function searchingOrganization(perDay: number) {
      const organizationId = await newOrganization();
      await call('PUT', 'subscription/payment-details', organizationId);
      const { siteId } = await createAnalyticsSite(app, organizationId, ['en']);
      const days = [3, 2, 1].map((back) => dayBefore(app.clock(), back));
      for (const day of days) {
        await insertEvents(
          app,
          siteId,
          day,
          Array.from({ length: perDay }, (_, index) => ({
            event: 'query',
            query: `shoes ${index}`,
            page: 1,
          })),
        );
      }
      // A paid period that began 5 days ago, so the current period holds those days.
      const now = app.clock().getTime();
      await app.db
        .update(subscriptions)
        .set({
          status: 'ACTIVE',
          currentPeriodStart: new Date(now - 5 * 86_400_000),
          currentPeriodEnd: new Date(now + 25 * 86_400_000),
        })
        .where(eq(subscriptions.organizationId, organizationId));
      recorded.length = 0;
      return { organizationId, customer: customers.at(-1)!, days, siteId };
    }

    const meterEvents = () => recorded.filter((request) => request.path === '/v1/billing/meter_events');

    it('should keep usage local while Stripe has no meter of STRIPE_METER_EVENT_NAME', async () => {
      const { organizationId } = await searchingOrganization(2);
      stripeApi.meter.current = null;

      await app.billingJobs.runNow(organizationId);
      const usage = (await call('GET', 'subscription/usage/searches', organizationId)).json();

      expect(meterEvents()).toEqual([]);
      expect(stripeApi.calls().filter((path) => path.includes('event_summaries'))).toEqual([]);
      expect(usage.days.slice(-4).map((day: { searches: number }) => day.searches)).toEqual([2, 2, 2, 0]);
    });

    it('should report each completed day to the meter once, with <organizationId>:<day>, and nothing when the job runs again', async () => {
      stripeApi.meter.current = { eventName: 'playboard_searches' };
      const { organizationId, customer, days } = await searchingOrganization(4);

      await app.billingJobs.runNow(organizationId);
      const first = meterEvents();
      recorded.length = 0;
      await app.billingJobs.runNow(organizationId);

      expect(first.map((request) => request.body.get('identifier'))).toEqual(
        days.map((day) => `${organizationId}:${day}`),
      );
      expect(first.map((request) => request.idempotencyKey)).toEqual(
        days.map((day) => `meter:${organizationId}:${day}`),
      );
      expect(first[0]!.body.get('event_name')).toBe('playboard_searches');
      expect(first[0]!.body.get('payload[stripe_customer_id]')).toBe(customer);
      expect(first[0]!.body.get('payload[value]')).toBe('4');
      expect(first[0]!.body.get('timestamp')).toBe(String(Date.parse(`${days[0]}T00:00:00Z`) / 1000));
      expect(meterEvents()).toEqual([]);
    });

    it("should read the usage calls from the meter's daily summaries, today from the local count", async () => {
      stripeApi.meter.current = { eventName: 'playboard_searches' };
      const { organizationId, customer, days, siteId } = await searchingOrganization(3);
      // 40 days back: older than the meter takes (34 days), never reported.
      const old = dayBefore(app.clock(), 40);
      await insertEvents(app, siteId, old, [
        { event: 'query', query: 'boots', page: 1 },
        { event: 'query', query: 'socks', page: 1 },
      ]);
      await app.billingJobs.runNow(organizationId);
      stripeApi.summaries.splice(0, Infinity, { day: days[0]!, value: 87 }, { day: old, value: 999 });
      recorded.length = 0;

      const usage = (await call('GET', 'subscription/usage/searches', organizationId)).json();
      const period = (await call('GET', 'subscription/usage/current-period-dist', organizationId)).json();

      // Stripe holds 87 for the first day it was sent; the days it was not sent keep the local count.
      expect(usage.days.slice(-4).map((day: { searches: number }) => day.searches)).toEqual([87, 3, 3, 0]);
      expect(usage.days.find((day: { date: string }) => day.date === old)?.searches).toBe(2);
      expect(usage.rollingAverage).toEqual({ days: 90, searchesPerDay: 1.06, searchesPerMonth: 32 });
      expect(period.days.find((day: { date: string }) => day.date === days[0])?.searches).toBe(87);
      const [summaries] = recorded.filter((request) => request.path.includes('event_summaries'));
      const query = new URL(summaries!.path, 'http://stripe').searchParams;
      expect(query.get('customer')).toBe(customer);
      expect(query.get('value_grouping_window')).toBe('day');
      expect(Number(query.get('end_time')) % 86_400).toBe(0);
      expect(Number(query.get('start_time')) % 86_400).toBe(0);
    });

    it('should answer bil-7 when Stripe refuses the meter read', async () => {
      stripeApi.meter.current = { eventName: 'playboard_searches' };
      const { organizationId } = await searchingOrganization(1);
      stripeApi.failNext('GET /v1/billing/meters/mtr_test1/event_summaries', 400);

      const response = await call('GET', 'subscription/usage/current-period-dist', organizationId);

      expect(response.statusCode).toBe(502);
      expect(response.json().errors[0].code).toBe('bil-7');
    });
  });
});
