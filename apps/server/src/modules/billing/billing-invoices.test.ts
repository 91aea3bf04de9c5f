import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingLedger, invoices, subscriptions } from '../../db/schema/index.ts';
import { billingTestApp } from '../../testing/billing.ts';
import { advanceSubscription } from './subscriptions.service.ts';

const address = (overrides: Record<string, string> = {}) => ({
  company: 'Acme SL',
  taxId: '',
  address1: 'Gran Vía 1',
  city: 'Madrid',
  country: 'ES',
  zip: '28013',
  ...overrides,
});

describe('invoices and billing address (spec 1 §3, §9; spec 2 §8)', async () => {
  const kit = await billingTestApp();
  const { app, call, newOrganization, enterCard, advance } = kit;

  /** PUT customer/billing-address with the test address and `overrides`; savedAddress reads it back. */
  const saveAddress = (organizationId: string, overrides: Record<string, string> = {}) =>
    call('PUT', 'customer/billing-address', organizationId, address(overrides));
  const savedAddress = async (organizationId: string) =>
    (await call('GET', 'customer/billing-address', organizationId)).json();

  /** An organisation on a paid plan with a card, whose trial has ended: its first invoice is out. */
  async function payingOrganization(plan = 'MINI', billing: Record<string, string> | null = null) {
    const organizationId = await newOrganization();
    if (billing) await saveAddress(organizationId, billing);
    await call('PATCH', 'subscription', organizationId, {
      plan: { key: plan },
      price: { frequency: 'MONTHLY' },
    });
    await enterCard(organizationId);
    await advance(organizationId, 30);
    return organizationId;
  }

  const invoicePage = async (organizationId: string, query = '') =>
    (await call('GET', `subscription/invoices${query}`, organizationId)).json();

  describe('PUT customer/billing-address', () => {
    it('should save the address and answer it, then read it back', async () => {
      const organizationId = await newOrganization();

      const saved = await saveAddress(organizationId, { taxId: 'B12345674' });
      const read = await savedAddress(organizationId);

      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        company: 'Acme SL',
        country: 'ES',
        zip: '28013',
        address2: '',
        state: '',
      });
      expect(read.billingAddress).toEqual(saved.json());
    });

    it('should answer null before an address is saved', async () => {
      const organizationId = await newOrganization();

      expect(await savedAddress(organizationId)).toEqual({ billingAddress: null, vatCheck: null });
    });

    it.each([
      ['ES', '2800'],
      ['DE', '1011'],
      ['GB', '12345'],
      ['US', 'ABCDE'],
      ['FR', '7500'],
    ])('should refuse a postal code of the wrong format for %s with bil-cb-2 (%s)', async (country, zip) => {
      const organizationId = await newOrganization();

      const response = await saveAddress(organizationId, { country, zip });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toEqual({
        code: 'bil-cb-2',
        message: 'Invalid ZIP/postal code format.',
      });
      expect((await savedAddress(organizationId)).billingAddress).toBeNull();
    });

    it.each([
      ['ES', '28013', 'X123'],
      ['DE', '10115', '12345678'],
      ['FR', '75001', 'FR123'],
      ['IT', '00118', 'IT123'],
    ])('should refuse a tax ID of the wrong format for %s with bil-cb-3', async (country, zip, taxId) => {
      const organizationId = await newOrganization();

      const response = await saveAddress(organizationId, { country, zip, taxId });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toEqual({ code: 'bil-cb-3', message: 'Invalid VAT/tax ID format.' });
    });

    it.each([
      ['DE', '10115', 'DE123456789'],
      ['FR', '75001', 'FR12345678901'],
      ['GB', 'SW1A 1AA', 'GB123456789'],
      ['US', '90210', '12-3456789'],
    ])('should accept a well-formed address of %s', async (country, zip, taxId) => {
      const organizationId = await newOrganization();

      const response = await saveAddress(organizationId, { country, zip, taxId });

      expect(response.statusCode).toBe(200);
    });

    it('should refuse a missing company with global-400', async () => {
      const organizationId = await newOrganization();

      const response = await saveAddress(organizationId, { company: '' });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].code).toBe('global-400');
    });
  });

  describe('invoice job', () => {
    it('should issue one paid invoice per period, numbered without gaps, with Spanish VAT at home', async () => {
      const organizationId = await payingOrganization('MINI', {});
      await advance(organizationId, 31);
      await advance(organizationId, 31);

      const page = await invoicePage(organizationId);

      expect(page.numFound).toBe(3);
      expect(
        page.results.map((invoice: { subtotalCents: number; vatCents: number; amountCents: number }) => [
          invoice.subtotalCents,
          invoice.vatCents,
          invoice.amountCents,
        ]),
      ).toEqual([
        [4900, 1029, 5929],
        [4900, 1029, 5929],
        [4900, 1029, 5929],
      ]);
      expect(page.results[0]).toMatchObject({
        vatRatePercent: 21,
        reverseCharge: false,
        status: 'PAID',
        currency: 'EUR',
      });
      // Every number of every year, 1 to n without a gap (PB-<year>-<sequence>).
      const numbers = (await app.db.select({ number: invoices.number }).from(invoices)).map(
        (row) => row.number,
      );
      for (const year of new Set(numbers.map((number) => number.split('-')[1]))) {
        const sequence = numbers
          .filter((number) => number.split('-')[1] === year)
          .map((number) => Number(number.split('-')[2]))
          .sort((a, b) => a - b);
        expect(sequence).toEqual(sequence.map((_, index) => index + 1));
      }
    });

    it('should reverse-charge an EU business with a valid VAT number outside Spain', async () => {
      const organizationId = await payingOrganization('MEDIUM', {
        country: 'DE',
        zip: '10115',
        taxId: 'DE123456789',
      });

      const [invoice] = (await invoicePage(organizationId)).results;

      expect(invoice).toMatchObject({
        subtotalCents: 9900,
        vatRatePercent: 0,
        vatCents: 0,
        amountCents: 9900,
        reverseCharge: true,
      });
    });

    it('should charge an EU consumer the VAT of their country and nothing outside the EU', async () => {
      const german = await payingOrganization('MICRO', { country: 'DE', zip: '10115' });
      const american = await payingOrganization('MICRO', { country: 'US', zip: '90210' });

      expect((await invoicePage(german)).results[0]).toMatchObject({
        vatRatePercent: 19,
        vatCents: 361,
        reverseCharge: false,
      });
      expect((await invoicePage(american)).results[0]).toMatchObject({
        vatRatePercent: 0,
        vatCents: 0,
        reverseCharge: false,
      });
    });

    it('should issue and charge once when the job dies mid-run and starts again', async () => {
      const organizationId = await payingOrganization('MAXI', {});
      await app.db
        .update(subscriptions)
        .set({ clockOffsetMs: 92 * 86_400_000 })
        .where(eq(subscriptions.organizationId, organizationId));
      // The first run dies after the invoice and its charge were written, before they commit.
      let crashes = 1;
      const crashing = {
        ...app,
        db: app.db,
        clock: app.clock,
        realtime: app.realtime,
        config: app.config,
      };
      const original = app.db.transaction.bind(app.db);
      crashing.db = Object.create(app.db, {
        transaction: {
          value: (run: Parameters<typeof original>[0]) =>
            original(async (tx) => {
              const result = await run(tx);
              if (crashes > 0) {
                crashes -= 1;
                throw new Error('process killed');
              }
              return result;
            }),
        },
      });

      await expect(advanceSubscription(crashing, organizationId)).rejects.toThrow('process killed');
      await advanceSubscription(app, organizationId);
      await advanceSubscription(app, organizationId);

      const issued = await app.db.select().from(invoices).where(eq(invoices.organizationId, organizationId));
      const charges = await app.db
        .select()
        .from(billingLedger)
        .where(eq(billingLedger.organizationId, organizationId));
      // The trial's end (1) and two renewals since (62 days later), each once.
      expect(issued).toHaveLength(3);
      expect(charges.filter((row) => row.kind === 'CHARGE' && row.invoiceId !== null)).toHaveLength(3);
    });

    it('should leave a renewal the card declines PROCESSING, lock, and unlock once a new card pays it', async () => {
      const organizationId = await newOrganization();
      await call('PATCH', 'subscription', organizationId, {
        plan: { key: 'MICRO' },
        price: { frequency: 'MONTHLY' },
      });
      await enterCard(organizationId, '4000 0000 0000 0341');
      kit.sent.mockClear();

      await advance(organizationId, 30);

      expect((await call('GET', 'subscription', organizationId)).json()).toMatchObject({
        status: 'PROCESSING',
        lockReason: 'PROCESSING_SUBSCRIPTION',
      });
      expect((await invoicePage(organizationId)).results[0].status).toBe('OPEN');
      await enterCard(organizationId);
      expect((await call('GET', 'subscription', organizationId)).json()).toMatchObject({
        status: 'ACTIVE',
        lockReason: null,
      });
      expect((await invoicePage(organizationId)).results[0].status).toBe('PAID');
      expect(kit.eventsOf(organizationId).map(([event]) => event)).toEqual([
        'organization:blocked',
        'billing:payment-details-updated',
        'organization:unblocked',
      ]);
    });

    it('should page invoices with limit and offset', async () => {
      const organizationId = await payingOrganization('MICRO');
      await advance(organizationId, 31);
      await advance(organizationId, 31);

      const first = await invoicePage(organizationId, '?limit=2&offset=0');
      const second = await invoicePage(organizationId, '?limit=2&offset=2');

      expect(first.numFound).toBe(3);
      expect(first.results).toHaveLength(2);
      expect(second.results).toHaveLength(1);
      expect(
        new Set([...first.results, ...second.results].map((invoice: { id: string }) => invoice.id)).size,
      ).toBe(3);
    });

    it('should list no invoice dated before 2024 and answer 404 for its PDF (spec 1 §9)', async () => {
      const organizationId = await payingOrganization('MICRO');
      const [invoice] = await app.db
        .select()
        .from(invoices)
        .where(eq(invoices.organizationId, organizationId));
      await app.db
        .update(invoices)
        .set({ issuedAt: new Date('2023-12-31T10:00:00Z') })
        .where(eq(invoices.id, invoice!.id));

      expect((await invoicePage(organizationId)).numFound).toBe(0);
      const pdf = await call('GET', `subscription/invoices/${invoice!.id}/pdf`, organizationId);
      expect(pdf.statusCode).toBe(404);
    });
  });

  describe('GET subscription/invoices/{invoiceId}/pdf', () => {
    it('should answer a real PDF naming the invoice number', async () => {
      const organizationId = await payingOrganization('MINI', {});
      const [invoice] = (await invoicePage(organizationId)).results;

      const response = await call('GET', `subscription/invoices/${invoice.id}/pdf`, organizationId);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(response.rawPayload.subarray(-6).toString()).toContain('%%EOF');
    });

    it("should answer 404 to another organisation's member and for another organisation's invoice", async () => {
      const organizationId = await payingOrganization('MICRO');
      const [invoice] = (await invoicePage(organizationId)).results;
      const other = await newOrganization();

      const stranger = await call(
        'GET',
        `subscription/invoices/${invoice.id}/pdf`,
        organizationId,
        undefined,
        kit.asStranger,
      );
      const crossed = await call('GET', `subscription/invoices/${invoice.id}/pdf`, other);

      expect(stranger.statusCode).toBe(404);
      expect(crossed.statusCode).toBe(404);
    });
  });
});
