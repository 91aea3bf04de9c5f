import { expect, test } from '@playwright/test';
import { demoShopWithFacets } from '../layer-support.ts';

test.describe('search layer on the demo shop', () => {
  test('should let a shopper search, filter, add to the cart, close with Escape and open a product', async ({
    page,
  }) => {
    await demoShopWithFacets(page);
    await page.goto('/demo-shop/');
    const cartCount = page.locator('[data-cart-count]');
    const before = Number(await cartCount.textContent());

    const trigger = page.locator('#search');
    await trigger.click();
    const layer = page.getByRole('dialog', { name: 'Search' });
    await expect(layer).toBeVisible();
    await page.keyboard.type('shirt');
    await expect(layer.getByRole('combobox', { name: 'Search products' })).toHaveValue('shirt');
    await expect(layer.getByRole('status').first()).toHaveText(/^\d+ results for “shirt”$/);
    await expect(layer.getByRole('article').first()).toBeVisible();

    const brands = layer.getByRole('group', { name: 'Brand' });
    const brand = brands.getByRole('checkbox').first();
    const brandName = ((await brand.locator('xpath=..').textContent()) ?? '')
      .replace(/\s*\(\d+\)\s*$/, '')
      .trim();
    await brand.check();
    await expect(layer.getByRole('button', { name: `Remove filter Brand: ${brandName}` })).toBeVisible();
    await expect(layer.getByRole('status').first()).toHaveText(/^\d+ results for “shirt”$/);

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
});
