import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshProfile } from '../../lib/session.ts';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { organizationFixture, profileFixture, siteFixture } from '../../testing/session-fixtures.ts';
import { Component as SiteSettingsPage } from './site-settings-page.tsx';

const organization = organizationFixture('o1');
const site = siteFixture('44444444-4444-4444-8444-444444444444', { timeZone: 'UTC' });
const sitePath = `/main/v1/sites/${site.uuid}`;
const connector = {
  platform: 'CUSTOM',
  installedVersion: null,
  latestVersion: null,
  minimumVersion: null,
  updateAvailable: false,
  updateable: false,
};

async function signedIn() {
  const api = mockApi({
    'GET /account/v1/users': { status: 200, body: profileFixture([organization]) },
    'GET /main/v1/organizations/o1': { status: 200, body: { ...organization, sites: [site] } },
  });
  await refreshProfile();
  api.restore();
}

afterEach(() => vi.restoreAllMocks());

describe('Site settings: time zone', () => {
  it('should offer every IANA zone with its offset, refuse an unknown one and save a chosen one (PATCH)', async () => {
    await signedIn();
    const api = mockApi({
      [`GET ${sitePath}`]: { status: 200, body: site },
      [`GET ${sitePath}/connector`]: { status: 200, body: connector },
      [`PATCH ${sitePath}`]: ({ body }) => ({ status: 200, body: { ...site, ...(body as object) } }),
    });
    renderScreen(SiteSettingsPage, { path: '/settings/site' });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Time zone of your shop');
    expect(field).toHaveValue('UTC');
    const list = document.getElementById(field.getAttribute('list') ?? '');
    const options = [...(list?.querySelectorAll('option') ?? [])];
    expect(options.length).toBeGreaterThan(300);
    expect(
      options.find((option) => option.value === 'Asia/Kolkata' || option.value === 'Asia/Calcutta'),
    ).toHaveAttribute('label', 'UTC+05:30');

    await user.clear(field);
    await user.type(field, 'Europe/Madird');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByText('Choose a valid time zone.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.clear(field);
    await user.type(field, 'Europe/Madrid');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByText('The time zone is now Europe/Madrid.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: sitePath,
      body: { timeZone: 'Europe/Madrid' },
    });
    expect(screen.getByRole('button', { name: 'Save time zone' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('should say why a save failed and keep what the merchant typed', async () => {
    await signedIn();
    mockApi({
      [`GET ${sitePath}`]: { status: 200, body: site },
      [`GET ${sitePath}/connector`]: { status: 200, body: connector },
      [`PATCH ${sitePath}`]: apiError(500, 'global-500'),
    });
    renderScreen(SiteSettingsPage, { path: '/settings/site' });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Time zone of your shop');
    await user.clear(field);
    await user.type(field, 'America/New_York');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(field).toHaveValue('America/New_York');
  });
});
