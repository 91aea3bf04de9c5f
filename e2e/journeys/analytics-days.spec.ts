import { expect, test } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';
import { demoSignedIn } from '../support.ts';

// Which days the analytics count (issue 22): the site's time zone, set in site settings, and the
// ranges of the analytics screens in its days. The demo engine was created when this run's server
// started, so both ranges start on its creation day (issue 18).

test.describe("analytics days in the site's time zone", () => {
  test.use({ storageState: demoSignedIn });

  test('should set the time zone in site settings and count the ranges in its days, from the engine creation day', async ({
    page,
  }) => {
    await page.goto('/settings/site');
    await expect(page).toHaveURL(/\/settings\/site$/);

    // The demo shop says it is in Spain, and the server connected it without a browser: Madrid.
    const zone = page.getByRole('combobox', { name: 'Time zone of your shop' });
    await expect(zone).toHaveValue('Europe/Madrid');
    await expectAccessible(page, 'site settings with the time zone');

    const save = page.getByRole('button', { name: 'Save time zone' });
    await zone.fill('Europe/Madird');
    await save.click();
    await expect(page.getByText('Choose a valid time zone.')).toBeVisible();
    await zone.fill('Atlantic/Canary');
    await save.click();
    await expect(page.getByText('The time zone is now Atlantic/Canary.')).toBeVisible();

    await page.goto('/analytics');
    const last7 = page.getByRole('button', { name: 'Last 7 days' });
    const last30 = page.getByRole('button', { name: 'Last 30 days' });
    await expect(last7).toHaveAttribute('aria-pressed', 'true');
    const today = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Atlantic/Canary',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date());
    await expect(page.getByText(`${today} – ${today}`)).toBeVisible();
    await expect(page.getByText('(1 day · Atlantic/Canary time)')).toBeVisible();
    const why = `Starts on ${today}, the day this engine was created: there are no figures before it.`;
    await expect(page.getByText(why)).toBeVisible();

    // The same single day, but the button chosen shows selected, and the screen says why.
    await last30.click();
    await expect(page).toHaveURL(/\?range=last30Days$/);
    await expect(last30).toHaveAttribute('aria-pressed', 'true');
    await expect(last7).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(why)).toBeVisible();
    await expectAccessible(page, 'the analytics home on the last 30 days of a new engine');
    await page.screenshot({ path: test.info().outputPath('analytics-last-30-days.png') });

    // Back to the demo shop's zone for the journeys that follow.
    await page.goto('/settings/site');
    await zone.fill('Europe/Madrid');
    await save.click();
    await expect(page.getByText('The time zone is now Europe/Madrid.')).toBeVisible();
  });
});
