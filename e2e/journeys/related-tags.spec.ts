import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { demoSignedIn } from '../support.ts';

/** A search the demo catalogue answers with products of several brands and colours, curated by no other journey. */
const QUERY = 'dress';
/** The merchant's own tag for it. */
const CURATED = 'for weddings';

/** The storefront's `/relatedtags` answer for `QUERY`, in order, as `SOURCE:tag`. */
async function offered(page: Page, instance: string): Promise<string[]> {
  const answer = await page.request.get(
    `/relatedtags/${instance}?query=${encodeURIComponent(QUERY)}&lang=en`,
  );
  const { data } = (await answer.json()) as { data: { relatedtags: { tag: string; source: string }[] } };
  return data.relatedtags.map((tag) => `${tag.source}:${tag.tag}`);
}

test.describe('related tags on the demo shop', () => {
  test.use({ storageState: demoSignedIn });

  test('should put a curated tag first, hide an organic one from the storefront, and clean up', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/related-tags');
    await expect(page.getByRole('heading', { level: 1, name: 'Related tags' })).toBeVisible();
    // The storefront's instance, from the editor's own call for its preview below.
    const preview = page.waitForRequest((request) =>
      new URL(request.url()).pathname.startsWith('/relatedtags/'),
    );

    await page.getByRole('button', { name: 'Add related tags' }).click();
    const editor = page.getByRole('dialog', { name: 'Add related tags' });
    await editor.getByRole('textbox', { name: 'For the search' }).fill(QUERY);
    const instance = new URL((await preview).url()).pathname.split('/')[2]!;
    const before = await offered(page, instance);
    const organic = before.find((tag) => tag.startsWith('ORGANIC:'))?.slice('ORGANIC:'.length);
    expect(organic, `the catalogue suggests a tag for "${QUERY}"`).toBeDefined();

    await editor.getByRole('textbox', { name: 'Your tags' }).fill(CURATED);
    await editor.getByRole('textbox', { name: 'Your tags' }).press('Enter');
    await editor.getByRole('button', { name: 'Save' }).click();
    const saved = page.getByRole('dialog', { name: 'Edit related tags' });
    await expect(
      saved.getByRole('status').filter({ hasText: 'Saved: the storefront offers them now.' }),
    ).toBeVisible();
    await expect(
      saved
        .getByRole('list', { name: `Tags offered for ${QUERY}` })
        .getByRole('listitem')
        .first(),
    ).toContainText(CURATED);
    await expect.poll(() => offered(page, instance)).toEqual([`CURATED:${CURATED}`, ...before.slice(0, 9)]);
    await page.keyboard.press('Escape');
    await expect(saved).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search queries' }).fill(QUERY);
    const entry = page.getByRole('listitem', { name: QUERY, exact: true });
    const row = entry
      .getByRole('table', { name: `Tags the catalog suggests for ${QUERY}` })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: organic!, exact: true }) });
    await expect(row).toContainText('Shown');
    await row.getByRole('button', { name: `Hide ${organic} for ${QUERY}` }).click();
    await expect(
      page.getByText(`“${organic}” is hidden: the storefront no longer offers it for “${QUERY}”.`),
    ).toBeVisible();
    await expect(row).toContainText('Hidden');
    await expect.poll(() => offered(page, instance)).not.toContain(`ORGANIC:${organic}`);
    expect((await offered(page, instance))[0]).toBe(`CURATED:${CURATED}`);
    await expectAccessible(page, 'the related tags screen');
    await page.screenshot({ path: testInfo.outputPath('related-tags-1440.png'), fullPage: true });

    await entry.getByRole('button', { name: `Edit the related tags of ${QUERY}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit related tags' });
    await expect(edit.getByRole('list', { name: 'Hidden tags of the catalog' })).toContainText(organic!);
    await expectAccessible(page, 'the related tags editor');
    await page.screenshot({ path: testInfo.outputPath('related-tags-editor-1440.png'), fullPage: true });

    // Deleted, so the other journeys find the demo shop's storefront as it was.
    await edit.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete the related tags of “${QUERY}”?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText(`The related tags of “${QUERY}” are deleted: the catalog's show again.`),
    ).toBeVisible();
    await expect.poll(() => offered(page, instance)).toEqual(before);
  });
});
