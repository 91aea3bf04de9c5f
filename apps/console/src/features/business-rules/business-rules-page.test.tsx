import type { BusinessRule, PreviewAnswer } from '@playboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../testing/mock-api.ts';
import { cancelDeleteWithEscape, held, tuningListKit, type Reply } from '../../testing/tuning-list.ts';
import { alertStore } from '../../ui/alerts/alert-store.ts';
import { Component as BusinessRulesPage } from './business-rules-page.tsx';

// Flag PLAY_QUERY_RANKING off: the older business rules (spec 1 §2).
vi.mock('../../lib/flags.ts', () => ({ useFlags: () => () => false }));

const levis: BusinessRule = {
  id: 'b1',
  language: 'en',
  field: 'BRAND',
  type: 'BOOST',
  values: ['Levis'],
  matchingQueries: ['jeans', 'denim'],
  updatedTime: new Date(Date.now() - 5 * 60_000).toISOString(),
};
const everywhere: BusinessRule = {
  id: 'b2',
  language: 'en',
  field: 'CATEGORY',
  type: 'BURY',
  // A category by its path (issue 32): read as Women › Shoes.
  values: ['Women>Shoes'],
  matchingQueries: [],
  updatedTime: new Date(Date.now() - 2 * 3_600_000).toISOString(),
};

const { base, list, open, lastListQuery, rows, alerts, chipsIn } = tuningListKit({
  Screen: BusinessRulesPage,
  path: '/business-rules',
  resource: 'business-rules',
  heading: 'Business rules',
  table: 'Business rules',
  items: [levis, everywhere],
});

const answer = (ids: string[]): PreviewAnswer => ({
  total: ids.length,
  products: ids.map((id) => ({
    id,
    name: `Product ${id}`,
    image: `https://cdn.example.com/${id}.jpg`,
    price: 10,
  })),
  redirection: null,
  spellchecked: null,
  relaxedTerms: [],
  builtInSynonyms: [],
  banners: [],
});
const brands: Reply = {
  status: 200,
  body: {
    field: 'BRAND',
    values: [
      { value: 'Levis', label: 'Levis', products: 12, image: null },
      { value: 'Wrangler', label: 'Wrangler', products: 4, image: null },
    ],
  },
};
/** The list answers `{ businessRules, total }` under the resource's path. */
const pageOf = (items: BusinessRule[], total = items.length): Reply => ({
  status: 200,
  body: { businessRules: items, total },
});
const handlers = {
  [list]: pageOf([levis, everywhere]),
  [`GET ${base}/business-rules/values`]: brands,
  [`POST ${base}/search-preview`]: {
    status: 200,
    body: { before: answer(['p1', 'p2']), after: answer(['p2', 'p1']) },
  },
};

afterEach(() => vi.restoreAllMocks());

async function addSearches(...terms: string[]) {
  const input = screen.getByRole('textbox', { name: 'Searches' });
  for (const term of terms) await userEvent.type(input, `${term}{Enter}`);
}

describe('BusinessRulesPage (flag PLAY_QUERY_RANKING off)', () => {
  it('should list the language’s rules: what each ranks, boost or bury, its searches or all searches', async () => {
    const { api } = await open(handlers);
    expect(lastListQuery(api.calls)).toEqual({
      language: 'en',
      sort: 'updated',
      order: 'desc',
      limit: '20',
      offset: '0',
    });
    const [first, second] = rows();
    expect(first).toHaveTextContent('Brand: Levis');
    expect(first).toHaveTextContent('Boost');
    expect(chipsIn(first!)).toEqual(['jeans', 'denim']);
    expect(first).toHaveTextContent('5 minutes ago');
    expect(second).toHaveTextContent('Category: Women › Shoes');
    expect(second).toHaveTextContent('Bury');
    expect(second).toHaveTextContent('All searches');
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/history?kind=businessRule',
    );
  });

  it('should explain the tool with one example when there is no rule, and load again after a failure', async () => {
    let calls = 0;
    await open(
      {
        ...handlers,
        [list]: () => (++calls === 1 ? (apiError(500, 'global-500-x', 'Server down') as Reply) : pageOf([])),
      },
      { waitForRows: false },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("The business rules couldn't be loaded");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No business rules yet' })).toBeInTheDocument();
    expect(screen.getByText('A search for “jeans” shows Levis jeans first.')).toBeInTheDocument();
  });

  it('should show the loading skeleton, then the rules', async () => {
    const reply = held(pageOf([levis]));
    await open({ ...handlers, [list]: reply.handler }, { waitForRows: false });
    expect(screen.getByRole('status', { name: 'Loading business rules…' })).toBeInTheDocument();
    reply.release();
    expect(await screen.findByRole('table', { name: 'Business rules' })).toBeInTheDocument();
  });

  it('should create a rule boosting a brand picked from the catalogue for a search, previewed before saving', async () => {
    const { api } = await open({
      ...handlers,
      [`POST ${base}/business-rules`]: (call) => ({
        status: 201,
        body: { ...(call.body as object), id: 'b3' },
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add a business rule' }));
    const panel = await screen.findByRole('dialog', { name: 'New business rule' });
    // The fields the platform offers (spec 1 §9: Custom has BRAND, CATEGORY, PRODUCT_ID).
    expect(
      within(within(panel).getByRole('combobox', { name: /Rank by/ }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Brand', 'Category', 'Products']);
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Add at least one attribute ranking.')).toBeInTheDocument();
    const found = await within(panel).findByRole('list', { name: 'Found in your catalog: Find a brand' });
    expect(within(found).getByText('12 products')).toBeInTheDocument();
    await userEvent.click(within(found).getByRole('button', { name: 'Add Levis' }));
    expect(
      within(within(panel).getByRole('list', { name: 'Chosen values' })).getByText('Levis'),
    ).toBeInTheDocument();
    await addSearches('jeans');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === `${base}/search-preview`).at(-1)?.body).toEqual({
        language: 'en',
        query: 'jeans',
        change: {
          kind: 'businessRule',
          value: {
            language: 'en',
            field: 'BRAND',
            type: 'BOOST',
            values: ['Levis'],
            matchingQueries: ['jeans'],
          },
        },
      }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      api.calls.find((call) => call.method === 'POST' && call.path === `${base}/business-rules`)?.body,
    ).toEqual({
      language: 'en',
      field: 'BRAND',
      type: 'BOOST',
      values: ['Levis'],
      matchingQueries: ['jeans'],
    });
    expect(alerts()).toHaveTextContent('Business rule created.');
  });

  it('should refuse a 31st search (spec 1 §5: at most 30)', async () => {
    await open(handlers);
    await userEvent.click(screen.getByRole('button', { name: 'Add a business rule' }));
    const panel = await screen.findByRole('dialog', { name: 'New business rule' });
    await userEvent.click(within(panel).getByRole('textbox', { name: 'Searches' }));
    await userEvent.paste(Array.from({ length: 31 }, (_, index) => `term${index}`).join(', '));
    expect(within(panel).getByText('You can add up to 30 terms.')).toBeInTheDocument();
  });

  it('should say which rule already has the search on a 409, and that the rule is gone on a 404 (spec 1 §8)', async () => {
    await open({
      ...handlers,
      [`POST ${base}/business-rules`]: apiError(
        409,
        'global-409',
        '"jeans" already used by the BOOST BRAND rule b1 (Levis)',
      ) as Reply,
      [`PUT ${base}/business-rules/b2`]: apiError(404, 'global-404', 'Business rule b2 not found') as Reply,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add a business rule' }));
    const panel = await screen.findByRole('dialog', { name: 'New business rule' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Add Wrangler' }));
    await addSearches('jeans');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    const message =
      'A configuration for all searches already exists or the listed terms are in use. jeans: already in the rule Brand: Levis (Boost).';
    expect(await within(panel).findByText(message)).toBeInTheDocument();
    expect(alertStore.getSnapshot()).toContainEqual(expect.objectContaining({ type: 'error', message }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Edit Category: Women › Shoes' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit business rule' });
    expect(within(edit).getByRole('button', { name: 'Remove Women › Shoes' })).toBeInTheDocument();
    await userEvent.click(within(edit).getByRole('radio', { name: /Boost/ }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(edit).findByText('Configuration not found.')).toBeInTheDocument();
  });

  it('should delete after confirmation, and keep the rule on Escape', async () => {
    const reply = held({ status: 204 });
    const { api } = await open({ ...handlers, [`DELETE ${base}/business-rules/b1`]: reply.handler });
    await cancelDeleteWithEscape({ remove: 'Delete Brand: Levis', dialogName: 'Delete this business rule?' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Brand: Levis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this business rule?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleting…')).toBeInTheDocument();
    reply.release();
    await waitFor(() => expect(alerts()).toHaveTextContent('Business rule deleted.'));
  });
});
