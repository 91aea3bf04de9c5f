import type { PreviewAnswer, SearchPreview } from '@playboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { tuningListKit, type Reply } from '../../testing/tuning-list.ts';
import { Component as ExplainPage } from './explain-page.tsx';

const { base, signedIn } = tuningListKit({
  Screen: ExplainPage,
  path: '/business-rules/explain',
  resource: 'unused',
  heading: 'Explain a search',
  table: 'unused',
  items: [],
});

const answer: PreviewAnswer = {
  total: 2,
  products: [
    { id: 'p1', name: 'Blue slim jeans', image: 'https://cdn.example.com/p1.jpg', price: 59.9 },
    { id: 'p3', name: 'Denim jacket', image: null, price: 89 },
  ],
  redirection: null,
  spellchecked: null,
  relaxedTerms: [],
  builtInSynonyms: [],
  banners: [],
};
const explained: SearchPreview = {
  before: answer,
  after: answer,
  explanation: {
    query: 'jeans',
    browse: null,
    spellchecked: null,
    relaxedTerms: [],
    products: [
      {
        id: 'p1',
        name: 'Blue slim jeans',
        position: 1,
        textScore: 3.2,
        score: 6.4,
        reason: 'pinned',
        matches: [{ term: 'jeans', matched: 'jeans', field: 'name', kind: 'exact', builtIn: false }],
        rules: [
          {
            ruleId: 'q1',
            kind: 'queryRanking',
            name: 'Jeans week',
            element: 'PRODUCT_ID: p1',
            effect: 'pin',
            position: 1,
            strength: null,
          },
        ],
        buriedBySettings: false,
      },
      {
        id: 'p3',
        name: 'Denim jacket',
        position: 2,
        textScore: 1.1,
        score: 1.1,
        reason: null,
        matches: [{ term: 'jeans', matched: 'denim', field: 'name', kind: 'synonym', builtIn: false }],
        rules: [],
        buriedBySettings: false,
      },
    ],
    hidden: [
      {
        id: 'p2',
        name: 'Black skinny jeans',
        rules: [{ ruleId: 'q1', kind: 'queryRanking', name: 'Jeans week', element: 'PRODUCT_ID: p2' }],
      },
    ],
    hiddenTotal: 1,
    builtInSynonyms: [],
    redirection: null,
    banners: [{ id: 'b1', title: 'Denim days', position: 1 }],
  },
};

async function open(
  reply: Reply | (() => Reply),
  url = '/business-rules/explain',
  handlers: Record<string, Reply> = {},
) {
  await signedIn();
  const api = mockApi({ [`POST ${base}/search-preview`]: reply, ...handlers });
  renderScreen(ExplainPage, { path: '/business-rules/explain', url });
  await screen.findByRole('heading', { level: 1, name: 'Explain a search' });
  return { api };
}

afterEach(() => vi.restoreAllMocks());

describe('ExplainPage', () => {
  it('should say what Explain tells, with one example, before a query is typed', async () => {
    const { api } = await open({ status: 200, body: explained });
    expect(screen.getByRole('heading', { name: 'Why is this product first?' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('should read why the first product is first: words matched, scores, the rule that pinned it; what a rule hid', async () => {
    const { api } = await open({ status: 200, body: explained }, '/business-rules/explain?q=jeans');
    const products = await screen.findByRole('list', { name: 'Products, in the order shoppers see them' });
    expect(api.calls.at(-1)?.body).toEqual({ language: 'en', query: 'jeans', explain: true });
    const first = within(products).getByRole('article', { name: '1. Blue slim jeans' });
    expect(first).toHaveTextContent('Text score 3.2 · final score 6.4');
    expect(first).toHaveTextContent('“jeans” → “jeans” in name exact');
    expect(first).toHaveTextContent('Pinned at position 1 by the rule “Jeans week” (PRODUCT_ID: p1)');
    const second = within(products).getByRole('article', { name: '2. Denim jacket' });
    expect(second).toHaveTextContent('“jeans” → “denim” in name synonym');
    expect(screen.getByRole('heading', { name: '1 product hidden by rules' })).toBeInTheDocument();
    expect(screen.getByText('Black skinny jeans, hidden by Jeans week')).toBeInTheDocument();
    expect(screen.getByText('Banner “Denim days” in row 1')).toBeInTheDocument();
  });

  it('should show the correction and the built-in synonyms the storefront searched, each match through one named so (issue 30)', async () => {
    const builtIn: SearchPreview = {
      ...explained,
      explanation: {
        ...explained.explanation!,
        query: 'sofa',
        builtInSynonyms: [{ term: 'sofa', synonyms: ['couch'] }],
        products: explained.explanation!.products.map((product) => ({
          ...product,
          matches: [{ term: 'sofa', matched: 'couch', field: 'name', kind: 'synonym', builtIn: true }],
        })),
      },
    };
    await open({ status: 200, body: builtIn }, '/business-rules/explain?q=sofa');
    const products = await screen.findByRole('list', { name: 'Products, in the order shoppers see them' });
    expect(screen.getByText('Also searched “couch” for “sofa” (built-in synonyms).')).toBeInTheDocument();
    expect(within(products).getByRole('article', { name: '1. Blue slim jeans' })).toHaveTextContent(
      '“sofa” → “couch” in name built-in synonym',
    );
  });

  it('should explain a query as it is typed, once typing pauses', async () => {
    const { api } = await open({ status: 200, body: explained });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search for' }), 'jeans');
    expect(await screen.findByText('2 products found for “jeans”.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toHaveLength(1));
  });

  it('should say what failed and try again', async () => {
    let calls = 0;
    await open(
      () =>
        ++calls === 1
          ? (apiError(500, 'global-500-x', 'Engine down') as Reply)
          : { status: 200, body: explained },
      '/business-rules/explain?q=jeans',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("The explanation couldn't be loaded");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('list', { name: 'Products, in the order shoppers see them' }),
    ).toBeInTheDocument();
  });

  describe('a browse page', () => {
    const womensPage: SearchPreview = {
      before: answer,
      after: { ...answer, total: 2 },
      explanation: {
        ...explained.explanation!,
        query: '',
        browse: { field: 'CATEGORY', value: 'Women' },
        products: [
          {
            ...explained.explanation!.products[0]!,
            textScore: 0,
            score: 0,
            matches: [],
            rules: [
              {
                ruleId: 'q2',
                kind: 'queryRanking',
                name: 'Women’s page',
                element: 'PRODUCT_ID: p1',
                effect: 'pin',
                position: 1,
                strength: null,
              },
            ],
          },
          { ...explained.explanation!.products[1]!, textScore: 0, score: 0, matches: [], reason: 'featured' },
        ],
        hidden: [
          {
            id: 'p2',
            name: 'Black skinny jeans',
            rules: [{ ruleId: 'q2', kind: 'queryRanking', name: 'Women’s page', element: 'PRODUCT_ID: p2' }],
          },
        ],
        banners: [],
      },
    };
    const categories: Reply = {
      status: 200,
      body: {
        field: 'CATEGORY',
        values: [
          { value: 'Women', label: 'Women', products: 40, image: null, available: null },
          { value: 'Men', label: 'Men', products: 30, image: null, available: null },
          {
            value: 'Women>Shoes>Trainers',
            label: 'Women › Shoes › Trainers',
            products: 6,
            image: null,
            available: null,
          },
          {
            value: 'Men>Shoes>Trainers',
            label: 'Men › Shoes › Trainers',
            products: 4,
            image: null,
            available: null,
          },
        ],
      },
    };

    it('should say what a browse page explanation tells, with one example, before a page is picked', async () => {
      const { api } = await open({ status: 200, body: womensPage }, '/business-rules/explain', {
        [`GET ${base}/business-rules/values`]: categories,
      });
      await userEvent.click(screen.getByRole('radio', { name: 'A browse page' }));
      expect(
        screen.getByRole('heading', { name: 'Why is this product first on the page?' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Browse page' })).toHaveValue('CATEGORY');
      expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    });

    it("should explain a category picked from the catalogue: the browse rule's pin, what it hid", async () => {
      const { api } = await open({ status: 200, body: womensPage }, '/business-rules/explain', {
        [`GET ${base}/business-rules/values`]: categories,
      });
      await userEvent.click(screen.getByRole('radio', { name: 'A browse page' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Explain Women' }));
      expect(await screen.findByText('2 products on the Category page “Women”.')).toBeInTheDocument();
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        language: 'en',
        query: '',
        browseField: 'CATEGORY',
        browseValue: 'Women',
        explain: true,
      });
      const products = screen.getByRole('list', { name: 'Products, in the order shoppers see them' });
      const first = within(products).getByRole('article', { name: '1. Blue slim jeans' });
      expect(first).toHaveTextContent('Pinned at position 1 by the rule “Women’s page” (PRODUCT_ID: p1)');
      // No words matched on a page, so no text score to read.
      expect(first).not.toHaveTextContent('Text score');
      expect(within(products).getByRole('article', { name: '2. Denim jacket' })).toHaveTextContent(
        'Featured product',
      );
      expect(screen.getByText('Black skinny jeans, hidden by Women’s page')).toBeInTheDocument();
      // The picker closes on the page chosen; another page is one click away.
      expect(screen.queryByRole('button', { name: 'Explain Men' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Change page' }));
      expect(await screen.findByRole('button', { name: 'Explain Men' })).toBeInTheDocument();
    });

    it('should list categories by their path and explain the one picked, not its namesakes (issue 32)', async () => {
      const { api } = await open({ status: 200, body: womensPage }, '/business-rules/explain', {
        [`GET ${base}/business-rules/values`]: categories,
      });
      await userEvent.click(screen.getByRole('radio', { name: 'A browse page' }));
      const found = await screen.findByRole('list', { name: 'Found in your catalog: Find a category' });
      expect(found).toHaveTextContent('Men › Shoes › Trainers');
      await userEvent.click(within(found).getByRole('button', { name: 'Explain Women › Shoes › Trainers' }));
      expect(
        await screen.findByText('2 products on the Category page “Women › Shoes › Trainers”.'),
      ).toBeInTheDocument();
      expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        browseValue: 'Women>Shoes>Trainers',
      });
    });

    it('should open on the page the address names, and back on the search typed before', async () => {
      const { api } = await open(
        { status: 200, body: womensPage },
        '/business-rules/explain?browseField=CATEGORY&browseValue=Women',
      );
      expect(await screen.findByText('2 products on the Category page “Women”.')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'A browse page' })).toBeChecked();
      expect(api.calls.at(-1)?.body).toMatchObject({ browseField: 'CATEGORY', browseValue: 'Women' });
      await userEvent.click(screen.getByRole('radio', { name: 'A search' }));
      expect(screen.getByRole('heading', { name: 'Why is this product first?' })).toBeInTheDocument();
    });
  });
});
