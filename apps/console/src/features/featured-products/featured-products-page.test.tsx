import type { FeaturedProductCards, FeaturedProducts, SearchPreview } from '@playboard/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, type RecordedCall } from '../../testing/mock-api.ts';
import { currentLocation, renderScreen } from '../../testing/render-screen.tsx';
import { searchSettingsSite as site, signedInWithSite } from '../../testing/search-settings.ts';
import { Component as FeaturedProductsPage } from './featured-products-page.tsx';

const featuredPath = `/index/v1/featured-products/${site.uuid}`;
const engineId = site.engines[0]!.uuid;

type Reply = { status: number; body?: unknown };

const product = (id: string, name: string) => ({
  id,
  name,
  image: `https://cdn.example.com/${id}.jpg`,
  price: 20,
});
const jackets = Array.from({ length: 13 }, (_, index) => product(`j${index + 1}`, `Jacket ${index + 1}`));

/** The catalogue search: "jacket" finds 13 jackets, anything else nothing. */
function searchHandler(call: RecordedCall): Reply {
  const { query } = call.body as { query: string };
  const products = query.startsWith('jacket')
    ? jackets.slice(0, 12)
    : query === 'more'
      ? jackets.slice(12)
      : [];
  const answer = {
    total: products.length,
    products,
    redirection: null,
    spellchecked: null,
    relaxedTerms: [],
    builtInSynonyms: [],
    banners: [],
  };
  return { status: 200, body: { before: answer, after: answer } satisfies SearchPreview };
}

const card = (id: string, name: string) => ({
  id,
  inCatalogue: true,
  name,
  image: `https://cdn.example.com/${id}.jpg`,
});

async function open(
  options: {
    saved?: FeaturedProducts;
    cards?: FeaturedProductCards;
    get?: () => Reply;
    put?: (call: RecordedCall) => Reply;
    popular?: () => Reply;
  } = {},
) {
  await signedInWithSite();
  const saved = options.saved ?? { type: 'popular', productIds: [] };
  const api = mockApi({
    [`GET ${featuredPath}`]: options.get ?? { status: 200, body: saved },
    [`GET ${featuredPath}/products`]: { status: 200, body: options.cards ?? { products: [] } },
    [`PUT ${featuredPath}`]: options.put ?? ((call) => ({ status: 200, body: call.body })),
    [`POST /merchandising/v1/sites/${site.uuid}/search-preview`]: searchHandler,
    [`GET /analytics/v1/engines/${engineId}/products`]:
      options.popular ??
      (() => ({
        status: 200,
        body: {
          total: 2,
          rows: [
            { productId: 'j2', name: 'Jacket 2', clicks: 40, addToCarts: 9, checkouts: 3 },
            { productId: 'j1', name: 'Jacket 1', clicks: 12, addToCarts: 2, checkouts: 1 },
          ],
        },
      })),
  });
  const rendered = renderScreen(FeaturedProductsPage, { path: '/featured-products' });
  return { api, ...rendered };
}

const ready = () => screen.findByRole('form', { name: 'Featured products' });
const choose = (name: RegExp) => userEvent.click(screen.getByRole('radio', { name }));
const pickedNames = () =>
  within(screen.getByRole('list', { name: 'Featured products in order' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

async function add(names: string[]) {
  const search = screen.getByRole('searchbox', { name: 'Search your catalog' });
  await userEvent.clear(search);
  await userEvent.type(search, 'jacket');
  await screen.findByRole('list', { name: 'Products found' });
  for (const name of names) await userEvent.click(screen.getByRole('button', { name: `Add ${name}` }));
}

afterEach(() => vi.restoreAllMocks());

describe('FeaturedProductsPage', () => {
  it('should show the popular products of the last 30 days with clicks, adds to cart and purchases', async () => {
    const { api } = await open();
    await ready();
    expect(screen.getByRole('radio', { name: /^Popular products/ })).toBeChecked();
    const popular = await screen.findByRole('list', { name: 'Popular products' });
    expect(
      within(popular)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1Jacket 240 clicks · 9 added to cart · 3 bought',
      '2Jacket 112 clicks · 2 added to cart · 1 bought',
    ]);
    const analytics = api.calls.find((call) => call.path.includes('/analytics/'));
    expect(analytics?.query).toMatchObject({ sort: 'clicks', order: 'desc', limit: '12' });
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      expect.stringContaining('kind=featuredProducts'),
    );
  });

  it('should say what the layer shows while there is no traffic yet', async () => {
    await open({ popular: () => ({ status: 200, body: { total: 0, rows: [] } }) });
    expect(await screen.findByText('No traffic yet')).toBeInTheDocument();
    expect(screen.getByText(/the layer shows the first products of your catalog/)).toBeInTheDocument();
  });

  it('should say the featured products could not be loaded and load them again on retry', async () => {
    let fail = true;
    await open({
      get: () =>
        fail
          ? (apiError(500, 'global-500') as Reply)
          : { status: 200, body: { type: 'popular', productIds: [] } },
    });
    expect(await screen.findByText("The featured products couldn't be loaded.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await ready()).toBeInTheDocument();
  });

  it('should explain picking products when none is picked yet, and refuse fewer than 4 (spec 1 §9)', async () => {
    const { api } = await open();
    await ready();
    await choose(/^Products you pick/);
    expect(screen.getByText('No products picked yet')).toBeInTheDocument();
    await add(['Jacket 1', 'Jacket 2', 'Jacket 3']);
    expect(screen.getByText('3 products picked (4 to 12)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pick at least 4 products.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  // Twelve additions through the search take a few seconds on a busy machine.
  it('should stop at 12 products: a 13th cannot be added', { timeout: 15_000 }, async () => {
    await open();
    await ready();
    await choose(/^Products you pick/);
    await add(jackets.slice(0, 12).map((jacket) => jacket.name));
    expect(screen.getByText('12 products picked (4 to 12)')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search your catalog' });
    await userEvent.clear(search);
    await userEvent.type(search, 'more');
    expect(await screen.findByRole('button', { name: 'Add Jacket 13' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      screen.getByText('You picked 12 products, the most the layer shows. Remove one to add another.'),
    ).toBeInTheDocument();
  });

  it('should save 4 picked products in the order set with the move buttons', async () => {
    const { api } = await open();
    await ready();
    await choose(/^Products you pick/);
    await add(['Jacket 1', 'Jacket 2', 'Jacket 3', 'Jacket 4']);
    expect(screen.getByRole('button', { name: 'Added Jacket 1' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Move Jacket 4 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move Jacket 1 down' }));
    expect(pickedNames()).toEqual(['Jacket 2', 'Jacket 1', 'Jacket 4', 'Jacket 3']);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Featured products saved. The layer shows them within a second.'),
    ).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      type: 'recommended',
      productIds: ['j2', 'j1', 'j4', 'j3'],
    });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('should flag a saved product the catalog no longer has and refuse to save it', async () => {
    const { api } = await open({
      saved: { type: 'recommended', productIds: ['j1', 'gone', 'j2', 'j3', 'j4'] },
      cards: {
        products: [
          card('j1', 'Jacket 1'),
          { id: 'gone', inCatalogue: false, name: null, image: null },
          card('j2', 'Jacket 2'),
          card('j3', 'Jacket 3'),
          card('j4', 'Jacket 4'),
        ],
      },
    });
    await ready();
    expect(pickedNames()).toEqual(['Jacket 1', 'gone', 'Jacket 2', 'Jacket 3', 'Jacket 4']);
    expect(screen.getByText('No longer in your catalog: remove it before saving.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move Jacket 4 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Remove the products no longer in your catalog.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove gone' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        type: 'recommended',
        productIds: ['j1', 'j2', 'j4', 'j3'],
      }),
    );
  });

  it('should keep the list and say why when saving fails', async () => {
    await open({ put: () => apiError(400, 'global-400', 'productIds: not in the catalogue: j3') as Reply });
    await ready();
    await choose(/^Products you pick/);
    await add(['Jacket 1', 'Jacket 2', 'Jacket 3', 'Jacket 4']);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The featured products couldn't be saved\./)).toBeInTheDocument();
    expect(pickedNames()).toHaveLength(4);
  });

  it('should discard back to the saved choice, and ask before leaving with unsaved changes', async () => {
    const { router } = await open();
    await ready();
    await choose(/^Products you pick/);
    await act(() => router.navigate('/synonyms'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(
      within(dialog).getByText('Your changes to the featured products will be lost.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('radio', { name: /^Popular products/ })).toBeChecked();
    await act(() => router.navigate('/synonyms'));
    expect(await currentLocation()).toBe('/synonyms');
  });
});
