import { expect, test } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { newTrialOrganization } from '../billing-support.ts';
import { linkFromMailbox, PASSWORD, submitCredentials, uniqueEmail } from '../support.ts';

// A merchant of their own (never the shared demo one, whose sessions the other journeys use).
const NEW_PASSWORD = 'Fresh-Start-43';

test.describe('password and e-mail change and the audit log', () => {
  test('should change the password, sign the other session out, sign in with the new one only and show the change in the audit log', async ({
    page,
    browser,
  }) => {
    await newTrialOrganization(page, 'pat');
    await page.goto('/account');
    const email = await page.getByRole('textbox', { name: 'Email' }).inputValue();

    // A second session of the same person, elsewhere.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto('/account');
    await submitCredentials(other, email, PASSWORD);
    await expect(other.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

    // The rules of spec 2 §5 are shown, and marked as they are met.
    const rules = page.getByRole('list', { name: 'Password rules' });
    await expect(rules.getByRole('listitem')).toHaveCount(5);
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password').fill('short');
    await expect(rules.getByRole('listitem').filter({ hasText: '8 to 40 characters' })).toContainText(
      '(not met yet)',
    );
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await expect(rules.getByRole('listitem').filter({ hasText: '(not met yet)' })).toHaveCount(0);
    await expectAccessible(page, 'the account page with the password form filled');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password has been changed.' }),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('password-changed.png'), fullPage: true });

    // This session stays signed in; the other one is sent to sign in again.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await other.reload();
    await expect(other.getByRole('heading', { name: 'Sign in to Playboard' })).toBeVisible();
    await elsewhere.close();

    // The person is told by e-mail.
    await linkFromMailbox(page, email, /password was changed/i);

    // The old password no longer signs in, the new one does.
    await page.goto('/account');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Playboard' })).toBeVisible();
    await page.goto('/audit');
    await submitCredentials(page, email, PASSWORD);
    await expect(page.getByText('The email or password is incorrect. Try again.')).toBeVisible();
    await submitCredentials(page, email, NEW_PASSWORD);

    // The owner's audit log shows the change.
    await expect(page).toHaveURL(/\/audit$/);
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    // Words, not codes, and times named by their zone (issue 32).
    await expect(page.getByRole('columnheader', { name: /^When \(.+\)$/ })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Password changed' });
    await expect(row).toContainText(email);
    await expect(row).not.toContainText('password.change');
    await expect(row).toContainText('Account');
    await page.getByLabel('Area').selectOption({ label: 'Account' });
    await expect(page).toHaveURL(/area=account/);
    await expect(page.getByRole('row').filter({ hasText: 'Password changed' })).toHaveCount(1);
    await expectAccessible(page, 'the audit log');
    await page.screenshot({ path: test.info().outputPath('audit-log.png'), fullPage: true });
  });

  test('should change the email once the new address confirms it, sign in with the new one only and show it in the audit log', async ({
    page,
  }) => {
    await newTrialOrganization(page, 'mail');
    await page.goto('/account');
    const emailForm = page.getByRole('form', { name: 'Email' });
    const email = await emailForm.getByRole('textbox', { name: 'Email' }).inputValue();
    const newEmail = uniqueEmail('moved');

    // A new address needs the current password, and waits for its link.
    await emailForm.getByRole('textbox', { name: 'Email' }).fill(newEmail);
    await emailForm.getByLabel('Current password').fill('Wrong-Horse-42');
    await emailForm.getByRole('button', { name: 'Change email' }).click();
    await expect(emailForm.getByText("Your current password isn't correct. Try again.")).toBeVisible();
    await emailForm.getByLabel('Current password').fill(PASSWORD);
    await emailForm.getByRole('button', { name: 'Change email' }).click();
    const pending = page.getByRole('status').filter({ hasText: 'Email change pending' });
    await expect(pending).toContainText(`We sent a confirmation link to ${newEmail}.`);
    await expect(emailForm.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expectAccessible(page, 'the account page with an e-mail change pending');
    await page.screenshot({ path: test.info().outputPath('email-change-pending.png'), fullPage: true });

    // The old address is told; the new one gets the link, which shows the address and applies it.
    await linkFromMailbox(page, email, /about to change/i);
    await page.goto(await linkFromMailbox(page, newEmail, /confirm your new email/i));
    await expect(page.getByRole('heading', { name: 'Confirm your new email' })).toBeVisible();
    await expect(page.getByText(`From now on, you'll sign in to Playboard with ${newEmail}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Confirm new email' }).click();
    await expect(page.getByRole('heading', { name: 'Your email has changed' })).toBeVisible();
    await expectAccessible(page, 'the e-mail change link page, confirmed');
    await page.screenshot({ path: test.info().outputPath('email-changed.png'), fullPage: true });

    // The link works once.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();

    // Signing in uses the new address only.
    await page.goto('/account');
    await expect(
      page.getByRole('form', { name: 'Email' }).getByRole('textbox', { name: 'Email' }),
    ).toHaveValue(newEmail);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Playboard' })).toBeVisible();
    await page.goto('/audit');
    await submitCredentials(page, email, PASSWORD);
    await expect(page.getByText('The email or password is incorrect. Try again.')).toBeVisible();
    await submitCredentials(page, newEmail, PASSWORD);

    // The owner's audit log shows the request and the change.
    await expect(page).toHaveURL(/\/audit$/);
    await expect(page.getByRole('row').filter({ hasText: 'Email change requested' })).toContainText(email);
    await expect(page.getByRole('row').filter({ hasText: 'Email changed' })).toContainText(newEmail);
  });
});
