import type { PreviewAnswer, QueryRankingRuleDocument, RuleSimulation } from '@playboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, type RecordedCall } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { held, tuningListKit, type Handler, type Reply } from '../../testing/tuning-list.ts';
import { Component as BusinessRulesPage } from './business-rules-page.tsx';

// Flag PLAY_QUERY_RANKING on: query ranking (spec 1 §2, spec 2 §3–§5, §7).
vi.mock('../../lib/flags.ts', () => ({ useFlags: () => (flag: string) => flag === 'PLAY_QUERY_RANKING' }));

const kit = tuningListKit({
  Screen: BusinessRulesPage,
  path: '/business-rules',
  resource: 'unused',
  heading: 'Business rules',
  table: 'Query ranking rules',
  items: [],
});
const { base, signedIn } = kit;
// The site fixture's instance is its uuid.
const instance = base.split('/').at(-1)!;
const rulesPath = `/configurations/clients/${instance}/features/groups/query_ranking`;

const jeansWeek: QueryRankingRuleDocument = {
  id: 'q1',
  title: 'Jeans week',
  endpointId: 'search',
  criteria: { enabled: true, pivots: [{ name: 'lang', value: 'en' }], queries: ['jeans'] },
  productsRanking: [],
  attributesRanking: [
    {
      fieldName: 'BRAND',
      fieldValue: 'Levis',
      action: 'BOOST',
      filters: {},
      schedule: { activationDate: null, deactivationDate: null },
    },
  ],
  hiddenAttributes: [],
  hiddenProducts: [],
  pinnedProducts: [
    {
      type: 'PINNED_PRODUCTS',
      fieldName: 'PRODUCT_ID',
      fieldValue: 'p1',
      position: 1,
      filters: {},
      schedule: { activationDate: null, deactivationDate: null },
    },
  ],
  restrictedRoles: [],
  metadata: {
    created: '2026-11-20T10:00:00Z',
    updated: new Date(Date.now() - 60_000).toISOString(),
    author: 'ada@example.com',
  },
};
const shoesPage: QueryRankingRuleDocument = {
  ...jeansWeek,
  id: 'q2',
  title: '',
  endpointId: 'browse',
  criteria: { enabled: false, pivots: [], queries: [], browseField: 'CATEGORY', browseValue: 'Shoes' },
  pinnedProducts: [],
};

const product = (id: string, name: string, available = true) => ({
  value: id,
  label: name,
  products: 1,
  image: `https://cdn.example.com/${id}.jpg`,
  available,
});
const catalogue: Record<string, ReturnType<typeof product>> = {
  p1: product('p1', 'Blue slim jeans'),
  p2: product('p2', 'Black skinny jeans'),
  p3: product('p3', 'Denim jacket'),
  p5: product('p5', 'Leather boots', false),
};
const values: Handler = (call: RecordedCall) => {
  const q = (call.query?.q ?? '').toLowerCase();
  const found = Object.values(catalogue).filter(
    (entry) => entry.value === q || entry.label.toLowerCase().includes(q),
  );
  return { status: 200, body: { field: call.query?.field ?? 'PRODUCT_ID', values: q ? found : [] } };
};
const answer = (ids: string[]): PreviewAnswer => ({
  total: ids.length,
  products: ids.map((id) => ({ id, name: catalogue[id]!.label, image: catalogue[id]!.image, price: 50 })),
  redirection: null,
  spellchecked: null,
  relaxedTerms: [],
  builtInSynonyms: [],
  banners: [],
});
const simulation: RuleSimulation = {
  from: '2026-10-28',
  to: '2026-11-27',
  replayed: 120,
  replayedSearches: 900,
  totalSearches: 1000,
  changed: 2,
  changedSearches: 150,
  share: 0.15,
  queries: [
    {
      query: 'jeans',
      language: 'en',
      searches: 100,
      totalBefore: 3,
      totalAfter: 2,
      before: [
        { id: 'p1', name: 'Blue slim jeans', image: null },
        { id: 'p2', name: 'Black skinny jeans', image: null },
        { id: 'p3', name: 'Denim jacket', image: null },
      ],
      after: [
        { id: 'p3', name: 'Denim jacket', image: null },
        { id: 'p1', name: 'Blue slim jeans', image: null },
      ],
      changes: [
        { id: 'p3', name: 'Denim jacket', change: 'moved', before: 3, after: 1 },
        { id: 'p1', name: 'Blue slim jeans', change: 'moved', before: 1, after: 2 },
        { id: 'p2', name: 'Black skinny jeans', change: 'out', before: 2, after: null },
      ],
    },
  ],
  tookMs: 12,
};
const list = (results: QueryRankingRuleDocument[], numFound = results.length): Reply => ({
  status: 200,
  body: { results, numFound },
});

async function open(handlers: Record<string, Handler> = {}, { waitForRows = true } = {}) {
  await signedIn();
  const api = mockApi({
    [`GET ${rulesPath}`]: list([jeansWeek, shoesPage]),
    [`GET ${base}/business-rules`]: { status: 200, body: { businessRules: [], total: 0 } },
    [`GET ${base}/business-rules/values`]: values,
    [`POST ${base}/search-preview`]: {
      status: 200,
      body: { before: answer(['p1', 'p2', 'p3']), after: answer(['p3', 'p1']) },
    },
    [`POST ${base}/rule-simulations`]: { status: 200, body: simulation },
    ...handlers,
  });
  renderScreen(BusinessRulesPage, { path: '/business-rules' });
  await screen.findByRole('heading', { level: 1, name: 'Business rules' });
  if (waitForRows) await screen.findByRole('table', { name: 'Query ranking rules' });
  return { api };
}
const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === rulesPath);
const rows = () =>
  within(screen.getByRole('table', { name: 'Query ranking rules' }))
    .getAllByRole('row')
    .slice(1);

async function pick(panel: HTMLElement, search: string, name: string, button: string) {
  const box = within(panel).getByRole('searchbox', { name: search });
  await userEvent.clear(box);
  await userEvent.type(box, name);
  await userEvent.click(await within(panel).findByRole('button', { name: button }, { timeout: 3000 }));
}

afterEach(() => vi.restoreAllMocks());

describe('BusinessRulesPage (flag PLAY_QUERY_RANKING on)', () => {
  it(
    'should list the older rules that still apply, convert one in one step and delete another (issue 32)',
    {
      timeout: 20_000,
    },
    async () => {
      const bedroom = {
        id: 'b1',
        language: 'en',
        field: 'CATEGORY',
        type: 'BOOST',
        values: ['Bedroom'],
        matchingQueries: ['linen'],
        updatedTime: '2026-11-20T10:00:00Z',
      };
      const nike = {
        ...bedroom,
        id: 'b2',
        field: 'BRAND',
        type: 'BURY',
        values: ['Nike'],
        matchingQueries: [],
      };
      let older = [bedroom, nike];
      let rules = [jeansWeek];
      const converted = {
        ...jeansWeek,
        id: 'q9',
        title: '',
        criteria: { ...jeansWeek.criteria, queries: ['linen'] },
      };
      const { api } = await open({
        [`GET ${base}/business-rules`]: () => ({
          status: 200,
          body: { businessRules: older, total: older.length },
        }),
        [`GET ${rulesPath}`]: () => list(rules),
        [`POST ${base}/business-rules/b1/convert`]: () => {
          older = older.filter((rule) => rule.id !== 'b1');
          rules = [converted, jeansWeek];
          return { status: 201, body: converted };
        },
        [`DELETE ${base}/business-rules/b2`]: () => {
          older = [];
          return { status: 204 };
        },
      });

      const section = await screen.findByRole('region', { name: '2 older rules still apply' });
      expect(section).toHaveTextContent('Searches still use them');
      expect(section).toHaveTextContent('Category: Bedroom');
      expect(section).toHaveTextContent('linen');
      expect(section).toHaveTextContent('Brand: Nike');
      expect(section).toHaveTextContent('All searches');
      expect(api.calls.find((call) => call.path === `${base}/business-rules`)?.query).toMatchObject({
        language: 'en',
        limit: '100',
      });

      await userEvent.click(
        within(section).getByRole('button', { name: 'Convert Category: Bedroom to a query ranking rule' }),
      );
      expect(await screen.findByText(/Converted\. It's now a query ranking rule/)).toBeInTheDocument();
      await waitFor(() => expect(rows()).toHaveLength(2));
      expect(await screen.findByRole('region', { name: '1 older rule still applies' })).not.toHaveTextContent(
        'Bedroom',
      );

      await userEvent.click(screen.getByRole('button', { name: 'Delete the older rule “Brand: Nike”' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this older rule?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: /older rule/ })).toBeNull());
      expect(
        api.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`),
      ).toEqual([`POST ${base}/business-rules/b1/convert`, `DELETE ${base}/business-rules/b2`]);
    },
  );

  it('should list the rules as spec 2 §7 asks for them: title, where each applies, what it does, status, language', async () => {
    const { api } = await open();
    expect(listCalls(api.calls).at(-1)?.query).toEqual({
      page: '0',
      size: '20',
      'sort.field': 'updated',
      'sort.direction': 'desc',
      strictMatching: 'false',
      defaultFlag: 'false',
    });
    const [first, second] = rows();
    expect(first).toHaveTextContent('Jeans week');
    expect(first).toHaveTextContent('jeans');
    expect(first).toHaveTextContent('1 pinned · 1 boosted');
    expect(first).toHaveTextContent('On');
    expect(first).toHaveTextContent('English');
    expect(second).toHaveTextContent('Category page: Shoes');
    expect(second).toHaveTextContent('Off');
    expect(second).toHaveTextContent('All languages');
    expect(screen.getByRole('link', { name: 'Explain a search' })).toHaveAttribute(
      'href',
      '/business-rules/explain',
    );
  });

  it('should filter by status, endpoint and language, search and page on the server', async () => {
    const { api } = await open({ [`GET ${rulesPath}`]: list([jeansWeek, shoesPage], 45) });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'On');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Applies to' }), 'Browse');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Spanish');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search query ranking rules' }), 'shoes');
    await waitFor(() =>
      expect(listCalls(api.calls).at(-1)?.query).toMatchObject({
        query: 'shoes',
        endpointId: 'browse',
        page: '0',
      }),
    );
    const call = api.calls.filter((each) => each.path === rulesPath).at(-1)!;
    expect(call.query?.filters).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listCalls(api.calls).at(-1)?.query).toMatchObject({ page: '1' }));
    expect(await screen.findByText('Showing 21–22 of 45')).toBeInTheDocument();
  });

  it('should explain the tool with one example when the site has no rule, and retry a failed load', async () => {
    let calls = 0;
    await open(
      {
        [`GET ${rulesPath}`]: () =>
          ++calls === 1 ? (apiError(500, 'global-500-x', 'Server down') as Reply) : list([]),
      },
      { waitForRows: false },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("The query ranking rules couldn't be loaded");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No query ranking rules yet' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'A search for “jeans” starts with the blue slim jeans and never shows the black skinny ones.',
      ),
    ).toBeInTheDocument();
  });

  it(
    'should pin a product at 1 and hide another for a search, simulate the draft on real searches and save it from there',
    { timeout: 20_000 },
    async () => {
      const saved = held({ status: 201, body: { ...jeansWeek, id: 'q9' } });
      const { api } = await open({ [`POST ${rulesPath}`]: saved.handler });
      await userEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
      const panel = await screen.findByRole('dialog', { name: 'New query ranking rule' });
      await userEvent.type(within(panel).getByRole('textbox', { name: 'Title' }), 'Jeans week');
      await userEvent.type(within(panel).getByRole('textbox', { name: 'Searches' }), 'jeans{Enter}');
      await pick(panel, 'Product to pin', 'denim', 'Pin Denim jacket');
      await pick(panel, 'Product to pin', 'blue', 'Pin Blue slim jeans');
      const pins = within(panel).getByRole('list', { name: 'Pinned products, in position order' });
      expect(
        within(pins)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual([expect.stringContaining('Denim jacket'), expect.stringContaining('Blue slim jeans')]);
      // Keyboard-free move: the blue jeans go to position 1.
      await userEvent.click(within(pins).getByRole('button', { name: 'Move Blue slim jeans up' }));
      expect(within(pins).getAllByRole('listitem')[0]).toHaveTextContent('Blue slim jeans');
      await pick(panel, 'Product to hide', 'black', 'Hide Black skinny jeans');

      await waitFor(() =>
        expect(api.calls.filter((call) => call.path === `${base}/search-preview`).at(-1)?.body).toMatchObject(
          {
            query: 'jeans',
            change: {
              kind: 'queryRankingRule',
              value: {
                title: 'Jeans week',
                criteria: { queries: ['jeans'] },
                pinnedProducts: [
                  { fieldValue: 'p1', position: 1 },
                  { fieldValue: 'p3', position: 2 },
                ],
                hiddenProducts: [{ fieldName: 'PRODUCT_ID', fieldValue: 'p2', action: 'HIDE' }],
              },
            },
          },
        ),
      );

      await userEvent.click(within(panel).getByRole('button', { name: 'Run the simulator' }));
      expect(
        await within(panel).findByText(
          'This rule changes 2 of the 120 searches replayed: 150 searches, 15% of your search traffic in the last 30 days.',
        ),
      ).toBeInTheDocument();
      const changed = within(panel).getByRole('list', { name: 'Searches that change' });
      expect(changed).toHaveTextContent('“jeans”');
      expect(changed).toHaveTextContent('100 searches');
      expect(changed).toHaveTextContent('0 in, 1 out, 2 moved');
      const simulated = api.calls.find((call) => call.path === `${base}/rule-simulations`)?.body as {
        kind: string;
      };
      expect(simulated.kind).toBe('queryRankingRule');

      await userEvent.click(within(panel).getByRole('button', { name: 'Save this rule' }));
      await waitFor(() =>
        expect(api.calls.some((call) => call.method === 'POST' && call.path === rulesPath)).toBe(true),
      );
      const body = api.calls.find((call) => call.method === 'POST' && call.path === rulesPath)
        ?.body as Record<string, unknown>;
      expect(body).toMatchObject({
        title: 'Jeans week',
        endpointId: 'search',
        criteria: { enabled: true, pivots: [{ name: 'lang', value: 'en' }], queries: ['jeans'] },
        pinnedProducts: [
          { type: 'PINNED_PRODUCTS', fieldName: 'PRODUCT_ID', fieldValue: 'p1', position: 1 },
          { type: 'PINNED_PRODUCTS', fieldName: 'PRODUCT_ID', fieldValue: 'p3', position: 2 },
        ],
        hiddenProducts: [
          {
            fieldName: 'PRODUCT_ID',
            fieldValue: 'p2',
            action: 'HIDE',
            schedule: { activationDate: null, deactivationDate: null },
          },
        ],
      });
      expect(within(panel).getAllByRole('button', { name: /Saving…/ }).length).toBeGreaterThan(0);
      saved.release();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('list', { name: 'Notifications' })).toHaveTextContent('Rule created.');
    },
  );

  it('should warn that a pinned product is out of stock now, and that it stays pinned once allowed', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    const panel = await screen.findByRole('dialog', { name: 'New query ranking rule' });
    await pick(panel, 'Product to pin', 'boots', 'Pin Leather boots');
    const pins = within(panel).getByRole('list', { name: 'Pinned products, in position order' });
    expect(
      await within(pins).findByText(
        "Leather boots is out of stock or can't be ordered now: shoppers won't see it pinned unless you allow it in “When and where”.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(pins).getByText('When and where: Leather boots'));
    await userEvent.click(
      within(pins).getByRole('checkbox', {
        name: "Also when the product is out of stock or can't be ordered",
      }),
    );
    expect(
      within(pins).getByText(
        "Leather boots is out of stock or can't be ordered now: it stays pinned, as you allowed.",
      ),
    ).toBeInTheDocument();
  });

  it('should show a saved rule in the legacy format, read only (spec 2 §3)', async () => {
    const { api } = await open({
      [`GET ${rulesPath}/q1`]: {
        status: 200,
        body: {
          id: 'q1',
          name: 'Jeans week',
          context: { keywords: ['jeans'], pivots: [{ name: 'lang', values: ['en'] }] },
          products_ranking: [],
          attributes_ranking: [
            {
              action: 'BOOST',
              field_name: 'BRAND',
              field_value: 'Levis',
              filters: {},
              schedule: { activation_date: '2026-12-01T00:00:00Z', deactivation_date: null },
            },
          ],
          metadata: { user: 'ada@example.com', created_on: '2026-11-20T10:00:00Z' },
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Jeans week' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit query ranking rule' });
    await userEvent.click(within(panel).getByText('Legacy format'));
    expect(await within(panel).findByText('BOOST BRAND=Levis from 2026-12-01T00:00:00Z')).toBeInTheDocument();
    expect(within(panel).getByText('lang=en')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === `${rulesPath}/q1`)?.query).toEqual({ format: 'legacy' });
  });

  it(
    'should save a browse rule for a category page picked by its path from the catalogue, without the searches typed before',
    {
      timeout: 20_000,
    },
    async () => {
      const { api } = await open({
        [`GET ${base}/business-rules/values`]: (call: RecordedCall) =>
          call.query?.field === 'CATEGORY'
            ? {
                status: 200,
                body: {
                  field: 'CATEGORY',
                  values: [
                    {
                      value: 'Women>Shoes',
                      label: 'Women › Shoes',
                      products: 40,
                      image: null,
                      available: null,
                    },
                    { value: 'Men>Shoes', label: 'Men › Shoes', products: 30, image: null, available: null },
                  ],
                },
              }
            : values(call),
        [`POST ${rulesPath}`]: { status: 201, body: { ...shoesPage, id: 'q8' } },
      });
      await userEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
      const panel = await screen.findByRole('dialog', { name: 'New query ranking rule' });
      await userEvent.type(within(panel).getByRole('textbox', { name: 'Searches' }), 'jeans{Enter}');
      await userEvent.click(within(panel).getByRole('radio', { name: /Browse/ }));
      const preview = within(panel).getByRole('region', { name: 'Search preview' });
      // A browse rule acts on its page only: no search to type, the page once it is chosen.
      expect(within(preview).queryByRole('searchbox')).not.toBeInTheDocument();
      expect(
        within(preview).getByText("Choose the rule's browse page to see it as shoppers would."),
      ).toBeInTheDocument();
      await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Browse page' }), 'Category');
      await userEvent.click(await within(panel).findByRole('button', { name: 'Choose Women › Shoes' }));
      expect(within(panel).getByText('Page: Women › Shoes')).toBeInTheDocument();
      expect(await within(preview).findByText('Category page “Women › Shoes”')).toBeInTheDocument();
      // The simulator replays searches, which a browse rule leaves alone: the editor says so instead.
      expect(within(panel).queryByRole('button', { name: 'Run the simulator' })).not.toBeInTheDocument();
      expect(within(panel).getByText(/A browse rule changes its page only/)).toBeInTheDocument();
      await waitFor(() =>
        expect(api.calls.filter((call) => call.path === `${base}/search-preview`).at(-1)?.body).toMatchObject(
          {
            query: '',
            browseField: 'CATEGORY',
            browseValue: 'Women>Shoes',
          },
        ),
      );
      expect(within(preview).getByRole('link', { name: 'Why this order?' })).toHaveAttribute(
        'href',
        '/business-rules/explain?browseField=CATEGORY&browseValue=Women%3EShoes',
      );
      await pick(panel, 'Product to hide', 'denim', 'Hide Denim jacket');
      // The page previewed with the rule as edited.
      await waitFor(() =>
        expect(api.calls.filter((call) => call.path === `${base}/search-preview`).at(-1)?.body).toMatchObject(
          {
            browseField: 'CATEGORY',
            browseValue: 'Women>Shoes',
            change: { kind: 'queryRankingRule', value: { endpointId: 'browse' } },
          },
        ),
      );
      await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(api.calls.some((call) => call.method === 'POST' && call.path === rulesPath)).toBe(true),
      );
      expect(api.calls.find((call) => call.method === 'POST' && call.path === rulesPath)?.body).toMatchObject(
        {
          endpointId: 'browse',
          criteria: { queries: [], browseField: 'CATEGORY', browseValue: 'Women>Shoes' },
          hiddenProducts: [{ fieldValue: 'p3', action: 'HIDE' }],
        },
      );
    },
  );

  it('should list the conflicting rules of a 409 inline, with their ids and queries (spec 2 §8)', async () => {
    await open({
      [`PUT ${rulesPath}/q1`]: {
        status: 409,
        body: {
          errors: [{ code: 'global-409', message: 'Another enabled rule applies to the same searches' }],
          conflicts: [{ id: 'q7', queries: ['jeans', 'denim'] }],
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Jeans week' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit query ranking rule' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Searches' }), 'denim{Enter}');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    const conflicts = await within(panel).findByRole('list', { name: 'Conflicting rules' });
    expect(conflicts).toHaveTextContent('Rule q7, for:');
    expect(
      within(conflicts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('jeans');
    expect(within(panel).getByText('Another rule already applies to these searches')).toBeInTheDocument();
  });

  it('should mark two elements on the same value at the same time and refuse to save (spec 2 §5)', async () => {
    const { api } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    const panel = await screen.findByRole('dialog', { name: 'New query ranking rule' });
    await pick(panel, 'Product to boost or bury', 'denim', 'Rank Denim jacket');
    await pick(panel, 'Product to hide', 'denim', 'Hide Denim jacket');
    expect(await within(panel).findAllByText(/Another element ranks or hides this same value/)).toHaveLength(
      2,
    );
    expect(
      within(panel).getByText('2 elements conflict with others: same value, overlapping dates and filters.'),
    ).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(api.calls.some((call) => call.method === 'POST' && call.path === rulesPath)).toBe(false);
  });
});
