import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import {
  advanceBillingClock,
  enterTestCard,
  newTrialOrganization,
  openPdf,
  realtimeConnected,
} from '../billing-support.ts';

// Each journey signs a merchant up with an organisation of its own: the trial that ends here is
// never the shared demo organisation's.
test.describe('billing', () => {
  test('a trial organisation enters payment details with a test card and sees them set, with the success alert', async ({
    page,
    context,
  }, testInfo) => {
    await newTrialOrganization(page, 'pay');
    await page.goto('/subscription');
    await expect(page.getByText('Free trial: 30 days left')).toBeVisible();
    await expect(page.getByText('No payment details')).toBeVisible();
    await expectAccessible(page, 'the subscription screen of a trial');

    await page.getByRole('button', { name: 'Add payment details' }).click();
    await expect(page.getByRole('heading', { name: 'Payment details', level: 1 })).toBeVisible();
    // The console stays open in another tab, where the payment-details event arrives.
    const consoleTab = await context.newPage();
    const connected = realtimeConnected(consoleTab);
    await consoleTab.goto('/subscription');
    await connected;
    await expect(consoleTab.getByText('No payment details')).toBeVisible();

    await enterTestCard(page);

    const dock = consoleTab.getByRole('list', { name: 'Notifications' });
    await expect(dock.getByText('Your payment details have been saved.')).toBeVisible();
    const plan = consoleTab.getByRole('region', { name: 'Current plan' });
    await expect(plan.getByText('Payment details set')).toBeVisible();
    await consoleTab.screenshot({ path: testInfo.outputPath('payment-details-set.png'), fullPage: true });

    await page.getByRole('link', { name: 'Back to Playboard' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(
      page.getByRole('region', { name: 'Current plan' }).getByText(/ending in 4242/),
    ).toBeVisible();
  });

  test('an owner changes plan and sees the plan-updated alert', async ({ page }, testInfo) => {
    await newTrialOrganization(page, 'plan');
    const connected = realtimeConnected(page);
    await page.goto('/subscription');
    await connected;
    const maxi = page.getByRole('listitem', { name: 'Maxi' });
    await expect(maxi.getByText('200,000 searches a month')).toBeVisible();
    // Only what this merchant can buy: no beta (by invitation), no marketplace plan (issue 32).
    await expect(page.getByRole('listitem', { name: 'Beta' })).toHaveCount(0);
    await expect(page.getByRole('listitem', { name: 'Playboard Market 1' })).toHaveCount(0);

    await maxi.getByRole('button', { name: 'Choose Maxi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch to Maxi, billed monthly?' });
    await expect(dialog).toContainText('It applies at once.');
    await dialog.getByRole('button', { name: 'Switch plan' }).click();

    const dock = page.getByRole('list', { name: 'Notifications' });
    await expect(dock.getByText('Price plan updated')).toBeVisible();
    await expect(dock.getByText("You're now on the Maxi plan (Monthly).")).toBeVisible();
    await expect(page.getByRole('region', { name: 'Current plan' }).getByText('Maxi')).toBeVisible();
    await expect(maxi.getByText('Your current plan')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('plan-updated.png'), fullPage: true });
  });

  test('a trial ending without payment details locks every page with its reason, and paying unblocks', async ({
    page,
  }, testInfo) => {
    await newTrialOrganization(page, 'lock');
    const connected = realtimeConnected(page);
    await page.goto('/subscription');
    await connected;
    await expect(page.getByText('Free trial: 30 days left')).toBeVisible();

    await advanceBillingClock(page, 31);

    // The open console hears that the organisation is blocked and goes to /locked by itself.
    await expect(page).toHaveURL(/\/locked\?reason=TRIAL_ENDED$/);
    for (const path of ['/subscription', '/synonyms', '/account', '/invoices']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/locked\?reason=TRIAL_ENDED$/);
    }
    await expect(page.getByRole('heading', { name: 'Your free trial has ended' })).toBeVisible();
    await expectAccessible(page, 'the locked page');
    await page.screenshot({ path: testInfo.outputPath('locked-trial-ended.png'), fullPage: true });

    await page.getByRole('link', { name: 'Add payment details' }).click();
    await enterTestCard(page);
    await page.getByRole('link', { name: 'Back to Playboard' }).click();

    await expect(page).toHaveURL(/\/subscription$/);
    await expect(
      page.getByRole('region', { name: 'Current plan' }).getByText('Payment details set'),
    ).toBeVisible();
    await page.goto('/synonyms');
    await expect(page).not.toHaveURL(/\/locked/);
  });

  test('an invoice PDF downloads and opens in Chromium', async ({ page, context }, testInfo) => {
    await newTrialOrganization(page, 'invoice');
    await page.goto('/subscription');
    // A paid plan (the free one is never invoiced), then a card.
    await page.getByRole('button', { name: 'Choose Mini' }).click();
    await page.getByRole('button', { name: 'Switch plan' }).click();
    await expect(page.getByRole('region', { name: 'Current plan' }).getByText('Mini')).toBeVisible();
    await page.getByRole('button', { name: 'Add payment details' }).click();
    await enterTestCard(page);
    await page.getByRole('link', { name: 'Back to Playboard' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    // A German company with a VAT number: invoiced without VAT, under reverse charge.
    await page.goto('/billing-address');
    await page.getByLabel(/^Company/).fill('Invoice GmbH');
    await page.getByLabel('Tax ID').fill('DE123456789');
    await page.getByLabel(/^Address( \*)?$/).fill('Unter den Linden 5');
    await page.getByLabel(/^City/).fill('Berlin');
    await page.getByLabel(/^Country/).selectOption({ label: 'Germany' });
    await page.getByLabel(/^ZIP or postal code/).fill('1011');
    await page.getByRole('button', { name: 'Save billing address' }).click();
    await expect(page.getByText('Invalid ZIP/postal code format.')).toBeVisible();
    await page.getByLabel(/^ZIP or postal code/).fill('10117');
    await page.getByRole('button', { name: 'Save billing address' }).click();
    await expect(
      page.getByRole('list', { name: 'Notifications' }).getByText('Billing address saved.'),
    ).toBeVisible();
    await expectAccessible(page, 'the billing address screen');
    await page.screenshot({ path: testInfo.outputPath('billing-address.png'), fullPage: true });
    // The trial ends with payment details: the first paid period is invoiced and charged.
    await advanceBillingClock(page, 31);

    await page.goto('/invoices');
    const table = page.getByRole('table', { name: 'Invoices' });
    const first = table.getByRole('row').nth(1);
    await expect(first.getByText('Paid')).toBeVisible();
    await expect(first.getByText('€49.00')).toBeVisible();
    await expectAccessible(page, 'the invoices screen');
    await page.screenshot({ path: testInfo.outputPath('invoices.png'), fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      first.getByRole('button', { name: /^PDF of invoice/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);
    const file = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(file);
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');

    // Chromium's own PDF viewer is not in the headless build: Mozilla's pdf.js opens the file in
    // the browser, draws its first page and reads its text.
    const number = await first.getByRole('cell').first().textContent();
    const viewer = await context.newPage();
    await openPdf(viewer, file);
    await expect(viewer.getByTestId('text')).toContainText(number!);
    await expect(viewer.getByTestId('text')).toContainText('Invoice GmbH');
    await expect(viewer.getByTestId('text')).toContainText('reverse charge');
    await viewer.locator('canvas').screenshot({ path: testInfo.outputPath('invoice-pdf.png') });
  });
});
