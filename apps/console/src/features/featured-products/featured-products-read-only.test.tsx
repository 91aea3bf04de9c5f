// spec 2 §6: a READ-only member reads the featured products but can change nothing: the form's
// controls are disabled, the product picker and the save bar are not offered.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { getUser } from '../../lib/auth.ts';
import { tokenWith } from '../../testing/access-token.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { searchSettingsSite as site, signedInWithSite } from '../../testing/search-settings.ts';
import { Component as FeaturedProductsPage } from './featured-products-page.tsx';

const token = { current: '' };

vi.mock(import('../../lib/auth.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  getUser: () => ({ access_token: token.current }) as ReturnType<typeof getUser>,
}));

afterEach(() => vi.restoreAllMocks());

const featuredPath = `/index/v1/featured-products/${site.uuid}`;
const card = (id: string, name: string) => ({
  id,
  inCatalogue: true,
  name,
  image: `https://cdn.example.com/${id}.jpg`,
});
const ids = ['j1', 'j2', 'j3', 'j4'];

async function open() {
  await signedInWithSite();
  mockApi({
    [`GET ${featuredPath}`]: { status: 200, body: { type: 'recommended', productIds: ids } },
    [`GET ${featuredPath}/products`]: {
      status: 200,
      body: { products: ids.map((id, index) => card(id, `Jacket ${index + 1}`)) },
    },
  });
  renderScreen(FeaturedProductsPage, { path: '/featured-products' });
  return screen.findByRole('form', { name: 'Featured products' });
}

describe('FeaturedProductsPage, READ-only', () => {
  it('should show the picked products in order with every control disabled and no picker', async () => {
    token.current = tokenWith([
      { resource: '*', instances: [], accessLevel: 'WRITE' },
      { resource: 'play', instances: [site.instance], accessLevel: 'READ' },
    ]);
    const form = await open();
    expect(within(form).getByText(/You can read this screen but not change it/)).toBeInTheDocument();
    const list = await within(form).findByRole('list', { name: 'Featured products in order' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(form).getByRole('radio', { name: /Products you pick/ })).toBeDisabled();
    for (const button of within(list).getAllByRole('button')) expect(button).toBeDisabled();
    expect(within(form).queryByRole('searchbox')).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
