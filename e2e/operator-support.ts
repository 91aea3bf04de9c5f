import { expect, type Browser, type Page } from '@playwright/test';
import { operatorEmail, type OperatorGoal } from './operators.ts';
import { linkFromMailbox, PASSWORD, signUp, submitCredentials } from './support.ts';

/**
 * Signs up and confirms the operator of `goal` for this attempt (PLATFORM_OPERATORS names them),
 * then answers a page of a fresh browser context signed in as them (an operator lands on the
 * platform's screens).
 */
export async function operatorSignedIn(browser: Browser, goal: OperatorGoal, retry: number): Promise<Page> {
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
