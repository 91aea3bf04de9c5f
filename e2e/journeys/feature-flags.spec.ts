import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { operatorSignedIn } from '../operator-support.ts';
import { consoleSession, demoSignedIn } from '../support.ts';

const FLAG = 'PLAY_QUERY_RANKING';

// What the demo merchant's Business rules screen says under its heading, in each version.
const OLDER_RULES = /^Raise or lower products in search results/;
const QUERY_RANKING = /^Query ranking: pin, hide, boost or bury products/;

/**
 * Moves the merchant's console past its next flag refresh (every 60 s, spec 1 §6) on the page's
 * installed clock, so the journey waits for the refresh without sleeping for it.
 */
async function passFlagRefresh(merchant: Page): Promise<void> {
  const refreshed = merchant.waitForResponse((response) => response.url().includes('/flags/api/frontend'));
  await merchant.clock.fastForward('01:05');
  expect((await refreshed).ok()).toBe(true);
}

async function saveMode(operator: Page, mode: RegExp, site?: string): Promise<void> {
  await operator.getByRole('button', { name: `Edit ${FLAG}` }).click();
  const panel = operator.getByRole('dialog', { name: `Edit ${FLAG}` });
  await panel.getByRole('radio', { name: mode }).check();
  if (site) {
    await panel.getByRole('searchbox', { name: 'Search the sites' }).fill(site);
    await panel.getByRole('checkbox', { name: new RegExp(`^${site} ${site}`) }).check();
    await expect(panel.getByRole('list', { name: 'Chosen sites' })).toContainText(site);
    await expectAccessible(operator, 'the flag editor with a site chosen');
    await operator.screenshot({ path: test.info().outputPath('flags-editor.png') });
  }
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel).toBeHidden();
  await expect(operator.getByRole('button', { name: `Edit ${FLAG}` })).toBeFocused();
}

test.describe('feature flags screen', () => {
  test("should switch PLAY_QUERY_RANKING on for the demo site only, turn the demo merchant's business rules into query ranking within a minute, and off again", async ({
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const operator = await operatorSignedIn(browser, 'flags', testInfo.retry);
    const { headers } = await consoleSession(operator);

    const merchant = await (await browser.newContext({ storageState: demoSignedIn })).newPage();
    await merchant.setViewportSize({ width: 1280, height: 900 });
    await merchant.clock.install();
    await merchant.goto('/business-rules');
    await expect(merchant.getByText(OLDER_RULES)).toBeVisible();

    let left = false;
    try {
      await operator.getByRole('link', { name: 'Feature flags' }).click();
      const row = operator.getByRole('row').filter({ hasText: FLAG });
      await expect(row).toContainText('Off');
      await expect(operator.getByRole('row')).toHaveCount(6);
      await expectAccessible(operator, 'the feature flags screen');

      await saveMode(operator, /^On for chosen sites/, 'Demo Shop');
      await expect(operator.getByText(`${FLAG} saved: On for 1 site.`)).toBeVisible();
      await expect(row).toContainText('On for 1 site');
      await expect(row.getByRole('listitem')).toHaveText('Demo Shop');
      await expect(row).toContainText(/staff-flags(-1)?@playboard\.local/);
      await operator.screenshot({ path: testInfo.outputPath('flags-on-for-demo.png'), fullPage: true });

      // Another site's console (an engine of no listed site) still gets the flag off.
      const elsewhere = await operator.request.get('/flags/api/frontend', {
        headers: { authorization: 'playboard-console' },
        params: { appName: 'playboard-console', 'properties[engineUuid]': crypto.randomUUID() },
      });
      const toggles = ((await elsewhere.json()) as { toggles: { name: string }[] }).toggles;
      expect(toggles.map((toggle) => toggle.name)).not.toContain(FLAG);

      await passFlagRefresh(merchant);
      await expect(merchant.getByText(QUERY_RANKING)).toBeVisible();
      await expect(merchant.getByRole('searchbox', { name: 'Search query ranking rules' })).toBeVisible();
      await merchant.screenshot({ path: testInfo.outputPath('merchant-query-ranking.png'), fullPage: true });

      await saveMode(operator, /^Off/);
      await expect(operator.getByText(`${FLAG} saved: Off.`)).toBeVisible();
      await expect(row).toContainText('Off');
      left = true;

      await passFlagRefresh(merchant);
      await expect(merchant.getByText(OLDER_RULES)).toBeVisible();

      await operator.goto('/platform-audit?area=flags');
      await expect(
        operator.getByRole('row').filter({ hasText: 'Feature flag changed' }).first(),
      ).toContainText(FLAG);
    } finally {
      // Other journeys expect the older business rules on the demo site: never leave the flag on.
      if (!left) {
        const off = await operator.request.put(`/management/v1/flags/${FLAG}`, {
          headers,
          data: { mode: 'off', instances: [] },
        });
        expect(off.ok()).toBe(true);
      }
    }
  });
});
