import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { linkFromMailbox, PASSWORD, signUp, submitCredentials, uniqueEmail } from '../support.ts';

/** The demo shop the e2e server serves (apps/demo-shop, mounted by the `demo-shop` module). */
const DEMO_SHOP_TOKEN = 'demo-shop-token';

function demoShopUrl(page: Page): string {
  return `${new URL(page.url()).origin}/demo-shop`;
}

/** A merchant who has just signed up, confirmed, signed in and described the company. */
async function newMerchantAtSetupWizard(page: Page, label: string): Promise<void> {
  const email = uniqueEmail(label);
  await signUp(page, email);
  await page.goto(await linkFromMailbox(page, email, /confirm/i));
  await submitCredentials(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/company$/);
  await page.getByLabel('Company name').fill(`${label} Ltd`);
  await page.getByLabel('Business type').selectOption({ label: 'Retail' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/setup-wizard/);
}

async function choosePlatform(page: Page, platform: string): Promise<void> {
  await page.getByRole('radio', { name: platform, exact: true }).check();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: `Connect your ${platform} shop` })).toBeVisible();
  await expectAccessible(page, `the ${platform} connection step`);
}

/** The status step follows the setup sync and opens the console once it is DONE. */
async function waitForCatalogue(page: Page): Promise<void> {
  // Creating the site checks the shop first (a feed is downloaded and read whole), then syncs.
  await expect(page).toHaveURL(/\/analytics$/, { timeout: 90_000 });
  await page.goto('/synchronization');
  await expect(page.getByText(/^Last synchronised /)).toBeVisible();
  await expect(page.getByText('Updated').locator('..')).toContainText('2,400');
  await expectAccessible(page, 'the synchronisation page');
}

/** The instance key the layer-activation snippet carries. */
async function instanceFromSnippet(page: Page): Promise<string> {
  await page.goto('/settings/layer-activation');
  const snippet = page.getByText(/data-instance="[^"]+"/);
  await expect(snippet).toBeVisible();
  return /data-instance="([^"]+)"/.exec((await snippet.textContent()) ?? '')![1]!;
}

async function firstShopProduct(page: Page): Promise<{ id: string; name: string }> {
  const response = await page.request.get(`${demoShopUrl(page)}/wp-json/playboard/v1/products?pageSize=1`, {
    headers: { 'X-Playboard-Token': DEMO_SHOP_TOKEN },
  });
  const [product] = (await response.json()).products as { id: string; name: { en: string } }[];
  return { id: product!.id, name: product!.name.en };
}

async function storefrontSearch(page: Page, instance: string, query: string) {
  return page.request.get(
    `/search/v1/query/${instance}/search?query=${encodeURIComponent(query)}&lang=en&rows=5`,
  );
}

test.describe('a new merchant connecting a shop', () => {
  test('should connect the demo shop as WooCommerce, see the sync reach DONE, and switch the layer on and off', async ({
    page,
  }) => {
    await newMerchantAtSetupWizard(page, 'woo');
    await choosePlatform(page, 'WooCommerce');

    await page.getByLabel('Shop name').fill('Woo demo');
    await page.getByLabel('Shop URL').fill(demoShopUrl(page));
    await page.getByLabel('Security token').fill('not-the-token');
    await page.getByRole('radio', { name: 'Test' }).check();
    await page.getByRole('button', { name: 'Connect the shop' }).click();
    await expect(
      page.getByText("The security key isn't working or the connection is failing. Check it and try again."),
    ).toBeVisible();
    await expectAccessible(page, 'the connection step with its error');

    await page.getByLabel('Security token').fill(DEMO_SHOP_TOKEN);
    await page.getByRole('button', { name: 'Connect the shop' }).click();
    await waitForCatalogue(page);

    const instance = await instanceFromSnippet(page);
    await expect(page.getByText("Disabled: shoppers use your shop's own search.")).toBeVisible();
    await expectAccessible(page, 'the layer activation page');
    await page.getByRole('button', { name: 'Enable the layer' }).click();
    const enable = page.getByRole('dialog', { name: 'Enable the search layer?' });
    await expect(enable).toBeVisible();
    await expectAccessible(page, 'the enable-the-layer dialog');
    await enable.getByRole('button', { name: 'Enable', exact: true }).click();
    await expect(page.getByText('Enabled: shoppers search with Playboard.')).toBeVisible();

    const product = await firstShopProduct(page);
    const search = await storefrontSearch(page, instance, product.name);
    expect(search.status()).toBe(200);
    const ids = ((await search.json()).catalog.content as { __id: string }[]).map((result) => result.__id);
    expect(ids).toContain(product.id);

    await page.getByRole('button', { name: 'Disable the layer' }).click();
    const disable = page.getByRole('dialog', { name: 'Disable the search layer?' });
    await expect(disable).toContainText('go back to the shop');
    await disable.getByRole('button', { name: 'Disable', exact: true }).click();
    await expect(page.getByText("Disabled: shoppers use your shop's own search.")).toBeVisible();
    await page.reload();
    await expect(page.getByText("Disabled: shoppers use your shop's own search.")).toBeVisible();
    expect((await storefrontSearch(page, instance, product.name)).status()).toBe(404);
  });

  test('should connect the demo shop as a Custom shop publishing a JSON feed and make its products searchable', async ({
    page,
  }) => {
    await newMerchantAtSetupWizard(page, 'feed');
    await choosePlatform(page, 'Custom');

    await page.getByRole('radio', { name: /Product feed/ }).check();
    await page.getByLabel('Shop name').fill('Feed demo');
    await page.getByLabel('Shop URL').fill(demoShopUrl(page));
    await page.getByLabel('Feed URL').fill(`${demoShopUrl(page)}/feeds/products.json`);
    await page.getByLabel('Format').selectOption({ label: 'JSON' });
    await page.getByRole('radio', { name: 'Production' }).check();
    await page.getByRole('button', { name: 'Connect the shop' }).click();
    await waitForCatalogue(page);

    const instance = await instanceFromSnippet(page);
    await page.getByRole('button', { name: 'Enable the layer' }).click();
    await page
      .getByRole('dialog', { name: 'Enable the search layer?' })
      .getByRole('button', { name: 'Enable', exact: true })
      .click();
    await expect(page.getByText('Enabled: shoppers search with Playboard.')).toBeVisible();

    const product = await firstShopProduct(page);
    const search = await storefrontSearch(page, instance, product.name);
    expect(search.status()).toBe(200);
    const ids = ((await search.json()).catalog.content as { __id: string }[]).map((result) => result.__id);
    expect(ids).toContain(product.id);
  });
});
