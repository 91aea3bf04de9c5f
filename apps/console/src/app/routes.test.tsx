import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshProfile, type OrganizationDetail, type Profile } from '../lib/session.ts';
import { renderApp } from '../testing/render-app.tsx';
import { profileFixture, siteFixture } from '../testing/session-fixtures.ts';

const auth = vi.hoisted(() => ({ signedIn: false, login: vi.fn(async (_returnTo: string) => undefined) }));

vi.mock('../lib/auth.ts', () => ({
  isAuthenticated: () => auth.signedIn,
  getAuthorizationHeader: () => (auth.signedIn ? 'Bearer token' : undefined),
  getUser: () => null,
  login: auth.login,
  logout: vi.fn(),
  renewOrLogin: vi.fn(),
}));

const organization: OrganizationDetail = {
  uuid: 'org-1',
  name: 'Acme',
  status: 'ACTIVE',
  businessVertical: 'RETAIL',
  permissions: [{ key: 'BILLING' }],
  sites: [
    siteFixture('site-1', {
      name: 'Acme shop',
      url: 'https://acme.example',
      instance: 'acme',
      engines: [{ uuid: 'engine-1', language: 'en', default: true }],
    }),
  ],
};

const profile: Profile = profileFixture([{ ...organization, role: 'owner' }]);

const calls: { method: string; path: string; body?: unknown }[] = [];
let businessVertical: OrganizationDetail['businessVertical'] = 'RETAIL';
let detail: OrganizationDetail = organization;

describe('console routes', () => {
  beforeEach(() => {
    calls.length = 0;
    businessVertical = 'RETAIL';
    detail = organization;
    auth.signedIn = false;
    auth.login.mockClear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit) => {
        calls.push({
          method: init.method ?? 'GET',
          path,
          body: init.body ? JSON.parse(String(init.body)) : undefined,
        });
        const body =
          path === '/account/v1/users'
            ? { ...profile, organizations: [{ ...profile.organizations[0]!, businessVertical }] }
            : path === '/main/v1/organizations/org-1'
              ? { ...detail, businessVertical }
              : path === '/billing/v1/organizations/org-1/subscription'
                ? { plan: { key: 'FREE' }, price: { frequency: 'MONTHLY' } }
                : undefined;
        return new Response(body ? JSON.stringify(body) : null, {
          status: body ? 200 : 204,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should send a signed-out deep link to login and sign in back to the requested page', async () => {
    const router = renderApp('/synonyms?page=2');
    await waitFor(() => expect(auth.login).toHaveBeenCalledWith('/synonyms?page=2', { confirmed: false }));
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('Taking you to sign in…')).toBeInTheDocument();
  });

  it('should tell the sign-in page that the e-mail was just confirmed', async () => {
    renderApp('/login?confirmed=true');
    await waitFor(() => expect(auth.login).toHaveBeenCalledWith('/', { confirmed: true }));
  });

  it('should send unknown paths to login', async () => {
    const router = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['/analytics/query-results', '/analytics/searches-with-results'],
    ['/analytics/query-no-results', '/analytics/searches-no-results'],
    ['/setup-search', '/settings/layer-activation'],
  ])('should redirect the old path %s to %s', async (from, to) => {
    renderApp(from);
    await waitFor(() => expect(auth.login).toHaveBeenCalledWith(to, { confirmed: false }));
  });

  it('should open analytics in the shell for a signed-in user and record the page view', async () => {
    auth.signedIn = true;
    const router = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/analytics');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/account/v1/page-views',
        body: { path: '/analytics' },
      }),
    );
  });

  it('should fold the navigation into a Menu button that Escape and a navigation close', async () => {
    auth.signedIn = true;
    const router = renderApp('/');
    const user = userEvent.setup();
    const menu = await screen.findByRole('button', { name: 'Menu' });
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    // Tailwind shows the folded navigation from lg up whatever `hidden` says (no CSS in jsdom).
    expect(navigation.parentElement).toHaveClass('hidden', 'lg:flex');
    expect(menu).toHaveAttribute('aria-controls', navigation.parentElement!.id);

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(navigation.parentElement).not.toHaveClass('hidden');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'Team' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/team'));
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
  });

  it("should name the sidebar's catalogue language apart from the account's interface language", async () => {
    // Issue 18: two controls were both labelled 'Language'.
    auth.signedIn = true;
    const [site] = organization.sites;
    detail = {
      ...organization,
      sites: [
        {
          ...site!,
          engines: [
            { uuid: 'engine-1', language: 'en', default: true },
            { uuid: 'engine-2', language: 'es', default: false },
          ],
        },
      ],
    };
    const router = renderApp('/');
    const catalogue = await screen.findByRole('combobox', { name: 'Catalog language' });
    expect([...(catalogue as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      'engine-1',
      'engine-2',
    ]);
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();

    await router.navigate('/account');
    expect(await screen.findByRole('combobox', { name: 'Interface language' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Catalog language' })).toBeInTheDocument();
  });

  it('should send a signed-in user away from a public page to its redirect value', async () => {
    auth.signedIn = true;
    const router = renderApp('/signup?redirect=/team');
    await waitFor(() => expect(router.state.location.pathname).toBe('/team'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
  });

  it('should send a route whose flag is off home', async () => {
    auth.signedIn = true;
    const router = renderApp('/usage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics'));
  });

  it('should open the setup wizard on its plugin step and send an unknown step back to it', async () => {
    auth.signedIn = true;
    const router = renderApp('/setup-wizard/no-such-step');
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup-wizard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up Playboard' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Which platform does your shop run on?' })).toBeInTheDocument();
  });

  it('should send the payment details step home while PLAY_SETUP_PAYMENT_DETAILS is off', async () => {
    auth.signedIn = true;
    const router = renderApp('/setup-wizard/payment-details');
    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics'));
  });

  it('should ask for the company inside the wizard before any later step while the business type is unknown', async () => {
    auth.signedIn = true;
    businessVertical = 'UNKNOWN';
    // The session outlives a test: load the profile with the unknown business type first.
    await refreshProfile();
    const router = renderApp('/setup-wizard/woocommerce-connection?platform=woocommerce');
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup-wizard/create-organization'));
    expect(router.state.location.search).toBe('?platform=woocommerce');
    expect(await screen.findByRole('heading', { name: 'Your company' })).toBeInTheDocument();
    businessVertical = 'RETAIL';
    await refreshProfile();
  });

  it('should show the site screens disabled before a shop is connected, saying so, with the way to the wizard (issue 32 item 7)', async () => {
    auth.signedIn = true;
    detail = { ...organization, sites: [] };
    // The session outlives a test: load the organisation without a site first.
    await refreshProfile();
    const router = renderApp('/');
    const user = userEvent.setup();
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup-wizard'));
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });

    for (const name of ['Filters', 'Synchronization', 'Settings', 'History', 'Analytics', 'Synonyms']) {
      const entry = within(navigation).getByRole('link', { name });
      expect(entry).toHaveAttribute('aria-disabled', 'true');
      expect(entry).not.toHaveAttribute('href');
      expect(entry).toHaveAccessibleDescription(/^Connect a shop first/);
    }
    expect(within(navigation).getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/team');
    await user.click(within(navigation).getByRole('link', { name: 'Filters' }));
    expect(router.state.location.pathname).toBe('/setup-wizard');

    await user.click(within(navigation).getByRole('link', { name: 'Team' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/team'));
    await user.click(within(navigation).getByRole('link', { name: 'Go to the setup wizard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup-wizard'));
    detail = organization;
    await refreshProfile();
  });

  it('should offer the site screens as links once a shop is connected', async () => {
    auth.signedIn = true;
    renderApp('/');
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(navigation).findByRole('link', { name: 'Filters' })).toHaveAttribute(
      'href',
      '/filters',
    );
    expect(within(navigation).getByRole('link', { name: 'History' })).not.toHaveAttribute('aria-disabled');
    expect(within(navigation).queryByText('Connect a shop first')).not.toBeInTheDocument();
  });

  it('should open the settings landing in the shell with its cards', async () => {
    auth.signedIn = true;
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Search layer activation/ })).toBeInTheDocument();
  });
});
