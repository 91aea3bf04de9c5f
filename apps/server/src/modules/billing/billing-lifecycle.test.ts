import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, billingLedger, organizations } from '../../db/schema/index.ts';
import { billingTestApp, CARDS } from '../../testing/billing.ts';

describe('subscription lifecycle (spec 1 §4, §9; spec 2 §4)', async () => {
  const kit = await billingTestApp();
  const { app, call, newOrganization, enterCard, openPaymentPage, submitCard, eventsOf, advance } = kit;

  const subscription = async (organizationId: string) =>
    (await call('GET', 'subscription', organizationId)).json();
  const status = async (organizationId: string) =>
    (await app.db.select().from(organizations).where(eq(organizations.id, organizationId)))[0]?.status;
  const ledger = (organizationId: string) =>
    app.db.select().from(billingLedger).where(eq(billingLedger.organizationId, organizationId));

  describe('payment details on the hosted page', () => {
    it('should answer the URL of a hosted page on this server for PUT subscription/payment-details', async () => {
      const organizationId = await newOrganization();

      const response = await call(
        'PUT',
        'subscription/payment-details?origin=/setup-wizard/payment-details',
        organizationId,
      );

      expect(response.statusCode).toBe(200);
      const url = new URL(response.json().url);
      expect(url.origin).toBe('http://localhost:3000');
      const page = await app.inject({ method: 'GET', url: url.pathname });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('A temporary charge of €1.00 checks the card');
    });

    it('should refuse an origin that leaves the console with global-400', async () => {
      const organizationId = await newOrganization();

      const response = await call(
        'PUT',
        'subscription/payment-details?origin=//evil.example',
        organizationId,
      );

      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].code).toBe('global-400');
    });

    it('should charge 1 euro, refund it and set the payment details with a test card, then emit the event', async () => {
      const organizationId = await newOrganization();
      kit.sent.mockClear();

      const response = await enterCard(organizationId, CARDS.visa);

      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Payment details saved');
      expect(response.body).toContain('href="http://localhost:3000/subscription"');
      expect(await subscription(organizationId)).toMatchObject({
        status: 'TRIALING',
        paymentDetailsSet: true,
        paymentMethod: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2029 },
      });
      const rows = await ledger(organizationId);
      expect(rows.map((row) => [row.kind, row.amountCents, row.status]).sort()).toEqual([
        ['CHARGE', 100, 'SUCCEEDED'],
        ['REFUND', 100, 'SUCCEEDED'],
      ]);
      expect(eventsOf(organizationId).map(([event]) => event)).toEqual(['billing:payment-details-updated']);
      // The member who opened the page is the audit log's actor of the change made on it.
      const [entry] = await app.db
        .select()
        .from(auditEntries)
        .where(
          and(
            eq(auditEntries.organizationId, organizationId),
            eq(auditEntries.action, 'payment-details.update'),
          ),
        );
      expect(entry).toMatchObject({ area: 'billing', actorId: kit.owner.id, actorEmail: kit.owner.email });
    });

    it('should refuse the card that always declines with bil-1 and set nothing', async () => {
      const organizationId = await newOrganization();
      kit.sent.mockClear();

      const response = await enterCard(organizationId, CARDS.declined);

      expect(response.statusCode).toBe(402);
      expect(response.body).toContain('Your card was declined. Try another card.');
      expect((await subscription(organizationId)).paymentDetailsSet).toBe(false);
      expect((await ledger(organizationId)).map((row) => [row.kind, row.status])).toEqual([
        ['CHARGE', 'DECLINED'],
      ]);
      expect(eventsOf(organizationId)).toEqual([]);
    });

    it('should check the card number (Luhn), the expiry and the CVC, and charge nothing for a wrong card', async () => {
      const organizationId = await newOrganization();
      const { path, nonce } = await openPaymentPage(organizationId);

      const response = await submitCard(path, nonce, '4242 4242 4242 4241', { expiry: '01/20', cvc: '12' });

      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Enter a valid card number.');
      expect(response.body).toContain('Enter an expiry date in the future, as MM/YY.');
      expect(response.body).toContain('Enter the 3-digit security code');
      expect(response.body).toContain('aria-invalid="true"');
      expect(await ledger(organizationId)).toEqual([]);
    });

    it('should charge once when the same form is submitted twice', async () => {
      const organizationId = await newOrganization();
      const { path, nonce } = await openPaymentPage(organizationId);
      kit.sent.mockClear();

      const [first, second] = await Promise.all([
        submitCard(path, nonce, CARDS.visa),
        submitCard(path, nonce, CARDS.visa),
      ]);
      const third = await submitCard(path, nonce, CARDS.visa);

      expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
      expect((await ledger(organizationId)).map((row) => row.kind).sort()).toEqual(['CHARGE', 'REFUND']);
      expect(eventsOf(organizationId).map(([event]) => event)).toEqual(['billing:payment-details-updated']);
    });

    it('should answer an expired or unknown link with 410', async () => {
      const organizationId = await newOrganization();
      const { path } = await openPaymentPage(organizationId);
      kit.clock.advance(61 * 60 * 1000);

      expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(410);
      expect(
        (await app.inject({ method: 'GET', url: `/billing/v1/hosted/${'x'.repeat(43)}/portal` })).statusCode,
      ).toBe(410);
    });
  });

  describe('trial end (test clock)', () => {
    it('should lock a trial that ends without payment details with TRIAL_ENDED and fire organization:blocked', async () => {
      const organizationId = await newOrganization();
      kit.sent.mockClear();

      await advance(organizationId, 29);
      expect(await status(organizationId)).toBe('ACTIVE');
      const moved = await advance(organizationId, 1);

      expect(moved.statusCode).toBe(200);
      expect(await status(organizationId)).toBe('BLOCKED');
      expect(await subscription(organizationId)).toMatchObject({
        status: 'TRIAL_ENDED',
        lockReason: 'TRIAL_ENDED',
        trial: { daysLeft: 0 },
        paymentDetailsSet: false,
      });
      expect(eventsOf(organizationId)).toEqual([['organization:blocked', { reason: 'TRIAL_ENDED' }]]);
    });

    it('should unlock and start the first paid period when payment details arrive after the trial ended', async () => {
      const organizationId = await newOrganization();
      await call('PATCH', 'subscription', organizationId, {
        plan: { key: 'MINI' },
        price: { frequency: 'MONTHLY' },
      });
      await advance(organizationId, 30);
      kit.sent.mockClear();

      await enterCard(organizationId, CARDS.mastercard);

      expect(await status(organizationId)).toBe('ACTIVE');
      expect(await subscription(organizationId)).toMatchObject({ status: 'ACTIVE', lockReason: null });
      expect(eventsOf(organizationId).map(([event]) => event)).toEqual([
        'billing:payment-details-updated',
        'organization:unblocked',
      ]);
      const invoices = (await call('GET', 'subscription/invoices', organizationId)).json();
      expect(invoices.numFound).toBe(1);
      expect(invoices.results[0]).toMatchObject({
        plan: { key: 'MINI' },
        subtotalCents: 4900,
        status: 'PAID',
      });
    });

    it('should start the paid period at the trial end when payment details are set', async () => {
      const organizationId = await newOrganization();
      await call('PATCH', 'subscription', organizationId, {
        plan: { key: 'MICRO' },
        price: { frequency: 'YEARLY' },
      });
      await enterCard(organizationId);
      const trialEnd = (await subscription(organizationId)).trial.endsAt;

      await advance(organizationId, 30);

      const after = await subscription(organizationId);
      expect(after).toMatchObject({ status: 'ACTIVE', lockReason: null, currentPeriod: { start: trialEnd } });
      expect(after.trial).toBeUndefined();
      expect(await status(organizationId)).toBe('ACTIVE');
    });
  });

  describe('cancel and reactivate', () => {
    it('should lock a cancelled subscription with its reason, then unlock it on reactivate', async () => {
      const organizationId = await newOrganization();
      kit.sent.mockClear();

      const cancelled = await call('PATCH', 'subscription/cancel', organizationId, {
        reason: 'TOO_EXPENSIVE',
      });

      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({
        status: 'CANCELLED',
        lockReason: 'SUBSCRIPTION_CANCELLED',
        cancellation: { reason: 'TOO_EXPENSIVE' },
      });
      expect(await status(organizationId)).toBe('BLOCKED');

      const again = await call('PATCH', 'subscription/cancel', organizationId, { reason: 'OTHER' });
      expect(again.statusCode).toBe(409);
      expect(again.json().errors[0].code).toBe('bil-4');

      const reactivated = await call('PATCH', 'subscription/reactivate', organizationId);

      expect(reactivated.statusCode).toBe(200);
      expect(reactivated.json()).toMatchObject({ status: 'TRIALING', lockReason: null, cancellation: null });
      expect(await status(organizationId)).toBe('ACTIVE');
      expect(eventsOf(organizationId)).toEqual([
        ['organization:blocked', { reason: 'SUBSCRIPTION_CANCELLED' }],
        ['organization:unblocked', undefined],
      ]);
      const audit = await app.db
        .select({ action: auditEntries.action })
        .from(auditEntries)
        .where(and(eq(auditEntries.organizationId, organizationId), eq(auditEntries.area, 'billing')))
        .orderBy(auditEntries.createdAt);
      expect(audit.map((entry) => entry.action)).toEqual(['subscription.cancel', 'subscription.reactivate']);
    });

    it('should refuse to reactivate an active subscription (bil-4) and an ended trial without payment details (bil-3)', async () => {
      const active = await newOrganization();
      expect((await call('PATCH', 'subscription/reactivate', active)).json().errors[0].code).toBe('bil-4');

      const ended = await newOrganization();
      await advance(ended, 31);
      const response = await call('PATCH', 'subscription/reactivate', ended);

      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0].code).toBe('bil-3');
      expect(await status(ended)).toBe('BLOCKED');
    });

    it('should ask for a known reason (global-400)', async () => {
      const organizationId = await newOrganization();

      const response = await call('PATCH', 'subscription/cancel', organizationId, { reason: 'BORED' });

      expect(response.statusCode).toBe(400);
      expect((await subscription(organizationId)).status).toBe('TRIALING');
    });
  });

  describe('plan changes', () => {
    it('should change the plan at once on trial and emit price plan updated', async () => {
      const organizationId = await newOrganization();
      kit.sent.mockClear();

      const response = await call('PATCH', 'subscription', organizationId, {
        plan: { key: 'MEDIUM' },
        price: { frequency: 'YEARLY' },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        plan: { key: 'MEDIUM' },
        price: { frequency: 'YEARLY', amountCents: 95_040, currency: 'EUR' },
      });
      expect(eventsOf(organizationId)).toEqual([
        ['billing:price-plan-updated', { plan: { key: 'MEDIUM' }, price: { frequency: 'YEARLY' } }],
      ]);
    });

    it('should keep a paid period and take the new plan at its renewal (plan change pending)', async () => {
      const organizationId = await newOrganization();
      await call('PATCH', 'subscription', organizationId, {
        plan: { key: 'MICRO' },
        price: { frequency: 'MONTHLY' },
      });
      await enterCard(organizationId);
      await advance(organizationId, 30);
      kit.sent.mockClear();

      const pending = await call('PATCH', 'subscription', organizationId, {
        plan: { key: 'MAXI' },
        price: { frequency: 'MONTHLY' },
      });

      expect(pending.json()).toMatchObject({
        plan: { key: 'MICRO' },
        nextPlan: { key: 'MAXI' },
        nextPriceApproved: true,
      });
      expect(eventsOf(organizationId)).toEqual([]);
      await advance(organizationId, 31);
      expect(await subscription(organizationId)).toMatchObject({ plan: { key: 'MAXI' }, status: 'ACTIVE' });
      expect((await subscription(organizationId)).nextPlan).toBeUndefined();
      expect(eventsOf(organizationId).map(([event]) => event)).toContain('billing:price-plan-updated');
    });

    it('should refuse a plan agreed with sales (bil-6) and approving without a proposal (bil-5)', async () => {
      const organizationId = await newOrganization();

      const enterprise = await call('PATCH', 'subscription', organizationId, {
        plan: { key: 'ENTERPRISE_1' },
        price: { frequency: 'MONTHLY' },
      });
      const approve = await call('PATCH', 'subscription/next-price/approve', organizationId);

      expect(enterprise.statusCode).toBe(422);
      expect(enterprise.json().errors[0].code).toBe('bil-6');
      expect(approve.statusCode).toBe(409);
      expect(approve.json().errors[0].code).toBe('bil-5');
    });
  });

  it('should leave the test clock out when PLAY_BILLING_TEST_CLOCK is off (the default)', async () => {
    const { accountTestApp, ownerAndStranger } = await import('../../testing/account.ts');
    const plain = await accountTestApp();
    const { asOwner, organizationId } = await ownerAndStranger(plain.app);

    const response = await plain.app.inject({
      method: 'POST',
      url: `/billing/v1/organizations/${organizationId}/test-clock`,
      headers: asOwner,
      payload: { advanceDays: 30 },
    });

    expect(response.statusCode).toBe(404);
  });
});
