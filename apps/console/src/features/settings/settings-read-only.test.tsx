// spec 2 §6: a member with READ on the site (instanceManagement) reads its settings but finds no
// button that would change them (the server answers 403 global-403 to each); the security key
// stays masked for them, and whoever may write reveals it on demand.
import type { Policy, Site } from '@playboard/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { getUser } from '../../lib/auth.ts';
import { refreshProfile } from '../../lib/session.ts';
import { tokenWith } from '../../testing/access-token.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { organizationFixture, profileFixture, siteFixture } from '../../testing/session-fixtures.ts';
import { Component as LayerActivationPage } from './layer-activation-page.tsx';
import { Component as SettingsPage } from './settings-page.tsx';
import { Component as SiteSettingsPage } from './site-settings-page.tsx';

const token = { current: '' };

vi.mock(import('../../lib/auth.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  getUser: () => ({ access_token: token.current }) as ReturnType<typeof getUser>,
}));

afterEach(() => vi.restoreAllMocks());

const organization = organizationFixture('o1');
const woo = siteFixture('44444444-4444-4444-8444-444444444444', {
  name: 'Demo Shop',
  platform: 'WOOCOMMERCE',
  instance: 'demo-shop-1a2b',
  securityKey: 'sk-demo-123',
  cssSelector: '#search',
});
const sitePath = `/main/v1/sites/${woo.uuid}`;

/** Every screen WRITE, the site's management READ only: a Viewer given this site. */
const reader: Policy[] = [
  { resource: '*', instances: [], accessLevel: 'WRITE' },
  { resource: 'instanceManagement', instances: [woo.instance], accessLevel: 'READ' },
];
const writer: Policy[] = [{ resource: '*', instances: [woo.instance], accessLevel: 'WRITE' }];

async function signedIn(policies: Policy[], site: Site = woo) {
  token.current = tokenWith(policies);
  const api = mockApi({
    'GET /account/v1/users': { status: 200, body: profileFixture([organization]) },
    'GET /main/v1/organizations/o1': { status: 200, body: { ...organization, sites: [site] } },
  });
  await refreshProfile();
  api.restore();
}

function openSiteSettings() {
  const api = mockApi({
    [`GET ${sitePath}`]: { status: 200, body: woo },
    [`GET ${sitePath}/connector`]: {
      status: 200,
      body: {
        platform: 'WOOCOMMERCE',
        installedVersion: '1.22.0',
        latestVersion: '1.22.0',
        minimumVersion: '1.0.0',
        updateAvailable: false,
        updateable: true,
      },
    },
  });
  renderScreen(SiteSettingsPage, { path: '/settings/site' });
  return api;
}

const securityKey = async () => {
  const details = await screen.findByRole('region', { name: 'Details' });
  return within(details).getByText('Security key').nextElementSibling as HTMLElement;
};

describe('SiteSettingsPage, READ-only', () => {
  it('should show the details with the key masked and no reveal, copy or save, and say why', async () => {
    await signedIn(reader);
    openSiteSettings();

    const key = await securityKey();
    expect(key).toHaveTextContent('Hidden');
    expect(key).not.toHaveTextContent('sk-demo-123');
    expect(within(key).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(/You can read this screen but not change it/)).toBeInTheDocument();
    expect(screen.getByLabelText('CSS selector')).toBeDisabled();
    expect(screen.getByLabelText('Time zone of your shop')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save time zone' })).not.toBeInTheDocument();
  });

  it('should mask the key for a writer until Reveal, then hide it again, and keep Copy and Save', async () => {
    await signedIn(writer);
    openSiteSettings();
    const user = userEvent.setup();

    const key = await securityKey();
    expect(key).toHaveTextContent('Hidden');
    expect(key).not.toHaveTextContent('sk-demo-123');
    expect(screen.queryByText('You can read this screen but not change it', { exact: false })).toBeNull();
    expect(within(key).getByRole('button', { name: 'Copy the security key' })).toBeInTheDocument();

    await user.click(within(key).getByRole('button', { name: 'Reveal' }));
    expect(key).toHaveTextContent('sk-demo-123');
    await user.click(within(key).getByRole('button', { name: 'Hide' }));
    expect(key).not.toHaveTextContent('sk-demo-123');

    expect(screen.getByLabelText('CSS selector')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save time zone' })).toBeInTheDocument();
  });
});

describe('LayerActivationPage, READ-only', () => {
  it('should show the state and the snippet without Disable the layer, and say why', async () => {
    await signedIn(reader);
    const api = mockApi({ [`GET ${sitePath}`]: { status: 200, body: woo } });
    renderScreen(LayerActivationPage, { path: '/settings/layer-activation' });

    expect(await screen.findByText('Enabled: shoppers search with Playboard.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You can read this screen but not change it');
    expect(screen.queryByRole('button', { name: 'Disable the layer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the snippet' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('should offer no Enable the layer on an inactive layer, nor the prompt to enable it', async () => {
    const off = { ...woo, enabled: false };
    await signedIn(reader, off);
    mockApi({ [`GET ${sitePath}`]: { status: 200, body: off } });
    renderScreen(LayerActivationPage, { path: '/settings/layer-activation' });

    expect(await screen.findByText("Disabled: shoppers use your shop's own search.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable the layer' })).not.toBeInTheDocument();
    expect(screen.queryByText('The search layer is inactive')).not.toBeInTheDocument();
  });

  it('should keep Disable the layer for a writer', async () => {
    await signedIn(writer);
    mockApi({ [`GET ${sitePath}`]: { status: 200, body: woo } });
    renderScreen(LayerActivationPage, { path: '/settings/layer-activation' });

    expect(await screen.findByRole('button', { name: 'Disable the layer' })).toBeInTheDocument();
    expect(screen.queryByText('You can read this screen but not change it', { exact: false })).toBeNull();
  });
});

describe('SettingsPage, READ-only', () => {
  it('should keep the cards to read, and not prompt to enable an inactive layer', async () => {
    await signedIn(reader, { ...woo, enabled: false });
    renderScreen(SettingsPage, { path: '/settings' });

    expect(screen.getByRole('link', { name: /^Site/ })).toHaveAttribute('href', '/settings/site');
    expect(screen.getByRole('status')).toHaveTextContent('You can read this screen but not change it');
    expect(screen.queryByRole('link', { name: 'Go to layer activation' })).not.toBeInTheDocument();
  });
});
