import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { linkFromMailbox, PASSWORD, signUp, submitCredentials, uniqueEmail } from './support.ts';

// A new merchant's first steps, from sign-up to their own shop's layer switched on: for journeys
// that need a site of their own rather than the shared demo merchant's.

/** The demo shop's security token (apps/demo-shop, mounted by the `demo-shop` module). */
export const DEMO_SHOP_TOKEN = 'demo-shop-token';

/** The demo shop the e2e server serves. */
export function demoShopUrl(page: Page): string {
  return `${new URL(page.url()).origin}/demo-shop`;
}

/** A merchant who has just signed up, confirmed, signed in and described the company; answers their e-mail. */
export async function newMerchantAtSetupWizard(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await signUp(page, email);
  await page.goto(await linkFromMailbox(page, email, /confirm/i));
  await submitCredentials(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/company$/);
  await page.getByLabel('Company name').fill(`${label} Ltd`);
  await page.getByLabel('Business type').selectOption({ label: 'Retail' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/setup-wizard/);
  return email;
}

export async function choosePlatform(page: Page, platform: string): Promise<void> {
  await page.getByRole('radio', { name: platform, exact: true }).check();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: `Connect your ${platform} shop` })).toBeVisible();
  await expectAccessible(page, `the ${platform} connection step`);
}

/**
 * The status step follows the setup sync; once it is DONE the wizard ends with what was indexed and
 * the next steps, and opens the console, whose analytics home keeps the steps.
 */
export async function waitForCatalogue(page: Page): Promise<void> {
  // Creating the site checks the shop first (a feed is downloaded and read whole), then syncs.
  const ending = page.getByRole('region', { name: 'Your catalog is searchable' });
  await expect(ending).toBeVisible({ timeout: 90_000 });
  await expect(ending).toContainText(/2,400 products indexed in /);
  await expect(ending.getByRole('listitem').filter({ hasText: 'Switch the search layer on' })).toContainText(
    'To do',
  );
  await expectAccessible(page, "the setup wizard's ending");
  await ending.getByRole('link', { name: 'Go to your analytics' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('region', { name: 'Next steps' })).toContainText('0 of 5 done');
  await expectAccessible(page, 'the analytics home with its next steps');
  await page.goto('/synchronization');
  await expect(page.getByText(/^Last synchronized /)).toBeVisible();
  await expect(page.getByText('Updated').locator('..')).toContainText('2,400');
  await expectAccessible(page, 'the synchronisation page');
}

/**
 * From the setup wizard, connects the demo shop as a Custom shop publishing its JSON feed (in
 * production) and waits for its 2,400 products to be searchable.
 */
export async function connectDemoFeedShop(page: Page, shopName: string): Promise<void> {
  await choosePlatform(page, 'Custom');
  await page.getByRole('radio', { name: /Product feed/ }).check();
  await page.getByLabel('Shop name').fill(shopName);
  await page.getByLabel('Shop URL').fill(demoShopUrl(page));
  await page.getByLabel('Feed URL').fill(`${demoShopUrl(page)}/feeds/products.json`);
  await page.getByLabel('Format').selectOption({ label: 'JSON' });
  await page.getByRole('radio', { name: 'Production' }).check();
  await page.getByRole('button', { name: 'Connect the shop' }).click();
  await waitForCatalogue(page);
}

/** The instance key the layer-activation snippet carries (opens the layer activation page). */
export async function instanceFromSnippet(page: Page): Promise<string> {
  await page.goto('/settings/layer-activation');
  const snippet = page.getByText(/data-instance="[^"]+"/);
  await expect(snippet).toBeVisible();
  return /data-instance="([^"]+)"/.exec((await snippet.textContent()) ?? '')![1]!;
}

/** On the layer activation page, switches the search layer on for the merchant's shoppers. */
export async function enableLayer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Enable the layer' }).click();
  await page
    .getByRole('dialog', { name: 'Enable the search layer?' })
    .getByRole('button', { name: 'Enable', exact: true })
    .click();
  await expect(page.getByText('Enabled: shoppers search with Playboard.')).toBeVisible();
}

/** The merchant's own storefront on the demo shop: their layer, look and analytics. */
export function storefrontUrl(page: Page, instance: string): string {
  return `${demoShopUrl(page)}/?storefront=${instance}`;
}

/** The public storefront search of the instance, as the layer asks it (docs/search-api.md). */
export function storefrontSearch(page: Page, instance: string, query: string, rows = 5) {
  return page.request.get(
    `/search/v1/query/${instance}/search?query=${encodeURIComponent(query)}&lang=en&rows=${rows}`,
  );
}
