import { GETTING_STARTED_STEPS, type GettingStarted, type GettingStartedStep } from '@playboard/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { siteFixture } from '../../testing/session-fixtures.ts';
import { analyticsBase, engineReply, lastQuery, NOW, signedIn, site } from './analytics-fixtures.ts';
import { Component as AnalyticsPage } from './analytics-page.tsx';
import type { KpiDay, KpiReport, Kpis } from './api/get-kpis.ts';

function kpis(overrides: Partial<Kpis> = {}): Kpis {
  return {
    searches: 1200,
    searchesWithResults: 1140,
    searchesNoResults: 60,
    noResultsRate: 0.05,
    clicks: 300,
    partialResultClicks: 20,
    clicksWithoutSearch: 45,
    ctr: 0.25,
    addToCarts: 90,
    checkouts: 24,
    cr: 0.02,
    visits: 800,
    ...overrides,
  };
}

function day(date: string, searches: number): KpiDay {
  return {
    day: date,
    searches,
    searchesWithResults: searches - 5,
    searchesNoResults: 5,
    clicks: 40,
    partialResultClicks: 2,
    clicksWithoutSearch: 5,
    addToCarts: 12,
    checkouts: 3,
    visits: 100,
  };
}

function report(overrides: Partial<KpiReport> = {}): KpiReport {
  return {
    range: { from: '2026-11-16', to: '2026-11-22' },
    previousRange: { from: '2026-11-07', to: '2026-11-14' },
    current: kpis(),
    previous: kpis({ searches: 1000, noResultsRate: 0.04, ctr: 0.25, clicks: 0, visits: 800, cr: null }),
    series: [day('2026-11-20', 150), day('2026-11-21', 180), day('2026-11-22', 120)],
    ...overrides,
  };
}

/** The next steps after the setup, every one done unless given (the home then shows none). */
function nextSteps(done: Partial<Record<GettingStartedStep, boolean>> = {}) {
  return {
    [`GET /main/v1/sites/${site.uuid}/getting-started`]: {
      status: 200,
      body: {
        products: 2400,
        languages: ['en'],
        facets: [],
        steps: GETTING_STARTED_STEPS.map((step) => ({ step, done: done[step] ?? true })),
      } satisfies GettingStarted,
    },
  };
}

/** The home's answers: every next step done, the engine and the week's KPIs; `handlers` replace or add some. */
function homeApi(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...nextSteps(),
    [`GET ${analyticsBase}/engine`]: engineReply(),
    [`GET ${analyticsBase}/kpis`]: { status: 200, body: report() },
    ...handlers,
  });
}

function open(url = '/analytics') {
  return renderScreen(AnalyticsPage, { path: '/analytics', url });
}

function card(name: string) {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.parentElement as HTMLElement;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  sessionStorage.clear();
  localStorage.removeItem(`playboard.gettingStarted.dismissed.${site.uuid}`);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AnalyticsPage', () => {
  it('should show the seven KPIs of spec 1 §2 and the clicks apart with their change against the previous period', async () => {
    await signedIn();
    homeApi();
    open();

    expect(await screen.findByText('1,200')).toBeInTheDocument();
    expect(card('Searches')).toHaveTextContent('Up 20% on the previous period');
    expect(card('No-results rate')).toHaveTextContent('5%');
    expect(card('No-results rate')).toHaveTextContent('Up 25% on the previous period');
    expect(card('No-results rate').querySelector('.text-rose-700')).not.toBeNull();
    expect(card('CTR')).toHaveTextContent(/25%.*No change on the previous period/);
    expect(card('CR')).toHaveTextContent('2%No data for the previous period');
    expect(card('Clicks')).toHaveTextContent('300No data for the previous period');
    expect(card('Visits')).toHaveTextContent('800');
    expect(card('Add-to-carts')).toHaveTextContent('90');
    expect(card('Partial-result clicks')).toHaveTextContent('20');
    expect(card('Clicks without a search')).toHaveTextContent('45');
    expect(screen.getByText('Changes compared with Nov 7, 2026 – Nov 14, 2026')).toBeInTheDocument();
    expect(screen.queryByText('Simulated traffic')).not.toBeInTheDocument();
  });

  it('should mark the days with configuration changes, listing them on hover and focus with a link to their history', async () => {
    await signedIn();
    const api = homeApi({
      [`GET /merchandising/v1/sites/${site.uuid}/revisions/days`]: {
        status: 200,
        body: { days: [{ date: '2026-11-21', count: 2, kinds: ['synonym', 'customisation'] }] },
      },
    });
    open();

    const marks = await screen.findAllByRole('button', { name: '2 configuration changes on Nov 21, 2026' });
    expect(marks).toHaveLength(2);
    expect(api.calls.find((call) => call.path.endsWith('/revisions/days'))?.query).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(marks[0]).toHaveAttribute('aria-expanded', 'false');
    act(() => marks[0]!.focus());
    expect(marks[0]).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(marks[0]!.getAttribute('aria-controls')!)!;
    expect(details).toBeVisible();
    expect(details).toHaveTextContent('Synonyms, Customization');
    const link = within(details).getByRole('link', { name: 'See these changes' });
    expect(link.getAttribute('href')).toMatch(/^\/history\?from=.+&to=.+$/);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).keyboard('{Escape}');
    expect(marks[0]).toHaveAttribute('aria-expanded', 'false');
  });

  it('should ask for the last 7 days by default and the last 30 days when chosen, keeping them in the URL', async () => {
    await signedIn();
    homeApi();
    const { router } = open();

    await screen.findByText('1,200');
    // Exactly 7 days, today included.
    expect(lastQuery('kpis')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(screen.getByText('Nov 16, 2026 – Nov 22, 2026')).toBeInTheDocument();
    expect(screen.getByText('(7 days · UTC time)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Reset' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(lastQuery('kpis')).toEqual({ from: '2026-10-24', to: '2026-11-22' }));
    expect(router.state.location.search).toBe('?range=last30Days');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Oct 24, 2026 – Nov 22, 2026')).toBeInTheDocument();
    expect(screen.getByText('(30 days · UTC time)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(lastQuery('kpis')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('should start the range no earlier than the engine creation day (spec 1 §9)', async () => {
    await signedIn();
    homeApi({
      [`GET ${analyticsBase}/engine`]: engineReply({ createdAt: '2026-11-19T16:30:00.000Z' }),
    });
    open();

    await screen.findByText('1,200');
    expect(lastQuery('kpis')).toEqual({ from: '2026-11-19', to: '2026-11-22' });
    const why = 'Starts on Nov 19, 2026, the day this engine was created: there are no figures before it.';
    expect(screen.getByText(why)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    // Both ranges start on the creation day, the same days: the chosen one shows selected, and why.
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/\(4 days/)).toBeInTheDocument();
    expect(screen.getByText(why)).toBeInTheDocument();
    expect(lastQuery('kpis')).toEqual({ from: '2026-11-19', to: '2026-11-22' });
  });

  it("should count the days of the site's time zone: its today and the engine's local creation day", async () => {
    await signedIn();
    // 12:00 UTC on 22 November is already 01:00 on the 23rd in Auckland.
    homeApi({
      [`GET ${analyticsBase}/engine`]: engineReply({
        createdAt: '2026-11-19T16:30:00.000Z',
        timeZone: 'Pacific/Auckland',
      }),
    });
    open();

    await screen.findByText('1,200');
    expect(lastQuery('kpis')).toEqual({ from: '2026-11-20', to: '2026-11-23' });
    expect(screen.getByText(/\(4 days · Pacific\/Auckland time\)/)).toBeInTheDocument();
  });

  it('should open a shared link on its range and reset it to the default', async () => {
    await signedIn();
    homeApi();
    const { router } = open('/analytics?from=2026-11-01&to=2026-11-10');

    await screen.findByText('1,200');
    expect(lastQuery('kpis')).toEqual({ from: '2026-11-01', to: '2026-11-10' });
    expect(screen.getByText(/Custom range/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(lastQuery('kpis')).toEqual({ from: '2026-11-16', to: '2026-11-22' }));
    expect(router.state.location.search).toBe('');
  });

  it('should ignore a range in the URL the API would refuse (in the future, reversed, over 365 days)', async () => {
    await signedIn();
    homeApi({
      [`GET ${analyticsBase}/engine`]: engineReply({ createdAt: '2024-01-01T00:00:00.000Z' }),
    });
    for (const search of [
      '?from=2026-11-20&to=2026-11-30',
      '?from=2026-11-10&to=2026-11-01',
      '?from=2025-01-01&to=2026-11-22',
    ]) {
      const { unmount } = open(`/analytics${search}`);
      await screen.findByText('1,200');
      expect(lastQuery('kpis')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
      unmount();
    }
  });

  it('should explain each KPI when its help is opened and close it with Escape', async () => {
    await signedIn();
    homeApi();
    open();

    const help = await screen.findByRole('button', { name: 'What is CTR?' });
    expect(help).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Click-through rate: clicks per search (clicks / searches). Only clicks with a search behind them count',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^What is / })).toHaveLength(9);
    await userEvent.click(screen.getByRole('button', { name: 'What is Clicks without a search?' }));
    expect(screen.getByRole('note')).toHaveTextContent(/featured products shown before the shopper types/);
  });

  it('should chart searches and engagement by day, with the figures as tables for screen readers', async () => {
    await signedIn();
    homeApi();
    open();

    const searches = await screen.findByRole('table', { name: 'Searches by day' });
    expect(
      within(searches)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DaySearchesSearches with no results', 'Nov 201505', 'Nov 211805', 'Nov 221205']);
    const engagement = screen.getByRole('table', { name: 'Clicks, add-to-carts and checkouts by day' });
    expect(within(engagement).getAllByRole('row')[1]).toHaveTextContent('Nov 2040123');
    expect(screen.getAllByRole('figure')).toHaveLength(2);
  });

  it('should label simulated traffic', async () => {
    await signedIn();
    homeApi({
      [`GET ${analyticsBase}/engine`]: engineReply({ simulatedTraffic: true }),
    });
    open();

    expect(await screen.findByText('Simulated traffic')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'About simulated traffic' }));
    expect(screen.getByRole('note')).toHaveTextContent('npm run demo:traffic');
  });

  it('should show an empty state while there is no traffic yet', async () => {
    await signedIn();
    const none = kpis({
      searches: 0,
      searchesWithResults: 0,
      searchesNoResults: 0,
      noResultsRate: null,
      clicks: 0,
      partialResultClicks: 0,
      clicksWithoutSearch: 0,
      ctr: null,
      addToCarts: 0,
      checkouts: 0,
      cr: null,
      visits: 0,
    });
    homeApi({
      [`GET ${analyticsBase}/kpis`]: {
        status: 200,
        body: report({ current: none, previous: none, series: [] }),
      },
    });
    open();

    expect(await screen.findByText('No traffic yet')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('should show a spinner while loading, then an error with a retry that loads again', async () => {
    await signedIn();
    let fail = true;
    homeApi({
      [`GET ${analyticsBase}/kpis`]: () =>
        fail ? apiError(500, 'global-500') : { status: 200, body: report() },
    });
    open();

    expect(screen.getByRole('status', { name: 'Loading analytics…' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Analytics couldn't be loaded");
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1,200')).toBeInTheDocument();
  });

  it('should show the next steps left above the KPIs until the merchant hides them', async () => {
    await signedIn();
    homeApi(nextSteps({ storefront: false, search: false }));
    open();

    const steps = await screen.findByRole('region', { name: 'Next steps' });
    expect(steps).toHaveTextContent('3 of 5 done');
    expect(
      within(steps).getByRole('link', { name: 'Open your storefront (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
    expect(within(steps).queryByText(/products indexed/)).not.toBeInTheDocument();
    expect(await screen.findByText('1,200')).toBeInTheDocument();

    await userEvent.click(within(steps).getByRole('button', { name: 'Hide the next steps' }));
    expect(screen.queryByRole('region', { name: 'Next steps' })).not.toBeInTheDocument();
    expect(screen.getByText('1,200')).toBeInTheDocument();
  });

  it('should say when the next steps could not be loaded and load them again', async () => {
    await signedIn();
    let fail = true;
    homeApi({
      [`GET /main/v1/sites/${site.uuid}/getting-started`]: () =>
        fail
          ? apiError(404, 'global-404')
          : nextSteps({ team: false })[`GET /main/v1/sites/${site.uuid}/getting-started`],
    });
    open();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Your next steps couldn't be loaded");
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Next steps' })).toHaveTextContent('4 of 5 done');
  });

  it('should say so when the site has no engine yet, without calling the Analytics API', async () => {
    await signedIn(siteFixture(site.uuid, { engines: [] }));
    const api = mockApi({ ...nextSteps() });
    open();

    expect(await screen.findByText('No analytics yet')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/analytics'))).toEqual([]);
  });
});
