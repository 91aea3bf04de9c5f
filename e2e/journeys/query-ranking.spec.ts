import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { previewNames, pickUniqueProduct } from '../rules-support.ts';
import { demoSignedIn } from '../support.ts';

/** A query that finds many demo products. */
const QUERY = 'black';
const TITLE = 'Black week (journey)';

function cardNames(list: Locator): Promise<string[]> {
  return list.getByRole('article').evaluateAll((cards) =>
    cards.map((card) => {
      const root = card.getRootNode() as Document | ShadowRoot;
      return root.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? '';
    }),
  );
}

/** The demo storefront's first results for `query`, as a shopper searches (which is also traffic to replay). */
async function storefrontResults(page: Page, query: string): Promise<Locator> {
  await page.goto('/demo-shop/');
  await page.locator('#search').click();
  await page.keyboard.type(query);
  const results = page
    .getByRole('dialog', { name: 'Search' })
    .getByRole('list', { name: new RegExp(`results for “${query}”`) });
  await expect(results.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  return results;
}

/** Deletes this journey's rules (a retry starts from what an attempt left; the demo site is shared). */
async function deleteJourneyRules(page: Page) {
  await page.getByRole('searchbox', { name: 'Search query ranking rules' }).fill(TITLE);
  for (;;) {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const remove = page.getByRole('button', { name: `Delete ${TITLE}` });
    if ((await remove.count()) === 0) break;
    await remove.first().click();
    await page
      .getByRole('dialog', { name: 'Delete this rule?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Rule deleted.' }).first()).toBeVisible();
  }
  await page.getByRole('searchbox', { name: 'Search query ranking rules' }).fill('');
}

test.describe('query ranking on the demo shop (flag PLAY_QUERY_RANKING on)', () => {
  test.use({ storageState: demoSignedIn });

  test('should pin a product at 1 and hide another for a search, read the simulator, save, and see both on the storefront', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    // The flag is switched on for this browser only: the flag service's answer (Unleash frontend API)
    // carries PLAY_QUERY_RANKING; the server and the other journeys keep it off.
    await page.context().route('**/flags/api/frontend**', (route) =>
      route.fulfill({
        json: {
          toggles: [
            {
              name: 'PLAY_QUERY_RANKING',
              enabled: true,
              variant: { name: 'disabled', enabled: false },
              impressionData: false,
            },
          ],
        },
      }),
    );
    await page.setViewportSize({ width: 1440, height: 900 });

    // Shoppers search it first: the simulator replays real searches.
    const shopper = await page.context().newPage();
    await shopper.setViewportSize({ width: 1440, height: 900 });
    // The storefront's first page for the query: the products to pin come from it.
    const shown = await cardNames(await storefrontResults(shopper, QUERY));

    await page.goto('/business-rules');
    await expect(page.getByRole('heading', { level: 1, name: 'Business rules' })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Query ranking rules' })
        .or(page.getByRole('heading', { name: 'No query ranking rules yet' })),
    ).toBeVisible();
    if (await page.getByRole('table', { name: 'Query ranking rules' }).isVisible())
      await deleteJourneyRules(page);
    await expectAccessible(page, 'the query ranking list');
    await page.screenshot({ path: testInfo.outputPath('query-ranking-list-1440.png'), fullPage: true });

    await page.getByRole('button', { name: 'Add a rule' }).first().click();
    const panel = page.getByRole('dialog', { name: 'New query ranking rule' });
    await panel.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await panel.getByRole('textbox', { name: 'Searches' }).fill(QUERY);
    await page.keyboard.press('Enter');
    const preview = panel.getByRole('region', { name: 'Search preview' });
    await expect
      .poll(async () => (await previewNames(preview)).length, { timeout: 15_000 })
      .toBeGreaterThan(5);
    const before = await previewNames(preview);
    // Two products of the storefront's answer from the fifth on are pinned, the second moved to position 1 by keyboard on its
    // handle (Space, Arrow Up, Space); one of the first four is hidden.
    const second = await pickUniqueProduct(panel, 'Product to pin', shown.slice(4), (name) => `Pin ${name}`);
    const pinned = await pickUniqueProduct(
      panel,
      'Product to pin',
      shown.slice(4).filter((name) => name !== second),
      (name) => `Pin ${name}`,
    );
    const pins = panel.getByRole('list', { name: 'Pinned products, in position order' });
    await expect(pins.getByRole('listitem')).toHaveCount(2);
    await pins.getByRole('button', { name: `Move ${pinned}, at position 2` }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(`${pinned} is over position 2 of 2.`)).toBeAttached();
    // The sensor listens for arrows a moment after the lift.
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(page.getByText(`${pinned} is over position 1 of 2.`)).toBeAttached({ timeout: 500 });
    }).toPass({ timeout: 5_000 });
    await page.keyboard.press('Space');
    await expect(pins.getByRole('listitem').first()).toContainText(pinned);
    const hidden = await pickUniqueProduct(
      panel,
      'Product to hide',
      before.slice(0, 4),
      (name) => `Hide ${name}`,
    );
    await expect(panel.getByRole('list', { name: 'Pinned products, in position order' })).toContainText(
      pinned,
    );
    await expect.poll(async () => (await previewNames(preview))[0], { timeout: 15_000 }).toBe(pinned);
    await expect.poll(async () => (await previewNames(preview)).includes(hidden)).toBe(false);

    // The simulator replays the site's searches with the draft.
    await panel.getByRole('button', { name: 'Run the simulator' }).click();
    const summary = panel.getByText(/^This rule changes \d+ of the \d+ searches replayed/);
    const changedList = panel.getByRole('list', { name: 'Searches that change' });
    // The shopper's search reaches the analytics a moment later: run again until it is replayed.
    await expect(async () => {
      await expect(summary).toBeVisible({ timeout: 10_000 });
      if ((await changedList.filter({ hasText: `“${QUERY}”` }).count()) === 0) {
        await panel.getByRole('button', { name: 'Run again' }).click();
        throw new Error(`“${QUERY}” is not among the replayed searches yet`);
      }
    }).toPass({ timeout: 60_000, intervals: [3_000] });
    const changed = panel
      .getByRole('list', { name: 'Searches that change' })
      .getByRole('listitem')
      .filter({ hasText: `“${QUERY}”` })
      .first();
    await changed.locator('summary').click();
    await expect(changed.getByRole('list', { name: /^With this rule/ })).toContainText(pinned);
    await expect(changed.getByRole('list', { name: /^Now/ })).toContainText(hidden);
    await changed.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'the query ranking editor with the simulator');
    await page.screenshot({ path: testInfo.outputPath('query-ranking-simulator-1440.png') });

    await panel.getByRole('button', { name: 'Save this rule' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Rule created.' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: TITLE })).toContainText('2 pinned · 1 hidden');
    await page.screenshot({ path: testInfo.outputPath('query-ranking-saved-1440.png'), fullPage: true });

    // The shopper's search: the pinned products first, in their order, the hidden one gone.
    await expect
      .poll(async () => cardNames(await storefrontResults(shopper, QUERY)), { timeout: 20_000 })
      .toEqual(expect.arrayContaining([pinned]));
    const names = await cardNames(await storefrontResults(shopper, QUERY));
    expect(names.slice(0, 2)).toEqual([pinned, second]);
    expect(names).not.toContain(hidden);
    await shopper.screenshot({ path: testInfo.outputPath('layer-pinned-1440.png') });
    await shopper.close();

    await deleteJourneyRules(page);
    await expect(page.getByRole('row').filter({ hasText: TITLE })).toHaveCount(0);
  });
});
