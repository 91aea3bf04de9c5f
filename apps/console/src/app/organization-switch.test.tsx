import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { selectOrganization, type OrganizationDetail, type Profile } from '../lib/session.ts';
import { renderApp } from '../testing/render-app.tsx';
import { profileFixture, siteFixture } from '../testing/session-fixtures.ts';
import { alertStore } from '../ui/alerts/alert-store.ts';

vi.mock('../lib/auth.ts', () => ({
  isAuthenticated: () => true,
  getAuthorizationHeader: () => 'Bearer token',
  getUser: () => null,
  login: vi.fn(),
  logout: vi.fn(),
  renewOrLogin: vi.fn(),
}));

const realtime = vi.hoisted(() => ({ handlers: new Map<string, (payload: unknown) => void>() }));

vi.mock('../lib/realtime.ts', () => ({
  connectRealtime: async () => undefined,
  disconnectRealtime: () => undefined,
  onRealtime: (event: string, handler: (payload: unknown) => void) => {
    realtime.handlers.set(event, handler);
    return () => realtime.handlers.delete(event);
  },
}));

function organizationDetail(
  uuid: string,
  permissions: OrganizationDetail['permissions'],
): OrganizationDetail {
  return {
    uuid,
    name: `Shop ${uuid}`,
    status: 'ACTIVE',
    businessVertical: 'RETAIL',
    permissions,
    sites: [siteFixture(`${uuid}-site`)],
  };
}

const organizations: Record<string, OrganizationDetail> = {
  'org-billing': organizationDetail('org-billing', [{ key: 'BILLING' }]),
  'org-member': organizationDetail('org-member', []),
};

const profile: Profile = profileFixture(
  Object.values(organizations).map(({ sites: _sites, ...organization }) => ({
    ...organization,
    role: 'owner',
  })),
);

let subscription: Record<string, unknown> = {};
const requested: string[] = [];

const subscriptionRequests = () => requested.filter((path) => path.startsWith('/billing/'));

const freePlan = {
  plan: { key: 'FREE' },
  price: { frequency: 'MONTHLY' },
  paymentDetailsSet: false,
  nextPriceApproved: true,
};

/**
 * A fresh console API: the profile, the organisations, and org-billing's `answer` as its
 * subscription (503 while `failing`); no request made yet, nothing cached.
 */
let failing = false;
function stubApi(answer: Record<string, unknown>) {
  failing = false;
  subscription = answer;
  requested.length = 0;
  queryClient.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      requested.push(path);
      const organization = /^\/main\/v1\/organizations\/([\w-]+)$/.exec(path)?.[1];
      if (path.startsWith('/billing/') && failing) return new Response(null, { status: 503 });
      const body =
        path === '/account/v1/users'
          ? profile
          : organization
            ? organizations[organization]
            : path === '/billing/v1/organizations/org-billing/subscription'
              ? subscription
              : undefined;
      return new Response(body ? JSON.stringify(body) : null, {
        status: body ? 200 : 204,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

describe('organisation switch and /redirection', () => {
  beforeEach(() => {
    stubApi({ ...freePlan, trial: { endsAt: '2026-12-22T10:00:00.000Z', daysLeft: 30 } });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should load the subscription when switching to an organisation with BILLING, and not without it', async () => {
    await selectOrganization('org-member');
    renderApp('/account');
    const switcher = await screen.findByRole('combobox', { name: 'Organization' });
    expect(subscriptionRequests()).toEqual([]);

    await userEvent.selectOptions(switcher, 'org-billing');
    await waitFor(() =>
      expect(subscriptionRequests()).toEqual(['/billing/v1/organizations/org-billing/subscription']),
    );

    const again = await screen.findByRole('combobox', { name: 'Organization' });
    await waitFor(() => expect(again).toBeEnabled());
    const memberLoads = () => requested.filter((path) => path === '/main/v1/organizations/org-member').length;
    const before = memberLoads();
    await userEvent.selectOptions(again, 'org-member');
    await waitFor(() => expect(memberLoads()).toBe(before + 1));
    expect(subscriptionRequests()).toEqual(['/billing/v1/organizations/org-billing/subscription']);
  });

  it('should open /redirection to set payment details while on trial without them', async () => {
    await selectOrganization('org-billing');
    const router = renderApp('/redirection?action=SET_PAYMENT_DETAILS');

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Redirecting' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/redirection');
  });

  it('should send /redirection to restricted for payment details once they are set', async () => {
    subscription = { ...subscription, paymentDetailsSet: true };
    await selectOrganization('org-billing');
    const router = renderApp('/redirection?action=SET_PAYMENT_DETAILS');

    await waitFor(() => expect(router.state.location.pathname).toBe('/restricted'));
  });

  it('should send /redirection to restricted without BILLING, asking for no subscription', async () => {
    await selectOrganization('org-member');
    const router = renderApp('/redirection?action=BILLING_PORTAL');

    await waitFor(() => expect(router.state.location.pathname).toBe('/restricted'));
    expect(subscriptionRequests()).toEqual([]);
  });
});

describe('billing events (spec 2 §2)', () => {
  beforeEach(() => {
    stubApi(freePlan);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    for (const alert of alertStore.getSnapshot()) alertStore.dismiss(alert.id);
  });

  it('should reload the subscription on a price plan update, then name the plan and frequency', async () => {
    await selectOrganization('org-billing');
    renderApp('/account');
    await waitFor(() => expect(realtime.handlers.has('billing:price-plan-updated')).toBe(true));
    const before = subscriptionRequests().length;
    subscription = { ...subscription, plan: { key: 'MEDIUM' }, price: { frequency: 'YEARLY' } };

    realtime.handlers.get('billing:price-plan-updated')!({});

    expect(await screen.findByText('Price plan updated')).toBeInTheDocument();
    expect(screen.getByText("You're now on the Medium plan (Yearly).")).toBeInTheDocument();
    expect(subscriptionRequests()).toHaveLength(before + 1);
  });

  it('should reload the subscription when payment details are updated, then say they are saved', async () => {
    await selectOrganization('org-billing');
    renderApp('/account');
    await waitFor(() => expect(realtime.handlers.has('billing:payment-details-updated')).toBe(true));
    const before = subscriptionRequests().length;

    realtime.handlers.get('billing:payment-details-updated')!({});

    expect(await screen.findByText('Your payment details have been saved.')).toBeInTheDocument();
    expect(subscriptionRequests()).toHaveLength(before + 1);
  });

  it('should only log a failed reload, with no alert', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await selectOrganization('org-billing');
    renderApp('/account');
    await waitFor(() => expect(realtime.handlers.has('billing:price-plan-updated')).toBe(true));
    failing = true;

    realtime.handlers.get('billing:price-plan-updated')!({});

    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Subscription could not be reloaded', expect.anything()),
    );
    expect(screen.queryByText('Price plan updated')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('should ignore the billing events without BILLING', async () => {
    await selectOrganization('org-member');
    renderApp('/account');
    await screen.findByRole('combobox', { name: 'Organization' });

    expect(realtime.handlers.has('billing:price-plan-updated')).toBe(false);
    expect(realtime.handlers.has('billing:payment-details-updated')).toBe(false);
  });
});
