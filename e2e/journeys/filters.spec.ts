import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { demoShopWithFacets } from '../layer-support.ts';
import { demoSignedIn } from '../support.ts';

/** The demo shop's layer in a language, opened on a search that finds many products. */
async function searchLayer(page: Page, language: 'en' | 'es', query: string): Promise<Locator> {
  // The layer's script loads after the page: until it runs, the field is the shop's own.
  await page.goto(`/demo-shop/?lang=${language}`, { waitUntil: 'networkidle' });
  await page.locator('#search').click();
  await page.keyboard.type(query);
  const layer = page.getByRole('dialog', { name: language === 'en' ? 'Search' : 'Buscar' });
  await expect(layer).toBeVisible({ timeout: 15_000 });
  await expect(layer.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  return layer;
}

test.describe('filters on the demo shop', () => {
  test.use({ storageState: demoSignedIn });

  test('should drop a facet switched off from the layer, and name a facet in Spanish for the Spanish layer', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    // Brand and categories, as a merchant who chose them before.
    await demoShopWithFacets(page);
    const shopper = await browser.newContext();
    const shop = await shopper.newPage();
    const before = await searchLayer(shop, 'en', 'dress');
    await expect(before.getByRole('group', { name: 'Brand' })).toBeVisible();
    await expect(before.getByRole('group', { name: 'Categories' })).toBeVisible();

    await page.goto('/filters');
    await expect(page.getByRole('heading', { level: 1, name: 'Filters' })).toBeVisible();
    const shown = page.getByRole('list', { name: 'Filters shown, in order' });
    await expect(shown.getByRole('textbox')).toHaveCount(2);
    await expect(page.getByText(/^brand: on \d+ products$/)).toBeVisible();
    // The second facet moved first by keyboard on its drag handle: Space, Arrow Up, Space.
    const names = () =>
      shown
        .getByRole('textbox')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const [first, second] = await names();
    await shown.getByRole('button', { name: `Move ${second!}, position 2` }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(`${second!} is over position 2 of 2.`)).toBeAttached();
    // The sensor listens for arrows a moment after the lift; a second press up from the top stays.
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(page.getByText(`${second!} is over position 1 of 2.`)).toBeAttached({ timeout: 500 });
    }).toPass({ timeout: 5_000 });
    await page.keyboard.press('Space');
    await expect.poll(names).toEqual([second!, first!]);
    // Switched off, the facet leaves the list for the fields not shown.
    await shown.getByRole('switch', { name: 'Show Brand' }).click();
    await expect.poll(names).toEqual(['Categories']);
    await expect(
      page.getByRole('list', { name: 'Fields not shown' }).getByRole('switch', { name: 'Show Brand' }),
    ).not.toBeChecked();
    await expectAccessible(page, 'the filters screen with an unsaved change');
    await page.screenshot({ path: testInfo.outputPath('filters-1440.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Filters saved.', { exact: false })).toBeVisible();

    await expect(async () => {
      const after = await searchLayer(shop, 'en', 'dress');
      await expect(after.getByRole('group', { name: 'Categories' })).toBeVisible();
      await expect(after.getByRole('group', { name: 'Brand' })).toHaveCount(0);
    }).toPass({ timeout: 15_000 });
    await shop.screenshot({ path: testInfo.outputPath('layer-without-brand-1440.png') });

    // The Spanish name of categories, written with the Spanish catalogue chosen.
    await page.getByText('Spanish', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Spanish' })).toBeChecked();
    const spanishName = page.getByRole('textbox', { name: 'Name of categories (es)' });
    await expect(spanishName).toHaveValue('Categorías');
    await spanishName.fill('Secciones');
    await expect(
      page.getByRole('complementary', { name: 'Filters preview' }).getByText('Secciones', { exact: true }),
    ).toBeVisible();
    // The Spanish catalogue's real category names with their products, for pinning and hiding.
    await page.getByRole('button', { name: 'Values of Secciones' }).click();
    const values = page.getByRole('group', { name: 'Values of Secciones in Spanish' });
    await expect(values.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page, "the filters screen with a facet's values open");
    await page.screenshot({ path: testInfo.outputPath('filters-es-1440.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    // The first save's alert may still be showing: the newest is this save's.
    await expect(page.getByText('Filters saved.', { exact: false }).last()).toBeVisible();

    await expect(async () => {
      const spanish = await searchLayer(shop, 'es', 'vestido');
      await expect(spanish.getByRole('group', { name: 'Secciones' })).toBeVisible();
    }).toPass({ timeout: 15_000 });
    await shop.screenshot({ path: testInfo.outputPath('layer-es-1440.png') });
    // The English layer keeps its own name.
    const english = await searchLayer(shop, 'en', 'dress');
    await expect(english.getByRole('group', { name: 'Categories' })).toBeVisible();
    await shopper.close();
  });
});
