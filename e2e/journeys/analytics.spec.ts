import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { DEMO, submitCredentials } from '../support.ts';

/** The figure of one KPI card on the analytics home (its label and value are a dt/dd pair). */
function kpi(page: Page, label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}\\s*\\?*$`) }) })
    .locator('dd')
    .first();
}

/** The home has loaded its figures: the KPI cards, or the state of an engine without traffic yet. */
async function homeLoaded(page: Page): Promise<void> {
  await expect(kpi(page, 'Searches').or(page.getByText('No traffic yet'))).toBeVisible();
}

/** A KPI's figure; 0 while the home shows its no-traffic state instead of the cards. */
async function figure(page: Page, label: string): Promise<number> {
  if ((await kpi(page, label).count()) === 0) return 0;
  return Number(((await kpi(page, label).textContent()) ?? '0').replace(/[^\d]/g, ''));
}

test.describe('analytics fed by shoppers', () => {
  test('should count a shopper search, click and add-to-cart on the demo storefront in the merchant analytics home', async ({
    browser,
    page,
  }) => {
    await page.goto('/analytics');
    await submitCredentials(page, DEMO.email, DEMO.password);
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await homeLoaded(page);
    await expectAccessible(page, 'the analytics home');
    const before = {
      searches: await figure(page, 'Searches'),
      clicks: await figure(page, 'Clicks'),
      addToCarts: await figure(page, 'Add-to-carts'),
    };

    const shopper = await (await browser.newContext()).newPage();
    await shopper.goto('/demo-shop/');
    await shopper.locator('#search').click();
    const layer = shopper.getByRole('dialog', { name: 'Search' });
    await shopper.keyboard.type('jeans');
    await expect(layer.getByRole('status').first()).toHaveText(/^\d+ results for “jeans”$/);
    await layer
      .getByRole('button', { name: /^Add to cart: / })
      .first()
      .click();
    await expect(layer.getByText(/added to the cart$/)).toBeVisible();
    await layer.getByRole('heading', { level: 3 }).first().getByRole('link').click();
    await expect(shopper).toHaveURL(/\/demo-shop\/p\/[^/]+$/);
    await shopper.close();

    // The rollup runs every few seconds; the home shows what it has summed at each load.
    await expect(async () => {
      await page.reload();
      await homeLoaded(page);
      expect(await figure(page, 'Searches')).toBeGreaterThan(before.searches);
      expect(await figure(page, 'Clicks')).toBeGreaterThan(before.clicks);
      expect(await figure(page, 'Add-to-carts')).toBeGreaterThan(before.addToCarts);
    }).toPass({ timeout: 45_000, intervals: [2_000] });
    await expect(page.getByText('Simulated traffic')).toBeVisible();
  });
});
