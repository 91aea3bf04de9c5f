import { expect, test, type Page } from '@playwright/test';
import { storefrontSearch } from '../merchant-support.ts';
import { operatorSignedIn } from '../operator-support.ts';

// "Blouse" is a word of the demo catalogue: one letter off, the storefront finds blouses only while
// the engine tolerates typos (one typo from 5 characters by default).
const MISSPELT = 'blouze';

async function productsFound(page: Page, instance: string): Promise<number> {
  const response = await storefrontSearch(page, instance, MISSPELT);
  expect(response.status()).toBe(200);
  return ((await response.json()).catalog.content as unknown[]).length;
}

test.describe('configuration service screen', () => {
  test("should switch the demo site's typo tolerance off, see the misspelt query find nothing, revert it from the history, and create and remove the site's configuration set", async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const page = await operatorSignedIn(browser, 'config', testInfo.retry);

    await page.getByRole('link', { name: 'Configuration' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a site' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the sites' }).fill('Demo Shop');
    const demo = page.getByRole('radio', { name: /^Demo Shop Demo Shop/ });
    await demo.click();
    await expect(demo).toBeChecked();
    await expect(page).toHaveURL(/instance=/);
    const instance = new URL(page.url()).searchParams.get('instance')!;
    expect(await productsFound(page, instance)).toBeGreaterThan(0);

    await expect(page.getByRole('tab', { name: 'Search', selected: true })).toBeVisible();
    const typos = page.getByRole('switch', { name: 'Tolerate typos' });
    await expect(typos).toBeChecked();
    await page.screenshot({ path: testInfo.outputPath('configuration-search.png'), fullPage: true });
    await typos.uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const diff = page.getByRole('dialog', { name: 'Save 1 change?' });
    await expect(diff).toContainText('Typo tolerance › Tolerate typos: On (default) → Off');
    await page.screenshot({ path: testInfo.outputPath('configuration-diff.png') });
    await diff.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved. The site uses these settings now.')).toBeVisible();
    await expect(typos).not.toBeChecked();
    await expect.poll(() => productsFound(page, instance), { timeout: 15_000 }).toBe(0);

    const history = page.getByRole('list', { name: 'History' });
    await expect(history.getByRole('listitem').first()).toContainText('Tolerate typos');
    await page.screenshot({ path: testInfo.outputPath('configuration-saved.png'), fullPage: true });
    await history
      .getByRole('button', { name: /Revert the change of/ })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Revert this change?' })
      .getByRole('button', { name: 'Revert' })
      .click();
    await expect(page.getByText('Reverted. The form shows the settings as they are now.')).toBeVisible();
    await expect(typos).toBeChecked();
    await expect.poll(() => productsFound(page, instance), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath('configuration-reverted.png'), fullPage: true });

    // The revert took back the save that gave the site its set: it has none again until created.
    const set = page.getByRole('region', { name: 'Configuration set' });
    await set.getByRole('button', { name: 'Create a configuration set from the defaults' }).click();
    await expect(page.getByText(`${instance} has its own configuration set now`)).toBeVisible();
    await set.getByRole('button', { name: "Remove this instance's configuration" }).click();
    await page
      .getByRole('dialog', { name: "Remove this instance's configuration?" })
      .getByRole('button', { name: 'Remove configuration' })
      .click();
    await expect(
      page.getByText(`Removed: every service of ${instance} uses the defaults now.`),
    ).toBeVisible();
    await expect(
      set.getByRole('button', { name: 'Create a configuration set from the defaults' }),
    ).toBeVisible();
    await expect(typos).toBeChecked();
    await expect(page.getByText('Set for this instance')).toHaveCount(0);
    // Newest first: the removal, then the creation (the revert before them removed the set too).
    const [removal, creation] = [history.getByRole('listitem').nth(0), history.getByRole('listitem').nth(1)];
    await expect(removal).toContainText('Configuration set removed: the defaults apply.');
    await expect(creation).toContainText('Configuration set created from the defaults.');
    await page.screenshot({ path: testInfo.outputPath('configuration-removed.png'), fullPage: true });
  });
});
