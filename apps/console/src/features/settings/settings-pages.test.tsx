import type { ConnectorInfo, Site } from '@playboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshProfile } from '../../lib/session.ts';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { currentLocation, renderScreen } from '../../testing/render-screen.tsx';
import { organizationFixture, profileFixture, siteFixture } from '../../testing/session-fixtures.ts';
import { Component as LayerActivationPage } from './layer-activation-page.tsx';
import { Component as SettingsPage } from './settings-page.tsx';
import { Component as SiteSettingsPage } from './site-settings-page.tsx';

const organization = organizationFixture('o1');
const woo = siteFixture('44444444-4444-4444-8444-444444444444', {
  name: 'Demo Shop',
  url: 'https://shop.example',
  platform: 'WOOCOMMERCE',
  instance: 'demo-shop-1a2b',
  securityKey: 'sk-demo-123',
  environment: 'TEST',
  cssSelector: '#search',
  engines: [
    { uuid: '55555555-5555-4555-8555-555555555555', language: 'es', default: true },
    { uuid: '66666666-6666-4666-8666-666666666666', language: 'en', default: false },
  ],
});
const sitePath = `/main/v1/sites/${woo.uuid}`;

async function signedIn(site: Site = woo) {
  const api = mockApi({
    'GET /account/v1/users': { status: 200, body: profileFixture([organization]) },
    'GET /main/v1/organizations/o1': { status: 200, body: { ...organization, sites: [site] } },
  });
  await refreshProfile();
  api.restore();
}

function connector(overrides: Partial<ConnectorInfo> = {}): ConnectorInfo {
  return {
    platform: 'WOOCOMMERCE',
    installedVersion: '1.22.0',
    latestVersion: '1.22.0',
    minimumVersion: '1.0.0',
    updateAvailable: false,
    updateable: true,
    ...overrides,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('SettingsPage', () => {
  it('should show a card per settings area', async () => {
    await signedIn();
    renderScreen(SettingsPage, { path: '/settings' });

    expect(screen.getByRole('link', { name: /^Site/ })).toHaveAttribute('href', '/settings/site');
    expect(screen.getByRole('link', { name: /^Search layer activation/ })).toHaveAttribute(
      'href',
      '/settings/layer-activation',
    );
  });

  it('should go straight to the site card when it is the only one (Shopify activates the layer itself)', async () => {
    await signedIn({ ...woo, platform: 'SHOPIFY' });
    renderScreen(SettingsPage, { path: '/settings' });
    expect(await currentLocation()).toBe('/settings/site');
  });

  it('should prompt to enable an inactive layer', async () => {
    await signedIn({ ...woo, enabled: false });
    renderScreen(SettingsPage, { path: '/settings' });

    expect(screen.getByRole('status')).toHaveTextContent('The search layer is inactive');
    expect(screen.getByRole('link', { name: 'Go to layer activation' })).toHaveAttribute(
      'href',
      '/settings/layer-activation',
    );
  });
});

describe('SiteSettingsPage', () => {
  it('should show the site details, the security key with a copy button and the connector version', async () => {
    await signedIn();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockApi({
      [`GET ${sitePath}`]: { status: 200, body: woo },
      [`GET ${sitePath}/connector`]: { status: 200, body: connector() },
    });
    renderScreen(SiteSettingsPage, { path: '/settings/site' });

    const details = await screen.findByRole('region', { name: 'Details' });
    const value = (label: string) => within(details).getByText(label).nextSibling?.textContent;
    expect(value('Name')).toBe('Demo Shop');
    expect(value('URL')).toBe('https://shop.example');
    expect(value('Platform')).toBe('WooCommerce');
    expect(value('Environment')).toBe('Test');
    expect(value('Instance')).toBe('demo-shop-1a2b');
    expect(await within(details).findByText('Version 1.22.0 installed · latest 1.22.0')).toBeInTheDocument();
    expect(within(details).queryByText(/is available/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Copy the security key' }));
    expect(writeText).toHaveBeenCalledWith('sk-demo-123');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('should prompt to update when a newer connector version exists', async () => {
    await signedIn();
    mockApi({
      [`GET ${sitePath}`]: { status: 200, body: woo },
      [`GET ${sitePath}/connector`]: {
        status: 200,
        body: connector({ installedVersion: '1.20.0', updateAvailable: true }),
      },
    });
    renderScreen(SiteSettingsPage, { path: '/settings/site' });

    expect(
      await screen.findByText('Version 1.22.0 of the Playboard module is available'),
    ).toBeInTheDocument();
    expect(screen.getByText('Update it from Plugins in your WordPress admin.')).toBeInTheDocument();
  });

  it("should refuse an invalid CSS selector with 'Invalid CSS selector' and save a valid list (PATCH)", async () => {
    await signedIn();
    const api = mockApi({
      [`GET ${sitePath}`]: { status: 200, body: woo },
      [`GET ${sitePath}/connector`]: { status: 200, body: connector() },
      [`PATCH ${sitePath}`]: ({ body }) => ({ status: 200, body: { ...woo, ...(body as object) } }),
    });
    renderScreen(SiteSettingsPage, { path: '/settings/site' });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('CSS selector');
    expect(field).toHaveValue('#search');

    await user.clear(field);
    await user.type(field, '#search,,');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid CSS selector')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.clear(field);
    await user.type(field, '#search, .search-box input');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The CSS selector has been saved.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: sitePath,
      body: { cssSelector: '#search, .search-box input' },
    });
  });

  it('should save an empty CSS selector (the default trigger) in the look of every other form', async () => {
    await signedIn();
    const api = mockApi({
      [`GET ${sitePath}`]: { status: 200, body: woo },
      [`GET ${sitePath}/connector`]: { status: 200, body: connector() },
      [`PATCH ${sitePath}`]: ({ body }) => ({ status: 200, body: { ...woo, ...(body as object) } }),
    });
    renderScreen(SiteSettingsPage, { path: '/settings/site' });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('CSS selector');
    expect(field.closest('.font-mono')).toBeNull();

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The CSS selector has been saved.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ cssSelector: '' });
  });

  it('should not offer the CSS selector where the platform has no visual selector (Magento)', async () => {
    const magento = { ...woo, platform: 'MAGENTO' as const };
    await signedIn(magento);
    mockApi({
      [`GET ${sitePath}`]: { status: 200, body: magento },
      [`GET ${sitePath}/connector`]: { status: 200, body: connector({ platform: 'MAGENTO' }) },
    });
    renderScreen(SiteSettingsPage, { path: '/settings/site' });

    expect(await screen.findByRole('region', { name: 'Details' })).toBeInTheDocument();
    expect(screen.queryByLabelText('CSS selector')).not.toBeInTheDocument();
  });
});

describe('LayerActivationPage', () => {
  it('should disable the layer only after confirmation, say so and show the new state', async () => {
    await signedIn();
    const api = mockApi({
      [`GET ${sitePath}`]: () => ({
        status: 200,
        body: { ...woo, enabled: !api.calls.some((call) => call.path.endsWith('/disable')) },
      }),
      [`PATCH ${sitePath}/disable`]: { status: 200, body: { ...woo, enabled: false } },
    });
    renderScreen(LayerActivationPage, { path: '/settings/layer-activation' });
    const user = userEvent.setup();

    expect(await screen.findByText('Enabled: shoppers search with Playboard.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/history?kind=layer');
    await user.click(screen.getByRole('button', { name: 'Disable the layer' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable the search layer?' });
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Disable the layer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('The search layer is disabled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText("Disabled: shoppers use your shop's own search.")).toBeInTheDocument();
    expect(screen.getByText('The search layer is inactive')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable the layer' })).toBeInTheDocument();
  });

  it('should enable an inactive layer after confirmation', async () => {
    const off = { ...woo, enabled: false };
    await signedIn(off);
    const api = mockApi({
      [`GET ${sitePath}`]: () => ({
        status: 200,
        body: { ...woo, enabled: api.calls.some((call) => call.path.endsWith('/enable')) },
      }),
      [`PATCH ${sitePath}/enable`]: { status: 200, body: { ...woo, enabled: true } },
    });
    renderScreen(LayerActivationPage, { path: '/settings/layer-activation' });
    const user = userEvent.setup();

    expect(await screen.findByText('The search layer is inactive')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enable the layer' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Enable the search layer?' })).getByRole('button', {
        name: 'Enable',
      }),
    );

    expect(await screen.findByText('The search layer is enabled.')).toBeInTheDocument();
    expect(screen.queryByText('The search layer is inactive')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: `${sitePath}/enable`, body: undefined },
    ]);
  });

  it("should show 'The changes couldn't be saved, let's try again' when the save fails with global-500", async () => {
    await signedIn();
    mockApi({
      [`GET ${sitePath}`]: { status: 200, body: woo },
      [`PATCH ${sitePath}/disable`]: apiError(500, 'global-500'),
    });
    renderScreen(LayerActivationPage, { path: '/settings/layer-activation' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Disable the layer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable' }));

    // The dialog stays open for another try; the dock behind it says what happened.
    expect(await screen.findByText("The changes couldn't be saved, let's try again")).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Disable the search layer?' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Enabled: shoppers search with Playboard.')).toBeInTheDocument();
  });

  it('should give the snippet with the instance and the default language, and copy it', async () => {
    await signedIn();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockApi({ [`GET ${sitePath}`]: { status: 200, body: woo } });
    renderScreen(LayerActivationPage, { path: '/settings/layer-activation' });

    const snippet = `<script src="${window.location.origin}/layer.js" data-instance="demo-shop-1a2b" data-lang="es" async></script>`;
    expect(await screen.findByText(snippet)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy the snippet' }));
    expect(writeText).toHaveBeenCalledWith(snippet);
  });

  it("should link to the shop's storefront in a new tab: its own storefront when the shop is the server's demo shop", async () => {
    await signedIn();
    mockApi({ [`GET ${sitePath}`]: { status: 200, body: woo } });
    const { unmount } = renderScreen(LayerActivationPage, { path: '/settings/layer-activation' });
    const name = 'Open your storefront (opens in a new tab)';
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', 'https://shop.example');
    expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    unmount();

    const onDemoShop = { ...woo, url: `${window.location.origin}/demo-shop` };
    await signedIn(onDemoShop);
    mockApi({ [`GET ${sitePath}`]: { status: 200, body: onDemoShop } });
    renderScreen(LayerActivationPage, { path: '/settings/layer-activation' });
    expect(await screen.findByRole('link', { name })).toHaveAttribute(
      'href',
      `${window.location.origin}/demo-shop/?storefront=demo-shop-1a2b`,
    );
  });

  it('should send a platform with external activation (Shopify) to the site card', async () => {
    await signedIn({ ...woo, platform: 'SHOPIFY' });
    renderScreen(LayerActivationPage, { path: '/settings/layer-activation' });
    expect(await currentLocation()).toBe('/settings/site');
  });
});
