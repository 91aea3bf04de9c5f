import { expect, test, type Browser } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { openLayer, shopperSearches } from '../layer-support.ts';
import { demoSignedIn, firstSite } from '../support.ts';

/** A search the demo catalogue answers (its linen shirts), typed by no other journey. */
const QUERY = 'linen shirt';
/** The word of it the merchant bans. */
const BANNED = 'linen';

/**
 * The popular searches the English layer offers before anything is typed, in a fresh session: the
 * storefront's answer to the layer's empty-query suggestions, as the layer shows them (no
 * "Popular searches" at all when there are none).
 */
async function layerPopularSearches(browser: Browser, screenshot?: string): Promise<string[]> {
  const context = await browser.newContext();
  const shop = await context.newPage();
  await shop.goto('/demo-shop/?lang=en', { waitUntil: 'networkidle' });
  const answered = shop.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith('/empathize') && !url.searchParams.has('query');
  });
  const layer = await openLayer(shop);
  const { topTrends } = (await (await answered).json()) as {
    topTrends: { content: { title_raw: string }[] };
  };
  const queries = topTrends.content.map((trend) => trend.title_raw);
  const popular = layer.getByRole('navigation', { name: 'Popular searches' });
  if (queries.length > 0) await expect(popular.getByRole('button')).toHaveText(queries);
  else await expect(popular).toHaveCount(0);
  if (screenshot) await shop.screenshot({ path: screenshot });
  await context.close();
  return queries;
}

test.describe('popular searches on the demo shop', () => {
  test.use({ storageState: demoSignedIn });

  test('should learn a search from shoppers, and keep it off the storefront once a word of it is banned', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    // Three sessions search and click: the default rules ask for two in 30 days, and the layer
    // offers the eight most searched of those kept.
    for (let shopper = 0; shopper < 3; shopper++) await shopperSearches(browser, [QUERY], { thenOpen: true });

    await page.goto('/popular-searches');
    await expect(page.getByRole('heading', { level: 1, name: 'Popular searches' })).toBeVisible();
    const rebuild = page.getByRole('button', { name: /^(Rebuild now|Build now)$/ });
    await rebuild.click();
    await expect(page.getByText(/^Popular searches rebuilt: \d+ kept from [\d,]+ searches\.$/)).toBeVisible({
      timeout: 60_000,
    });
    const status = page.getByRole('region', { name: 'Last build' });
    await expect(status.getByText('A team member (Rebuild now)')).toBeVisible();

    const table = page.getByRole('table', { name: 'Popular searches' });
    const searched = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.endsWith('/popular-searches') &&
        new URL(response.url()).searchParams.get('q') === QUERY,
    );
    await page.getByRole('searchbox', { name: 'Search popular searches' }).fill(QUERY);
    await searched;
    const row = table.getByRole('row').filter({ has: page.getByText(QUERY, { exact: true }) });
    await expect(row).toContainText('Shown');
    // The rows of the search, no longer dimmed as the previous ones are while it loads.
    await expect(table).not.toHaveAttribute('aria-busy');
    await expectAccessible(page, 'the popular searches screen after a rebuild');
    await page.screenshot({ path: testInfo.outputPath('popular-searches-1440.png'), fullPage: true });
    await expect
      .poll(() => layerPopularSearches(browser, testInfo.outputPath('layer-popular-before-1440.png')), {
        timeout: 20_000,
      })
      .toContain(QUERY);

    // The word banned in the rules: the row says so, the storefront stops offering the search.
    const rules = page.getByRole('form', { name: 'Rules' });
    const bannedWords = rules.getByRole('textbox', { name: 'Banned words and phrases' });
    await bannedWords.fill(BANNED);
    await bannedWords.press('Enter');
    await rules.getByRole('button', { name: 'Save rules' }).click();
    await expect(rules.getByText('Saved. The storefront applies the banned words now.')).toBeVisible();
    await expect(row).toContainText(`Banned: “${BANNED}”`);
    await page.screenshot({ path: testInfo.outputPath('popular-searches-banned-1440.png'), fullPage: true });
    await expect
      .poll(() => layerPopularSearches(browser, testInfo.outputPath('layer-popular-after-1440.png')), {
        timeout: 20_000,
      })
      .not.toContain(QUERY);

    // Unbanned from its row, so the other journeys find the demo shop's rules as they were.
    await row.getByRole('button', { name: `Unban ${QUERY} (removes the banned word “${BANNED}”)` }).click();
    await expect(row).toContainText('Shown');
    const { headers, site } = await firstSite(page);
    const saved = (await (
      await page.request.get(`/merchandising/v1/sites/${site.uuid}/suggestion-rules`, { headers })
    ).json()) as { bannedWords: string[] };
    expect(saved.bannedWords).not.toContain(BANNED);
  });
});
