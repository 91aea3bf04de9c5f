import { expect, test } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { linkFromMailbox, PASSWORD, signUp, submitCredentials, uniqueEmail } from '../support.ts';

test.describe('a new merchant', () => {
  test('should sign up, confirm the e-mail, sign in, create the company and reach the setup wizard', async ({
    page,
  }) => {
    const email = uniqueEmail('ada');
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    await expectAccessible(page, 'the sign-up page');
    await signUp(page, email);
    await expectAccessible(page, 'the confirm-your-email page');

    const confirmation = await linkFromMailbox(page, email, /confirm/i);
    await page.goto(confirmation);
    await expect(page.getByText('Your email is confirmed. Sign in to continue.')).toBeVisible();
    await expectAccessible(page, 'the sign-in page after the confirmation');

    await submitCredentials(page, email, PASSWORD);

    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByLabel('Company name')).toBeVisible();
    await expectAccessible(page, 'the company page');
    // Every error at once, not one per submit.
    await page.getByLabel('Company name').fill('');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This field cannot be empty.' })).toHaveCount(2);
    await page.getByLabel('Company name').fill('Ada Shop');
    await page.getByLabel('Business type').selectOption({ label: 'Art & Books' });
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/setup-wizard/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up Playboard');
    await expectAccessible(page, 'the setup wizard');
  });
});
