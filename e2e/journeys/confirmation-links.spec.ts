import { expect, test } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { linkFromMailbox, shortLinks, signUp, uniqueEmail } from '../support.ts';

test.describe('confirmation links', () => {
  test('should show the used-link page when a confirmation link is opened twice', async ({ page }) => {
    const email = uniqueEmail('twice');
    await signUp(page, email);
    const link = await linkFromMailbox(page, email, /confirm/i);
    await page.goto(link);
    await expect(page.getByText('Your email is confirmed. Sign in to continue.')).toBeVisible();

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();
    await expectAccessible(page, 'the used-link page');
  });

  test.describe('on a server whose links last 2 seconds', () => {
    test.use(shortLinks);

    test('should show the expired-link page and send a new link', async ({ page }) => {
      const email = uniqueEmail('late');
      await signUp(page, email);
      const expired = await linkFromMailbox(page, email, /confirm/i);
      await page.waitForTimeout(2500);

      await page.goto(expired);
      await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
      await expectAccessible(page, 'the expired-link page');
      await page.getByRole('button', { name: 'Send a new link' }).click();
      await expect(page.getByText('A new confirmation link is on its way. Check your inbox.')).toBeVisible();

      await expect(async () => {
        expect(await linkFromMailbox(page, email, /confirm/i)).not.toBe(expired);
      }).toPass({ timeout: 15_000 });
    });

    test('should send a new link by address when the expired page lost its token (issue 32 item 8)', async ({
      page,
    }) => {
      const email = uniqueEmail('cut');
      await signUp(page, email);
      const expired = await linkFromMailbox(page, email, /confirm/i);
      await page.waitForTimeout(2500);

      // The address as a link cut short when copied leaves it: the page, without the token that names the account.
      await page.goto('/signup/expired-link');
      await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await expectAccessible(page, 'the expired-link page asking for the address');
      await page.getByRole('button', { name: 'Send a new link' }).click();
      await expect(page.getByText('A new confirmation link is on its way. Check your inbox.')).toBeVisible();

      let fresh = expired;
      await expect(async () => {
        fresh = await linkFromMailbox(page, email, /confirm/i);
        expect(fresh).not.toBe(expired);
      }).toPass({ timeout: 15_000 });
      await page.goto(fresh);
      await expect(page.getByText('Your email is confirmed. Sign in to continue.')).toBeVisible();
    });
  });
});
