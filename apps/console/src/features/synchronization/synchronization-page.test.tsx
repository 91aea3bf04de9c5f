import type { CurrentSync, Site, SyncView } from '@playboard/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshProfile } from '../../lib/session.ts';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { organizationFixture, profileFixture, siteFixture } from '../../testing/session-fixtures.ts';
import { Component as SynchronizationPage } from './synchronization-page.tsx';

const realtime = vi.hoisted(() => ({ handlers: new Map<string, (payload: unknown) => void>() }));

vi.mock('../../lib/realtime.ts', () => ({
  onRealtime: (event: string, handler: (payload: unknown) => void) => {
    realtime.handlers.set(event, handler);
    return () => realtime.handlers.delete(event);
  },
}));

const NOW = new Date('2026-11-22T12:00:00.000Z');
const organization = organizationFixture('o1');
const site = siteFixture('33333333-3333-4333-8333-333333333333', { name: 'Demo Shop' });
const currentPath = `/index/v1/sites/${site.uuid}/syncs/current`;
const startPath = `/index/v1/sites/${site.uuid}/syncs`;

async function signedIn(current: Site = site) {
  const api = mockApi({
    'GET /account/v1/users': { status: 200, body: profileFixture([organization]) },
    'GET /main/v1/organizations/o1': { status: 200, body: { ...organization, sites: [current] } },
  });
  await refreshProfile();
  api.restore();
}

function syncView(overrides: Partial<SyncView> = {}): SyncView {
  return {
    id: 'sync-2',
    mode: 'incremental',
    trigger: 'schedule',
    status: 'DONE',
    processed: 120,
    total: 120,
    percentage: 100,
    upserted: 112,
    removed: 5,
    rejected: 3,
    rejections: [
      { id: 'p-7', reason: 'price must be a number' },
      { id: 'p-9', reason: 'url is required' },
      { id: 'p-12', reason: 'name is required' },
    ],
    failure: null,
    startedAt: '2026-11-22T11:54:00.000Z',
    finishedAt: '2026-11-22T11:55:00.000Z',
    ...overrides,
  };
}

function current(overrides: Partial<CurrentSync> = {}): CurrentSync {
  return {
    sync: syncView(),
    lastSuccessAt: '2026-11-22T11:55:00.000Z',
    nextScheduledAt: '2026-11-22T12:20:00.000Z',
    ...overrides,
  };
}

function open() {
  return renderScreen(SynchronizationPage, { path: '/synchronization' });
}

beforeEach(() => {
  realtime.handlers.clear();
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SynchronizationPage', () => {
  it('should show the last sync time relatively, its counts, the rejected products and the schedule', async () => {
    await signedIn();
    mockApi({ [`GET ${currentPath}`]: { status: 200, body: current() } });
    open();

    expect(await screen.findByText('Last synchronized 5 minutes ago.')).toBeInTheDocument();
    const counts = screen.getByRole('region', { name: 'Last synchronization' });
    expect(within(counts).getByText('Updated').nextSibling).toHaveTextContent('112');
    expect(within(counts).getByText('Removed').nextSibling).toHaveTextContent('5');
    expect(within(counts).getByText('Rejected').nextSibling).toHaveTextContent('3');
    const table = within(counts).getByRole('table', { name: 'The first 3 rejected products and why' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ProductReason', 'p-7price must be a number', 'p-9url is required', 'p-12name is required']);
    expect(screen.getByText('Every hour. Next run in 20 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Synchronize now' })).not.toHaveAttribute('aria-disabled');
  });

  it('should say the catalogue was never synchronised and that the schedule is off', async () => {
    await signedIn({ ...site, syncIntervalMinutes: 0 });
    mockApi({
      [`GET ${currentPath}`]: {
        status: 200,
        body: { sync: null, lastSuccessAt: null, nextScheduledAt: null },
      },
    });
    open();

    expect(await screen.findByText("Your catalog hasn't been synchronized yet.")).toBeInTheDocument();
    expect(screen.getByText('Automatic synchronization is off: use Synchronize now.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Last synchronization' })).not.toBeInTheDocument();
  });

  it('should show a failed sync with its code text and reason', async () => {
    await signedIn();
    mockApi({
      [`GET ${currentPath}`]: {
        status: 200,
        body: current({
          sync: syncView({ status: 'FAILED', failure: { code: 'mot-11', message: 'The shop answered 401' } }),
        }),
      },
    });
    open();

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The last synchronization failed');
    expect(failure).toHaveTextContent("The security key isn't working or the connection is failing.");
    expect(failure).toHaveTextContent('Code mot-11: The shop answered 401');
    expect(failure).toHaveTextContent('Last synchronized 5 minutes ago.');
  });

  it('should start a sync, disable the trigger while it runs and follow its progress live', async () => {
    await signedIn();
    const api = mockApi({
      [`GET ${currentPath}`]: { status: 200, body: current() },
      [`POST ${startPath}`]: {
        status: 202,
        body: syncView({
          id: 'sync-3',
          trigger: 'manual',
          status: 'IN_PROGRESS',
          processed: 0,
          total: 2400,
          percentage: 0,
        }),
      },
    });
    open();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Synchronize now' }));

    expect(await screen.findByText('Synchronization in progress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Synchronizing…' })).toHaveAttribute('aria-disabled', 'true');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: startPath, body: {} },
    ]);

    act(() =>
      realtime.handlers.get('sync:progress')?.({
        siteId: site.uuid,
        sync: syncView({ id: 'sync-3', status: 'IN_PROGRESS', processed: 1200, total: 2400, percentage: 50 }),
      }),
    );
    expect(await screen.findByText('1,200 of 2,400 products processed (50%)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Synchronization progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
  });

  it('should show the loading error with Try again', async () => {
    await signedIn();
    let attempts = 0;
    mockApi({
      [`GET ${currentPath}`]: () =>
        ++attempts === 1 ? apiError(503, 'global-503') : { status: 200, body: current() },
    });
    open();

    expect(await screen.findByText("The synchronization status couldn't be loaded")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Last synchronized 5 minutes ago.')).toBeInTheDocument();
  });

  it('should change the schedule (PATCH syncIntervalMinutes) and show the new one', async () => {
    await signedIn();
    let saved = site;
    const api = mockApi({
      [`GET ${currentPath}`]: { status: 200, body: current() },
      [`PATCH /main/v1/sites/${site.uuid}`]: ({ body }) => {
        saved = { ...site, ...(body as Partial<Site>) };
        return { status: 200, body: saved };
      },
      'GET /account/v1/users': { status: 200, body: profileFixture([organization]) },
      'GET /main/v1/organizations/o1': () => ({ status: 200, body: { ...organization, sites: [saved] } }),
    });
    open();
    const user = userEvent.setup();

    const select = await screen.findByLabelText('Synchronize automatically');
    expect(select).toHaveValue('60');
    await user.selectOptions(select, 'Every 6 hours.');
    await user.click(screen.getByRole('button', { name: 'Save the schedule' }));

    expect(await screen.findByText('The schedule has been saved.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ syncIntervalMinutes: 360 });
    expect(await screen.findByText(/^Every 6 hours\./, { selector: 'p' })).toBeInTheDocument();
  });
  it('should save the schedule with one PATCH and ask again only for the next scheduled run', async () => {
    await signedIn();
    const api = mockApi({
      [`GET ${currentPath}`]: { status: 200, body: current() },
      [`PATCH /main/v1/sites/${site.uuid}`]: ({ body }) => ({
        status: 200,
        body: { ...site, ...(body as Partial<Site>) },
      }),
    });
    open();
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText('Synchronize automatically'), 'Every 6 hours.');
    const before = api.calls.length;
    await user.click(screen.getByRole('button', { name: 'Save the schedule' }));

    expect(await screen.findByText(/^Every 6 hours\./, { selector: 'p' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(api.calls.slice(before).map((call) => `${call.method} ${call.path}`)).toEqual([
        `PATCH /main/v1/sites/${site.uuid}`,
        `GET ${currentPath}`,
      ]),
    );
  });
});
