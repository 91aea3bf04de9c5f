import { expect, test } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { openLayer } from '../layer-support.ts';
import { demoSignedIn } from '../support.ts';

test.describe('related prompts on the demo shop', () => {
  test.use({ storageState: demoSignedIn });

  test('should show a prompt for “shoes” with its next queries in the order set by keyboard, and count the add-to-cart from one in the report', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/related-prompts');
    await expect(page.getByRole('heading', { level: 1, name: 'Related prompts' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No related prompts yet' })).toBeVisible();
    await page.getByRole('button', { name: 'New prompt' }).click();
    const panel = page.getByRole('dialog', { name: 'New prompt' });
    await panel.getByRole('textbox', { name: 'Shown after these searches' }).fill('shoes');
    await page.keyboard.press('Enter');
    await panel.getByRole('textbox', { name: 'Prompt' }).fill('Shoes for the weekend?');
    const add = panel.getByRole('textbox', { name: 'Add a next query' });
    for (const query of ['trainers', 'boots', 'sandals']) {
      await add.fill(query);
      await add.press('Enter');
    }
    const next = panel.getByRole('list', { name: 'Next queries, in order' });
    const order = () => next.locator(':scope > li > span.truncate').allTextContents();
    await expect.poll(order).toEqual(['trainers', 'boots', 'sandals']);

    // Sandals moved first by keyboard on its drag handle: Space, Arrow Up twice, Space.
    await next.getByRole('button', { name: 'Move sandals, at position 3' }).focus();
    await page.keyboard.press('Space');
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(page.getByText('sandals is over position 1 of 3.')).toBeAttached({ timeout: 500 });
    }).toPass({ timeout: 5_000 });
    await page.keyboard.press('Space');
    await expect.poll(order).toEqual(['sandals', 'trainers', 'boots']);

    const after = panel.getByRole('list', { name: 'Prompts: With your changes' });
    await expect(after).toContainText('Shoes for the weekend?', { timeout: 15_000 });
    await expect(panel.getByRole('list', { name: 'Next queries offered' }).getByRole('listitem')).toHaveText([
      'sandals',
      'trainers',
      'boots',
    ]);
    await expectAccessible(page, 'the related prompt editor with its preview');
    await page.screenshot({ path: testInfo.outputPath('related-prompt-editor-1440.png'), fullPage: true });
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved. Shoppers see this prompt after its searches now.')).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Related prompts' })
      .getByRole('row', { name: /Shoes for the weekend\?/ });
    await expect(row).toContainText('3 next queries');
    await expect(row.getByRole('switch', { name: 'Shoes for the weekend?' })).toBeChecked();
    await page.screenshot({ path: testInfo.outputPath('related-prompts-list-1440.png'), fullPage: true });

    const shopper = await browser.newContext();
    const shop = await shopper.newPage();
    await shop.setViewportSize({ width: 1440, height: 900 });
    await shop.goto('/demo-shop/?lang=en', { waitUntil: 'networkidle' });
    const layer = await openLayer(shop);
    await shop.keyboard.type('shoes');
    const prompts = layer.getByRole('navigation', { name: 'Explore' });
    const prompt = prompts.getByRole('button', { name: 'Shoes for the weekend?' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await prompt.click();
    await expect(prompt).toHaveAttribute('aria-expanded', 'true');
    await expect(prompts.locator('ul').nth(1).getByRole('button')).toHaveText([
      'sandals',
      'trainers',
      'boots',
    ]);
    await shop.screenshot({ path: testInfo.outputPath('layer-shoes-prompt-1440.png') });

    // The shopper picks a next query and adds a product from its results: the prompt's add-to-cart.
    await prompts.getByRole('button', { name: 'boots' }).click();
    await expect(layer.getByRole('combobox', { name: 'Search products' })).toHaveValue('boots');
    // The results of "boots" are on screen (those of "shoes" stay until they answer).
    const results = layer.getByRole('list', { name: /results for “?boots/ });
    const addToCart = results.getByRole('button', { name: /^Add to cart: / }).and(layer.locator(':enabled'));
    await addToCart.first().click({ timeout: 20_000 });
    await expect(layer.getByRole('status').filter({ hasText: /added/i })).toBeVisible();
    await shop.screenshot({ path: testInfo.outputPath('layer-boots-added-1440.png') });
    await shopper.close();

    // The rollup (every 3 s) reaches the related prompts report.
    await page.goto('/analytics/related-prompts');
    const report = page.getByRole('table', { name: 'Related prompts' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('Shoes for the weekend');
    const reported = report.getByRole('row', { name: /Shoes for the weekend\?/ });
    await expect(async () => {
      await page.reload();
      await page.getByRole('searchbox', { name: 'Search' }).fill('Shoes for the weekend');
      // Columns: prompt, impressions, clicks, CTR, add-to-carts, add-to-cart rate, state.
      await expect(reported.getByRole('cell').nth(4)).toHaveText('1', { timeout: 3_000 });
    }).toPass({ timeout: 45_000 });
    await expect(reported.getByRole('link', { name: 'Shoes for the weekend?' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('related-prompts-report-1440.png'), fullPage: true });
    await reported.getByRole('link', { name: 'Shoes for the weekend?' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit prompt' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Edit prompt' })).toBeHidden();

    // Other journeys find the layer without it.
    await expect(
      page.getByRole('list', { name: 'Prompts to review' }).or(page.getByText(/Nothing to review:/)),
    ).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath('related-prompts-to-review-1440.png'),
      fullPage: true,
    });
    await row.getByRole('button', { name: 'Delete Shoes for the weekend?' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this prompt?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('heading', { name: 'No related prompts yet' })).toBeVisible();
  });
});
