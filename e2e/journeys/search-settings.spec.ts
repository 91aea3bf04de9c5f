import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { demoSignedIn } from '../support.ts';

/** A query that finds many demo products (about 6% of which are out of stock). */
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

/** The storefront layer of the demo shop, opened on a search or, without one, before typing. */
async function openLayer(page: Page, query?: string): Promise<Locator> {
  await page.goto('/demo-shop/');
  await page.locator('#search').click();
  if (query) await page.keyboard.type(query);
  const layer = page.getByRole('dialog', { name: 'Search' });
  await expect(layer).toBeVisible();
  return layer;
}

/** The totals line of the console's search preview: products found now, and with the change. */
async function previewTotals(preview: Locator): Promise<[number, number]> {
  const totals = preview.getByText(/^Products found now: \d+ · with this change: \d+$/);
  await expect(totals).toBeVisible({ timeout: 15_000 });
  const [before, after] = ((await totals.textContent()) ?? '').match(/\d+/g)!.map(Number);
  return [before!, after!];
}

/** The product names a side of the preview shows ("Now" or "With this change"). */
async function previewNames(preview: Locator, side: 'Now' | 'With this change'): Promise<string[]> {
  await preview.getByText(side, { exact: true }).click();
  const names = preview.locator('ul li span.font-medium');
  await expect(names.first()).toBeVisible();
  return names.allTextContents();
}

test.describe('search settings on the demo shop', () => {
  test.use({ storageState: demoSignedIn });

  test('should hide out-of-stock products, preview a field weight, and feature 4 picked products before typing', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const shopper = await browser.newContext();
    const shop = await shopper.newPage();

    // Results visibility: the storefront finds fewer products once out-of-stock ones are hidden.
    const shownBefore = await openLayer(shop, QUERY);
    const status = shownBefore.getByRole('status').first();
    await expect(status).toHaveText(new RegExp(`^\\d+ results for “${QUERY}”$`), { timeout: 15_000 });
    const storefrontBefore = Number(((await status.textContent()) ?? '').match(/\d+/)![0]);

    await page.goto('/results-visibility');
    await expect(page.getByRole('heading', { level: 1, name: 'Results visibility' })).toBeVisible();
    await expect(page.getByText(/^\d+ of \d+ products are out of stock now$/)).toBeVisible({
      timeout: 15_000,
    });
    const stock = page.getByRole('region', { name: 'Out-of-stock products' });
    await stock.getByText('Hide them', { exact: true }).click();
    const visibilityPreview = page.getByRole('complementary', { name: 'Search preview' });
    await visibilityPreview.getByRole('searchbox', { name: 'Search for' }).fill(QUERY);
    const [previewBefore, previewAfter] = await previewTotals(visibilityPreview);
    expect(previewBefore).toBe(storefrontBefore);
    expect(previewAfter).toBeLessThan(previewBefore);
    await expectAccessible(page, 'the results visibility screen with its preview');
    await page.screenshot({ path: testInfo.outputPath('results-visibility-1440.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Results visibility saved.', { exact: false })).toBeVisible();

    const shownAfter = await openLayer(shop, QUERY);
    await expect(shownAfter.getByRole('status').first()).toHaveText(
      `${previewAfter} results for “${QUERY}”`,
      {
        timeout: 15_000,
      },
    );

    // Searchable fields: a weight changed in the form changes the preview's order before saving.
    await page.goto('/searchable-fields');
    await expect(page.getByRole('heading', { level: 1, name: 'Searchable fields' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Weight of Name' }).selectOption({ label: 'Low (0.5)' });
    await page.getByRole('combobox', { name: 'Weight of Description' }).selectOption({ label: 'High (3)' });
    const fieldsPreview = page.getByRole('complementary', { name: 'Search preview' });
    await fieldsPreview.getByRole('searchbox', { name: 'Search for' }).fill(`${QUERY} dress`);
    await previewTotals(fieldsPreview);
    const savedOrder = await previewNames(fieldsPreview, 'Now');
    const draftOrder = await previewNames(fieldsPreview, 'With this change');
    expect(draftOrder).not.toEqual(savedOrder);
    await expectAccessible(page, 'the searchable fields screen with its preview');
    await page.screenshot({ path: testInfo.outputPath('searchable-fields-1440.png'), fullPage: true });
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('combobox', { name: 'Weight of Name' })).toHaveValue('high');

    // Featured products: 4 products picked with the catalogue search, one moved by keyboard.
    await page.goto('/featured-products');
    await expect(page.getByRole('heading', { level: 1, name: 'Featured products' })).toBeVisible();
    await page.getByText('Products you pick', { exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search your catalog' }).fill(QUERY);
    const found = page.getByRole('list', { name: 'Products found' });
    await expect(found.getByRole('listitem').nth(4)).toBeVisible({ timeout: 15_000 });
    const adds = found.getByRole('button', { name: /^Add / });
    for (let picked = 0; picked < 4; picked += 1) await adds.first().click();
    const list = page.getByRole('list', { name: 'Featured products in order' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    const names = list.locator('li p.font-medium');
    const added = await names.allTextContents();
    // The first product moved one place down by keyboard on its handle: Space, Arrow Down, Space.
    await list.getByRole('button', { name: /^Move .*, position 1$/ }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(`${added[0]!} is over position 1 of 4.`)).toBeAttached();
    // The sensor listens for arrows a moment after the lift (one move fell through in a full run).
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await expect(page.getByText(`${added[0]!} is over position 2 of 4.`)).toBeAttached({ timeout: 500 });
    }).toPass({ timeout: 5_000 });
    await page.keyboard.press('Space');
    const picked = [added[1]!, added[0]!, added[2]!, added[3]!];
    await expect(names).toHaveText(picked);
    await expectAccessible(page, 'the featured products screen with 4 picked products');
    await page.screenshot({ path: testInfo.outputPath('featured-products-1440.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Featured products saved.', { exact: false })).toBeVisible();

    const empty = await openLayer(shop);
    const featured = empty.getByRole('list', { name: 'Featured products' });
    await expect.poll(() => cardNames(featured), { timeout: 15_000 }).toEqual(picked);
    await shop.screenshot({ path: testInfo.outputPath('layer-featured-1440.png') });
    await shopper.close();
  });
});
