import { describe, expect, it } from 'vitest';
import {
  assertBillingAddressFormats,
  billingAddressFormatError,
  billingAddressSchema,
  isValidPostalCode,
  isValidTaxId,
} from './billing-address.ts';
import { canOpenBillingRedirect } from './billing-redirect.ts';
import {
  consoleReturnPathSchema,
  invoicesQuerySchema,
  subscriptionCancelSchema,
  subscriptionResponseSchema,
} from './billing-api.ts';
import {
  isInvoiceAvailable,
  lockReason,
  subscriptionSchema,
  subscriptionUiStates,
  trialEnd,
} from './subscription.ts';

describe('billing address formats', () => {
  it('should check postal codes per country (bil-cb-2)', () => {
    expect(isValidPostalCode('28001', 'ES')).toBe(true);
    expect(isValidPostalCode('2800', 'ES')).toBe(false);
    expect(isValidPostalCode('SW1A 1AA', 'GB')).toBe(true);
    expect(isValidPostalCode('90210', 'US')).toBe(true);
    expect(isValidPostalCode('ABCDE', 'US')).toBe(false);
  });

  it('should check tax IDs per country with or without prefix and separators (bil-cb-3)', () => {
    expect(isValidTaxId('ESX1234567X', 'ES')).toBe(true);
    expect(isValidTaxId('B12345674', 'ES')).toBe(true);
    expect(isValidTaxId('DE 123.456.789', 'DE')).toBe(true);
    expect(isValidTaxId('12345678', 'DE')).toBe(false);
    expect(isValidTaxId('123456789', 'GB')).toBe(true);
    expect(isValidTaxId('123456789', 'GR')).toBe(true);
    expect(isValidTaxId('12-3456789', 'US')).toBe(true);
  });

  it('should map the two format errors to bil-cb-2 and bil-cb-3', () => {
    expect(billingAddressFormatError({ zip: '2800', taxId: 'nope', country: 'ES' })).toBe('bil-cb-2');
    expect(billingAddressFormatError({ zip: '28001', taxId: 'nope', country: 'ES' })).toBe('bil-cb-3');
    expect(billingAddressFormatError({ zip: '28001', taxId: '', country: 'ES' })).toBeNull();
    expect(() => assertBillingAddressFormats({ zip: '1', taxId: '', country: 'DE' })).toThrow(
      expect.objectContaining({ code: 'bil-cb-2', status: 400, message: 'Invalid ZIP/postal code format.' }),
    );
  });

  it('should carry the codes as field messages of the schema', () => {
    const result = billingAddressSchema.safeParse({
      company: 'Acme',
      taxId: 'DE1',
      address1: 'Main St 1',
      city: 'Berlin',
      country: 'de',
      zip: '1011',
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['zip', 'errors.bil-cb-2'],
      ['taxId', 'errors.bil-cb-3'],
    ]);
  });
});

const subscription = (input: Record<string, unknown> = {}) =>
  subscriptionSchema.parse({ plan: { key: 'MINI' }, price: { frequency: 'MONTHLY' }, ...input });
const now = new Date('2026-03-10T12:00:00Z');

describe('subscriptionSchema', () => {
  it('should default to no trial, payment details set and next price approved (spec 2 §3)', () => {
    const parsed = subscription();
    expect(parsed.trial).toBeUndefined();
    expect(parsed.paymentDetailsSet).toBe(true);
    expect(parsed.nextPriceApproved).toBe(true);
  });
});

const answered = {
  status: 'TRIALING',
  plan: { key: 'FREE' },
  price: { frequency: 'MONTHLY', amountCents: 0, currency: 'EUR' },
  paymentDetailsSet: false,
  nextPriceApproved: true,
  currentPeriod: null,
  paymentMethod: null,
  cancellation: null,
  lockReason: null,
  provider: 'EMBEDDED',
  externalBilling: false,
};

describe('subscriptionResponseSchema', () => {
  it('should read a GET subscription answer on trial as client state with the trial present', () => {
    const answer = subscriptionResponseSchema.parse({
      ...answered,
      trial: { endsAt: '2026-04-09T12:00:00.000Z', daysLeft: 30 },
    });

    const client = subscriptionSchema.parse(answer);

    expect(client.trial).toEqual({ endsAt: '2026-04-09T12:00:00.000Z' });
    expect(subscriptionUiStates(client, now)).toEqual([
      { kind: 'trial', daysLeft: 30 },
      { kind: 'noPaymentDetails' },
    ]);
  });

  it('should refuse a plan key outside spec 2 §3', () => {
    expect(subscriptionResponseSchema.safeParse({ ...answered, plan: { key: 'GOLD' } }).success).toBe(false);
  });
});

describe('subscriptionUiStates', () => {
  it('should show a trial with its days left and missing payment details', () => {
    const trial = subscription({ trial: { endsAt: '2026-03-12T00:00:00Z' }, paymentDetailsSet: false });
    expect(subscriptionUiStates(trial, now)).toEqual([
      { kind: 'trial', daysLeft: 2 },
      { kind: 'noPaymentDetails' },
    ]);
  });

  it('should tell a pending plan change from one to approve', () => {
    expect(subscriptionUiStates(subscription({ nextPlan: { key: 'MAXI' } }), now)).toEqual([
      { kind: 'planChangePending' },
      { kind: 'paymentDetailsSet' },
    ]);
    expect(
      subscriptionUiStates(subscription({ nextPlan: { key: 'MAXI' }, nextPriceApproved: false }), now)[0],
    ).toEqual({
      kind: 'planChangeToApprove',
    });
  });

  it('should end a trial 30 days after it starts', () => {
    expect(trialEnd(new Date('2026-03-01T00:00:00Z')).toISOString()).toBe('2026-03-31T00:00:00.000Z');
  });
});

describe('lockReason', () => {
  it('should give the three lock reasons of spec 1 §4', () => {
    expect(lockReason(subscription({ status: 'PROCESSING' }), now)).toBe('PROCESSING_SUBSCRIPTION');
    expect(lockReason(subscription({ status: 'CANCELLED' }), now)).toBe('SUBSCRIPTION_CANCELLED');
    expect(lockReason(subscription({ status: 'TRIAL_ENDED' }), now)).toBe('TRIAL_ENDED');
    expect(
      lockReason(subscription({ trial: { endsAt: '2026-03-10T12:00:00Z' }, paymentDetailsSet: false }), now),
    ).toBe('TRIAL_ENDED');
    expect(
      lockReason(subscription({ trial: { endsAt: '2026-03-10T12:00:01Z' }, paymentDetailsSet: false }), now),
    ).toBe(null);
    expect(lockReason(subscription(), now)).toBeNull();
  });
});

describe('canOpenBillingRedirect', () => {
  const trialWithout = { trial: { endsAt: '2026-04-01T00:00:00Z' }, paymentDetailsSet: false };

  it('should need BILLING and a known action', () => {
    expect(canOpenBillingRedirect('BILLING_PORTAL', undefined, false)).toBe(false);
    expect(canOpenBillingRedirect('BILLING_PORTAL', undefined, true)).toBe(true);
    expect(canOpenBillingRedirect('OTHER', trialWithout, true)).toBe(false);
  });

  it('should open payment details only on trial without payment details', () => {
    expect(canOpenBillingRedirect('SET_PAYMENT_DETAILS', trialWithout, true)).toBe(true);
    expect(
      canOpenBillingRedirect('SET_PAYMENT_DETAILS', { ...trialWithout, paymentDetailsSet: true }, true),
    ).toBe(false);
    expect(canOpenBillingRedirect('SET_PAYMENT_DETAILS', { paymentDetailsSet: false }, true)).toBe(false);
  });
});

describe('isInvoiceAvailable', () => {
  it('should hide invoices before 2024', () => {
    expect(isInvoiceAvailable({ date: '2023-12-31T23:59:59Z' })).toBe(false);
    expect(isInvoiceAvailable({ date: '2024-01-01T00:00:00Z' })).toBe(true);
  });
});

describe('Billing API bodies', () => {
  it('should accept only console paths to come back to from a hosted page', () => {
    expect(consoleReturnPathSchema.safeParse('/setup-wizard/payment-details').success).toBe(true);
    expect(consoleReturnPathSchema.safeParse('//evil.example').success).toBe(false);
    expect(consoleReturnPathSchema.safeParse('https://evil.example').success).toBe(false);
    expect(consoleReturnPathSchema.safeParse('/\\evil.example').success).toBe(false);
  });

  it('should page invoices 20 at a time by default and at most 100 (spec 2 §7 limit, offset)', () => {
    expect(invoicesQuerySchema.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(invoicesQuerySchema.parse({ limit: '5', offset: '10' })).toEqual({ limit: 5, offset: 10 });
    expect(invoicesQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('should ask why a subscription is cancelled', () => {
    expect(subscriptionCancelSchema.safeParse({}).success).toBe(false);
    expect(subscriptionCancelSchema.parse({ reason: 'TOO_EXPENSIVE' })).toEqual({
      reason: 'TOO_EXPENSIVE',
      comment: '',
    });
  });
});
