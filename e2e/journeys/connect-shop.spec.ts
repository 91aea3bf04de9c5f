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

/**
 * The status step follows the setup sync; once it is DONE the wizard ends with what was indexed and
 * the next steps, and opens the console, whose analytics home keeps the steps.
 */
async function waitForCatalogue(page: Page): Promise<void> {
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

/** The look the merchant gives their layer, and its colour as the browser computes it. */
const LOOK = { colour: '#15803D', computed: 'rgb(21, 128, 61)' };

/** The figure of the Searches card on the analytics home (its label and value are a dt/dd pair). */
function searchesFigure(page: Page) {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: /^Searches\s*\?*$/ }) })
    .locator('dd')
    .first();
}

async function storefrontSearch(page: Page, instance: string, query: string) {
  return page.request.get(
    `/search/v1/query/${instance}/search?query=${encodeURIComponent(query)}&lang=en&rows=5`,
  );
}

test.describe('a new merchant connecting a shop', () => {
  test('should connect the demo shop as WooCommerce, finish the wizard, switch the layer on, see their own look on their own storefront, count its search in their own analytics, and switch the layer off', async ({
    page,
  }) => {
    // The new merchant's first hour (issue 18): sign-up to their own analytics counting a search.
    test.setTimeout(240_000);
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

    const storefront = `${demoShopUrl(page)}/?storefront=${instance}`;
    await expect(
      page.getByRole('link', { name: 'Open your storefront (opens in a new tab)' }),
    ).toHaveAttribute('href', storefront);

    // The merchant's own look, saved before their storefront is first opened (browsers keep the
    // layer's configuration for a minute).
    await page.goto('/customisation');
    await page.getByRole('textbox', { name: 'Main color', exact: true }).fill(LOOK.colour);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Customization saved.' })).toBeVisible();

    // Their storefront on the demo shop, from the console: their layer, their look, their analytics.
    const [shop] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Open your storefront (opens in a new tab)' }).click(),
    ]);
    await expect(shop).toHaveURL(storefront);
    await expect(
      shop.getByText('The storefront of Woo demo: its search layer, look and analytics.'),
    ).toBeVisible();
    await expect(shop.locator('script[src$="/layer.js"]')).toHaveAttribute('data-instance', instance);
    await expectAccessible(shop, "the merchant's own storefront on the demo shop, with its banner");
    await shop.locator('#search').click();
    await shop.keyboard.type('jeans');
    const layer = shop.getByRole('dialog', { name: 'Search' });
    await expect(layer.getByRole('status').first()).toHaveText(/^\d+ results for “jeans”$/, {
      timeout: 20_000,
    });
    // The layer's header is underlined in the main colour.
    await expect(layer.locator('.header')).toHaveCSS('border-bottom-color', LOOK.computed);
    await expectAccessible(shop, "the merchant's own storefront with their layer in their colour");
    // Opening a result counts the search at once (the layer counts one looked at for a moment).
    await layer.getByRole('heading', { level: 3 }).first().getByRole('link').click();
    await expect(shop).toHaveURL(/\/demo-shop\/p\/[^/]+$/);
    await shop.close();

    // Their own analytics count the search (the rollup runs every few seconds), and the steps follow.
    await page.goto('/analytics');
    await expect(async () => {
      await page.reload();
      await expect(searchesFigure(page)).toHaveText(/^[1-9]/, { timeout: 2_000 });
    }).toPass({ timeout: 45_000, intervals: [2_000] });
    await expect(page.getByRole('region', { name: 'Next steps' })).toContainText('3 of 5 done');
    await expectAccessible(page, 'the analytics home counting the first search');

    const product = await firstShopProduct(page);
    expect((await storefrontSearch(page, instance, product.name)).status()).toBe(200);
    await page.goto('/settings/layer-activation');
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
