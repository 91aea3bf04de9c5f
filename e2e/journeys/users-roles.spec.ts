import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { connectDemoFeedShop, newMerchantAtSetupWizard } from '../merchant-support.ts';
import { linkFromMailbox, PASSWORD, signUp, submitCredentials, uniqueEmail } from '../support.ts';

/**
 * The operator of each attempt, named by PLATFORM_OPERATORS in playwright.config.ts (their tokens
 * carry the operators' policies): a retry signs up an operator of its own instead of the first
 * attempt's, which already exists.
 */
const operatorOf = (retry: number) =>
  retry === 0 ? 'operator@playboard.local' : `operator-${retry}@playboard.local`;

/** A fresh browser context signed in as `email`, so its token carries today's policies. */
async function signedIn(browser: Browser, email: string, password: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await submitCredentials(page, email, password);
  return page;
}

async function openUser(operator: Page, email: string) {
  await operator.goto('/users');
  await expect(operator.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await operator.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await operator.getByRole('button', { name: `Edit ${email}` }).click();
  return operator.getByRole('dialog', { name: `Edit ${email}` });
}

test.describe('users and roles', () => {
  test('an operator gives a merchant Viewer on every site: they read a tuning screen without its save buttons', async ({
    page,
    browser,
  }, testInfo) => {
    // Accounts of this attempt alone: a merchant with a shop of their own (the shared demo merchant
    // keeps its roles for the other journeys) and the operator, signed up and confirmed.
    test.setTimeout(180_000);
    const merchantEmail = await newMerchantAtSetupWizard(page, 'viewer');
    await connectDemoFeedShop(page, 'Viewer Shop');
    const merchantSite = await page.evaluate(() => localStorage.getItem('epb-site'));
    const operatorEmail = operatorOf(testInfo.retry);
    const signUpPage = await (await browser.newContext()).newPage();
    await signUp(signUpPage, operatorEmail);
    await signUpPage.goto(await linkFromMailbox(signUpPage, operatorEmail, /confirm/i));
    await signUpPage.context().close();
    // An operator lands on the platform's screens, with no company to create first (issue 32).
    const operator = await signedIn(browser, operatorEmail, PASSWORD, '/');
    await expect(operator).toHaveURL(/\/users$/);
    await expect(operator.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

    // The roles, each with the permission tree it gives; the guest invitation form.
    await operator.goto('/roles');
    const merchandiser = operator.getByRole('article', { name: 'Merchandiser' });
    await expect(merchandiser).toBeVisible();
    // Each permission node by its name and what it opens, its key in small type (issue 32).
    await expect(
      merchandiser.getByText('Boost, bury, hide or pin products for some searches.'),
    ).toBeVisible();
    await expect(merchandiser.getByText('Key: play.equalize')).toBeVisible();
    await operator.screenshot({ path: testInfo.outputPath('roles.png'), fullPage: true });
    await expectAccessible(operator, 'the roles screen');
    await operator.getByRole('link', { name: 'Invite a guest' }).click();
    await expect(operator.getByRole('heading', { level: 1, name: 'Invite a guest' })).toBeVisible();
    await expectAccessible(operator, 'the guest invitation');

    // Viewer on every site (*): the merchant keeps their team role elsewhere, reads here.
    let panel = await openUser(operator, merchantEmail);
    await panel.getByRole('button', { name: 'Add a role' }).click();
    await panel.getByLabel('Role 1').selectOption({ label: 'Viewer' });
    await expect(
      panel.getByRole('group', { name: 'Site 1' }).getByRole('checkbox', { name: 'All sites' }),
    ).toBeChecked();
    await operator.screenshot({ path: testInfo.outputPath('user-editor.png') });
    await expectAccessible(operator, 'the user editor');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(operator.getByText(`${merchantEmail} saved.`)).toBeVisible();
    const merchantRow = operator.getByRole('row').filter({ hasText: merchantEmail });
    await expect(merchantRow).toContainText('Viewer all sites');

    const merchant = await signedIn(browser, merchantEmail, PASSWORD, '/synonyms');
    await expect(merchant.getByRole('heading', { level: 1, name: 'Synonyms' })).toBeVisible();
    await expect(merchant.getByText('You can read this screen but not change it')).toBeVisible();
    await expect(merchant.getByRole('heading', { name: 'No synonyms yet' })).toBeVisible();
    await expect(merchant.getByRole('button', { name: 'Add synonyms' })).toHaveCount(0);
    await expect(merchant.getByRole('button', { name: 'Import' })).toHaveCount(0);
    await expect(
      merchant.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' }),
    ).toHaveCount(0);
    await merchant.screenshot({ path: testInfo.outputPath('synonyms-read-only.png'), fullPage: true });
    await expectAccessible(merchant, 'the read-only synonyms screen');

    await merchant.getByRole('link', { name: 'Results visibility' }).click();
    await expect(merchant.getByRole('heading', { level: 1, name: 'Results visibility' })).toBeVisible();
    await expect(merchant.getByText('You can read this screen but not change it')).toBeVisible();
    await expect(merchant.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(merchant.getByText('Counting products…')).toHaveCount(0);
    await merchant.screenshot({
      path: testInfo.outputPath('results-visibility-read-only.png'),
      fullPage: true,
    });
    await merchant.context().close();

    // The role taken back: the list says so at once, and so does the list read anew.
    panel = await openUser(operator, merchantEmail);
    await panel.getByRole('button', { name: 'Remove role assignment 1' }).click();
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(operator.getByText(`${merchantEmail} saved.`)).toBeVisible();
    await expect(merchantRow).not.toContainText('Viewer all sites');
    // What they still are: the owner of their organisation (issue 32), never "No assigned role".
    await expect(merchantRow).toContainText(/Owner of .+ \(team role\)/);
    panel = await openUser(operator, merchantEmail);
    await expect(panel.getByText(/^No role assigned/)).toBeVisible();
    await operator.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await operator.getByRole('searchbox', { name: 'Search users' }).fill(operatorEmail);
    await expect(operator.getByRole('row').filter({ hasText: operatorEmail })).toContainText(
      'Platform operator all sites',
    );

    // The platform's audit log records the role given and taken back.
    await operator.goto('/platform-audit');
    for (const action of ['Role assigned', 'Role unassigned']) {
      await expect(operator.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
    }

    // A guest of the merchant's site (spec 2 §3): READ on its search tuning alone, named by the site's id.
    const guest = uniqueEmail('guest');
    await operator.goto('/guests/new');
    await operator.getByLabel('E-mail').fill(guest);
    await operator.getByLabel('User name').fill('Agency Reader');
    await operator.getByLabel('Part 1').selectOption({ label: 'Search tuning' });
    // The merchant's site picked from the searchable list of sites (found by its id), not typed (issue 32).
    const sites = operator.getByRole('group', { name: 'Sites 1' });
    await sites.getByRole('checkbox', { name: 'All sites' }).uncheck();
    await sites.getByRole('searchbox').fill(merchantSite ?? '');
    const found = sites.getByRole('list', { name: /^Sites to choose/ }).getByRole('checkbox');
    await expect(found).toHaveCount(1);
    await found.check();
    await operator.screenshot({ path: testInfo.outputPath('guest-invite.png'), fullPage: true });
    await operator.getByRole('combobox', { name: /^Access 1/ }).selectOption('READ');
    await operator.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(operator.getByText(`Invitation sent to ${guest}.`)).toBeVisible();

    // The guest chooses a password from the e-mail and signs in: the console opens the merchant site's
    // synonyms read-only, with no organisation screen (team, billing) to go to.
    // A browser of the guest's own: `page` is the merchant's, signed in.
    const inbox = await (await browser.newContext()).newPage();
    await inbox.goto(await linkFromMailbox(inbox, guest, /password/i));
    await inbox.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
    await inbox.getByRole('textbox', { name: 'Repeat the new password' }).fill(PASSWORD);
    await inbox.getByRole('button', { name: 'Save password' }).click();
    await expect(inbox.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await inbox.context().close();
    const asGuest = await signedIn(browser, guest, PASSWORD, '/');
    await expect(asGuest.getByRole('heading', { level: 1, name: 'Synonyms' })).toBeVisible();
    await expect(asGuest).toHaveURL(/\/synonyms$/);
    await expect(asGuest.getByText('You can read this screen but not change it')).toBeVisible();
    await expect(
      asGuest
        .getByRole('table', { name: 'Synonym groups' })
        .or(asGuest.getByRole('heading', { name: 'No synonyms yet' })),
    ).toBeVisible();
    await expect(asGuest.getByRole('button', { name: 'Add synonyms' })).toHaveCount(0);
    const navigation = asGuest.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link', { name: 'Redirections' })).toBeVisible();
    for (const hidden of ['Analytics', 'Team', 'Audit log', 'Subscription', 'Users']) {
      await expect(navigation.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
    await asGuest.screenshot({ path: testInfo.outputPath('guest-synonyms.png'), fullPage: true });
    await expectAccessible(asGuest, 'the synonyms screen of a guest');
    await asGuest.goto('/team');
    await expect(asGuest).toHaveURL(/\/restricted$/);
    await asGuest.context().close();
  });
});
