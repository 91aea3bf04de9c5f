import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { firstSite } from './support.ts';

interface FacetableField {
  field: string;
  type: 'value' | 'hierarchical' | 'range';
  selected: boolean;
}

/**
 * With the demo merchant signed in (`demoSignedIn`), selects the storefront facets of the demo
 * shop (brand and categories) through the Index API with the console's own access token: the demo
 * organisation starts without facets, and a shopper journey needs some to filter by.
 */
export async function demoShopWithFacets(page: Page): Promise<void> {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account$/);
  const { headers, site } = await firstSite(page);
  const siteId = site.uuid;
  const facetable = (await (
    await page.request.get(`/index/v1/fields/site/${siteId}/facetable`, { headers })
  ).json()) as { fields: FacetableField[] };
  const wanted = facetable.fields.filter((entry) => entry.field === 'brand' || entry.field === 'categories');
  expect(wanted.map((entry) => entry.field).sort()).toEqual(['brand', 'categories']);
  const saved = await page.request.put(`/index/v1/fields/site/${siteId}/facetable`, {
    headers,
    data: { fields: wanted.map(({ field, type }) => ({ field, type })) },
  });
  expect(saved.status()).toBe(200);
}

/** Opens the layer from the shop's search field, clicked again if the layer was not listening yet. */
export async function openLayer(page: Page): Promise<Locator> {
  const layer = page.getByRole('dialog', { name: 'Search' });
  await expect(async () => {
    if (!(await layer.isVisible())) await page.locator('#search').click();
    await expect(layer).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return layer;
}

/** A tracking beacon of this event (`query`, `click`, `page`…) the page sends after this call. */
export function beacon(page: Page, event: string) {
  return page.waitForRequest((request) => {
    const { pathname } = new URL(request.url());
    return pathname.startsWith('/tagging/v1/track/') && pathname.endsWith(`/${event}`);
  });
}

/**
 * One shopper, in a session of their own, searches each of `queries` in turn in the English
 * layer, each answered with products; with `thenOpen`, opens the first product the last one found
 * (the search counts as followed by a click). Answers the storefront's instance the layer tracks under.
 */
export async function shopperSearches(
  browser: Browser,
  queries: readonly string[],
  { thenOpen = false }: { thenOpen?: boolean } = {},
): Promise<string> {
  const context = await browser.newContext();
  const shop = await context.newPage();
  await Promise.all([beacon(shop, 'page'), shop.goto('/demo-shop/?lang=en')]);
  const layer = await openLayer(shop);
  let instance = '';
  for (const query of queries) {
    const [tracked] = await Promise.all([
      beacon(shop, 'query'),
      layer.getByRole('combobox', { name: 'Search products' }).fill(query),
    ]);
    instance = new URL(tracked.url()).pathname.split('/')[4] ?? '';
    await expect(layer.getByRole('status').first()).toHaveText(new RegExp(`^\\d+ results for “${query}”$`), {
      timeout: 15_000,
    });
  }
  if (thenOpen) {
    const product = layer.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link');
    await Promise.all([beacon(shop, 'click'), product.click()]);
    await expect(shop).toHaveURL(/\/demo-shop\/p\/[^/]+$/);
  }
  await context.close();
  return instance;
}
