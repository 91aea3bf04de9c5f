import { expect, test, type ConsoleMessage } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { DEMO, submitCredentials } from '../support.ts';

test.describe('signing in', () => {
  test('should show the sec-23 text for a wrong password and stay on the sign-in page', async ({ page }) => {
    await page.goto('/login');
    await submitCredentials(page, DEMO.email, 'Wrong-password-1');
    await expect(page.getByText('The email or password is incorrect. Try again.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in to Playboard' })).toBeVisible();
    await expectAccessible(page, 'the sign-in page with an error');
  });

  test('should return to the deep link requested while signed out', async ({ page }) => {
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Sign in to Playboard' })).toBeVisible();
    await expectAccessible(page, 'the sign-in page');
    await submitCredentials(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO.email);
    await expectAccessible(page, 'the account page');
  });

  test('should log no warning on a normal visit, redirect-only routes included', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'warning') warnings.push(message.text().slice(0, 200));
    });
    // `/` redirects to analytics, `/setup-search` and `/analytics/query-results` are old addresses.
    await page.goto('/');
    await submitCredentials(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/analytics$/);
    await page.goto('/setup-search');
    await expect(page).toHaveURL(/\/settings\/layer-activation$/);
    await page.goto('/analytics/query-results');
    await expect(page).toHaveURL(/\/analytics\/searches-with-results$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/analytics$/);
    expect(warnings).toEqual([]);
  });

  test('should sign out through the provider and protect pages again', async ({ page }) => {
    await page.goto('/setup-wizard');
    await submitCredentials(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/setup-wizard$/);
    await page.getByRole('button', { name: /, user menu$/ }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectAccessible(page, 'the setup wizard with the user menu open');
    await page.getByRole('button', { name: 'Log out' }).click();
    // Sign-out ends at the provider, returns to /login, which starts a new sign-in.
    await expect(page.getByRole('heading', { name: 'Sign in to Playboard' })).toBeVisible();
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Sign in to Playboard' })).toBeVisible();
  });
});
