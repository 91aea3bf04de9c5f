import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { DEMO, linkFromMailbox, submitCredentials } from '../support.ts';

/** What Chromium reports, from the page and every frame in it, when the policy refuses something. */
function violations(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) {
      refused.push(`${message.location().url}: ${message.text().slice(0, 160)}`);
    }
  });
  return refused;
}

test.describe('the Content-Security-Policy', () => {
  test('should refuse nothing the console, the sign-in and sign-out pages, the preview and the mailbox do', async ({
    page,
  }) => {
    const refused = violations(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/customisation');
    await submitCredentials(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/customisation$/);
    const preview = page.frameLocator('iframe[title="Preview of the search layer"]');
    await expect(preview.locator('.grid .card').first()).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: /, user menu$/ }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    // The sign-out page submits its form with its one (hashed) inline script.
    await expect(page.getByRole('heading', { name: 'Sign in to Playboard' })).toBeVisible();

    // The mailbox (this browser is on the machine itself) shows an e-mail's HTML in a sandboxed frame.
    await page.request.post('/account/v1/password-resets', { data: { email: DEMO.email } });
    expect(await linkFromMailbox(page, DEMO.email, /password/i)).toContain('/reset-password?token=');
    await page.getByRole('row').filter({ hasText: DEMO.email }).first().getByRole('link').first().click();
    await expect(page.frameLocator('iframe[title="HTML body"]').locator('a').first()).toBeVisible();

    expect(refused).toEqual([]);
  });

  test('should refuse nothing the silent renewal of the token does in its hidden frame', async ({ page }) => {
    const refused = violations(page);
    await page.clock.install();
    await page.goto('/account');
    await submitCredentials(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/account$/);

    // A minute before the hour-long token expires, the console renews it through /silent-renew.html.
    const renewed = page.waitForResponse((response) => response.url().endsWith('/oidc/token'));
    const renewPage = page.waitForResponse((response) => response.url().includes('/silent-renew.html'));
    await page.clock.fastForward('59:30');
    expect((await renewPage).status()).toBe(200);
    expect((await renewed).status()).toBe(200);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO.email);
    expect(refused).toEqual([]);
  });

  // A Radix dialog locks the page's scroll with a <style> element it computes (react-remove-scroll):
  // refused under `style-src 'self'`, which is why the console's policy allows inline styles.
  test('should refuse nothing a console dialog or the API documentation does', async ({ page }) => {
    const refused = violations(page);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/signup');
    const dialog = page.getByRole('dialog', { name: 'Playboard works best on a larger screen' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue anyway' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/docs');
    await expect(page.getByRole('heading', { name: /Playboard API/ })).toBeVisible();
    expect(refused).toEqual([]);
  });
});
