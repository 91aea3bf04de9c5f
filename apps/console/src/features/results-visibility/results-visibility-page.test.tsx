import { defaultSearchSettings } from '@playboard/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, type RecordedCall } from '../../testing/mock-api.ts';
import { currentLocation, renderScreen } from '../../testing/render-screen.tsx';
import {
  previewHandler,
  searchSettingsHandlers,
  searchSettingsSite as site,
  signedInWithSite,
} from '../../testing/search-settings.ts';
import { Component as ResultsVisibilityPage } from './results-visibility-page.tsx';

const settingsPath = `/index/v1/sites/${site.uuid}/index-settings`;

type Reply = { status: number; body?: unknown };

async function open(
  options: {
    get?: (call: RecordedCall) => Reply;
    post?: (call: RecordedCall) => Reply;
    products?: (call: RecordedCall) => Reply;
  } = {},
) {
  await signedInWithSite();
  const api = mockApi({
    ...searchSettingsHandlers(site.uuid),
    ...(options.get ? { [`GET ${settingsPath}`]: options.get } : {}),
    [`POST ${settingsPath}`]: options.post ?? ((call) => ({ status: 200, body: call.body })),
    [`GET ${settingsPath}/products`]:
      options.products ??
      (() => ({ status: 200, body: { products: 120, outOfStock: 3, notAvailableForOrder: 1 } })),
    [`POST /merchandising/v1/sites/${site.uuid}/search-preview`]: previewHandler,
  });
  const rendered = renderScreen(ResultsVisibilityPage, { path: '/results-visibility' });
  return { api, ...rendered };
}

const sections = {
  stock: 'Out-of-stock products',
  order: 'Products not available for order',
} as const;

const radio = (section: keyof typeof sections, name: string) =>
  within(screen.getByRole('region', { name: sections[section] })).getByRole('radio', {
    name: new RegExp(`^${name}`),
  });

afterEach(() => vi.restoreAllMocks());

describe('ResultsVisibilityPage', () => {
  it('should show the saved choices and how many products of the catalog each affects now', async () => {
    await open();
    await screen.findByRole('form', { name: 'Results visibility' });
    expect(radio('stock', 'Show them')).toBeChecked();
    expect(radio('order', 'Show them in their place')).toBeChecked();
    expect(await screen.findByText('3 of 120 products are out of stock now')).toBeInTheDocument();
    expect(screen.getByText("1 of 120 products can't be ordered now")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      expect.stringContaining('kind=resultsVisibility'),
    );
  });

  it('should say the catalog is empty instead of counting', async () => {
    await open({
      products: () => ({ status: 200, body: { products: 0, outOfStock: 0, notAvailableForOrder: 0 } }),
    });
    expect(await screen.findAllByText('Your catalog has no products yet.')).toHaveLength(2);
  });

  it('should say the settings could not be loaded and load them again on retry', async () => {
    let fail = true;
    await open({
      get: () =>
        fail
          ? (apiError(500, 'global-500') as Reply)
          : { status: 200, body: defaultSearchSettings.resultsVisibility },
    });
    expect(await screen.findByText("The results visibility couldn't be loaded.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Results visibility' })).toBeInTheDocument();
  });

  it('should preview the unsaved choice: the out-of-stock boot leaves the results', async () => {
    const { api } = await open();
    await screen.findByRole('form', { name: 'Results visibility' });
    await userEvent.click(radio('stock', 'Hide them'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search for' }), 'boots');
    await waitFor(() =>
      expect(screen.getByText('Products found now: 2 · with this change: 1')).toBeInTheDocument(),
    );
    const previews = api.calls.filter((call) => call.path.endsWith('/search-preview'));
    expect(previews.at(-1)?.body).toEqual({
      language: 'en',
      query: 'boots',
      change: {
        kind: 'searchSettings',
        value: {
          ...defaultSearchSettings,
          resultsVisibility: { showOutOfStock: false, notAvailableForOrder: 'SHOW' },
        },
      },
    });
  });

  it('should save the choices and start again from the saved value', async () => {
    const { api } = await open();
    await screen.findByRole('form', { name: 'Results visibility' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(radio('stock', 'Hide them'));
    await userEvent.click(radio('order', 'Bury them'));
    await userEvent.click(save);
    expect(
      await screen.findByText('Results visibility saved. The storefront follows it within a second.'),
    ).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === settingsPath)?.body).toEqual({
      showOutOfStock: false,
      notAvailableForOrder: 'BURY',
    });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(radio('stock', 'Hide them')).toBeChecked();
  });

  it('should keep the choices and say why when saving fails', async () => {
    await open({ post: () => apiError(500, 'global-500') as Reply });
    await screen.findByRole('form', { name: 'Results visibility' });
    await userEvent.click(radio('stock', 'Hide them'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The results visibility couldn't be saved\./)).toBeInTheDocument();
    expect(radio('stock', 'Hide them')).toBeChecked();
  });

  it('should discard back to the saved choices, and ask before leaving with unsaved ones', async () => {
    const { router } = await open();
    await screen.findByRole('form', { name: 'Results visibility' });
    await userEvent.click(radio('stock', 'Hide them'));
    await act(() => router.navigate('/synonyms'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(
      within(dialog).getByText('Your changes to the results visibility will be lost.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(radio('stock', 'Show them')).toBeChecked();
    await act(() => router.navigate('/synonyms'));
    expect(await currentLocation()).toBe('/synonyms');
  });
});
