import { expect, type Browser, type Page } from '@playwright/test';
import { linkFromMailbox, PASSWORD, signUp, submitCredentials } from './support.ts';

/**
 * The platform operators of the journeys, one per user goal (PLATFORM_OPERATORS in
 * playwright.config.ts names each and its retry's): a retry signs up an operator of its own, since
 * the first attempt's already exists.
 */
export const OPERATOR_GOALS = ['config', 'flags', 'facets'] as const;

/** The operator of a journey's goal for this attempt. */
export function operatorEmail(goal: (typeof OPERATOR_GOALS)[number], retry: number): string {
  return retry === 0 ? `staff-${goal}@playboard.local` : `staff-${goal}-${retry}@playboard.local`;
}

/** Every operator e-mail the journeys use, for PLATFORM_OPERATORS. */
export const journeyOperators = OPERATOR_GOALS.flatMap((goal) => [
  operatorEmail(goal, 0),
  operatorEmail(goal, 1),
]);

/**
 * Signs up and confirms the operator of `goal`, then answers a page of a fresh browser context
 * signed in as them (an operator lands on the platform's screens).
 */
export async function operatorSignedIn(
  browser: Browser,
  goal: (typeof OPERATOR_GOALS)[number],
  retry: number,
): Promise<Page> {
  const email = operatorEmail(goal, retry);
  const signUpPage = await (await browser.newContext()).newPage();
  await signUp(signUpPage, email);
  await signUpPage.goto(await linkFromMailbox(signUpPage, email, /confirm/i));
  await signUpPage.context().close();
  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await submitCredentials(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/users$/);
  return page;
}
