// spec 2 §6: a member with READ on the site's management follows its synchronisation but cannot
// start one nor change the schedule (the server answers 403 global-403 to both).
import type { CurrentSync, Policy, Site } from '@playboard/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { getUser } from '../../lib/auth.ts';
import { refreshProfile } from '../../lib/session.ts';
import { tokenWith } from '../../testing/access-token.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { organizationFixture, profileFixture, siteFixture } from '../../testing/session-fixtures.ts';
import { Component as SynchronizationPage } from './synchronization-page.tsx';

const token = { current: '' };

vi.mock(import('../../lib/auth.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  getUser: () => ({ access_token: token.current }) as ReturnType<typeof getUser>,
}));

vi.mock('../../lib/realtime.ts', () => ({ onRealtime: () => () => undefined }));

const NOW = new Date('2026-11-22T12:00:00.000Z');
const organization = organizationFixture('o1');
const site = siteFixture('33333333-3333-4333-8333-333333333333', { name: 'Demo Shop' });
const currentPath = `/index/v1/sites/${site.uuid}/syncs/current`;

const reader: Policy[] = [
  { resource: '*', instances: [], accessLevel: 'WRITE' },
  { resource: 'instanceManagement', instances: [site.instance], accessLevel: 'READ' },
];
const writer: Policy[] = [{ resource: '*', instances: [site.instance], accessLevel: 'WRITE' }];

const lastSync: CurrentSync = {
  sync: null,
  lastSuccessAt: '2026-11-22T11:55:00.000Z',
  nextScheduledAt: '2026-11-22T12:20:00.000Z',
};

async function open(policies: Policy[], current: Site = site) {
  token.current = tokenWith(policies);
  const profile = mockApi({
    'GET /account/v1/users': { status: 200, body: profileFixture([organization]) },
    'GET /main/v1/organizations/o1': { status: 200, body: { ...organization, sites: [current] } },
  });
  await refreshProfile();
  profile.restore();
  const api = mockApi({ [`GET ${currentPath}`]: { status: 200, body: lastSync } });
  renderScreen(SynchronizationPage, { path: '/synchronization' });
  expect(await screen.findByText('Last synchronized 5 minutes ago.')).toBeInTheDocument();
  return api;
}

beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SynchronizationPage, READ-only', () => {
  it('should show the status and the schedule without Synchronize now or the schedule form, and say why', async () => {
    const api = await open(reader);

    expect(screen.getByText(/You can read this screen but not change it/)).toBeInTheDocument();
    expect(screen.getByText('Every hour. Next run in 20 minutes.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Synchronize now' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Synchronize automatically')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the schedule' })).not.toBeInTheDocument();
    expect(api.calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('should not point a reader to Synchronize now when the schedule is off', async () => {
    await open(reader, { ...site, syncIntervalMinutes: 0 });
    expect(screen.getByText('Automatic synchronization is off.')).toBeInTheDocument();
  });

  it('should keep Synchronize now and the schedule form for a writer', async () => {
    await open(writer);

    expect(screen.queryByText(/You can read this screen but not change it/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Synchronize now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the schedule' })).toBeInTheDocument();
  });
});
