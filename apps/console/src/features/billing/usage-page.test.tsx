import type { CurrentPeriodUsage, SearchUsage } from '@playboard/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { organizationFixture, profileFixture, signedInWith } from '../../testing/session-fixtures.ts';
import { Component as UsagePage } from './usage-page.tsx';

const base = '/billing/v1/organizations/o1';

const day = (date: string, searches: number) => ({ date, searches });

/** The Mini plan's 30,000 searches over a 30-day period, 1,200 a day for the first three days. */
const period: CurrentPeriodUsage = {
  period: { start: '2026-11-01T00:00:00.000Z', end: '2026-12-01T00:00:00.000Z' },
  plan: { key: 'MINI' },
  allowance: 30_000,
  searches: 3_600,
  days: [day('2026-11-01', 1_200), day('2026-11-02', 1_200), day('2026-11-03', 1_200)],
  today: { date: '2026-11-04', searches: 0, asOf: '2026-11-04T09:30:00.000Z' },
  updatedAt: '2026-11-04T02:00:00.000Z',
};

const history: SearchUsage = {
  startDate: '2026-08-06',
  days: [day('2026-11-01', 1_200), day('2026-11-02', 1_200), day('2026-11-03', 1_200)],
  rollingAverage: { days: 90, searchesPerDay: 40, searchesPerMonth: 1_217 },
  recommendedPlan: null,
  updatedAt: '2026-11-04T02:00:00.000Z',
};

/** Two billed periods: October on Mini, September on Micro over its allowance. */
const periods = {
  periods: [
    {
      start: '2026-09-01T00:00:00.000Z',
      end: '2026-10-01T00:00:00.000Z',
      plan: { key: 'MICRO' },
      price: { frequency: 'MONTHLY' },
      searches: 12_000,
      allowance: 10_000,
    },
    {
      start: '2026-10-01T00:00:00.000Z',
      end: '2026-11-01T00:00:00.000Z',
      plan: { key: 'MINI' },
      price: { frequency: 'MONTHLY' },
      searches: 15_000,
      allowance: 30_000,
    },
  ],
};

async function open(handlers: Parameters<typeof mockApi>[0]) {
  await signedInWith(profileFixture([organizationFixture('o1')]));
  const api = mockApi({
    [`GET ${base}/subscription/subscription-periods`]: { status: 200, body: periods },
    ...handlers,
  });
  renderScreen(UsagePage, { path: '/usage' });
  return api;
}

describe('UsagePage', () => {
  afterEach(() => vi.restoreAllMocks());

  it("should show this period's searches against the allowance and the 90-day average (spec 1 §9)", async () => {
    const api = await open({
      [`GET ${base}/subscription/usage/current-period-dist`]: { status: 200, body: period },
      [`GET ${base}/subscription/usage/searches`]: { status: 200, body: history },
    });

    const used = await screen.findByRole('progressbar', { name: 'Share of the allowance used' });
    expect(used).toHaveAttribute('aria-valuenow', '12');
    expect(screen.getByText('Searches from Nov 1, 2026 to Dec 1, 2026').nextSibling).toHaveTextContent(
      '3,600',
    );
    expect(screen.getByText('12% of the 30,000 searches the Mini plan includes')).toBeInTheDocument();
    expect(screen.getByText('90-day average per month').nextSibling).toHaveTextContent('1,217');
    expect(screen.getByText(/40 searches a day/)).toBeInTheDocument();
    expect(screen.getByText('Counted up to Nov 4, 2026. Usage is updated daily.')).toBeInTheDocument();

    // The chart's figures, in the table screen readers get: searches and the daily allowance (30,000 / 30).
    const chart = screen.getByRole('table', { name: 'Searches per day in this period' });
    expect(
      within(chart)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Searches', 'Daily allowance']);
    expect(within(chart).getAllByRole('row')[1]).toHaveTextContent('Nov 11,2001,000');
    expect(screen.getByRole('table', { name: 'Searches per day over the last 90 days' })).toBeInTheDocument();

    // The billed periods of the last year (start_date a year back), newest first.
    const billed = await screen.findByRole('table', { name: 'Billed periods of the last year' });
    expect(
      within(billed)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['Oct 1, 2026 – Nov 1, 2026', 'Mini (Monthly)', '15,000', '50% of 30,000'],
      ['Sep 1, 2026 – Oct 1, 2026', 'Micro (Monthly)', '12,000', '120% of 10,000'],
    ]);
    expect(api.calls.find((call) => call.path.endsWith('/subscription-periods'))?.query).toEqual({
      start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('should point to the plan the 90-day average calls for', async () => {
    await open({
      [`GET ${base}/subscription/usage/current-period-dist`]: { status: 200, body: period },
      [`GET ${base}/subscription/usage/searches`]: {
        status: 200,
        body: { ...history, recommendedPlan: { key: 'MEDIUM' } },
      },
    });

    expect(await screen.findByText('Your searches call for the Medium plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review the plan change' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('should explain usage with an example before any search is counted', async () => {
    await open({
      [`GET ${base}/subscription/usage/current-period-dist`]: {
        status: 200,
        body: { ...period, searches: 0, days: [], today: { ...period.today, searches: 0 }, updatedAt: null },
      },
      [`GET ${base}/subscription/usage/searches`]: { status: 200, body: { ...history, days: [] } },
    });

    expect(await screen.findByRole('heading', { name: 'No searches counted yet' })).toBeInTheDocument();
    // An empty state describes: no figure that could be read as this merchant's (issue 32 item 10).
    const example = screen.getByText(/^For example: the searches of each day of the period/);
    expect(example.textContent).not.toMatch(/\d/);
  });

  it("should show today's running count as provisional beside the counted days (issue 32)", async () => {
    // A first day of traffic: nothing counted yet, 37 searches so far today.
    await open({
      [`GET ${base}/subscription/usage/current-period-dist`]: {
        status: 200,
        body: {
          ...period,
          searches: 0,
          days: [day('2026-11-01', 0), day('2026-11-02', 0), day('2026-11-03', 0)],
          today: { ...period.today, searches: 37 },
          updatedAt: null,
        },
      },
      [`GET ${base}/subscription/usage/searches`]: {
        status: 200,
        body: { ...history, days: history.days.map((counted) => ({ ...counted, searches: 0 })) },
      },
    });

    const today = await screen.findByText('Today so far');
    expect(today.nextSibling).toHaveTextContent('37');
    expect(screen.getByText('Provisional')).toBeInTheDocument();
    expect(screen.getByText(/Counted at 9:30\sAM UTC\. Today joins the period's total/)).toBeInTheDocument();
    expect(screen.getByText('Searches from Nov 1, 2026 to Dec 1, 2026').nextSibling).toHaveTextContent('0');
    expect(screen.queryByRole('heading', { name: 'No searches counted yet' })).not.toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Searches per day in this period' })).getAllByRole(
      'row',
    );
    expect(rows.at(-1)).toHaveTextContent('Nov 4 (provisional)371,000');
  });

  it('should say the usage could not load and retry', async () => {
    let fail = true;
    await open({
      [`GET ${base}/subscription/usage/current-period-dist`]: () =>
        fail ? apiError(503, 'global-503') : { status: 200, body: period },
      [`GET ${base}/subscription/usage/searches`]: { status: 200, body: history },
    });

    expect(await screen.findByText("The usage couldn't be loaded")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });
});
