import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/index.ts';
import { billingTestApp } from '../../testing/billing.ts';
import { startViesApi } from '../../testing/vies-api.ts';
import { recheckVatNumber } from './vat-check.service.ts';

const vies = await startViesApi({
  DE123456789: { name: 'ACME PETS GMBH', requestIdentifier: 'WAPIAAAAZ1Y2X3W4' },
  EL094259216: { name: 'ΠΕΤ ΑΕ', requestIdentifier: '' },
});
afterAll(() => vies.close());

const address = (overrides: Record<string, string> = {}) => ({
  company: 'Acme Pets GmbH',
  taxId: 'DE 123 456 789',
  address1: 'Unter den Linden 5',
  city: 'Berlin',
  country: 'DE',
  zip: '10117',
  ...overrides,
});

describe('VAT numbers checked with the EU VIES service (VAT_CHECK=vies, seller in ES)', async () => {
  const { app, call, newOrganization, enterCard, advance } = await billingTestApp({
    VAT_CHECK: 'vies',
    VIES_URL: vies.url,
    VIES_TIMEOUT_MS: '300',
    VIES_REQUESTER_VAT_NUMBER: 'ES B-12345674',
  });

  const deps = () => ({ db: app.db, clock: app.clock, realtime: app.realtime, config: app.config });

  beforeEach(() => {
    vies.requests.length = 0;
    vies.state.mode = 'up';
  });

  const saveAddress = (organizationId: string, overrides: Record<string, string> = {}) =>
    call('PUT', 'customer/billing-address', organizationId, address(overrides));
  const read = async (organizationId: string) =>
    (await call('GET', 'customer/billing-address', organizationId)).json();
  const invoices = async (organizationId: string) =>
    (await call('GET', 'subscription/invoices', organizationId)).json().results;
  const vatCheckAudit = (organizationId: string) =>
    app.db
      .select({ before: auditEntries.before, after: auditEntries.after, actorEmail: auditEntries.actorEmail })
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.organizationId, organizationId),
          eq(auditEntries.action, 'billing-address.vat-check'),
        ),
      )
      .orderBy(asc(auditEntries.createdAt));

  it('should verify a registered number with VIES, keep its answer with the address and audit it', async () => {
    const organizationId = await newOrganization();

    const saved = await saveAddress(organizationId);

    expect(saved.statusCode).toBe(200);
    expect(vies.requests).toEqual([
      {
        countryCode: 'DE',
        vatNumber: '123456789',
        requesterMemberStateCode: 'ES',
        requesterNumber: 'B12345674',
      },
    ]);
    expect(await read(organizationId)).toEqual({
      billingAddress: saved.json(),
      vatCheck: {
        status: 'VERIFIED',
        checkedAt: expect.stringMatching(/^2026-11-22T/),
        name: 'ACME PETS GMBH',
        requestIdentifier: 'WAPIAAAAZ1Y2X3W4',
      },
    });
    const [entry] = await vatCheckAudit(organizationId);
    expect(entry).toMatchObject({ before: null, after: { status: 'VERIFIED' } });
    expect(entry?.actorEmail).toMatch(/@/);
  });

  it('should not ask VIES again when a verified number is saved unchanged', async () => {
    const organizationId = await newOrganization();
    await saveAddress(organizationId);

    const moved = await saveAddress(organizationId, { taxId: 'DE123456789', address1: 'Friedrichstraße 1' });

    expect(moved.statusCode).toBe(200);
    expect(vies.requests).toHaveLength(1);
    expect((await read(organizationId)).vatCheck.status).toBe('VERIFIED');
    expect(await vatCheckAudit(organizationId)).toHaveLength(1);
  });

  it('should audit the verification of another number even with the same outcome', async () => {
    const organizationId = await newOrganization();
    await saveAddress(organizationId);

    await saveAddress(organizationId, { taxId: 'EL094259216', country: 'GR', city: 'Athens', zip: '10557' });

    const audit = await vatCheckAudit(organizationId);
    expect(audit.map(({ after }) => after)).toEqual([
      expect.objectContaining({ status: 'VERIFIED', name: 'ACME PETS GMBH' }),
      expect.objectContaining({ status: 'VERIFIED', name: 'ΠΕΤ ΑΕ' }),
    ]);
  });

  it('should ask VIES about a Greek number under its code EL, without the prefix', async () => {
    const organizationId = await newOrganization();

    const saved = await saveAddress(organizationId, {
      taxId: 'EL094259216',
      country: 'GR',
      city: 'Athens',
      zip: '10557',
    });

    expect(saved.statusCode).toBe(200);
    expect(vies.requests).toEqual([expect.objectContaining({ countryCode: 'EL', vatNumber: '094259216' })]);
    expect((await read(organizationId)).vatCheck).toMatchObject({
      status: 'VERIFIED',
      name: 'ΠΕΤ ΑΕ',
      requestIdentifier: null,
    });
  });

  it('should refuse a number VIES does not know with bil-cb-3 and change nothing', async () => {
    const organizationId = await newOrganization();
    await saveAddress(organizationId);

    const refused = await saveAddress(organizationId, {
      taxId: 'FR12345678901',
      country: 'FR',
      city: 'Paris',
      zip: '75001',
    });

    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toEqual({
      code: 'bil-cb-3',
      message: 'The EU VIES service does not know this VAT number.',
    });
    expect(await read(organizationId)).toMatchObject({
      billingAddress: { country: 'DE', taxId: 'DE 123 456 789' },
      vatCheck: { status: 'VERIFIED' },
    });
  });

  it('should not ask VIES about a number of the seller’s country, outside the EU or without a tax ID', async () => {
    const spanish = await newOrganization();
    const american = await newOrganization();
    const consumer = await newOrganization();

    await saveAddress(spanish, { taxId: 'ESB12345674', country: 'ES', city: 'Madrid', zip: '28013' });
    await saveAddress(american, { taxId: '12-3456789', country: 'US', city: 'Beverly Hills', zip: '90210' });
    await saveAddress(consumer, { taxId: '' });

    expect(vies.requests).toEqual([]);
    for (const organizationId of [spanish, american, consumer]) {
      expect((await read(organizationId)).vatCheck).toBeNull();
    }
  });

  it('should keep a number unverified while VIES times out', async () => {
    vies.state.mode = 'silent';
    const organizationId = await newOrganization();

    const saved = await saveAddress(organizationId);

    expect(saved.statusCode).toBe(200);
    expect((await read(organizationId)).vatCheck).toMatchObject({ status: 'UNVERIFIED', name: null });
  });

  it('should save a number as not verified while VIES is busy, invoice VAT, then retry and reverse-charge', async () => {
    vies.state.mode = 'busy';
    const organizationId = await newOrganization();
    const saved = await saveAddress(organizationId);
    await call('PATCH', 'subscription', organizationId, {
      plan: { key: 'MEDIUM' },
      price: { frequency: 'MONTHLY' },
    });
    await enterCard(organizationId);

    // The trial ends: the jobs ask VIES again first, still busy, so the first invoice carries VAT.
    await advance(organizationId, 30);
    const unverified = await read(organizationId);
    vies.state.mode = 'up';
    await advance(organizationId, 31);

    expect(saved.statusCode).toBe(200);
    expect(unverified.vatCheck).toMatchObject({ status: 'UNVERIFIED', name: null, requestIdentifier: null });
    expect(vies.requests.length).toBeGreaterThanOrEqual(3);
    expect(await read(organizationId)).toMatchObject({
      vatCheck: { status: 'VERIFIED', name: 'ACME PETS GMBH', requestIdentifier: 'WAPIAAAAZ1Y2X3W4' },
    });
    const [second, first] = await invoices(organizationId);
    expect(first).toMatchObject({
      subtotalCents: 9900,
      vatRatePercent: 19,
      vatCents: 1881,
      reverseCharge: false,
    });
    expect(second).toMatchObject({
      subtotalCents: 9900,
      vatRatePercent: 0,
      vatCents: 0,
      reverseCharge: true,
    });
    const audit = await vatCheckAudit(organizationId);
    expect(audit.map(({ before, after }) => [before, after])).toEqual([
      [null, expect.objectContaining({ status: 'UNVERIFIED' })],
      [expect.objectContaining({ status: 'UNVERIFIED' }), expect.objectContaining({ status: 'VERIFIED' })],
    ]);
    // The billing jobs' retry has no member behind it.
    expect(audit[1]?.actorEmail).toBeNull();
  });

  it('should invoice VAT when the retry finds a number VIES does not know', async () => {
    vies.state.mode = 'busy';
    const organizationId = await newOrganization();
    await saveAddress(organizationId, { taxId: 'DE999999999' });
    await call('PATCH', 'subscription', organizationId, {
      plan: { key: 'MICRO' },
      price: { frequency: 'MONTHLY' },
    });
    await enterCard(organizationId);
    vies.state.mode = 'up';

    await advance(organizationId, 30);

    expect((await read(organizationId)).vatCheck).toMatchObject({ status: 'INVALID' });
    expect((await invoices(organizationId))[0]).toMatchObject({ vatRatePercent: 19, reverseCharge: false });
  });

  it('should drop a pending verification once VAT_CHECK is back to format, so the format decides', async () => {
    vies.state.mode = 'busy';
    const organizationId = await newOrganization();
    await saveAddress(organizationId);

    await recheckVatNumber({ ...deps(), config: { ...app.config, vatCheck: 'format' } }, organizationId);

    expect((await read(organizationId)).vatCheck).toBeNull();
    expect((await vatCheckAudit(organizationId)).map(({ after }) => after)).toEqual([
      expect.objectContaining({ status: 'UNVERIFIED' }),
      null,
    ]);
  });
});

describe('VAT numbers checked in format only (VAT_CHECK=format, the default)', async () => {
  const { call, newOrganization } = await billingTestApp({ VIES_URL: vies.url });

  it('should save an EU VAT number of the right format without asking VIES', async () => {
    vies.requests.length = 0;
    const organizationId = await newOrganization();

    const saved = await call(
      'PUT',
      'customer/billing-address',
      organizationId,
      address({ taxId: 'DE999999999' }),
    );

    expect(saved.statusCode).toBe(200);
    expect(vies.requests).toEqual([]);
    expect((await call('GET', 'customer/billing-address', organizationId)).json().vatCheck).toBeNull();
  });
});
