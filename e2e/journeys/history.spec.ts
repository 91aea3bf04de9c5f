import { expect, test, type Browser } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { demoSignedIn, firstSite } from '../support.ts';

// Configuration history (issue 14): two changes of the demo site (results visibility through the
// Index API, the customisation colour in its screen), both read as diffs in History, the colour
// reverted there and back on the storefront, and today marked on the analytics home.

const COLOURS = ['#C2410C', '#15803D'];

/** The main colour the layer of the demo storefront uses for a shopper with nothing cached, who searches. */
async function storefrontMainColour(browser: Browser): Promise<string> {
  const shopper = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const shop = await shopper.newPage();
  await shop.goto('/demo-shop/');
  // The search is tracked before the shopper leaves: it is the traffic the analytics home charts.
  const tracked = shop.waitForEvent('requestfinished', {
    predicate: (request) => request.url().includes('/tagging/v1/track/') && request.url().includes('q=serum'),
    timeout: 20_000,
  });
  await shop.locator('#search').pressSequentially('serum');
  const grid = shop.getByRole('list', { name: /\d+ results? for “serum”/ });
  await expect(grid.locator('.card').first()).toBeVisible({ timeout: 20_000 });
  const colour = await grid.evaluate((element) =>
    getComputedStyle(element).getPropertyValue('--pb-main').trim(),
  );
  await tracked;
  await shopper.close();
  return colour.toUpperCase();
}

test.describe('configuration history', () => {
  test.use({ storageState: demoSignedIn });

  test('should show the diffs of a results visibility and a colour change, revert the colour back onto the storefront, and mark the day in analytics', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account$/);
    const { headers, site } = await firstSite(page);
    const siteId = site.uuid;

    // Results visibility through its Index API call (its screen has a journey of its own), switching
    // out-of-stock products; put back at the end, as the journeys after this one expect it.
    const visibility = `/index/v1/sites/${siteId}/index-settings`;
    const current = (await (await page.request.get(visibility, { headers })).json()) as {
      showOutOfStock: boolean;
      notAvailableForOrder: string;
    };
    const saved = await page.request.post(visibility, {
      headers,
      data: { ...current, showOutOfStock: !current.showOutOfStock },
    });
    expect(saved.status()).toBe(200);

    // The colour, in the customisation screen.
    await page.goto('/customisation');
    const mainColour = page.getByRole('textbox', { name: 'Main color', exact: true });
    await expect(mainColour).toBeVisible({ timeout: 20_000 });
    const before = (await mainColour.inputValue()).toUpperCase();
    const after = COLOURS.find((colour) => colour !== before)!;
    await mainColour.fill(after);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Customization saved.' })).toBeVisible();
    expect(await storefrontMainColour(browser)).toBe(after);

    // Its history link shows the customisation's changes; the navigation, every change.
    await page.getByRole('main').getByRole('link', { name: 'History', exact: true }).click();
    await expect(page).toHaveURL(/\/history\?kind=customisation$/);
    await expect(page.getByRole('combobox', { name: 'What changed' })).toHaveValue('customisation');
    await page.getByRole('combobox', { name: 'What changed' }).selectOption({ label: 'Everything' });
    await expect(page).toHaveURL(/\/history$/);

    const colourChange = page.getByRole('article', { name: 'Customization' }).first();
    await expect(colourChange).toContainText('by demo@playboard.local');
    await expect(colourChange).toContainText(
      new RegExp(`Main color:\\s*${before}\\s*→\\s*changed to\\s*${after}`, 'i'),
    );
    await expect(colourChange.getByTestId('swatch')).toHaveCount(2);
    const settingsChange = page.getByRole('article', { name: 'Results visibility' }).first();
    await expect(settingsChange).toContainText('Show out-of-stock products:');
    await expect(settingsChange).toContainText(
      current.showOutOfStock
        ? /Show out-of-stock products:\s*On\s*→\s*changed to\s*Off/
        : /Show out-of-stock products:\s*Off\s*→\s*changed to\s*On/,
    );
    await expectAccessible(page, 'the history with both changes');
    await page.screenshot({ path: test.info().outputPath('history-diffs.png'), fullPage: true });

    // Revert the colour: confirmed in a dialog, then the revert is the newest change.
    await colourChange.getByRole('button', { name: 'Revert Customization' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revert this change?' });
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Back to our brand colour');
    await page.screenshot({ path: test.info().outputPath('history-revert-dialog.png') });
    await dialog.getByRole('button', { name: 'Revert', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Change reverted.' })).toBeVisible();
    const newest = page.getByRole('article').first();
    await expect(newest).toContainText('Reverts an earlier change');
    await expect(newest).toContainText('“Back to our brand colour”');
    await expect(newest).toContainText(
      new RegExp(`Main color:\\s*${after}\\s*→\\s*changed to\\s*${before}`, 'i'),
    );
    expect(await storefrontMainColour(browser)).toBe(before);

    // The analytics home marks today (the shopper's searches gave it traffic to chart).
    const today = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Madrid',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date());
    const mark = page
      .getByRole('button', { name: new RegExp(`configuration changes? on ${today}$`) })
      .first();
    await expect(async () => {
      await page.goto('/analytics');
      await expect(mark).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await mark.focus();
    await expect(mark).toHaveAttribute('aria-expanded', 'true');
    const details = page.locator(`[id="${await mark.getAttribute('aria-controls')}"]`);
    await expect(details).toBeVisible();
    await expect(details).toContainText('Results visibility, Customization');
    await page.screenshot({ path: test.info().outputPath('analytics-marked-day.png') });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'See these changes' }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/history\?from=.+&to=.+$/);
    await expect(page.getByRole('article', { name: 'Customization' }).first()).toBeVisible();

    expect((await page.request.post(visibility, { headers, data: current })).status()).toBe(200);
  });
});
