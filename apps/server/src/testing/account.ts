// Shared setup for the Account API tests: the app on a fresh database with a movable clock, a new
// client address per request (so rate limits only bite where a test means them to) and the links
// of the e-mails the app queued.
import { desc, eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { accessTokenFor } from './auth.ts';
import { testApp } from './test-app.ts';

export interface MovableClock {
  (): Date;
  advance(ms: number): void;
}

/** A clock the test moves; each reading also ticks 1 ms so rows written in sequence keep their order. */
export function movableClock(start = new Date('2026-11-22T10:00:00Z')): MovableClock {
  let now = start.getTime();
  const clock = () => {
    now += 1;
    return new Date(now);
  };
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}

export async function accountTestApp(env: Record<string, string> = {}) {
  const clock = movableClock();
  const { app, config } = await testApp(env, { clock });
  return { app, config, clock };
}

let addresses = 0;

/** A client address no other request of the file has used. */
export function freshAddress(): string {
  addresses += 1;
  return `10.${Math.floor(addresses / 65_536) % 256}.${Math.floor(addresses / 256) % 256}.${addresses % 256}`;
}

export const strongPassword = 'Correct-Horse-7';

export function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ada Lovelace',
    shopUrl: 'https://www.ada-shop.example/catalogue',
    email: `ada.${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: strongPassword,
    legalAcceptance: true,
    ...overrides,
  };
}

export async function signUp(app: App, overrides: Record<string, unknown> = {}) {
  const body = signupBody(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/account/v1/users',
    headers: { 'x-forwarded-for': freshAddress() },
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return { ...body, id: response.json<{ id: string }>().id, email: body.email.toLowerCase() };
}

/** Messages queued for `to`, newest first. */
export async function mailsTo(app: App, to: string) {
  return app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, to))
    .orderBy(desc(mailOutbox.createdAt));
}

/** The token of the newest link to `path` e-mailed to `to`. */
export async function lastTokenSentTo(app: App, to: string, path: 'confirmations' | 'reset-password') {
  for (const mail of await mailsTo(app, to)) {
    const pattern =
      path === 'confirmations'
        ? /\/account\/v1\/users\/confirmations\/([\w-]+)/
        : /\/reset-password\?token=([\w-]+)/;
    const token = pattern.exec(mail.text)?.[1];
    if (token) return token;
  }
  throw new Error(`no ${path} link was sent to ${to}`);
}

/**
 * Two signed-up merchants with their bearer headers: the owner of `organizationId` and a stranger
 * from another organisation, for the cross-organisation (404) cases every API test has.
 */
export async function ownerAndStranger(app: App) {
  const owner = await signUp(app);
  const stranger = await signUp(app);
  const asOwner = { authorization: `Bearer ${await accessTokenFor(app, owner.id)}` };
  const asStranger = { authorization: `Bearer ${await accessTokenFor(app, stranger.id)}` };
  const profile = await app.inject({ method: 'GET', url: '/account/v1/users', headers: asOwner });
  const organizationId: string = profile.json().organizations[0].uuid;
  return { owner, stranger, asOwner, asStranger, organizationId };
}
