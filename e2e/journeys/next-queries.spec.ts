import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { shopperSearches } from '../layer-support.ts';
import { demoSignedIn } from '../support.ts';

/** A search the demo catalogue answers (its wool coats), typed by no other journey. */
const QUERY = 'wool coat';
/** What the shoppers search right after it (the catalogue's cashmere cardigans). */
const NEXT = 'cashmere cardigan';

/** What the storefront suggests after `QUERY`: its `/nextqueries` answer, in order. */
async function suggestedAfter(page: Page, instance: string): Promise<string[]> {
  const answer = await page.request.get(
    `/nextqueries/${instance}?query=${encodeURIComponent(QUERY)}&lang=en`,
  );
  const { data } = (await answer.json()) as { data: { nextqueries: { query: string }[] } };
  return data.nextqueries.map((next) => next.query);
}

test.describe('next queries on the demo shop', () => {
  test.use({ storageState: demoSignedIn });

  test('should learn what shoppers search next, hide it after the query, and show it again', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    // Two sessions search the pair (the default rules ask for two); a third searches something
    // else, so the pair is likelier after the query than after any search (lift above 1).
    const instance = await shopperSearches(browser, [QUERY, NEXT]);
    await shopperSearches(browser, [QUERY, NEXT]);
    await shopperSearches(browser, ['jumper']);

    await page.goto('/popular-searches');
    await page.getByRole('button', { name: /^(Rebuild now|Build now)$/ }).click();
    await expect(page.getByText(/^Popular searches rebuilt: /)).toBeVisible({ timeout: 60_000 });

    await page.goto('/next-queries');
    await expect(page.getByRole('heading', { level: 1, name: 'Next queries' })).toBeVisible();
    await expect(page.getByText(/The last one learned \d+ next quer(y|ies),/)).toBeVisible();
    const searched = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.endsWith('/next-queries') &&
        new URL(response.url()).searchParams.get('q') === QUERY,
    );
    await page.getByRole('searchbox', { name: 'Search queries' }).fill(QUERY);
    await searched;
    const entry = page.getByRole('listitem', { name: QUERY, exact: true });
    const learned = entry.getByRole('table', { name: `Learned after ${QUERY}` });
    const row = learned.getByRole('row').filter({ hasText: NEXT });
    await expect(row).toContainText('Shown');
    await expectAccessible(page, 'the next queries screen after a build');
    await page.screenshot({ path: testInfo.outputPath('next-queries-1440.png'), fullPage: true });
    await expect.poll(() => suggestedAfter(page, instance)).toContain(NEXT);

    await row.getByRole('button', { name: `Hide ${NEXT} after ${QUERY}` }).click();
    await expect(
      page.getByText(`“${NEXT}” is hidden: the storefront no longer suggests it after “${QUERY}”.`),
    ).toBeVisible();
    await expect(row).toContainText('Hidden');
    await expect.poll(() => suggestedAfter(page, instance), { timeout: 20_000 }).not.toContain(NEXT);

    await entry.getByRole('button', { name: `Edit the next queries of ${QUERY}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit next queries' });
    await expect(editor.getByRole('list', { name: 'Hidden learned next queries' })).toContainText(NEXT);
    await expect(editor.getByRole('region', { name: 'What shoppers see' })).toBeVisible();
    await expectAccessible(page, 'the next queries editor');
    await page.screenshot({ path: testInfo.outputPath('next-queries-editor-1440.png'), fullPage: true });
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();

    // Shown again from its row, so the other journeys find the demo shop as it was.
    await row.getByRole('button', { name: `Show ${NEXT} after ${QUERY}` }).click();
    await expect(row).toContainText('Shown');
    await expect.poll(() => suggestedAfter(page, instance), { timeout: 20_000 }).toContain(NEXT);
  });
});
