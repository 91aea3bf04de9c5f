import type { Invoice } from '@playboard/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import {
  organizationFixture,
  profileFixture,
  signedInWith,
  subscriptionFixture,
} from '../../testing/session-fixtures.ts';
import { Component as InvoicesPage } from './invoices-page.tsx';

const base = '/billing/v1/organizations/o1';

function invoice(number: number, overrides: Partial<Invoice> = {}): Invoice {
  const id = `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`;
  return {
    id,
    number: `PB-2026-${String(number).padStart(6, '0')}`,
    date: '2026-11-01T00:00:00.000Z',
    period: { start: '2026-10-01T00:00:00.000Z', end: '2026-11-01T00:00:00.000Z' },
    plan: { key: 'MINI' },
    price: { frequency: 'MONTHLY' },
    subtotalCents: 4_900,
    vatRatePercent: 21,
    vatCents: 1_029,
    amountCents: 5_929,
    currency: 'EUR',
    reverseCharge: false,
    status: 'PAID',
    pdfPath: `${base}/subscription/invoices/${id}/pdf`,
    ...overrides,
  };
}

/** 45 invoices, newest first, answered 20 at a time as the API pages them. */
const all = Array.from({ length: 45 }, (_, index) => invoice(45 - index));

async function open(handlers: Parameters<typeof mockApi>[0]) {
  await signedInWith(profileFixture([organizationFixture('o1')]));
  const api = mockApi({
    [`GET ${base}/subscription`]: { status: 200, body: subscriptionFixture() },
    ...handlers,
  });
  renderScreen(InvoicesPage, { path: '/invoices' });
  return api;
}

const paged = {
  [`GET ${base}/subscription/invoices`]: ({ query }: { query?: Record<string, string> }) => {
    const limit = Number(query?.limit);
    const offset = Number(query?.offset);
    return { status: 200, body: { results: all.slice(offset, offset + limit), numFound: all.length } };
  },
};

describe('InvoicesPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should list id, date, amount with VAT and status, and page 20 at a time (limit, offset)', async () => {
    const api = await open(paged);

    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Invoice', 'Date', 'Amount', 'Status', 'Download']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['PB-2026-000045', 'Nov 1, 2026', '€59.29', 'Paid', 'PDF']);
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('PB-2026-000025')).toBeInTheDocument();
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();
    expect(api.calls.at(-1)?.query).toEqual({ limit: '20', offset: '20' });
  });

  it('should download an invoice PDF as invoice-<number>.pdf with the bearer call', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() });
    await open(paged);
    const button = await screen.findByRole('button', { name: 'PDF of invoice PB-2026-000045' });
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const asked: { path: string; accept: string | null }[] = [];
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      asked.push({
        path: new URL(String(input), 'http://localhost').pathname,
        accept: new Headers(init?.headers).get('accept'),
      });
      return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    });

    await userEvent.click(button);

    await vi.waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:invoice', download: 'invoice-PB-2026-000045.pdf' }]),
    );
    expect(asked).toEqual([
      { path: `${base}/subscription/invoices/${all[0]!.id}/pdf`, accept: 'application/pdf' },
    ]);
  });

  it('should say why a PDF could not be downloaded', async () => {
    await open({
      ...paged,
      [`GET ${base}/subscription/invoices/${all[0]!.id}/pdf`]: apiError(
        404,
        'global-404',
        'Invoice not found',
      ),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'PDF of invoice PB-2026-000045' }));

    const dock = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(dock).findByRole('alert')).toBeInTheDocument();
  });

  it('should explain invoices with an example while there are none', async () => {
    await open({
      [`GET ${base}/subscription/invoices`]: { status: 200, body: { results: [], numFound: 0 } },
    });

    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
    expect(screen.getByText(/Invoices from before 2024 are not available/)).toBeInTheDocument();
    // When invoices come, in the words the billing portal uses (issue 32 item 12): at the start of a period.
    expect(
      screen.getByText(
        /^An invoice is issued at the start of each paid period\. VAT comes from your billing address/,
      ),
    ).toBeInTheDocument();
    // What an invoice holds, without a made-up number, date or amount (issue 32 item 10).
    const example = screen.getByText(/^Each invoice shows its number, date, amount with VAT/);
    expect(example.textContent).not.toMatch(/\d/);
  });

  it('should say the invoices could not load and retry', async () => {
    let fail = true;
    await open({
      [`GET ${base}/subscription/invoices`]: () =>
        fail ? apiError(503, 'global-503') : { status: 200, body: { results: [invoice(1)], numFound: 1 } },
    });

    expect(await screen.findByText("The invoices couldn't be loaded")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('PB-2026-000001')).toBeInTheDocument();
  });

  it('should send a Shopify shop to its Shopify invoices', async () => {
    await signedInWith(profileFixture([organizationFixture('o1')]));
    const api = mockApi({
      [`GET ${base}/subscription`]: {
        status: 200,
        body: subscriptionFixture({ provider: 'SHOPIFY', externalBilling: true }),
      },
      ...paged,
    });
    renderScreen(InvoicesPage, { path: '/invoices' });

    expect(await screen.findByText(/Shopify issues the invoices/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/invoices'))).toBe(false);
  });
});
