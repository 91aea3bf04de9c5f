import { expect, type Page } from '@playwright/test';

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
  const token = await page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.startsWith('oidc.user:'));
    return key
      ? (JSON.parse(window.localStorage.getItem(key)!) as { access_token: string }).access_token
      : '';
  });
  expect(token).not.toBe('');
  const headers = { authorization: `Bearer ${token}` };
  const profile = (await (await page.request.get('/account/v1/users', { headers })).json()) as {
    organizations: { uuid: string }[];
  };
  const organization = (await (
    await page.request.get(`/main/v1/organizations/${profile.organizations[0]!.uuid}`, { headers })
  ).json()) as { sites: { uuid: string }[] };
  const siteId = organization.sites[0]!.uuid;
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
