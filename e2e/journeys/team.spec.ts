import { expect, test } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import {
  demoSignedIn,
  linkFromMailbox,
  PASSWORD,
  signUp,
  submitCredentials,
  uniqueEmail,
} from '../support.ts';

test.describe('the team', () => {
  test.use({ storageState: demoSignedIn });

  test('should let the owner invite a colleague who signs up from the e-mail and lands as admin, then remove them, sending them to sign in at their next action', async ({
    page: owner,
    browser,
  }) => {
    const email = uniqueEmail('grace');

    // The demo owner invites a colleague as admin.
    await owner.goto('/team');
    const members = owner.getByRole('table', { name: 'Members' });
    await expect(members.getByRole('row', { name: /Demo Merchant/ })).toContainText('Owner');
    await expectAccessible(owner, 'the team screen');
    await owner.getByRole('button', { name: 'Invite a member' }).first().click();
    const dialog = owner.getByRole('dialog', { name: 'Invite a member' });
    await dialog.getByLabel('Email').fill(email);
    await expect(dialog.getByLabel('Role')).toHaveValue('admin');
    await expectAccessible(owner, 'the invite dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    const invitation = owner
      .getByRole('table', { name: 'Invitations' })
      .getByRole('row', { name: new RegExp(email) });
    await expect(invitation).toContainText('Pending until');
    await owner.screenshot({ path: test.info().outputPath('team-invited.png'), fullPage: true });

    // The colleague, in a browser of their own, opens the e-mail and signs up with the invited address.
    const colleague = await (
      await browser.newContext({ storageState: { cookies: [], origins: [] } })
    ).newPage();
    const link = await linkFromMailbox(colleague, email, /Join Demo Shop on Playboard/);
    expect(link).toMatch(/\/invitations\/[\w-]+$/);
    await colleague.goto(link);
    await expect(colleague.getByRole('heading', { name: 'Join Demo Shop on Playboard' })).toBeVisible();
    await expect(colleague.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expectAccessible(colleague, 'the invitation sign-up page');
    await colleague.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await colleague.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await colleague.getByLabel(/I accept the terms of use/).check();
    await colleague.getByRole('button', { name: 'Create account and join' }).click();
    await expect(colleague.getByRole('heading', { name: 'Welcome to Demo Shop' })).toBeVisible();
    await colleague.getByRole('button', { name: 'Sign in' }).click();

    // The sign-in page knows the address; after it, the colleague is in the organisation as admin.
    await expect(colleague.getByRole('heading', { name: 'Sign in to Playboard' })).toBeVisible();
    await expect(colleague.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await colleague.getByLabel('Password').fill(PASSWORD);
    await colleague.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(colleague).toHaveURL(/\/analytics$/);
    await colleague.goto('/team');
    const self = colleague.getByRole('table', { name: 'Members' }).getByRole('row', { name: /Grace Hopper/ });
    await expect(self).toContainText('(you)');
    await expect(self).toContainText('Admin');
    // An admin may not remove the owner: the action is shown disabled, with the reason.
    const ownerRow = colleague
      .getByRole('table', { name: 'Members' })
      .getByRole('row', { name: /Demo Merchant/ });
    await expect(ownerRow.getByRole('button', { name: 'Remove' })).toHaveAttribute('aria-disabled', 'true');
    await expect(ownerRow).toContainText('Only an owner can remove owners.');
    await colleague.screenshot({ path: test.info().outputPath('team-colleague.png'), fullPage: true });

    // The owner removes the colleague (and so puts the demo team back as it was).
    await owner.reload();
    const colleagueRow = owner
      .getByRole('table', { name: 'Members' })
      .getByRole('row', { name: /Grace Hopper/ });
    await colleagueRow.getByRole('button', { name: 'Remove Grace Hopper' }).click();
    const confirm = owner.getByRole('dialog', { name: 'Remove Grace Hopper?' });
    await expect(confirm).toContainText('Grace Hopper loses access to Demo Shop at their next action.');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(owner.getByText('Grace Hopper was removed from the team.')).toBeVisible();
    await expect(colleagueRow).toHaveCount(0);
    await expect(owner.getByRole('table', { name: 'Invitations' })).toHaveCount(0);

    // The colleague's next action sends them to sign in.
    await colleague.getByRole('link', { name: 'Synonyms' }).click();
    await expect(colleague.getByRole('heading', { name: 'Sign in to Playboard' })).toBeVisible();
    await colleague.screenshot({ path: test.info().outputPath('team-removed.png'), fullPage: true });
    await colleague.context().close();

    // The owner's audit log records the invitation, the colleague joining and their removal.
    await owner.goto('/audit?area=team');
    await expect(owner.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    const entry = (action: string) => owner.getByRole('row').filter({ hasText: action });
    await expect(entry('Joined the team').filter({ hasText: email })).toHaveCount(1);
    await expect(entry('Invitation sent').first()).toBeVisible();
    await expect(entry('Removed from the team').first()).toContainText('Team');
  });

  test('should let someone with an account sign in and join the organisation from the invitation', async ({
    page: owner,
    browser,
  }) => {
    const email = uniqueEmail('alan');
    const colleague = await (
      await browser.newContext({ storageState: { cookies: [], origins: [] } })
    ).newPage();
    await signUp(colleague, email);
    await colleague.goto(await linkFromMailbox(colleague, email, /confirm/i));
    await submitCredentials(colleague, email, PASSWORD);
    await expect(colleague).toHaveURL(/\/company$/);

    await owner.goto('/team');
    await owner.getByRole('button', { name: 'Invite a member' }).first().click();
    const dialog = owner.getByRole('dialog', { name: 'Invite a member' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByText(`Invitation sent to ${email}.`)).toBeVisible();

    await colleague.goto(await linkFromMailbox(colleague, email, /Join Demo Shop on Playboard/));
    await expect(colleague.getByRole('heading', { name: 'Join Demo Shop' })).toBeVisible();
    await expectAccessible(colleague, 'the join page');
    await colleague.getByRole('button', { name: 'Join Demo Shop' }).click();
    await expect(colleague).toHaveURL(/\/analytics$/);
    await expect(colleague.getByLabel('Organization').locator('option:checked')).toHaveText('Demo Shop');
    await colleague.screenshot({ path: test.info().outputPath('team-joined.png'), fullPage: true });

    // Back as it was: the owner removes the colleague.
    await owner.reload();
    await owner.getByRole('button', { name: /^Remove Ada Lovelace$/ }).click();
    await owner
      .getByRole('dialog', { name: 'Remove Ada Lovelace?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(owner.getByText('Ada Lovelace was removed from the team.')).toBeVisible();
    await colleague.context().close();
  });

  test('should show a link that no longer works its own page', async ({ page }) => {
    await page.goto(`/invitations/${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: "This invitation link doesn't work" })).toBeVisible();
    await expectAccessible(page, 'the unknown invitation page');
  });
});
