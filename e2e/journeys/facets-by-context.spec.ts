import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { demoShopWithFacets, openLayer } from '../layer-support.ts';
import { demoSignedIn, firstSite } from '../support.ts';

/** The filter groups the demo shop's English layer shows for a search, in order. */
async function layerGroups(shop: Page, query: string): Promise<string[]> {
  await shop.goto('/demo-shop/?lang=en', { waitUntil: 'networkidle' });
  const layer: Locator = await openLayer(shop);
  await shop.keyboard.type(query);
  await expect(layer.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  const filters = layer.getByRole('complementary');
  await expect(filters.getByRole('group').first()).toBeVisible();
  return filters.locator('fieldset > legend').allTextContents();
}

test.describe('filters by context on the demo shop', () => {
  test.use({ storageState: demoSignedIn });

  test('should show only Brand then the colour for “shoes”, and the usual filters for “dress”', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    // The usual filters: brand and categories.
    await demoShopWithFacets(page);
    const { headers, site } = await firstSite(page);
    const fields = (await (
      await page.request.get(`/index/v1/fields/site/${site.uuid}/facetable`, { headers })
    ).json()) as { fields: { field: string; label: Record<string, string> }[] };
    const colour = fields.fields.find((entry) => /colou?r/i.test(entry.field));
    expect(colour, 'the demo catalogue has a colour attribute').toBeDefined();
    const colourName = colour!.label.en ?? colour!.field;

    await page.goto('/filters');
    await page.getByRole('link', { name: 'Show other filters for some searches or pages' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Filters by context' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No contexts yet' })).toBeVisible();
    await page.getByRole('button', { name: 'New context' }).click();
    const panel = page.getByRole('dialog', { name: 'New context' });
    await panel.getByRole('textbox', { name: 'Title' }).fill('Shoes');
    await panel.getByRole('textbox', { name: 'Searches' }).fill('shoes');
    await page.keyboard.press('Enter');
    const add = panel.getByRole('combobox', { name: 'Add a filter' });
    await add.selectOption({ label: `${colourName} (${colour!.field})` });
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await add.selectOption({ label: 'Brand (brand)' });
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    const facets = panel.getByRole('list', { name: 'Filters of this context, in order' });
    const names = () => facets.locator(':scope > li > div > div > p:first-child').allTextContents();
    await expect.poll(names).toEqual([colourName, 'Brand']);

    // Brand moved first by keyboard on its drag handle: Space, Arrow Up, Space.
    await facets.getByRole('button', { name: 'Move Brand, at position 2' }).focus();
    await page.keyboard.press('Space');
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(page.getByText('Brand is over position 1 of 2.')).toBeAttached({ timeout: 500 });
    }).toPass({ timeout: 5_000 });
    await page.keyboard.press('Space');
    await expect.poll(names).toEqual(['Brand', colourName]);

    const after = panel.getByRole('list', { name: 'Filters: With your changes' });
    await expect(after.locator(':scope > li > p:first-child')).toHaveText(['Brand', colourName], {
      timeout: 15_000,
    });
    await expect(panel.getByRole('list', { name: 'Filters: Shoppers see now' })).toContainText('Brand');
    await expectAccessible(page, 'the facets by context editor with its preview');
    await page.screenshot({ path: testInfo.outputPath('facets-by-context-editor-1440.png'), fullPage: true });
    // The data check, under the filters.
    const check = panel.getByRole('button', { name: /^Data check/ });
    await check.scrollIntoViewIfNeeded();
    await expect(check).toHaveAttribute('aria-expanded', 'true');
    // The demo catalogue's brands and colours are clean.
    await expect(panel.getByText('No problems found in these filters')).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: testInfo.outputPath('facets-by-context-check-1440.png') });
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved. Shoppers see these filters there now.')).toBeVisible();
    const row = page.getByRole('table', { name: 'Filters by context' }).getByRole('row', { name: /Shoes/ });
    await expect(row).toContainText('2 filters');
    await expect(row.getByRole('switch', { name: 'Shoes' })).toBeChecked();
    await page.screenshot({ path: testInfo.outputPath('facets-by-context-list-1440.png'), fullPage: true });

    const shopper = await browser.newContext();
    const shop = await shopper.newPage();
    await expect(async () => expect(await layerGroups(shop, 'shoes')).toEqual(['Brand', colourName])).toPass({
      timeout: 20_000,
    });
    await shop.screenshot({ path: testInfo.outputPath('layer-shoes-1440.png') });
    expect(await layerGroups(shop, 'dress')).toEqual(expect.arrayContaining(['Brand', 'Categories']));

    // Other journeys find the usual filters for every search again.
    await row.getByRole('button', { name: 'Delete Shoes' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this context?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('heading', { name: 'No contexts yet' })).toBeVisible();
    await shopper.close();
  });
});
