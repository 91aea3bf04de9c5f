import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { previewNames, pickUniqueProduct } from '../rules-support.ts';
import { demoSignedIn } from '../support.ts';

/** A query that finds many demo products. */
const QUERY = 'black';

/** The accessible names of the product cards in a layer list (the layer lives in an open shadow root). */
function cardNames(list: Locator): Promise<string[]> {
  return list.getByRole('article').evaluateAll((cards) =>
    cards.map((card) => {
      const root = card.getRootNode() as Document | ShadowRoot;
      return root.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? '';
    }),
  );
}

/** Deletes the rules a search of the list finds (a retry starts from what an attempt left). */
async function deleteRulesFound(page: Page, search: string, deleteLabel: RegExp) {
  await page.getByRole('searchbox', { name: 'Search business rules' }).fill(search);
  for (;;) {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const remove = page.getByRole('button', { name: deleteLabel });
    if ((await remove.count()) === 0) break;
    await remove.first().click();
    await page
      .getByRole('dialog', { name: 'Delete this business rule?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Business rule deleted.' }).first(),
    ).toBeVisible();
  }
  await page.getByRole('searchbox', { name: 'Search business rules' }).fill('');
}

test.describe('business rules on the demo shop (flag PLAY_QUERY_RANKING off)', () => {
  test.use({ storageState: demoSignedIn });

  // The demo shop is a WooCommerce site: its business rule fields are CATEGORY and PRODUCT_ID
  // (spec 1 §9), so a product is boosted where the issue speaks of a brand.
  test('should boost a product picked from the catalogue, see it rise in the preview and first on the demo storefront', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/business-rules');
    await expect(page.getByRole('heading', { level: 1, name: 'Business rules' })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Business rules' })
        .or(page.getByRole('heading', { name: 'No business rules yet' })),
    ).toBeVisible();
    if (await page.getByRole('table', { name: 'Business rules' }).isVisible()) {
      await deleteRulesFound(page, QUERY, /^Delete Products: /);
    }
    await page.screenshot({ path: testInfo.outputPath('business-rules-list-1440.png'), fullPage: true });
    await expectAccessible(page, 'the business rules list');

    await page.getByRole('button', { name: 'Add a business rule' }).first().click();
    const panel = page.getByRole('dialog', { name: 'New business rule' });
    const field = panel.getByRole('combobox', { name: /Rank by/ });
    await expect(field.getByRole('option')).toHaveText(['Category', 'Products']);
    await field.selectOption({ label: 'Products' });
    await panel.getByRole('textbox', { name: 'Searches' }).fill(QUERY);
    await page.keyboard.press('Enter');

    // The storefront's answer now: a product from the sixth on is the one boosted.
    const preview = panel.getByRole('region', { name: 'Search preview' });
    await expect(preview.getByRole('searchbox', { name: 'Search for' })).toHaveValue(QUERY);
    await expect
      .poll(async () => (await previewNames(preview)).length, { timeout: 15_000 })
      .toBeGreaterThan(8);
    const before = await previewNames(preview);
    const boosted = await pickUniqueProduct(
      panel,
      'Find a product',
      before.slice(5),
      (name) => `Add ${name}`,
    );
    await expect(panel.getByRole('list', { name: 'Chosen values' })).toContainText(boosted);
    await expect.poll(async () => (await previewNames(preview))[0], { timeout: 15_000 }).toBe(boosted);
    await expect(preview.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, 'the business rule editor with its preview');
    await page.screenshot({ path: testInfo.outputPath('business-rule-editor-1440.png') });

    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Business rule created.' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: QUERY }).filter({ hasText: 'Boost' });
    await expect(row).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('business-rules-saved-1440.png'), fullPage: true });

    // The shopper's search on the demo storefront starts with the boosted product.
    const shopper = await page.context().newPage();
    await shopper.setViewportSize({ width: 1440, height: 900 });
    await shopper.goto('/demo-shop/');
    await shopper.locator('#search').click();
    await shopper.keyboard.type(QUERY);
    const results = shopper
      .getByRole('dialog', { name: 'Search' })
      .getByRole('list', { name: new RegExp(`results for “${QUERY}”`) });
    await expect.poll(async () => (await cardNames(results))[0], { timeout: 15_000 }).toBe(boosted);
    await shopper.screenshot({ path: testInfo.outputPath('layer-boosted-1440.png') });
    await shopper.close();

    // The demo site is shared by the journeys: the rule goes.
    await deleteRulesFound(page, QUERY, /^Delete Products: /);
    await expect(page.getByRole('row').filter({ hasText: QUERY }).filter({ hasText: 'Boost' })).toHaveCount(
      0,
    );
  });
});
