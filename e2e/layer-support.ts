import { expect, type Locator, type Page } from '@playwright/test';
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
