import { translate } from '@playboard/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/index.ts';
import { createAnalyticsSite, dayBefore, insertEvents } from '../../testing/analytics.ts';
import { billingTestApp } from '../../testing/billing.ts';
import { addSite } from '../../testing/sites.ts';

describe('usage and external billing (spec 1 §9)', async () => {
  const kit = await billingTestApp();
  const { app, call, newOrganization, eventsOf } = kit;

  /** `perDay` storefront searches (first pages) on each of the `days` days before today. */
  async function searches(organizationId: string, days: number, perDay: number) {
    const { siteId } = await createAnalyticsSite(app, organizationId, ['en']);
    const today = app.clock();
    for (let back = 1; back <= days; back += 1) {
      await insertEvents(
        app,
        siteId,
        dayBefore(today, back),
        Array.from({ length: perDay }, (_, index) => ({ event: 'query', query: `shoes ${index}`, page: 1 })),
      );
    }
    // Clicks and further pages are not searches.
    await insertEvents(app, siteId, dayBefore(today, 1), [
      { event: 'click', query: 'shoes', productId: 'p1' },
      { event: 'query', query: 'shoes', page: 2 },
    ]);
  }

  it('should count searches per day with the daily job and answer them with the 90-day average', async () => {
    const organizationId = await newOrganization();
    await searches(organizationId, 3, 4);

    await app.billingJobs.runNow(organizationId);
    const response = await call('GET', 'subscription/usage/searches', organizationId);

    expect(response.statusCode).toBe(200);
    const usage = response.json();
    // The 90 days before today, then today so far.
    expect(usage.days).toHaveLength(91);
    expect(usage.days.slice(-4).map((day: { searches: number }) => day.searches)).toEqual([4, 4, 4, 0]);
    expect(usage.rollingAverage).toEqual({ days: 90, searchesPerDay: 0.13, searchesPerMonth: 4 });
    expect(usage.recommendedPlan).toBeNull();
    expect(usage.updatedAt).not.toBeNull();
  });

  it("should give the current period's distribution against the plan's allowance", async () => {
    const organizationId = await newOrganization();
    await searches(organizationId, 2, 5);
    await app.billingJobs.runNow(organizationId);

    const usage = (await call('GET', 'subscription/usage/current-period-dist', organizationId)).json();

    expect(usage).toMatchObject({ plan: { key: 'FREE' }, allowance: 1000 });
    expect(usage.days.every((day: { date: string }) => /^\d{4}-\d{2}-\d{2}$/.test(day.date))).toBe(true);
  });

  it("should answer today's running count apart from the counted days, before the daily job counts it (issue 32)", async () => {
    const organizationId = await newOrganization();
    const { siteId } = await createAnalyticsSite(app, organizationId, ['en']);
    const now = app.clock();
    const today = now.toISOString().slice(0, 10);
    const occurredAt = new Date(now.getTime() - 60_000);
    await insertEvents(app, siteId, today, [
      { event: 'query', query: 'linen', page: 1, occurredAt },
      { event: 'query', query: 'sofa', page: 1, occurredAt },
      { event: 'query', query: 'sofa', page: 2, occurredAt },
    ]);

    // No daily job has run: the counted days are empty, today already says 2.
    const before = (await call('GET', 'subscription/usage/current-period-dist', organizationId)).json();
    expect(before.searches).toBe(0);
    expect(before.today).toEqual({ date: today, searches: 2, asOf: expect.any(String) });
    expect(before.days.map((day: { date: string }) => day.date)).not.toContain(today);

    // The job's partial count of today stays out of the period's total: the day is not over.
    await app.billingJobs.runNow(organizationId);
    const after = (await call('GET', 'subscription/usage/current-period-dist', organizationId)).json();
    expect(after.searches).toBe(0);
    expect(after.today.searches).toBe(2);
  });

  it('should read searches from start_date and list the subscription periods', async () => {
    const organizationId = await newOrganization();
    await searches(organizationId, 2, 3);
    await app.billingJobs.runNow(organizationId);
    const start = dayBefore(app.clock(), 5);

    const usage = (
      await call('GET', `subscription/usage/searches?start_date=${start}`, organizationId)
    ).json();
    const periods = await call(
      'GET',
      `subscription/subscription-periods?start_date=${start}`,
      organizationId,
    );

    expect(usage.startDate).toBe(start);
    expect(usage.days.reduce((total: number, day: { searches: number }) => total + day.searches, 0)).toBe(6);
    expect(periods.statusCode).toBe(200);
    expect(periods.json().periods).toEqual([
      expect.objectContaining({ plan: { key: 'FREE' }, price: { frequency: 'MONTHLY' }, allowance: 1000 }),
    ]);
    const bad = await call('GET', 'subscription/usage/searches?start_date=yesterday', organizationId);
    expect(bad.statusCode).toBe(400);
  });

  it('should propose the upgrade the 90-day average calls for, to approve, then apply it once approved', async () => {
    const organizationId = await newOrganization();
    // 3,600 searches in 90 days: 40 a day, 1,200 a month, above the free plan's 1,000.
    await searches(organizationId, 90, 40);

    await app.billingJobs.runNow(organizationId);
    const proposed = (await call('GET', 'subscription', organizationId)).json();

    expect(proposed).toMatchObject({
      plan: { key: 'FREE' },
      nextPlan: { key: 'MICRO' },
      nextPriceApproved: false,
    });
    kit.sent.mockClear();
    const approved = await call('PATCH', 'subscription/next-price/approve', organizationId);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ plan: { key: 'MICRO' }, nextPriceApproved: true });
    // The site's own events (sync progress) are not billing's.
    const billing = eventsOf(organizationId).filter(([event]) => event.startsWith('billing:'));
    expect(billing.map(([event]) => event)).toEqual(['billing:price-plan-updated']);
  });

  describe('the plans an organisation is offered (issue 32)', () => {
    const keysOf = async (organizationId: string) =>
      (await call('GET', 'plans', organizationId))
        .json<{ plans: { key: string }[] }>()
        .plans.map((plan) => plan.key);

    it('should offer a WooCommerce merchant the ladder, neither beta nor the market plan, and refuse the market plan', async () => {
      const organizationId = await newOrganization();
      await addSite(app, organizationId, { platform: 'WOOCOMMERCE' });

      expect(await keysOf(organizationId)).toEqual([
        'FREE',
        'MICRO',
        'MINI',
        'MEDIUM',
        'MAXI',
        'MEGA',
        'ENTERPRISE_1',
        'ENTERPRISE_2',
        'ENTERPRISE_3',
      ]);
      const market = await call('PATCH', 'subscription', organizationId, {
        plan: { key: 'PLAYBOARD_MARKET_1' },
        price: { frequency: 'MONTHLY' },
      });
      expect(market.statusCode).toBe(422);
      expect(market.json().errors[0].code).toBe('bil-6');
    });

    it('should list the market plan where the marketplace bills, and beta to an organisation on it', async () => {
      const shopify = await newOrganization();
      await addSite(app, shopify, { platform: 'SHOPIFY' });
      const beta = await newOrganization();
      await app.db
        .update(subscriptions)
        .set({ planKey: 'BETA' })
        .where(eq(subscriptions.organizationId, beta));

      expect(await keysOf(shopify)).toContain('PLAYBOARD_MARKET_1');
      expect(await keysOf(shopify)).not.toContain('BETA');
      expect(await keysOf(beta)).toContain('BETA');
      expect(await keysOf(beta)).not.toContain('PLAYBOARD_MARKET_1');
    });

    it("should offer the same plans in the billing portal and say when invoices come in the console's words", async () => {
      const organizationId = await newOrganization();
      await addSite(app, organizationId, { platform: 'WOOCOMMERCE' });

      const opened = await call('PUT', 'customer/portal-session', organizationId, {});
      const portal = await app.inject({
        method: 'GET',
        url: new URL(opened.json<{ url: string }>().url).pathname,
      });

      expect(portal.statusCode).toBe(200);
      expect(portal.body).toContain(translate('plans.MICRO', 'en'));
      expect(portal.body).not.toContain(translate('plans.PLAYBOARD_MARKET_1', 'en'));
      expect(portal.body).not.toContain(`>${translate('plans.BETA', 'en')}<`);
      expect(portal.body).toContain(translate('invoices.issued', 'en'));
      expect(translate('invoices.issued', 'en')).toBe(
        'An invoice is issued at the start of each paid period.',
      );
    });
  });

  describe('Shopify organisations (external billing)', () => {
    it('should say Shopify bills and offer no payment page (bil-2)', async () => {
      const organizationId = await newOrganization();
      await addSite(app, organizationId, { platform: 'SHOPIFY' });

      const subscription = (await call('GET', 'subscription', organizationId)).json();
      const payment = await call('PUT', 'subscription/payment-details', organizationId);
      const portal = await call('PUT', 'customer/portal-session', organizationId, {});
      const cancel = await call('PATCH', 'subscription/cancel', organizationId, { reason: 'OTHER' });

      expect(subscription).toMatchObject({ provider: 'SHOPIFY', externalBilling: true });
      for (const response of [payment, portal, cancel]) {
        expect(response.statusCode).toBe(409);
        expect(response.json().errors[0].code).toBe('bil-2');
      }
    });
  });

  it('should answer the global plans list with prices excl. VAT and yearly savings up to 20%', async () => {
    const response = await app.inject({ method: 'GET', url: '/billing/v1/plans' });

    expect(response.statusCode).toBe(200);
    const plans: {
      key: string;
      prices: { frequency: string; amountCents: number }[];
      yearlySavingPercent: number;
    }[] = response.json().plans;
    expect(plans).toHaveLength(11);
    for (const plan of plans) {
      const monthly = plan.prices.find((price) => price.frequency === 'MONTHLY')!.amountCents;
      const yearly = plan.prices.find((price) => price.frequency === 'YEARLY')!.amountCents;
      expect(plan.yearlySavingPercent).toBeLessThanOrEqual(20);
      expect(yearly).toBeGreaterThanOrEqual(Math.floor(monthly * 12 * 0.8));
    }
    expect(plans.find((plan) => plan.key === 'MEDIUM')).toMatchObject({
      prices: [
        { frequency: 'MONTHLY', amountCents: 9900, currency: 'EUR' },
        { frequency: 'YEARLY', amountCents: 95_040, currency: 'EUR' },
      ],
      yearlySavingPercent: 20,
      searchesPerMonth: 80_000,
    });
  });
});
