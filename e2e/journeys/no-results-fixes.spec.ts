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
});
