import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { openLayer } from '../layer-support.ts';
import { demoSignedIn } from '../support.ts';

/**
 * Misspellings beyond the engine's typo tolerance and spellcheck (3 edits): they find nothing on
 * the demo shop, and its catalogue has the word meant. A retry starts from what the first attempt
 * fixed, so it searches another.
 */
const MISSPELLINGS = [
  { query: 'drresszz', meant: 'dress' },
  { query: 'jaackkeet', meant: 'jacket' },
];

/** A shopper's search on the demo storefront: the layer showing its answer. */
async function shopperSearch(shop: Page, query: string): Promise<Locator> {
  await shop.goto('/demo-shop/');
  const layer = await openLayer(shop);
  await layer.getByRole('combobox', { name: 'Search products' }).fill(query);
  return layer;
}

test.describe('searches with no results, from report to fix', () => {
  test.use({ storageState: demoSignedIn });

  test('should fix a search that found nothing from the report, and the storefront then finds products', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { query, meant } = MISSPELLINGS[testInfo.retry % MISSPELLINGS.length]!;
    await page.setViewportSize({ width: 1280, height: 900 });

    // A shopper searches the misspelling and finds nothing; closing the layer settles the search.
    const shop = await page.context().newPage();
    const before = await shopperSearch(shop, query);
    await expect(before.getByText(`Nothing matches “${query}”.`)).toBeVisible({ timeout: 15_000 });
    await shop.keyboard.press('Escape');

    // The report lists it once the rollup has read it (every few seconds).
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: query, exact: true }) });
    await expect(async () => {
      await page.goto('/analytics/searches-no-results');
      await expect(row).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    const fix = row.getByRole('button', { name: `Fix “${query}”` });
    await expect(fix).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('no-results-report-1280.png'), fullPage: true });
    await expectAccessible(page, 'the no-results report with its Fix actions');

    // The proposal: the search and the catalogue word meant, with what they would find.
    await fix.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: `Fix “${query}”` });
    await expect(panel.getByRole('list', { name: 'Terms' }).getByRole('listitem')).toHaveText([query, meant]);
    const found = panel.getByText(new RegExp(`^With this group, “${query}” finds (\\d+) products?\\.$`));
    await expect(found).toBeVisible({ timeout: 15_000 });
    const total = Number(/finds (\d+)/.exec((await found.textContent()) ?? '')![1]);
    expect(total).toBeGreaterThan(0);
    const preview = panel.getByRole('region', { name: 'Search preview' });
    await expect(preview.getByText(`Products found now: 0 · with this change: ${total}`)).toBeVisible({
      timeout: 15_000,
    });
    await expect(preview.locator('img').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('no-results-fix-panel-1280.png') });
    await expectAccessible(page, 'the fix panel with its proposal and preview');

    await panel.getByRole('button', { name: 'Accept' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `“${query}” is fixed.` })).toBeVisible();
    await expect(row).toContainText('Fixed');
    await expect(row).toContainText(`${total} results now`);
    await page.screenshot({ path: testInfo.outputPath('no-results-fixed-1280.png'), fullPage: true });

    // The shopper's search now finds what the preview showed.
    const after = await shopperSearch(shop, query);
    await expect(after.getByRole('status').first()).toHaveText(`${total} results for “${query}”`, {
      timeout: 15_000,
    });
    await shop.screenshot({ path: testInfo.outputPath('no-results-storefront-1280.png') });
    await shop.close();
  });

  // Issue 30: a misspelling the engine corrects finds products, so it is no search without results;
  // the report lists it apart, as typed and as shown, for the merchant to make it a synonym.
  test('should list a search the engine corrected and then found under Corrected and found', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A shopper types "shrt" and is shown the products of the correction; closing the layer settles it.
    const shop = await page.context().newPage();
    const layer = await shopperSearch(shop, 'shrt');
    const notice = layer.locator('[data-spellcheck]');
    await expect(notice).toHaveText(/^Showing results for (.+) · Search instead for shrt$/, {
      timeout: 15_000,
    });
    const correction = ((await notice.getByRole('button').first().textContent()) ?? '').trim();
    expect(correction).toBe('shirt');
    await shop.keyboard.press('Escape');
    await shop.close();

    // Once the rollup has read it, the second tab lists it; the tab is reached with the arrow keys.
    const row = page
      .getByRole('table', { name: 'Searches corrected and found' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'shrt', exact: true }) });
    await expect(async () => {
      await page.goto('/analytics/searches-no-results');
      const nothing = page.getByRole('tab', { name: 'Found nothing' });
      await expect(nothing).toHaveAttribute('aria-selected', 'true', { timeout: 3_000 });
      await nothing.focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Corrected and found' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(row).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page).toHaveURL(/[?&]show=corrected/);
    await expect(row.getByRole('cell', { name: correction, exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Fix “shrt”' })).toBeVisible();
    const nothingTable = page.getByRole('table', { name: 'Searches with no results' });
    await expect(nothingTable).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('no-results-corrected-1280.png'), fullPage: true });
    await expectAccessible(page, 'the Corrected and found tab of the no-results report');

    // Its fix proposes the correction as a synonym of the misspelling.
    await row.getByRole('button', { name: 'Fix “shrt”' }).click();
    const panel = page.getByRole('dialog', { name: 'Fix “shrt”' });
    await expect(panel.getByRole('list', { name: 'Terms' }).getByRole('listitem').first()).toHaveText('shrt');
    await expect(panel.getByRole('list', { name: 'Terms' })).toContainText(correction);
    await page.screenshot({ path: testInfo.outputPath('no-results-corrected-fix-1280.png') });
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });
});
