import { expect, test as setup } from '@playwright/test';
import { DEMO, demoSignedIn, submitCredentials } from './support.ts';

// The demo merchant signs in once per run; journeys that only need to be signed in start from this
// state, so the run stays under the provider's limit of sign-in attempts per e-mail (10 in 15 minutes).
setup('sign the demo merchant in', async ({ page }) => {
  await page.goto('/account');
  await submitCredentials(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/account$/);
  await page.context().storageState({ path: demoSignedIn });
});
