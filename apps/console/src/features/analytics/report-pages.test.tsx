import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { analyticsBase, engineReply, lastQuery, NOW, signedIn } from './analytics-fixtures.ts';
import type { ProductRow, QueryRow, RelatedPromptRow } from './api/get-analytics-report.ts';
import { Component as ProductsPage } from './products-page.tsx';
import { Component as RelatedPromptsPage } from './related-prompts-page.tsx';
import { Component as SearchesWithResultsPage } from './searches-with-results-page.tsx';

vi.mock(import('../../lib/auth.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  getAuthorizationHeader: () => 'Bearer t0k3n',
}));

function queryRow(query: string, searches: number): QueryRow {
  return { query, searches, clicks: Math.floor(searches / 4), ctr: 0.25, addToCarts: 2, checkouts: 1 };
}

const queryRows = Array.from({ length: 20 }, (_, index) => queryRow(`term ${index + 1}`, 500 - index * 10));
/** Page 1 of 45 searches. */
const fortyFive = { status: 200, body: { total: 45, rows: queryRows } };

/** The analytics API answering the engine and one report resource. */
function mockReport(resource: string, reply: Parameters<typeof mockApi>[0][string], engine = engineReply()) {
  return mockApi({ [`GET ${analyticsBase}/engine`]: engine, [`GET ${analyticsBase}/${resource}`]: reply });
}

function open(Screen: ComponentType, path: string, search = '') {
  return renderScreen(Screen, { path, url: `${path}${search}` });
}

function rows(name: string) {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent);
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SearchesWithResultsPage', () => {
  it('should list the searches with results of the range, most searched first, 20 a page', async () => {
    await signedIn();
    mockReport('queries', fortyFive);
    open(SearchesWithResultsPage, '/analytics/searches-with-results');

    await screen.findByRole('table', { name: 'Searches with results' });
    expect(rows('Searches with results').slice(0, 2)).toEqual([
      'Search termSearchesClicksCTRAdd-to-cartsCheckouts',
      'term 150012525%21',
    ]);
    expect(lastQuery('queries')).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
      results: 'with',
      sort: 'searches',
      order: 'desc',
      limit: '20',
      offset: '0',
    });
    expect(screen.getByRole('columnheader', { name: 'Searches' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
  });

  it('should ask the API for another order, a search and the next pages', async () => {
    await signedIn();
    mockReport('queries', fortyFive);
    open(SearchesWithResultsPage, '/analytics/searches-with-results');
    await screen.findByRole('table', { name: 'Searches with results' });

    await userEvent.click(screen.getByRole('button', { name: 'Clicks' }));
    await waitFor(() => expect(lastQuery('queries')).toMatchObject({ sort: 'clicks', order: 'desc' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clicks' }));
    await waitFor(() => expect(lastQuery('queries')).toMatchObject({ sort: 'clicks', order: 'asc' }));
    expect(screen.getByRole('columnheader', { name: 'Clicks' })).toHaveAttribute('aria-sort', 'ascending');

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery('queries')).toMatchObject({ offset: '20', limit: '20' }));
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('41–45 of 45')).toBeInTheDocument());
    expect(within(pages).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'dog');
    await waitFor(() => expect(lastQuery('queries')).toMatchObject({ search: 'dog', offset: '0' }));
  });

  it('should download every matching row as CSV with the Authorization header, for the range and search', async () => {
    await signedIn();
    const csv = 'query,searches\n"dog food",42\n';
    mockReport('queries', fortyFive);
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    let downloaded = '';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloaded = this.download;
    });
    open(SearchesWithResultsPage, '/analytics/searches-with-results', '?from=2026-11-01&to=2026-11-10');
    await screen.findByRole('table', { name: 'Searches with results' });

    vi.mocked(globalThis.fetch).mockImplementationOnce(
      async () => new Response(csv, { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(lastQuery('queries')).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
      results: 'with',
      sort: 'searches',
      order: 'desc',
      format: 'csv',
    });
    const init = vi.mocked(globalThis.fetch).mock.calls.at(-1)?.[1];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer t0k3n');
    expect(downloaded).toBe('searches-with-results-2026-11-01-2026-11-10.csv');
    const bytes = new Uint8Array((await blobs[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(csv);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv');
  });

  it('should show a failed export in the alert dock', async () => {
    await signedIn();
    let exportFails = false;
    mockReport('queries', () => (exportFails ? apiError(500, 'global-500') : fortyFive));
    open(SearchesWithResultsPage, '/analytics/searches-with-results');
    await screen.findByRole('table', { name: 'Searches with results' });

    exportFails = true;
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).not.toHaveAttribute('aria-disabled');
  });

  it('should say when the range has no searches, and when a search matches nothing', async () => {
    await signedIn();
    mockReport('queries', { status: 200, body: { total: 0, rows: [] } });
    open(SearchesWithResultsPage, '/analytics/searches-with-results');

    expect(await screen.findByText('No data for this period.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'cat');
    expect(await screen.findByText('Nothing matches “cat” in this period.')).toBeInTheDocument();
  });

  it('should show a spinner, then an error with a retry', async () => {
    await signedIn();
    let fail = true;
    mockReport('queries', () =>
      fail
        ? apiError(400, 'global-400', 'to must not be in the future')
        : { status: 200, body: { total: 1, rows: queryRows.slice(0, 1) } },
    );
    open(SearchesWithResultsPage, '/analytics/searches-with-results');

    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Analytics couldn't be loaded");
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('term 1')).toBeInTheDocument();
  });

  it('should start again from the first page when the range changes', async () => {
    await signedIn();
    mockReport('queries', fortyFive);
    open(SearchesWithResultsPage, '/analytics/searches-with-results');
    await screen.findByRole('table', { name: 'Searches with results' });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery('queries')).toMatchObject({ offset: '20' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(lastQuery('queries')).toMatchObject({ from: '2026-10-24', to: '2026-11-22', offset: '0' }),
    );
  });

  it('should keep the last 30 days when opened from the side navigation, whose links carry no query, even on a later day', async () => {
    await signedIn();
    mockReport('queries', fortyFive);
    const first = open(SearchesWithResultsPage, '/analytics/searches-with-results');
    await screen.findByRole('table', { name: 'Searches with results' });
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(lastQuery('queries')).toMatchObject({ from: '2026-10-24' }));
    first.unmount();

    const second = open(SearchesWithResultsPage, '/analytics/searches-with-results');
    await waitFor(() => expect(second.router.state.location.search).toBe('?range=last30Days'));
    second.unmount();

    vi.setSystemTime(new Date('2026-11-23T08:00:00.000Z'));
    const nextDay = open(SearchesWithResultsPage, '/analytics/searches-with-results');
    await waitFor(() => expect(nextDay.router.state.location.search).toBe('?range=last30Days'));
    await waitFor(() => expect(lastQuery('queries')).toMatchObject({ from: '2026-10-25', to: '2026-11-23' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });
});

describe('ProductsPage', () => {
  it('should list the products by clicks with their names from the catalogue', async () => {
    await signedIn();
    const products: ProductRow[] = [
      { productId: 'p-1', name: 'Dog bed', clicks: 90, addToCarts: 12, checkouts: 4 },
      { productId: 'p-9', name: null, clicks: 3, addToCarts: 0, checkouts: 0 },
    ];
    mockReport('products', { status: 200, body: { total: 2, rows: products } });
    open(ProductsPage, '/analytics/products');

    await screen.findByRole('table', { name: 'Products' });
    expect(rows('Products')).toEqual([
      'ProductClicksAdd-to-cartsCheckouts',
      'Dog bedp-190124',
      'Product no longer in the catalogp-9300',
    ]);
    expect(lastQuery('products')).toMatchObject({ sort: 'clicks', order: 'desc', offset: '0' });
    await userEvent.click(screen.getByRole('button', { name: 'Product' }));
    await waitFor(() => expect(lastQuery('products')).toMatchObject({ sort: 'name', order: 'desc' }));
  });
});

describe('RelatedPromptsPage', () => {
  it('should list the related prompts by impressions with clicks, CTR, add-to-carts, their state and a link to each', async () => {
    await signedIn();
    const promptId = '6f1c2a9e-3b4d-4e8f-9a0b-1c2d3e4f5a6b';
    const prompts: RelatedPromptRow[] = [
      {
        prompt: 'beds for large dogs',
        promptId,
        impressions: 400,
        clicks: 2,
        ctr: 0.005,
        addToCarts: 4,
        addToCartRate: 0.01,
        state: 'review',
      },
      {
        prompt: 'For the cold',
        promptId: '7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
        impressions: 20,
        clicks: 4,
        ctr: 0.2,
        addToCarts: 0,
        addToCartRate: 0,
        state: 'noResults',
      },
      {
        prompt: '0d9e8f7a-6b5c-4d3e-8f1a-2b3c4d5e6f7a',
        promptId: null,
        impressions: 0,
        clicks: 0,
        ctr: null,
        addToCarts: 0,
        addToCartRate: null,
        state: null,
      },
    ];
    mockReport(
      'related-prompts',
      { status: 200, body: { total: 3, rows: prompts } },
      engineReply({ simulatedTraffic: true }),
    );
    open(RelatedPromptsPage, '/analytics/related-prompts');

    await screen.findByRole('table', { name: 'Related prompts' });
    expect(rows('Related prompts')).toEqual([
      'Related promptImpressionsClicksCTRAdd-to-cartsAdd-to-cart rateState',
      'beds for large dogs40020.5%41%Rarely picked',
      'For the cold20420%00%No results',
      'Deleted prompt 0d9e8f7a-6b5c-4d3e-8f1a-2b3c4d5e6f7a00–0–',
    ]);
    expect(screen.getByRole('link', { name: 'beds for large dogs' })).toHaveAttribute(
      'href',
      `/related-prompts?edit=${promptId}`,
    );
    expect(screen.queryByRole('link', { name: /0d9e8f7a/ })).not.toBeInTheDocument();
    expect(lastQuery('related-prompts')).toMatchObject({ sort: 'impressions', order: 'desc' });
    expect(screen.getByText('Simulated traffic')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add-to-carts' }));
    await waitFor(() => expect(lastQuery('related-prompts')).toMatchObject({ sort: 'addToCarts' }));
  });

  it('should say what the report shows and how prompts get there when none was shown', async () => {
    await signedIn();
    mockReport('related-prompts', { status: 200, body: { total: 0, rows: [] } }, engineReply());
    open(RelatedPromptsPage, '/analytics/related-prompts');

    expect(
      await screen.findByText(
        /Prompts you save on the Related prompts screen \(or accept from its proposals\)/,
      ),
    ).toBeInTheDocument();
  });
});
