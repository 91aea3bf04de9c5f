import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { apiError, mockApi } from '../testing/mock-api.ts';
import { loadGuardSubscription } from './get-subscription.ts';

const withBilling = { uuid: 'org-1', permissions: [{ key: 'BILLING' as const }] };
const trial = {
  plan: { key: 'FREE' },
  price: { frequency: 'MONTHLY' },
  paymentDetailsSet: false,
  nextPriceApproved: true,
  trial: { endsAt: '2026-12-22T10:00:00.000Z', daysLeft: 30 },
};

describe('loadGuardSubscription', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('should load the subscription of an organisation with BILLING', async () => {
    const { calls } = mockApi({
      'GET /billing/v1/organizations/org-1/subscription': { status: 200, body: trial },
    });

    const subscription = await loadGuardSubscription(createQueryClient(), withBilling);

    expect(calls.map((call) => call.path)).toEqual(['/billing/v1/organizations/org-1/subscription']);
    expect(subscription).toEqual(trial);
  });

  it('should ask nothing for an organisation without BILLING, or before one is chosen', async () => {
    const { calls } = mockApi({});
    const client = createQueryClient();

    expect(await loadGuardSubscription(client, { uuid: 'org-2', permissions: [] })).toBeNull();
    expect(await loadGuardSubscription(client, null)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('should load each organisation once and answer from the cache after', async () => {
    const { calls } = mockApi({
      'GET /billing/v1/organizations/org-1/subscription': { status: 200, body: trial },
      'GET /billing/v1/organizations/org-3/subscription': {
        status: 200,
        body: { ...trial, trial: undefined },
      },
    });
    const client = createQueryClient();

    await loadGuardSubscription(client, withBilling);
    const third = await loadGuardSubscription(client, { ...withBilling, uuid: 'org-3' });
    const again = await loadGuardSubscription(client, withBilling);

    expect(calls.map((call) => call.path)).toEqual([
      '/billing/v1/organizations/org-1/subscription',
      '/billing/v1/organizations/org-3/subscription',
    ]);
    expect(third?.trial).toBeUndefined();
    expect(again?.trial).toBeDefined();
  });

  it('should log a failure once, without retrying, and go on as if there were no subscription', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls } = mockApi({
      'GET /billing/v1/organizations/org-1/subscription': apiError(503, 'global-503', 'Unavailable'),
    });

    const subscription = await loadGuardSubscription(createQueryClient(), withBilling);

    expect(subscription).toBeNull();
    expect(calls).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('Subscription could not be loaded', expect.any(Error));
  });
});
