import { expect, test } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { openLayer } from '../layer-support.ts';
import { demoSignedIn } from '../support.ts';

/**
 * The word a shopper might type that the demo catalogue does not use, grouped with one it does. A
 * retry starts from what the first attempt saved, so it groups another word (a copy would be syn-2).
 */
const SHOPPER_WORDS = ['sundress', 'pinafore'];

/**
 * A word the demo catalogue does not use that the engine's built-in synonyms lead to one it does
 * ("rucksack" finds the backpacks), per attempt: the first attempt's accepted group leaves its word
 * out of the proposals.
 */
const BUILT_IN_WORDS = [
  { query: 'rucksack', synonym: 'backpack' },
  { query: 'comforter', synonym: 'duvet' },
];

/** A small synonyms file in Solr's format (a comment, an equivalent group, a one-way group), per attempt. */
const IMPORT_FILES = [
  '# demo shop synonyms\ntee, t-shirt\nsneakers => trainers, shoes\n',
  '# demo shop synonyms, second attempt\ntank, tank top\nboots => booties\n',
];

test.describe('synonyms on the demo shop', () => {
  test.use({ storageState: demoSignedIn });

  test('should preview a new group widening a search, give the storefront the same answer once saved, import a file, and accept a built-in synonym shoppers searched with', async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    const word = SHOPPER_WORDS[testInfo.retry % SHOPPER_WORDS.length]!;
    const builtIn = BUILT_IN_WORDS[testInfo.retry % BUILT_IN_WORDS.length]!;
    await page.setViewportSize({ width: 1280, height: 900 });

    // A shopper searches a word the built-in synonyms answer; closing the layer settles the search,
    // which the analytics rollup reads while the rest of the journey runs.
    const shopper = await page.context().newPage();
    await shopper.goto('/demo-shop/');
    const searched = await openLayer(shopper);
    await searched.getByRole('combobox', { name: 'Search products' }).fill(builtIn.query);
    await expect(searched.getByRole('status').first()).toHaveText(
      new RegExp(`^\\d+ results? for “${builtIn.query}”$`),
      { timeout: 15_000 },
    );
    await shopper.keyboard.press('Escape');
    await shopper.close();

    await page.goto('/synonyms');
    await expect(page.getByRole('heading', { level: 1, name: 'Synonyms' })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Synonym groups' })
        .or(page.getByRole('heading', { name: 'No synonyms yet' })),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('synonyms-list-1280.png'), fullPage: true });
    await expectAccessible(page, 'the synonyms list');

    // A new group, by keyboard: the terms as chips, the preview beside them before anything is saved.
    await page.getByRole('button', { name: 'Add synonyms' }).first().click();
    const panel = page.getByRole('dialog', { name: 'New synonym group' });
    const terms = panel.getByRole('textbox', { name: 'Terms' });
    await expect(terms).toBeFocused();
    await page.keyboard.type(`${word},`);
    await expect(panel.getByText('Add more than one term to save a Synonym group')).toBeVisible();
    await page.keyboard.type('dress');
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('list', { name: 'Terms' }).getByRole('listitem')).toHaveText([
      word,
      'dress',
    ]);

    const preview = panel.getByRole('region', { name: 'Search preview' });
    await expect(preview.getByRole('searchbox', { name: 'Search for' })).toHaveValue(word);
    const totals = preview.getByText(/^Products found now: \d+ · with this change: \d+$/);
    await expect(totals).toBeVisible({ timeout: 15_000 });
    await expect(preview.getByText(/^\+\d+ products?$/)).toBeVisible();
    const [before, after] = ((await totals.textContent()) ?? '').match(/\d+/g)!.map(Number);
    expect(after).toBeGreaterThan(before!);
    await expect(preview.getByText('New').first()).toBeVisible();
    await expectAccessible(page, 'the synonym editor with its preview');
    await page.screenshot({ path: testInfo.outputPath('synonyms-editor-1280.png') });

    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Synonym group created.' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: word });
    await expect(row).toContainText('dress');

    // The storefront answers the shopper's word as the preview said it would.
    const shop = await page.context().newPage();
    await shop.goto('/demo-shop/');
    await shop.locator('#search').click();
    await shop.keyboard.type(word);
    const layer = shop.getByRole('dialog', { name: 'Search' });
    await expect(layer.getByRole('status').first()).toHaveText(`${after} results for “${word}”`, {
      timeout: 15_000,
    });
    await shop.close();

    // Import: the dry run's summary first, then the import itself.
    await page.getByRole('button', { name: 'Import' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Import synonyms' });
    await dialog.getByLabel('File').setInputFiles({
      name: 'synonyms.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(IMPORT_FILES[testInfo.retry % IMPORT_FILES.length]!),
    });
    await expect(dialog.getByText('Ready to import 2 groups')).toBeVisible();
    await expect(dialog).toContainText('0 lines refused');
    await page.screenshot({ path: testInfo.outputPath('synonyms-import-1280.png') });
    await expectAccessible(page, "the import dialog with the dry run's summary");
    await dialog.getByRole('button', { name: 'Import 2 groups' }).click();
    await expect(dialog.getByText('2 groups imported')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('img', { name: 'also finds' }).first()).toBeVisible();

    // The built-in synonym the shopper's search went through is proposed, once the rollup has read the search.
    await page.setViewportSize({ width: 1280, height: 900 });
    const suggested = page.getByRole('region', { name: "Suggested from your shoppers' searches" });
    const acceptButton = page.getByRole('button', {
      name: `Add as synonym group: ${builtIn.query}, ${builtIn.synonym}`,
    });
    const accept = suggested.locator(acceptButton);
    await expect(async () => {
      await page.reload();
      await expect(accept).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    const proposal = suggested.getByRole('listitem').filter({ has: acceptButton });
    await expect(proposal).toContainText(/Served \d+ search(es)?/);
    await expect(proposal).toContainText(`Searched as “${builtIn.query}”`);
    await proposal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('synonyms-proposals-1280.png'), fullPage: true });
    await expectAccessible(page, "the synonyms screen's proposals");

    // Accepted by keyboard, it becomes a group of the site's own and leaves the proposals.
    await accept.focus();
    await page.keyboard.press('Enter');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Synonym group added: “${builtIn.query}” also finds ${builtIn.synonym}.` }),
    ).toBeVisible();
    await expect(accept).toBeHidden();
    const acceptedRow = page.getByRole('row').filter({ hasText: builtIn.query });
    await expect(acceptedRow).toContainText(builtIn.synonym);
    await expect(acceptedRow.getByRole('img', { name: 'also finds' })).toBeVisible();
    await page.reload();
    await expect(
      suggested
        .getByRole('list', { name: 'Suggested synonym groups' })
        .or(suggested.getByText(/^No built-in synonym served/)),
    ).toBeVisible({ timeout: 15_000 });
    await expect(accept).toBeHidden();

    // A phone: the list and the editor stay usable at 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('synonyms-list-390.png'), fullPage: true });
    await row.getByRole('button', { name: `Edit ${word}, dress` }).click();
    await expect(page.getByRole('dialog', { name: 'Edit synonym group' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('synonyms-editor-390.png') });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('should switch the built-in synonyms off for the site and back on, the storefront following each time', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/synonyms');
    const builtIn = page.getByRole('switch', { name: 'Search built-in synonyms too' });
    // Saved as soon as it is flipped, so the switch shows its new state once the save has begun:
    // clicked, not check()ed. A retry starts with them on again, whatever the failed attempt left.
    const switchOn = async () => {
      if (!(await builtIn.isChecked())) await builtIn.click();
      await expect(builtIn).toBeChecked();
    };
    await switchOn();

    // "knapsack" names no product of the demo shop: only the built-in backpack / knapsack group finds the backpacks.
    const shopper = await page.context().newPage();
    const searchKnapsack = async () => {
      await shopper.goto('/demo-shop/');
      const layer = await openLayer(shopper);
      await layer.getByRole('combobox', { name: 'Search products' }).fill('knapsack');
      return layer;
    };
    const found = await searchKnapsack();
    await expect(found.getByRole('status').first()).toHaveText(/^\d+ results for “knapsack”$/, {
      timeout: 15_000,
    });

    try {
      await builtIn.press('Space');
      await expect(builtIn).not.toBeChecked();
      await expect(
        page
          .getByRole('alert')
          .or(page.getByRole('status'))
          .filter({ hasText: 'Search now uses your synonym groups only.' }),
      ).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('synonyms-built-in-off-1280.png') });
      await expect(async () => {
        const layer = await searchKnapsack();
        await expect(layer.getByText('Nothing matches “knapsack”.')).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
    } finally {
      await switchOn();
    }
    await expect(
      page
        .getByRole('alert')
        .or(page.getByRole('status'))
        .filter({ hasText: 'Search now uses the built-in synonyms too.' }),
    ).toBeVisible();
    await expect(async () => {
      const layer = await searchKnapsack();
      await expect(layer.getByRole('status').first()).toHaveText(/^\d+ results for “knapsack”$/, {
        timeout: 3_000,
      });
    }).toPass({ timeout: 30_000 });
    await shopper.close();
  });
});
