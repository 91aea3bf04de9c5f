import { expect, test } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { demoSignedIn } from '../support.ts';

const QUERY = 'black';

test.describe('Explain on the demo shop', () => {
  test.use({ storageState: demoSignedIn });

  test('should open Explain from the search preview and read why the first product is first, then on a category page', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/business-rules');
    await page.getByRole('button', { name: 'Add a business rule' }).first().click();
    const panel = page.getByRole('dialog', { name: 'New business rule' });
    const preview = panel.getByRole('region', { name: 'Search preview' });
    await preview.getByRole('searchbox', { name: 'Search for' }).fill(QUERY);
    await preview.getByRole('link', { name: 'Why this order?' }).click();

    await expect(page).toHaveURL(`/business-rules/explain?q=${QUERY}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Explain a search' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search for' })).toHaveValue(QUERY);
    const products = page.getByRole('list', { name: 'Products, in the order shoppers see them' });
    const first = products.getByRole('article').first();
    await expect(first).toBeVisible({ timeout: 15_000 });
    await expect(first).toHaveAccessibleName(/^1\. /);
    // Why: the query's word found in its text (which field, how), and its scores.
    await expect(first.getByRole('list', { name: 'Words matched' })).toContainText(`“${QUERY}” →`);
    await expect(first).toContainText(/Text score [\d.,]+ · final score [\d.,]+/);
    await expect(page.getByRole('status').filter({ hasText: `products found for “${QUERY}”` })).toBeVisible();
    await expectAccessible(page, 'Explain');
    await page.screenshot({ path: testInfo.outputPath('explain-1440.png') });

    // A browse page: a category picked from the catalogue, its products in the page's order, each
    // with why it is there (browse rules only, no words matched).
    // The switch's radio buttons are visually hidden: the shopper clicks the label.
    await page.getByText('A browse page', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'A browse page' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Browse page' })).toHaveValue('CATEGORY');
    const categories = page.getByRole('list', { name: 'Found in your catalog: Find a category' });
    const choose = categories.getByRole('button', { name: /^Explain / }).first();
    await expect(choose).toBeVisible({ timeout: 15_000 });
    const category = (await choose.textContent())!.replace(/^Explain /, '');
    await choose.click();
    await expect(page).toHaveURL(/browseField=CATEGORY&browseValue=/);
    await expect(
      page.getByRole('status').filter({ hasText: `on the Category page “${category}”` }),
    ).toBeVisible({ timeout: 15_000 });
    const firstOnPage = products.getByRole('article').first();
    await expect(firstOnPage).toHaveAccessibleName(/^1\. /);
    await expect(firstOnPage.getByRole('list', { name: 'Words matched' })).toHaveCount(0);
    await expect(firstOnPage).toContainText(
      /On the page; no rule moved it\.|Featured product|Pinned|Boosted|Buried/,
    );
    await expectAccessible(page, 'Explain a browse page');
    await page.screenshot({ path: testInfo.outputPath('explain-browse-1440.png') });
  });
});
