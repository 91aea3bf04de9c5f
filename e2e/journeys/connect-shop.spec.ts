import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import {
  choosePlatform,
  connectDemoFeedShop,
  DEMO_SHOP_TOKEN,
  demoShopUrl,
  enableLayer,
  instanceFromSnippet,
  newMerchantAtSetupWizard,
  storefrontSearch,
  storefrontUrl,
  waitForCatalogue,
} from '../merchant-support.ts';

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

    const storefront = storefrontUrl(page, instance);
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
    await connectDemoFeedShop(page, 'Feed demo');

    const instance = await instanceFromSnippet(page);
    await enableLayer(page);

    const product = await firstShopProduct(page);
    const search = await storefrontSearch(page, instance, product.name);
    expect(search.status()).toBe(200);
    const ids = ((await search.json()).catalog.content as { __id: string }[]).map((result) => result.__id);
    expect(ids).toContain(product.id);
  });
});
