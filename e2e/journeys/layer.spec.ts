import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { demoShopWithFacets } from '../layer-support.ts';
import { demoSignedIn } from '../support.ts';

/** Presses Tab until `target` has the focus, failing if the focus ever leaves the dialog on the way. */
async function tabTo(page: Page, dialog: Locator, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element.matches(':focus'))) return;
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  await expect(target).toBeFocused();
}

test.describe('search layer on the demo shop', () => {
  test.use({ storageState: demoSignedIn });

  test('should let a shopper search, filter, add to the cart, close with Escape and open a product', async ({
    page,
  }) => {
    await demoShopWithFacets(page);
    await page.goto('/demo-shop/');
    const cartCount = page.locator('[data-cart-count]');
    const before = Number(await cartCount.textContent());

    const trigger = page.locator('#search');
    // Typed at once: the keys land in the shop's field until the layer has the focus, none lost.
    await trigger.click();
    await page.keyboard.type('shirt');
    const layer = page.getByRole('dialog', { name: 'Search' });
    await expect(layer).toBeVisible();
    await expect(layer.getByRole('combobox', { name: 'Search products' })).toHaveValue('shirt');
    await expect(layer.getByRole('status').first()).toHaveText(/^\d+ results for “shirt”$/);
    await expect(layer.getByRole('article').first()).toBeVisible();
    await expectAccessible(page, 'the layer with results');

    const brands = layer.getByRole('group', { name: 'Brand' });
    const brand = brands.getByRole('checkbox').first();
    const brandName = ((await brand.locator('xpath=..').textContent()) ?? '')
      .replace(/\s*\(\d+\)\s*$/, '')
      .trim();
    await brand.check();
    await expect(layer.getByRole('button', { name: `Remove filter Brand: ${brandName}` })).toBeVisible();
    await expect(layer.getByRole('status').first()).toHaveText(/^\d+ results for “shirt”$/);
    await expectAccessible(page, 'the layer filtered by a brand');

    await layer
      .getByRole('button', { name: /^Add to cart: / })
      .first()
      .click();
    await expect(layer.getByText(/added to the cart$/)).toBeVisible();
    await expect(cartCount).toHaveText(String(before + 1));

    await page.keyboard.press('Escape');
    await expect(layer).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(layer).toBeVisible();
    const product = layer.getByRole('heading', { level: 3 }).first().getByRole('link');
    const name = (await product.textContent()) ?? '';
    await product.click();
    await expect(page).toHaveURL(/\/demo-shop\/p\/[^/]+$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expectAccessible(page, 'a product page of the demo shop');
  });

  test('should let a shopper search, filter, reach a product and add it to the cart by keyboard alone', async ({
    page,
  }) => {
    await demoShopWithFacets(page);
    await page.goto('/demo-shop/');
    await expectAccessible(page, 'the demo shop');
    const cartCount = page.locator('[data-cart-count]');
    const before = Number(await cartCount.textContent());
    const trigger = page.locator('#search');
    const layer = page.getByRole('dialog', { name: 'Search' });
    const box = layer.getByRole('combobox', { name: 'Search products' });

    // The shop's field takes the focus without opening anything (WCAG 3.2.1); ArrowDown opens.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    await expect(layer).toBeHidden();
    await page.keyboard.press('ArrowDown');
    await expect(box).toBeFocused();

    await page.keyboard.type('shir');
    const suggestions = layer.getByRole('listbox', { name: 'Suggestions' });
    await expect(suggestions).toBeVisible();
    await expectAccessible(page, 'the layer with suggestions');
    await page.keyboard.press('ArrowDown');
    const suggestion = (await suggestions.getByRole('option').first().textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue(suggestion);
    await expect(box).toBeFocused();
    await expect(layer.getByRole('status').first()).toHaveText(/^\d+ results for “.+”$/);

    const brand = layer.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first();
    await tabTo(page, layer, brand);
    await page.keyboard.press('Space');
    await expect(brand).toBeChecked();
    await expect(layer.getByRole('button', { name: /^Remove filter Brand: / })).toBeVisible();
    await expect(brand).toBeFocused();
    await page.keyboard.press('Space');
    await expect(brand).not.toBeChecked();
    await expect(brand).toBeFocused();
    await page.keyboard.press('Space');
    await expect(brand).toBeChecked();
    await expect(brand).toBeFocused();

    const chip = layer.getByRole('button', { name: /^Remove filter Brand: / });
    await tabTo(page, layer, chip);
    await page.keyboard.press('Enter');
    await expect(chip).toBeHidden();
    await expect(box).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(layer.getByRole('button', { name: 'Skip to results' })).toBeFocused();
    await page.keyboard.press('Enter');
    const results = layer.getByRole('list', { name: /^\d+ results for “.+”$/ });
    await expect(results).toBeFocused();
    await page.keyboard.press('Tab');
    const product = results.getByRole('article').first();
    await expect(product.getByRole('heading', { level: 3 }).getByRole('link')).toBeFocused();
    await tabTo(page, layer, product.getByRole('button', { name: /^Add to cart: / }));
    await page.keyboard.press('Enter');
    await expect(layer.getByText(/added to the cart$/)).toBeVisible();
    await expect(cartCount).toHaveText(String(before + 1));
    await expect(product.getByRole('button', { name: /^Add to cart: / })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(layer).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('should fit the shop and the open layer on a 320 px wide screen, nothing scrolling sideways', async ({
    page,
  }) => {
    // A 1280 px screen at 400 % zoom is 320 px wide (WCAG 1.4.10, reflow; docs/layer.md).
    await page.setViewportSize({ width: 320, height: 640 });
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.goto('/demo-shop/');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeInViewport({ ratio: 1 });
    expect(await sideways()).toBe(0);

    await page.locator('#search').click();
    await page.keyboard.type('shirt');
    const layer = page.getByRole('dialog', { name: 'Search' });
    await expect(layer.getByRole('status').first()).toHaveText(/^\d+ results for “shirt”$/);
    await expect(layer.getByRole('article').first()).toBeVisible();
    expect(await sideways()).toBe(0);
    expect(await layer.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBe(0);
    await expectAccessible(page, 'the layer with results at 320 px');
  });

  test('should show what each word of a low-result query finds, and search a word from there', async ({
    page,
  }) => {
    await demoShopWithFacets(page);
    await page.goto('/demo-shop/');
    await page.locator('#search').click();
    const layer = page.getByRole('dialog', { name: 'Search' });
    // No product is both: the results are the kids' ones, and the dresses come as a partial.
    await page.keyboard.type('kids dress');

    const partials = layer.getByRole('region', { name: 'Results for part of your search' });
    await expect(partials.getByRole('list', { name: /^\d+ results for “dress”$/ })).toBeVisible();
    await expect(partials.getByRole('article').first()).toBeVisible();
    await partials.getByRole('button', { name: 'See all for “dress”' }).click();

    await expect(layer.getByRole('combobox', { name: 'Search products' })).toHaveValue('dress');
    await expect(layer.getByRole('status').first()).toHaveText(/^\d+ results for “dress”$/);
    await expect(partials).toBeHidden();
  });

  // Issue 30, honest answers: a misspelt word is searched as corrected, the shopper is told so and
  // can search their words as typed. "shrt" is no word of the language, so it is corrected by the
  // engine's policy before and after the dictionaries (packages/search, query/spellcheck.ts).
  test('should say "Showing results for" a corrected query and search the words as typed on "Search instead for"', async ({
    page,
  }) => {
    await page.goto('/demo-shop/');
    await page.locator('#search').click();
    const layer = page.getByRole('dialog', { name: 'Search' });
    const box = layer.getByRole('combobox', { name: 'Search products' });
    await page.keyboard.type('shrt');

    const notice = layer.locator('[data-spellcheck]');
    await expect(notice).toHaveText(/^Showing results for (.+) · Search instead for shrt$/);
    const corrected = ((await notice.getByRole('button').first().textContent()) ?? '').trim();
    expect(corrected).not.toBe('shrt');
    await expect(layer.getByRole('status').first()).toHaveText(/^\d+ results? for “shrt”$/);
    await expect(layer.getByText(/^\d[\d,]* results?$/)).toBeVisible();
    await expect(layer.getByRole('article').first()).toBeVisible();
    await expectAccessible(page, 'the layer showing a corrected query');
    await page.screenshot({ path: test.info().outputPath('corrected.png') });

    const asTyped = page.waitForRequest(
      (request) =>
        request.url().includes('/search?') &&
        new URL(request.url()).searchParams.get('spellcheck') === 'false' &&
        new URL(request.url()).searchParams.get('origin') === 'spellcheck:layer',
    );
    const tracked = page.waitForRequest(
      (request) =>
        request.url().includes('/tagging/v1/track/') &&
        new URL(request.url()).pathname.endsWith('/query') &&
        new URL(request.url()).searchParams.get('origin') === 'spellcheck:layer',
    );
    // By keyboard: the button is a Tab stop of the dialog.
    const instead = notice.getByRole('button', { name: 'Search instead for “shrt”' });
    await tabTo(page, layer, instead);
    await page.keyboard.press('Enter');
    await asTyped;
    await tracked;

    await expect(box).toHaveValue('shrt');
    await expect(box).toBeFocused();
    await expect(notice).toBeHidden();
    await expect(layer.getByRole('status').first()).toHaveText(/^\d+ results? for “shrt”$/);
    await page.screenshot({ path: test.info().outputPath('as-typed.png') });

    // The correction is a search too: picked, the box takes it and nothing is corrected any more.
    await box.fill('');
    await page.keyboard.type('shrt');
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: `Search for “${corrected}”` }).click();
    await expect(box).toHaveValue(corrected);
    await expect(layer.getByRole('status').first()).toHaveText(
      new RegExp(`^\\d+ results? for “${corrected}”$`),
    );
    await expect(notice).toBeHidden();
  });
});
