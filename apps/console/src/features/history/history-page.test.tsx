import { defaultVisualCustomisation, type ConfigRevision } from '@playboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshProfile } from '../../lib/session.ts';
import { apiError, mockApi, type RecordedCall } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { organizationFixture, profileFixture, siteFixture } from '../../testing/session-fixtures.ts';
import { Component as HistoryPage } from './history-page.tsx';

const organization = organizationFixture('o1');
const shop = siteFixture('77777777-7777-4777-8777-777777777777', { timeZone: 'Europe/Madrid' });
const revisionsPath = `/merchandising/v1/sites/${shop.uuid}/revisions`;

function revision(overrides: Partial<ConfigRevision>): ConfigRevision {
  return {
    id: crypto.randomUUID(),
    siteId: shop.uuid,
    kind: 'customisation',
    entityId: shop.uuid,
    before: null,
    after: null,
    actor: { userId: null, email: 'ada@shop.example' },
    note: null,
    revertOf: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

const colour = revision({
  before: defaultVisualCustomisation,
  after: { ...defaultVisualCustomisation, mainColor: '#112233' },
});
const synonym = revision({
  kind: 'synonym',
  entityId: 'g1',
  before: { id: 'g1', language: 'en', terms: ['jeans', 'denim'], oneWay: false },
  after: { id: 'g1', language: 'en', terms: ['jeans', 'dungarees'], oneWay: false },
  actor: null,
  // 23:30 UTC on 1 March is 2 March in Madrid.
  createdAt: '2026-03-01T23:30:00.000Z',
});
const visibility = revision({
  kind: 'resultsVisibility',
  before: null,
  after: { showOutOfStock: false, notAvailableForOrder: 'SHOW' },
  createdAt: '2026-03-01T10:00:00.000Z',
});

async function open(
  options: {
    url?: string;
    revisions?: ConfigRevision[];
    list?: (call: RecordedCall) => { status: number; body?: unknown };
  } = {},
) {
  const api = mockApi({
    'GET /account/v1/users': { status: 200, body: profileFixture([organization]) },
    'GET /main/v1/organizations/o1': { status: 200, body: { ...organization, sites: [shop] } },
  });
  await refreshProfile();
  api.restore();
  const revisions = [...(options.revisions ?? [colour, synonym])];
  const mocked = mockApi({
    [`GET ${revisionsPath}`]:
      options.list ?? (() => ({ status: 200, body: { revisions, total: revisions.length } })),
    [`PATCH ${revisionsPath}/${colour.id}`]: (call) => ({
      status: 200,
      body: { ...colour, note: (call.body as { note: string | null }).note },
    }),
    [`POST ${revisionsPath}/${colour.id}/revert`]: (call) => {
      if (!(call.body as { confirm?: boolean }).confirm) {
        return apiError(409, 'history-1', `Revision ${colour.id} is not the latest change`);
      }
      const reverted = revision({ before: colour.after, after: colour.before, revertOf: colour.id });
      revisions.unshift(reverted);
      return { status: 201, body: reverted };
    },
    [`GET /merchandising/v1/sites/${shop.uuid}/configuration`]: {
      status: 200,
      body: {
        at: '2026-03-01T11:00:00.000Z',
        entities: [
          { kind: 'synonym', entityId: 'g1', value: synonym.before },
          { kind: 'layer', entityId: shop.uuid, value: { cssSelector: '#search', enabled: true } },
        ],
      },
    },
  });
  renderScreen(HistoryPage, { path: '/history', url: options.url ?? '/history' });
  return mocked;
}

afterEach(() => vi.restoreAllMocks());

describe('HistoryPage', () => {
  it('should show each change with who, what and a readable diff, grouped by the days of the site', async () => {
    await open({ revisions: [colour, synonym, visibility] });

    const entry = await screen.findByRole('article', { name: 'Customization' });
    expect(within(entry).getByText('by ada@shop.example', { exact: false })).toBeInTheDocument();
    expect(within(entry).getByText('Main color:')).toBeInTheDocument();
    expect(within(entry).getByText('#112233')).toBeInTheDocument();
    const swatches = within(entry).getAllByTestId('swatch');
    expect(swatches).toHaveLength(2);
    expect(swatches[1]).toHaveStyle({ backgroundColor: '#112233' });

    const terms = screen.getByRole('article', { name: 'Synonyms “jeans, dungarees”' });
    expect(within(terms).getByText(/by System/)).toBeInTheDocument();
    expect(within(terms).getByText('dungarees')).toHaveClass('bg-emerald-50');
    expect(within(terms).getByText('denim')).toHaveClass('bg-rose-50');

    const settings = screen.getByRole('article', { name: 'Results visibility' });
    expect(within(settings).getByText('Show out-of-stock products:')).toBeInTheDocument();
    expect(within(settings).getByText('On')).toBeInTheDocument();
    expect(within(settings).getByText('Off')).toBeInTheDocument();
    // The arrow is drawn, its meaning is text for screen readers, not an aria-label on a span (issue 32 item 18).
    expect(within(settings).getByText('→')).toHaveAttribute('aria-hidden', 'true');
    expect(within(settings).getByText('changed to')).toHaveClass('sr-only');
    expect(settings.querySelector('span[aria-label]')).toBeNull();

    // Newest first, by day of Madrid: the synonym (23:30 UTC) is on 2 March there.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      expect.any(String),
      'Monday, March 2, 2026',
      'Sunday, March 1, 2026',
    ]);
  });

  it("should say each change in the screens' own words: no raw options, paths or None (issue 32)", async () => {
    const featured = revision({
      kind: 'featuredProducts',
      before: { type: 'recommended', productIds: ['p1', 'p2', 'p3', 'p4'] },
      after: { type: 'popular', productIds: [] },
    });
    const hidden = revision({
      kind: 'facetValues',
      entityId: 'facet:e1:brand',
      before: { sort: 'count', values: [] },
      after: { sort: 'count', values: [{ value: 'Linea Verde', hidden: true }] },
    });
    const banner = revision({
      kind: 'banner',
      entityId: 'b1',
      after: { id: 'b1', kind: 'BANNER', title: 'Spring sale', status: 'ACTIVE', matchingQueries: ['sale'] },
    });
    const facets = revision({
      kind: 'facets',
      before: [
        { field: 'brand', type: 'value', position: 0 },
        { field: 'price', type: 'range', position: 1 },
      ],
      after: [
        { field: 'brand', type: 'value', position: 1 },
        { field: 'price', type: 'range', position: 0 },
      ],
    });
    const weights = revision({
      kind: 'searchableFields',
      before: [{ name: 'brand', active: true, weight: 2 }],
      after: [
        { name: 'brand', active: true, weight: 5 },
        { name: 'description', active: true, weight: 0.5 },
      ],
    });
    await open({ revisions: [featured, hidden, banner, facets, weights] });

    const picks = await screen.findByRole('article', { name: 'Featured products' });
    expect(picks).toHaveTextContent('Featured products:Products you pick→ changed to Popular products');
    const values = screen.getByRole('article', { name: 'Filter values “brand”' });
    expect(values).toHaveTextContent('Hidden values:Added:+ Linea Verde');
    expect(values).not.toHaveTextContent('Values');
    const created = screen.getByRole('article', { name: 'Banner “Spring sale”' });
    expect(created).toHaveTextContent('Type:Banner');
    expect(created).toHaveTextContent('Status:Active');
    expect(created).not.toHaveTextContent(/None|BANNER|ACTIVE/);
    const order = screen.getByRole('article', { name: 'Filters' });
    expect(order).toHaveTextContent('“price” › Position:2→ changed to 1');
    expect(order).not.toHaveTextContent('›  price');
    const fields = screen.getByRole('article', { name: 'Searchable fields' });
    expect(fields).toHaveTextContent('Searchable fields:Added:+ Description');
    expect(fields).toHaveTextContent('Searchable fields › Brand › Weight:2→ changed to 5');
  });

  it('should name a query ranking element by its field and value, never by its id (issue 32)', async () => {
    const element = (id: string, fieldName: string, fieldValue: string, action: string) => ({
      id,
      fieldName,
      fieldValue,
      action,
      filters: {},
      schedule: {},
    });
    const rule = {
      title: 'Linen',
      productsRanking: [],
      attributesRanking: [element('e1', 'BRAND', 'Nike', 'BOOST')],
    };
    const ranking = revision({
      kind: 'queryRankingRule',
      entityId: 'r1',
      before: rule,
      after: {
        ...rule,
        productsRanking: [element('e2', 'PRODUCT_ID', 'sku-7', 'BOOST')],
        attributesRanking: [
          element('e1', 'BRAND', 'Nike', 'BURY'),
          element('e3', 'CATEGORY', 'Bedroom', 'BOOST'),
        ],
      },
    });
    await open({ revisions: [ranking] });

    const entry = await screen.findByRole('article', { name: 'Query ranking rule “Linen”' });
    expect(entry).toHaveTextContent('Products boosted or buried:Added:+ sku-7');
    expect(entry).toHaveTextContent('Values boosted or buried:Added:+ Category: Bedroom');
    expect(entry).toHaveTextContent(
      'Values boosted or buried › “Brand: Nike” › Action:Boost→ changed to Bury',
    );
    expect(entry).not.toHaveTextContent(/e1|e2|e3|BRAND|BOOST/);
  });

  it('should explain what history does when nothing changed yet', async () => {
    await open({ revisions: [] });
    expect(await screen.findByText('No changes yet')).toBeInTheDocument();
    expect(screen.getByText(/History keeps every change to your search tuning/)).toBeInTheDocument();
  });

  it('should filter by the kind and entity the URL names, and by the kind chosen', async () => {
    const api = await open({ url: `/history?kind=synonym&entityId=g1` });
    await screen.findByRole('article', { name: 'Customization' });
    expect(api.calls[0]?.query).toEqual({ kind: 'synonym', entityId: 'g1', limit: '20', offset: '0' });
    expect(screen.getByText('Showing one item only.')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'What changed' }), 'Customization');
    await waitFor(() => expect(api.calls.at(-1)?.query).toMatchObject({ kind: 'customisation' }));
    expect(api.calls.at(-1)?.query).not.toHaveProperty('entityId');
  });

  it('should offer a retry when the history cannot be loaded', async () => {
    let fail = true;
    await open({
      list: () => (fail ? { status: 500, body: {} } : { status: 200, body: { revisions: [], total: 0 } }),
    });
    expect(await screen.findByText("The history couldn't be loaded")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No changes yet')).toBeInTheDocument();
  });

  it('should page the changes twenty at a time', async () => {
    const api = await open({
      list: (call) => ({
        status: 200,
        body: { revisions: call.query?.offset === '20' ? [synonym] : [colour], total: 21 },
      }),
    });
    expect(await screen.findByText('Showing 1–20 of 21 changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Showing 21–21 of 21 changes')).toBeInTheDocument();
    expect(api.calls.at(-1)?.query).toMatchObject({ offset: '20' });
  });

  it('should save a note in place', async () => {
    const api = await open();
    const entry = await screen.findByRole('article', { name: 'Customization' });
    await userEvent.click(within(entry).getByRole('button', { name: 'Add a note' }));
    await userEvent.type(within(entry).getByRole('textbox', { name: 'Note' }), 'Spring campaign{Enter}');

    expect(await screen.findByText('Note saved.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ note: 'Spring campaign' });
  });

  it('should revert after confirming, ask again when later changes would be overwritten, and show the revert first', async () => {
    const api = await open();
    const entry = await screen.findByRole('article', { name: 'Customization' });
    await userEvent.click(within(entry).getByRole('button', { name: 'Revert Customization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revert this change?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'wrong blue');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revert' }));

    expect(await within(dialog).findByText('Later changes will be overwritten')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Later changes were made to this item since; reverting this change overwrites them.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revert anyway' }));

    expect(await screen.findByText(/Change reverted/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { note: 'wrong blue', confirm: false },
      { note: 'wrong blue', confirm: true },
    ]);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(
      within(screen.getAllByRole('article')[0]!).getByText(/Reverts an earlier change/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should show the whole configuration as it was at a time of the site, read-only', async () => {
    const api = await open();
    await screen.findByRole('article', { name: 'Customization' });
    const picker = screen.getByLabelText(/Date and time/);
    await userEvent.type(picker, '2026-03-01T12:00');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));

    const dialog = await screen.findByRole('dialog', { name: /Configuration on/ });
    // Noon in Madrid is 11:00 UTC.
    expect(api.calls.at(-1)?.query).toEqual({ at: '2026-03-01T11:00:00.000Z' });
    const synonyms = await within(dialog).findByRole('region', { name: 'Synonyms' });
    expect(within(synonyms).getByText('denim')).toBeInTheDocument();
    const layer = within(dialog).getByRole('region', { name: 'Search layer settings' });
    expect(within(layer).getByText('#search')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
