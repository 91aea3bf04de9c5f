import { expect, test } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { openLayer, shopperSearches } from '../layer-support.ts';
import { demoSignedIn } from '../support.ts';

/** A search the demo catalogue answers (its yoga mats), typed by no other journey. */
const QUERY = 'yoga mat';
/** What the shoppers search after it, each answered by the catalogue too, in the order proposed (equal lift and sessions: by text). */
const NEXT = ['resistance band', 'yoga block'];
/** The text proposed: the two next queries share no word beyond the search's own. */
const PROPOSED = `After “${QUERY}”, shoppers also look for`;

test.describe('related prompts proposed from shoppers’ searches', () => {
  test.use({ storageState: demoSignedIn });

  test('should propose a prompt from what shoppers searched next, and show it on the layer once added', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    // Two sessions search the query then each next query (the default rules ask for two, and a
    // session's repeated search is tracked once), a fifth opens a product from it (a popular
    // search needs a click), and a sixth searches something else, so each next query is likelier
    // after the query than after any search.
    for (const next of NEXT) {
      await shopperSearches(browser, [QUERY, next]);
      await shopperSearches(browser, [QUERY, next]);
    }
    await shopperSearches(browser, [QUERY], { thenOpen: true });
    await shopperSearches(browser, ['hoodie']);

    await page.goto('/popular-searches');
    await page.getByRole('button', { name: /^(Rebuild now|Build now)$/ }).click();
    await expect(page.getByText(/^Popular searches rebuilt: /)).toBeVisible({ timeout: 60_000 });

    await page.goto('/related-prompts');
    await expect(page.getByRole('heading', { level: 1, name: 'Related prompts' })).toBeVisible();
    const proposal = page
      .getByRole('list', { name: 'Suggested prompts' })
      .getByRole('listitem', { name: `Suggested prompt for “${QUERY}”` });
    await expect(proposal).toContainText(PROPOSED, { timeout: 20_000 });
    await expect(proposal).toContainText(new RegExp(`\\d+ sessions searched these after “${QUERY}”\\.`));
    for (const next of NEXT) await expect(proposal).toContainText(next);
    await expectAccessible(page, 'the related prompts screen with a proposal');
    await page.screenshot({ path: testInfo.outputPath('related-prompt-proposals-1440.png'), fullPage: true });

    // Nothing is published until the merchant saves it from the editor, filled in.
    await proposal.getByRole('button', { name: `Review and add the prompt for “${QUERY}”` }).click();
    const panel = page.getByRole('dialog', { name: 'New prompt' });
    await expect(panel.getByRole('textbox', { name: 'Prompt' })).toHaveValue(PROPOSED);
    await expect(panel.getByRole('list', { name: 'Next queries, in order' })).toContainText(NEXT[0]!);
    await panel.getByRole('textbox', { name: 'Prompt' }).fill('Complete your yoga kit');
    await expect(panel.getByRole('list', { name: 'Prompts: With your changes' })).toContainText(
      'Complete your yoga kit',
      { timeout: 15_000 },
    );
    await page.screenshot({
      path: testInfo.outputPath('related-prompt-proposal-editor-1440.png'),
      fullPage: true,
    });
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved. Shoppers see this prompt after its searches now.')).toBeVisible();
    await expect(proposal).toBeHidden();
    const row = page
      .getByRole('table', { name: 'Related prompts' })
      .getByRole('row', { name: /Complete your yoga kit/ });
    await expect(row).toContainText('2 next queries');

    const shopper = await browser.newContext();
    const shop = await shopper.newPage();
    await shop.setViewportSize({ width: 1440, height: 900 });
    await shop.goto('/demo-shop/?lang=en', { waitUntil: 'networkidle' });
    const layer = await openLayer(shop);
    await shop.keyboard.type(QUERY);
    // The query suggestions open over the prompts; Escape closes them and keeps the query.
    await expect(layer.getByRole('listbox')).toBeVisible();
    await shop.keyboard.press('Escape');
    const prompts = layer.getByRole('navigation', { name: 'Explore' });
    const prompt = prompts.getByRole('button', { name: 'Complete your yoga kit' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await prompt.click();
    await expect(prompts.locator('ul').nth(1).getByRole('button')).toHaveText(NEXT);
    await shop.screenshot({ path: testInfo.outputPath('layer-yoga-prompt-1440.png') });
    await shopper.close();

    // Other journeys find the layer without it.
    await row.getByRole('button', { name: 'Delete Complete your yoga kit' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this prompt?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(row).toBeHidden();
  });
});
