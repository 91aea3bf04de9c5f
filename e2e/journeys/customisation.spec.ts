import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { demoSignedIn } from '../support.ts';

/**
 * The look saved by each attempt: a retry starts from what the first attempt saved, so it saves
 * another look (an unchanged form has nothing to save). Colours as the browser computes them.
 */
const LOOKS = [
  { colour: '#C2410C', computed: 'rgb(194, 65, 12)', columns: 3 },
  { colour: '#15803D', computed: 'rgb(21, 128, 61)', columns: 5 },
];

/**
 * Tabs through the form from its first field to its action bar, failing on a focused field that the
 * bar stuck to the bottom of the page covers (WCAG 2.4.7: the focus must be seen).
 */
async function expectFocusClearOfActionBar(page: Page, first: Locator): Promise<void> {
  await first.focus();
  for (let presses = 0; presses < 80; presses += 1) {
    const covered = await page.evaluate(() => {
      const active = document.activeElement;
      const bar = document.querySelector('[data-sticky-actions]');
      if (!active?.closest('form') || !bar || bar.contains(active)) return null;
      return active.getBoundingClientRect().bottom > bar.getBoundingClientRect().top
        ? active.outerHTML.slice(0, 120)
        : '';
    });
    if (covered === null) return;
    expect(covered, 'a focused field under the action bar').toBe('');
    await page.keyboard.press('Tab');
  }
  throw new Error('The focus never reached the action bar');
}

/** How many columns a grid lays its items out in, as computed. */
async function columnCount(grid: Locator): Promise<number> {
  return grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
}

test.describe('customising the search layer', () => {
  test.use({ storageState: demoSignedIn });

  test('should preview the main colour, desktop columns and a label, and show them on the storefront once saved', async ({
    page,
    browser,
  }, testInfo) => {
    const look = LOOKS[testInfo.retry % LOOKS.length]!;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/customisation');
    await expect(page).toHaveURL(/\/customisation$/);

    // The preview is the real layer (an open shadow root, which locators pierce) at a desktop width.
    const preview = page.frameLocator('iframe[title="Preview of the search layer"]');
    await expect(preview.locator('.grid .card').first()).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, 'the customisation page and its preview');
    await expectFocusClearOfActionBar(page, page.getByRole('textbox', { name: 'Logo URL' }));

    await page.getByRole('textbox', { name: 'Main color', exact: true }).fill(look.colour);
    await page.getByRole('spinbutton', { name: 'Desktop' }).fill(String(look.columns));
    await page.getByRole('checkbox', { name: /^In stock/ }).check();

    const previewLabel = preview.locator('.label[data-label="inStock"]').first();
    await expect(previewLabel).toBeVisible();
    await expect(previewLabel).toHaveCSS('background-color', look.computed);
    await expect.poll(() => columnCount(preview.locator('.grid'))).toBe(look.columns);

    const save = page.getByRole('button', { name: 'Save' });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Customization saved.' })).toHaveText(
      'Customization saved. Shoppers see it within a minute.',
    );
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(save).toBeFocused();

    // A 1280 px screen at 400 % zoom: one column, the navigation behind a Menu button (WCAG 1.4.10).
    await page.setViewportSize({ width: 320, height: 256 });
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the customisation page at 320 px with the menu open');

    // A shopper who has never loaded the layer config (no browser cache) sees the saved look.
    const shopper = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const shop = await shopper.newPage();
    await shop.goto('/demo-shop/');
    await shop.locator('#search').pressSequentially('serum');
    // The shop's own product lists are grids too: the layer's results list is named by the query.
    const grid = shop.getByRole('list', { name: /\d+ results? for “serum”/ });
    await expect(grid.locator('.card').first()).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => columnCount(grid)).toBe(look.columns);
    const label = grid.locator('.label[data-label="inStock"]').first();
    await expect(label).toBeVisible();
    await expect(label).toHaveCSS('background-color', look.computed);
    await shopper.close();
  });
});
