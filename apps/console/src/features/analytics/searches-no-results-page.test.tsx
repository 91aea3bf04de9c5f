import type { NoResultsFix, NoResultsProposal, PreviewAnswer } from '@playboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { analyticsBase, engineReply, lastQuery, NOW, signedIn, site } from './analytics-fixtures.ts';
import type { CorrectedQueryRow, QueryRow } from './api/get-analytics-report.ts';
import { Component as SearchesNoResultsPage } from './searches-no-results-page.tsx';

vi.mock(import('../../lib/auth.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  getAuthorizationHeader: () => 'Bearer t0k3n',
}));

const fixesBase = `/merchandising/v1/sites/${site.uuid}/no-results-fixes`;
const previewPath = `/merchandising/v1/sites/${site.uuid}/search-preview`;
const TABLE = 'Searches with no results';

function queryRow(query: string, searches: number): QueryRow {
  return { query, searches, clicks: 0, ctr: 0, addToCarts: 0, checkouts: 0 };
}

const report = {
  status: 200,
  body: {
    total: 4,
    rows: [
      queryRow('snikrs', 31),
      queryRow('returns policy', 12),
      queryRow('jaket', 9),
      queryRow('telescope', 4),
    ],
  },
};

function fix(overrides: Partial<NoResultsFix>): NoResultsFix {
  return {
    id: crypto.randomUUID(),
    language: 'en',
    query: 'jaket',
    status: 'accepted',
    kind: 'synonym',
    entityId: 'g1',
    terms: ['jaket', 'jacket'],
    targetUrl: null,
    decidedAt: '2026-11-19T10:00:00.000Z',
    figures: {
      before: { from: '2026-10-22', to: '2026-11-18', searches: 10, searchesNoResults: 10 },
      after: { from: '2026-11-20', to: '2026-11-22', searches: 7, searchesNoResults: 0 },
      total: 3,
    },
    ...overrides,
  };
}

const jaketFixed = fix({});
const telescopeDismissed = fix({
  query: 'telescope',
  status: 'dismissed',
  kind: null,
  entityId: null,
  terms: [],
  figures: null,
});

const answer = (total: number, names: string[] = []): PreviewAnswer => ({
  total,
  products: names.map((name, index) => ({ id: `p${index}`, name, image: null, price: 95 })),
  redirection: null,
  spellchecked: null,
  relaxedTerms: [],
  builtInSynonyms: [],
  banners: [],
});

const synonymProposal: NoResultsProposal = {
  kind: 'synonym',
  query: 'snikrs',
  group: { language: 'en', terms: ['snikrs', 'sneakers'], oneWay: true },
  candidates: [
    { term: 'sneakers', source: 'spelling', distance: 3, total: 1 },
    { term: 'shirt', source: 'spelling', distance: 3, total: 2 },
  ],
  preview: answer(1, ['White sneakers']),
};

const redirectionProposal: NoResultsProposal = {
  kind: 'redirection',
  query: 'returns policy',
  topic: 'returns',
  redirection: { language: 'en', matchingQueries: ['returns policy'], targetUrl: site.url, enabled: true },
};

type Handlers = Parameters<typeof mockApi>[0];

/** The report, the fixes and the proposals the screen asks for, plus `more`. */
function mockScreen(more: Handlers = {}, fixes: NoResultsFix[] = [jaketFixed, telescopeDismissed]) {
  return mockApi({
    [`GET ${analyticsBase}/engine`]: engineReply(),
    [`GET ${analyticsBase}/queries`]: report,
    [`GET ${fixesBase}`]: { status: 200, body: { fixes, total: fixes.length } },
    [`GET ${fixesBase}/proposal`]: { status: 200, body: synonymProposal },
    [`POST ${previewPath}`]: {
      status: 200,
      body: { before: answer(0), after: answer(1, ['White sneakers']) },
    },
    ...more,
  });
}

/** The proposal asked for, by query. */
function proposalFor(byQuery: Record<string, NoResultsProposal>) {
  return () => {
    const url = vi
      .mocked(globalThis.fetch)
      .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((candidate) => candidate.pathname === `${fixesBase}/proposal`)
      .at(-1)!;
    return { status: 200, body: byQuery[url.searchParams.get('query')!] };
  };
}

function rowOf(query: string, name = TABLE) {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('cell', { name: query }))!;
}

async function openScreen(table = TABLE) {
  renderScreen(SearchesNoResultsPage, { path: '/analytics/searches-no-results' });
  await screen.findByRole('table', { name: table });
}

beforeEach(async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SearchesNoResultsPage', () => {
  it('should list the searches that found nothing with how often, and what was done about each', async () => {
    await signedIn();
    mockScreen();
    await openScreen();

    expect(lastQuery('queries')).toMatchObject({ results: 'without', sort: 'searches', order: 'desc' });
    expect(await within(rowOf('snikrs')).findByRole('button', { name: 'Fix “snikrs”' })).toBeInTheDocument();
    expect(rowOf('jaket')).toHaveTextContent(
      'jaket9Fixed3 results nowBefore: 10 searches, 10 without resultsAfter: 7 searches, 0 without results',
    );
    expect(rowOf('telescope')).toHaveTextContent('telescope4DismissedRestore');
    expect(screen.getByText(/Fix proposes, from your catalog, a synonym group/)).toBeInTheDocument();
  });

  it('should say when the after figures start for a fix made today', async () => {
    await signedIn();
    mockScreen({}, [
      fix({ decidedAt: '2026-11-22T09:00:00.000Z', figures: { ...jaketFixed.figures!, after: null } }),
    ]);
    await openScreen();
    expect(await within(rowOf('jaket')).findByText('After: counted from Nov 23')).toBeInTheDocument();
  });

  it('should propose a synonym group, let the merchant add a close term, and accept it', async () => {
    await signedIn();
    const api = mockScreen({
      [`POST ${fixesBase}/synonyms`]: { status: 201, body: fix({ query: 'snikrs' }) },
    });
    const user = userEvent.setup();
    await openScreen();

    await user.click(await screen.findByRole('button', { name: 'Fix “snikrs”' }));
    const panel = await screen.findByRole('dialog', { name: 'Fix “snikrs”' });
    expect(await within(panel).findByText('With this group, “snikrs” finds 1 product.')).toBeInTheDocument();
    expect(within(panel).getByText('snikrs')).toBeInTheDocument();
    expect(within(panel).getByText('sneakers')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === previewPath)?.body).toMatchObject({
        language: 'en',
        query: 'snikrs',
        change: { kind: 'synonym', value: { terms: ['snikrs', 'sneakers'], oneWay: true } },
      }),
    );
    expect(within(panel).getAllByText('White sneakers').length).toBeGreaterThan(0);

    await user.click(within(panel).getByRole('button', { name: 'Add shirt (2 products)' }));
    await user.click(within(panel).getByRole('button', { name: 'Accept' }));

    await waitFor(() =>
      expect(
        api.calls.find((call) => call.method === 'POST' && call.path === `${fixesBase}/synonyms`)?.body,
      ).toEqual({
        query: 'snikrs',
        value: { language: 'en', terms: ['snikrs', 'sneakers', 'shirt'], oneWay: true },
      }),
    );
    expect(await screen.findByText('“snikrs” is fixed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'GET' && call.path === fixesBase)).toHaveLength(2);
  });

  it('should keep the search among the terms, with the domain message, and not accept without it', async () => {
    await signedIn();
    const api = mockScreen();
    const user = userEvent.setup();
    await openScreen();
    await user.click(await screen.findByRole('button', { name: 'Fix “snikrs”' }));
    const panel = await screen.findByRole('dialog', { name: 'Fix “snikrs”' });
    await within(panel).findByText('With this group, “snikrs” finds 1 product.');

    await user.click(within(panel).getByRole('button', { name: /Remove snikrs/ }));
    await user.click(within(panel).getByRole('button', { name: 'Add shirt (2 products)' }));
    await user.click(within(panel).getByRole('button', { name: 'Accept' }));
    expect(await within(panel).findByText('Keep the search this fixes among the terms.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === `${fixesBase}/synonyms`)).toBe(false);
  });

  it("should show the API's refusal of a group that exists already (syn-2) and keep the panel open", async () => {
    await signedIn();
    mockScreen({
      [`POST ${fixesBase}/synonyms`]: apiError(409, 'syn-2', 'Synonym group already exists'),
    });
    const user = userEvent.setup();
    await openScreen();
    await user.click(await screen.findByRole('button', { name: 'Fix “snikrs”' }));
    const panel = await screen.findByRole('dialog', { name: 'Fix “snikrs”' });
    await within(panel).findByText('With this group, “snikrs” finds 1 product.');
    await user.click(within(panel).getByRole('button', { name: 'Accept' }));
    expect(await within(panel).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Fix “snikrs”' })).toBeInTheDocument();
  });

  it('should propose a redirection whose address the merchant enters, and save it', async () => {
    await signedIn();
    const api = mockScreen({
      [`GET ${fixesBase}/proposal`]: proposalFor({ 'returns policy': redirectionProposal }),
      [`POST ${fixesBase}/redirections`]: {
        status: 201,
        body: fix({
          query: 'returns policy',
          kind: 'redirection',
          targetUrl: 'https://shop.example/returns',
        }),
      },
    });
    const user = userEvent.setup();
    await openScreen();
    await user.click(await screen.findByRole('button', { name: 'Fix “returns policy”' }));
    const panel = await screen.findByRole('dialog', { name: 'Fix “returns policy”' });
    expect(
      await within(panel).findByText(/“returns policy” is about returns, not a product/),
    ).toBeInTheDocument();
    const address = within(panel).getByRole('textbox', { name: /Page to send them to/ });
    expect(address).toHaveValue(site.url);
    await user.clear(address);
    await user.type(address, 'https://shop.example/returns');
    await user.click(within(panel).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === `${fixesBase}/redirections`)?.body).toEqual({
        query: 'returns policy',
        value: {
          language: 'en',
          matchingQueries: ['returns policy'],
          targetUrl: 'https://shop.example/returns',
          enabled: true,
        },
      }),
    );
    expect(await screen.findByText('“returns policy” is fixed.')).toBeInTheDocument();
  });

  it('should say when nothing in the catalogue is close, and dismiss the search', async () => {
    await signedIn();
    const api = mockScreen(
      {
        [`GET ${fixesBase}/proposal`]: {
          status: 200,
          body: { kind: 'none', query: 'telescope', reason: 'noCloseTerm', total: 0 },
        },
        [`POST ${fixesBase}/dismissals`]: { status: 201, body: telescopeDismissed },
      },
      [jaketFixed],
    );
    const user = userEvent.setup();
    await openScreen();
    await user.click(await screen.findByRole('button', { name: 'Fix “telescope”' }));
    const panel = await screen.findByRole('dialog', { name: 'Fix “telescope”' });
    expect(
      await within(panel).findByText(/No term of your catalog is close to “telescope”/),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === `${fixesBase}/dismissals`)?.body).toEqual({
        language: 'en',
        query: 'telescope',
      }),
    );
    expect(await screen.findByText('“telescope” is dismissed.')).toBeInTheDocument();
  });

  it('should bring a dismissed search back', async () => {
    await signedIn();
    const api = mockScreen({ [`DELETE ${fixesBase}/${telescopeDismissed.id}`]: { status: 204 } });
    const user = userEvent.setup();
    await openScreen();
    await user.click(await within(rowOf('telescope')).findByRole('button', { name: 'Restore “telescope”' }));
    expect(await screen.findByText('“telescope” is back in the report.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('should open the fix with the keyboard and close it with Escape', async () => {
    await signedIn();
    mockScreen();
    const user = userEvent.setup();
    await openScreen();
    const fixButton = await screen.findByRole('button', { name: 'Fix “snikrs”' });
    fixButton.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Fix “snikrs”' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fixButton).toHaveFocus();
  });

  it('should say when the fixes or a proposal cannot be loaded, and try again', async () => {
    await signedIn();
    let fixesFail = true;
    mockScreen({
      [`GET ${fixesBase}`]: () =>
        fixesFail ? apiError(500, 'global-500') : { status: 200, body: { fixes: [], total: 0 } },
      [`GET ${fixesBase}/proposal`]: apiError(500, 'global-500'),
    });
    const user = userEvent.setup();
    await openScreen();
    expect(await screen.findByText("What was fixed couldn't be loaded.")).toBeInTheDocument();
    fixesFail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Fix “snikrs”' }));
    const panel = await screen.findByRole('dialog', { name: 'Fix “snikrs”' });
    expect(await within(panel).findByText("The proposal couldn't be made")).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('should speak Spanish', async () => {
    await signedIn();
    await i18n.changeLanguage('es');
    mockScreen();
    const table = 'Búsquedas sin resultados';
    await openScreen(table);
    expect(
      await within(rowOf('snikrs', table)).findByRole('button', { name: 'Corregir «snikrs»' }),
    ).toBeInTheDocument();
    expect(rowOf('jaket', table)).toHaveTextContent('Corregida3 resultados ahora');
  });
});

describe('SearchesNoResultsPage, corrected and found', () => {
  const CORRECTED = 'Searches corrected and found';
  const corrected = (rows: CorrectedQueryRow[]) => ({ status: 200, body: { total: rows.length, rows } });
  const shirtProposal: NoResultsProposal = {
    ...synonymProposal,
    query: 'shrt',
    group: { language: 'en', terms: ['shrt', 'shirt'], oneWay: true },
    candidates: [{ term: 'shirt', source: 'spelling', distance: 1, total: 2 }],
    preview: answer(2, ['Oxford shirt', 'Linen shirt']),
  };

  /** The report answering each kind of results with its own rows. */
  function mockKinds(correctedReply: Handlers[string], more: Handlers = {}) {
    return mockScreen({
      [`GET ${analyticsBase}/queries`]: (call) =>
        call.query?.results === 'corrected'
          ? typeof correctedReply === 'function'
            ? correctedReply(call)
            : correctedReply
          : report,
      ...more,
    });
  }

  it('should show the searches found only through a correction in their own tab, as typed and as shown, with their fixes', async () => {
    await signedIn();
    const api = mockKinds(
      corrected([
        { query: 'shrt', correction: 'shirt', searches: 14 },
        { query: 'jaket', correction: 'jacket', searches: 3 },
      ]),
      { [`GET ${fixesBase}/proposal`]: proposalFor({ shrt: shirtProposal }) },
    );
    const user = userEvent.setup();
    await openScreen();

    const tabs = screen.getByRole('tablist', { name: 'Searches with no results' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Found nothing', 'Corrected and found']);
    expect(within(tabs).getByRole('tab', { name: 'Found nothing' })).toHaveAttribute('aria-selected', 'true');
    expect(api.calls.some((call) => call.query?.results === 'corrected')).toBe(false);

    await user.click(within(tabs).getByRole('tab', { name: 'Corrected and found' }));
    await screen.findByRole('table', { name: CORRECTED });
    expect(screen.queryByRole('table', { name: TABLE })).not.toBeInTheDocument();
    expect(lastQuery('queries')).toMatchObject({ results: 'corrected', sort: 'searches', order: 'desc' });
    expect(within(screen.getByRole('table', { name: CORRECTED })).getAllByRole('row')[0]).toHaveTextContent(
      'Search termShown asSearchesFix',
    );
    expect(rowOf('shrt', CORRECTED)).toHaveTextContent('shrtshirt14Fix');
    expect(rowOf('jaket', CORRECTED)).toHaveTextContent('jaketjacket3Fixed3 results now');
    expect(screen.getByText(/typed “shrt”, shown as “shirt”/)).toBeInTheDocument();

    await user.click(within(rowOf('shrt', CORRECTED)).getByRole('button', { name: 'Fix “shrt”' }));
    const panel = await screen.findByRole('dialog', { name: 'Fix “shrt”' });
    expect(await within(panel).findByText('With this group, “shrt” finds 2 products.')).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Terms' })).toHaveTextContent(/shrt.*shirt/);
  });

  it('should open on the tab the address names, sort by what it was shown as, and go to another page', async () => {
    await signedIn();
    mockKinds(corrected([{ query: 'shrt', correction: 'shirt', searches: 14 }]));
    const user = userEvent.setup();
    const { router } = renderScreen(SearchesNoResultsPage, {
      path: '/analytics/searches-no-results',
      url: '/analytics/searches-no-results?show=corrected',
    });
    await screen.findByRole('table', { name: CORRECTED });
    expect(screen.getByRole('tab', { name: 'Corrected and found' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Shown as' }));
    await waitFor(() =>
      expect(lastQuery('queries')).toMatchObject({ results: 'corrected', sort: 'correction' }),
    );

    await user.click(screen.getByRole('tab', { name: 'Found nothing' }));
    await screen.findByRole('table', { name: TABLE });
    expect(router.state.location.search).toBe('');
  });

  it('should move between the tabs with the arrow keys', async () => {
    await signedIn();
    mockKinds(corrected([{ query: 'shrt', correction: 'shirt', searches: 14 }]));
    const user = userEvent.setup();
    await openScreen();

    const nothing = screen.getByRole('tab', { name: 'Found nothing' });
    nothing.focus();
    await user.keyboard('{ArrowRight}');
    const correctedTab = screen.getByRole('tab', { name: 'Corrected and found' });
    expect(correctedTab).toHaveFocus();
    // The chosen tab is kept in the address: it is selected once the router has moved there.
    await waitFor(() => expect(correctedTab).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByRole('table', { name: CORRECTED })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(nothing).toHaveFocus();
    expect(await screen.findByRole('table', { name: TABLE })).toBeInTheDocument();
  });

  it('should say what each tab is for when its period has no search', async () => {
    await signedIn();
    mockScreen({ [`GET ${analyticsBase}/queries`]: corrected([]) });
    const user = userEvent.setup();
    renderScreen(SearchesNoResultsPage, { path: '/analytics/searches-no-results' });
    expect(
      await screen.findByText(/^There were no searches without results in this period\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Corrected and found' }));
    expect(
      await screen.findByText(/^No search was corrected in this period\. When the search corrects/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('should say when the corrected searches cannot be loaded, and try again', async () => {
    await signedIn();
    let fail = true;
    mockKinds(() =>
      fail ? apiError(500, 'global-500') : corrected([{ query: 'shrt', correction: 'shirt', searches: 14 }]),
    );
    const user = userEvent.setup();
    renderScreen(SearchesNoResultsPage, {
      path: '/analytics/searches-no-results',
      url: '/analytics/searches-no-results?show=corrected',
    });
    expect(await screen.findByText("Analytics couldn't be loaded")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: CORRECTED })).toBeInTheDocument();
    expect(rowOf('shrt', CORRECTED)).toHaveTextContent('shrtshirt14');
  });

  it('should speak Spanish', async () => {
    await signedIn();
    await i18n.changeLanguage('es');
    mockKinds(corrected([{ query: 'camista', correction: 'camiseta', searches: 5 }]));
    const user = userEvent.setup();
    await openScreen('Búsquedas sin resultados');
    await user.click(screen.getByRole('tab', { name: 'Corregidas y encontradas' }));
    const table = 'Búsquedas corregidas y encontradas';
    await screen.findByRole('table', { name: table });
    expect(within(screen.getByRole('table', { name: table })).getAllByRole('row')[0]).toHaveTextContent(
      'Término de búsquedaMostrada comoBúsquedasCorrección',
    );
    expect(rowOf('camista', table)).toHaveTextContent('camistacamiseta5Corregir');
  });
});
