import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** Strong enough for the sign-up rule of spec 1 §5 (>= 10, upper, lower, number or special). */
export const PASSWORD = 'Correct-Horse-42';

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('Shop URL').fill('https://www.ada-shop.example');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel(/I accept the terms of use/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
}

/** Opens the embedded mailbox and returns the first link of the newest message sent to `email`. */
export async function linkFromMailbox(page: Page, email: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    await page.goto('/mailbox');
    const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: subject }).first();
    link = (await row.getByRole('link').last().getAttribute('href')) ?? undefined;
    expect(link).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return link!;
}

/** Fills the identity provider's sign-in page. */
export async function submitCredentials(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in to Playboard' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Seeded on every start (apps/server/src/modules/seed). */
export const DEMO = { email: 'demo@playboard.local', password: 'PlayboardDemo1' };

/**
 * The demo merchant's signed-in browser state (demo-sign-in.setup.ts): `test.use({ storageState:
 * demoSignedIn })` starts a journey signed in. Journeys that sign out sign in on their own, so the
 * shared session and token are never ended under the others.
 */
export const demoSignedIn = join(process.env.E2E_DATA_DIR!, 'demo-signed-in.json');

/** The second server of the run, whose confirmation links expire after 2 s (playwright.config.ts). */
export const shortLinks = { baseURL: `http://localhost:${Number(process.env.E2E_PORT ?? 4310) + 1}` };

/**
 * The signed-in console's access token as request headers, and the merchant's organisations from
 * its profile: for what a journey sets up or reads through the API rather than on a screen.
 */
export async function consoleSession(
  page: Page,
): Promise<{ headers: Record<string, string>; organizationIds: string[] }> {
  const token = await page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.startsWith('oidc.user:'));
    return key
      ? (JSON.parse(window.localStorage.getItem(key)!) as { access_token: string }).access_token
      : '';
  });
  expect(token).not.toBe('');
  const headers = { authorization: `Bearer ${token}` };
  const profile = (await (await page.request.get('/account/v1/users', { headers })).json()) as {
    organizations: { uuid: string }[];
  };
  return { headers, organizationIds: profile.organizations.map((organization) => organization.uuid) };
}

/** The first site of the signed-in merchant's first organisation (the demo shop, for the demo merchant). */
export async function firstSite(page: Page): Promise<{
  headers: Record<string, string>;
  site: { uuid: string; engines: { uuid: string; language: string }[] };
}> {
  const { headers, organizationIds } = await consoleSession(page);
  const organization = (await (
    await page.request.get(`/main/v1/organizations/${organizationIds[0]!}`, { headers })
  ).json()) as { sites: { uuid: string; engines: { uuid: string; language: string }[] }[] };
  return { headers, site: organization.sites[0]! };
}
