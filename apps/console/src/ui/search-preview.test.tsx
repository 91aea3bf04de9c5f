import type { PreviewChange, SearchPreview as Preview } from '@playboard/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { getUser } from '../lib/auth.ts';
import { queryClient } from '../lib/query-client.ts';
import { refreshProfile } from '../lib/session.ts';
import { mockApi } from '../testing/mock-api.ts';
import { organizationFixture, profileFixture, siteFixture } from '../testing/session-fixtures.ts';
import { SearchPreview } from './search-preview.tsx';

vi.mock(import('../lib/auth.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  getUser: () => ({ access_token: 'console-token-1' }) as ReturnType<typeof getUser>,
}));

const siteId = '77777777-7777-4777-8777-777777777777';
const path = `POST /merchandising/v1/sites/${siteId}/search-preview`;
const empty = {
  total: 0,
  products: [],
  redirection: null,
  spellchecked: null,
  relaxedTerms: [],
  builtInSynonyms: [],
  banners: [],
};
const shirts = {
  ...empty,
  total: 2,
  products: [
    { id: 'p1', name: 'Linen shirt', image: null, price: 39.5 },
    { id: 'p2', name: 'Denim shirt', image: null, price: 45 },
  ],
};

function show(
  change: PreviewChange | null,
  props: { suggestedQuery?: string; incompleteHint?: string } = {},
) {
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SearchPreview siteId={siteId} language="en" currency="EUR" change={change} {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('SearchPreview', () => {
  it('should ask nothing until there is a query', async () => {
    const api = mockApi({});
    show(null);
    expect(screen.getByText("Type a search to see the storefront's answer.")).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search for' }), '  ');
    expect(api.calls.filter((call) => call.path.endsWith('/search-preview'))).toEqual([]);
  });

  it("should link the merchant's own storefront, where a saved change shows", async () => {
    const organization = organizationFixture('o1');
    const site = siteFixture(siteId, { url: 'https://shop.test', instance: 'shop-test' });
    const session = mockApi({
      'GET /account/v1/users': { status: 200, body: profileFixture([organization]) },
      'GET /main/v1/organizations/o1': { status: 200, body: { ...organization, sites: [site] } },
    });
    await refreshProfile();
    session.restore();
    mockApi({});
    show(null);
    expect(await screen.findByRole('link', { name: /Open your storefront/ })).toHaveAttribute(
      'href',
      'https://shop.test',
    );
  });

  it('should link Explain for the query searched, where the merchant reads why each product is where it is', async () => {
    mockApi({ [path]: { status: 200, body: { before: shirts, after: shirts } } });
    show(null, { suggestedQuery: 'shirt' });
    expect(await screen.findByRole('link', { name: 'Why this order?' })).toHaveAttribute(
      'href',
      '/business-rules/explain?q=shirt',
    );
  });

  it('should say what the storefront tells the shopper of a correction and dropped words, and the built-in synonyms it searched (issue 30)', async () => {
    const corrected = {
      ...shirts,
      spellchecked: 'linen shirt',
      relaxedTerms: ['summer'],
      builtInSynonyms: [{ term: 'shirt', synonyms: ['blouse'] }],
    };
    mockApi({ [path]: { status: 200, body: { before: corrected, after: corrected } } });
    show(null, { suggestedQuery: 'linnen shirt summer' });
    expect(
      await screen.findByText('Showing results for “linen shirt”: nothing matched as typed.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Words dropped so that products match: summer.')).toBeInTheDocument();
    expect(screen.getByText('Also searched “blouse” for “shirt” (built-in synonyms).')).toBeInTheDocument();
  });

  it('should show where a redirection would take the shopper, with the products it replaces', async () => {
    const preview: Preview = {
      before: shirts,
      after: { ...shirts, redirection: { targetUrl: 'https://shop.test/help/returns' } },
    };
    mockApi({ [path]: { status: 200, body: preview } });
    show(
      {
        kind: 'redirection',
        value: {
          language: 'en',
          matchingQueries: ['returns'],
          targetUrl: 'https://shop.test/help/returns',
          enabled: true,
        },
      },
      { suggestedQuery: 'returns' },
    );
    expect(await screen.findByText('https://shop.test/help/returns')).toHaveAttribute(
      'href',
      'https://shop.test/help/returns',
    );
    expect(screen.getByText('The shopper is taken to', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Same number of products')).toBeInTheDocument();
    expect(screen.getByText('€39.50')).toBeInTheDocument();
  });

  it('should show the banners of an answer with their positions, and the saved answer on request', async () => {
    const banner = {
      assetUrl: 'https://img.test/sale.png',
      targetUrl: null,
      title: 'Summer sale',
      position: 2,
    };
    mockApi({ [path]: { status: 200, body: { before: shirts, after: { ...shirts, banners: [banner] } } } });
    show({ kind: 'banner', id: 'b1' }, { suggestedQuery: 'shirt' });
    expect(await screen.findByRole('img', { name: 'Summer sale' })).toHaveAttribute('src', banner.assetUrl);
    expect(screen.getByText('Banner in position 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Now' }));
    expect(screen.queryByText('Banner in position 2')).not.toBeInTheDocument();
  });

  it('should mark the products a deletion loses and count them', async () => {
    mockApi({
      [path]: {
        status: 200,
        body: { before: shirts, after: { ...shirts, total: 1, products: [shirts.products[0]] } },
      },
    });
    show({ kind: 'synonym', id: 'g1' }, { suggestedQuery: 'shirt' });
    expect(await screen.findByText('−1 product')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Now' }));
    await waitFor(() => expect(screen.getByText('Gone')).toBeInTheDocument());
  });

  it("should say why the change can't be previewed yet, and what failed when the server refuses", async () => {
    mockApi({ [path]: { status: 400, body: { errors: [{ code: 'global-400', message: 'language' }] } } });
    show(null, { suggestedQuery: 'shirt', incompleteHint: 'Add a second term.' });
    expect(screen.getByText('Add a second term.')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent("The preview couldn't be loaded.");
  });
});
