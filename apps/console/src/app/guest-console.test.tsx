// spec 2 §6: a guest (invited through POST /management/v1/guests, or given a role on a site of an
// organisation they are no member of) works in the console on the sites they were given: the profile
// lists that organisation with role guest, they land on the first screen their policies open, read-only
// where they read, and the organisation's own screens (team, audit, billing, company) are not theirs.
import type { Policy, SynonymGroup, SynonymProposals } from '@playboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import type { OrganizationDetail, Profile } from '../lib/session.ts';
import { tokenWith } from '../testing/access-token.ts';
import { renderApp } from '../testing/render-app.tsx';
import { profileFixture, siteFixture } from '../testing/session-fixtures.ts';

const auth = vi.hoisted(() => ({ token: '', login: vi.fn(async (_returnTo: string) => undefined) }));

vi.mock('../lib/auth.ts', () => ({
  isAuthenticated: () => true,
  getAuthorizationHeader: () => 'Bearer token',
  getUser: () => ({ access_token: auth.token }),
  login: auth.login,
  logout: vi.fn(),
  renewOrLogin: vi.fn(),
}));

const site = siteFixture('agency-site', { name: 'Agency shop', instance: 'agency-shop' });

const guestOf: OrganizationDetail = {
  uuid: 'org-guest',
  name: 'Client organisation',
  status: 'ACTIVE',
  businessVertical: 'RETAIL',
  permissions: [],
  sites: [site],
};

const jumpers: SynonymGroup = {
  id: 'g1',
  language: 'en',
  terms: ['jumper', 'sweater'],
  oneWay: false,
  updated: new Date().toISOString(),
};

let profile: Profile;
const requested: string[] = [];

function signInAsGuest(policies: Policy[], organization: Partial<OrganizationDetail> = {}) {
  auth.token = tokenWith(policies);
  const { sites: _sites, ...summary } = { ...guestOf, ...organization };
  profile = profileFixture([{ ...summary, role: 'guest' }]);
}

describe('the console for a guest', () => {
  beforeEach(() => {
    requested.length = 0;
    localStorage.clear();
    queryClient.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        requested.push(path);
        const body =
          path === '/account/v1/users'
            ? profile
            : path === '/main/v1/organizations/org-guest'
              ? { ...guestOf, businessVertical: profile.organizations[0]!.businessVertical }
              : path.startsWith(`/merchandising/v1/sites/${site.uuid}/synonyms/proposals`)
                ? ({
                    from: '2026-11-02',
                    to: '2026-12-01',
                    builtIn: true,
                    replayed: 0,
                    proposals: [],
                  } satisfies SynonymProposals)
                : path.startsWith(`/merchandising/v1/sites/${site.uuid}/synonyms`)
                  ? { synonyms: [jumpers], total: 1 }
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

  it("should land a guest with READ on the site's synonyms on them, read-only, without the organisation's screens", async () => {
    signInAsGuest([{ resource: 'play.synonym', instances: [site.instance], accessLevel: 'READ' }]);
    const router = renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Synonyms' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/synonyms');
    expect(await screen.findByRole('button', { name: 'View jumper, sweater' })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('status')
        .some((status) => status.textContent?.includes('You can read this screen but not change it')),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add synonyms' })).not.toBeInTheDocument();

    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(navigation)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toContain('Synonyms');
    for (const hidden of ['Analytics', 'Redirections', 'Team', 'Audit log', 'Subscription', 'Users']) {
      expect(links).not.toContain(hidden);
    }
    expect(requested).not.toContain('/billing/v1/organizations/org-guest/subscription');
  });

  it('should keep Add for a guest given WRITE on the synonyms', async () => {
    signInAsGuest([{ resource: 'play.synonym', instances: [site.instance], accessLevel: 'WRITE' }]);
    renderApp('/synonyms');

    expect(await screen.findByRole('button', { name: 'Add synonyms' })).toBeInTheDocument();
  });

  it('should show the restricted page on the team, audit and billing screens of a guest, whatever the policies say', async () => {
    signInAsGuest([{ resource: '*', instances: [site.instance], accessLevel: 'WRITE' }]);
    for (const path of ['/team', '/audit', '/subscription']) {
      const router = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/restricted'));
    }
    const router = renderApp('/synonyms');
    await screen.findByRole('heading', { level: 1, name: 'Synonyms' });
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(navigation).queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    expect(within(navigation).queryByRole('link', { name: 'Subscription' })).not.toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: 'Analytics' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/synonyms');
  });

  it('should not send a guest to create or describe the organisation, even when its business type is unknown', async () => {
    signInAsGuest([{ resource: 'play', instances: [site.instance], accessLevel: 'READ' }], {
      businessVertical: 'UNKNOWN',
    });
    const router = renderApp('/synonyms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Synonyms' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/synonyms');

    const company = renderApp('/company');
    await waitFor(() => expect(company.state.location.pathname).toBe('/synonyms'));
  });
});
