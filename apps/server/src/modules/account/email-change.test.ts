import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, users } from '../../db/schema/index.ts';
import { accessTokenFor } from '../../testing/auth.ts';
import {
  accountTestApp,
  freshAddress,
  lastTokenSentTo,
  mailsTo,
  signUp,
  strongPassword,
} from '../../testing/account.ts';
import type { App } from '../../app.ts';
import { verifyCredentials } from './account.service.ts';

/** A signed-up account whose e-mail is confirmed, with its bearer header. */
async function confirmedAccount(app: App) {
  const user = await signUp(app);
  const confirmation = await lastTokenSentTo(app, user.email, 'confirmations');
  await app.inject({ method: 'GET', url: `/account/v1/users/confirmations/${confirmation}` });
  const headers = { authorization: `Bearer ${await accessTokenFor(app, user.id)}` };
  return { ...user, headers };
}

function newAddress(): string {
  return `new.${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** The token of the newest e-mail change link e-mailed to `to`. */
async function changeTokenSentTo(app: App, to: string): Promise<string> {
  for (const mail of await mailsTo(app, to)) {
    const token = /\/email-change\/([\w-]+)/.exec(mail.text)?.[1];
    if (token) return token;
  }
  throw new Error(`no e-mail change link was sent to ${to}`);
}

describe('e-mail change (PATCH /account/v1/users, /account/v1/email-changes/{token})', async () => {
  const { app, clock } = await accountTestApp({ TRUST_PROXY: 'true' });
  type Account = Awaited<ReturnType<typeof confirmedAccount>>;
  const patch = (account: Account, payload: object) =>
    app.inject({ method: 'PATCH', url: '/account/v1/users', headers: account.headers, payload });
  const profile = async (account: Account) =>
    (await app.inject({ method: 'GET', url: '/account/v1/users', headers: account.headers })).json();
  const check = (token: string) => app.inject({ method: 'GET', url: `/account/v1/email-changes/${token}` });
  const confirm = (token: string) =>
    app.inject({
      method: 'POST',
      url: `/account/v1/email-changes/${token}`,
      headers: { 'x-forwarded-for': freshAddress() },
    });
  const requestChange = async (account: Account, email = newAddress()) => {
    const response = await patch(account, { email, currentPassword: strongPassword });
    expect(response.statusCode).toBe(200);
    return { email, token: await changeTokenSentTo(app, email) };
  };

  it('should keep the e-mail, show the new one pending, send it a link and tell the old address', async () => {
    const account = await confirmedAccount(app);
    const email = newAddress();

    const response = await patch(account, { email: email.toUpperCase(), currentPassword: strongPassword });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: account.email, pendingEmail: email });
    const [link] = await mailsTo(app, email);
    expect(link?.subject).toBe('Confirm your new email for Playboard');
    expect(link?.text).toContain(`http://localhost:3000/email-change/`);
    const [notice] = await mailsTo(app, account.email);
    expect(notice?.subject).toBe('Your Playboard email is about to change');
    expect(notice?.text).toContain(email);
    expect((await verifyCredentials(app.db, account.email, account.password)).ok).toBe(true);
  });

  it('should apply the change when the link is opened: sign-in uses the new address, the old one fails', async () => {
    const account = await confirmedAccount(app);
    const { email, token } = await requestChange(account);

    const page = await check(token);
    const applied = await confirm(token);

    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ email });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ email });
    expect(await profile(account)).toMatchObject({ email, pendingEmail: null });
    expect((await verifyCredentials(app.db, email, account.password)).ok).toBe(true);
    expect(await verifyCredentials(app.db, account.email, account.password)).toEqual({
      ok: false,
      code: 'sec-23',
    });
  });

  it('should count an account never confirmed as confirmed once the new address opens its link, and end the old confirmation link', async () => {
    const user = await signUp(app);
    const account = { ...user, headers: { authorization: `Bearer ${await accessTokenFor(app, user.id)}` } };
    const oldConfirmation = await lastTokenSentTo(app, user.email, 'confirmations');
    const { email, token } = await requestChange(account);

    await confirm(token);

    expect((await verifyCredentials(app.db, email, user.password)).ok).toBe(true);
    const reused = await app.inject({
      method: 'GET',
      url: `/account/v1/users/confirmations/${oldConfirmation}`,
    });
    expect(reused.headers.location).toBe('http://localhost:3000/signup/used-link');
  });

  it('should audit the request and the change in the account area of the organisation', async () => {
    const account = await confirmedAccount(app);
    const { email, token } = await requestChange(account);
    await confirm(token);

    const entries = await app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, account.id), eq(auditEntries.area, 'account')));
    expect(
      entries.map(({ action, before, after, actorEmail }) => ({ action, before, after, actorEmail })),
    ).toEqual([
      {
        action: 'email.change.request',
        before: { email: account.email, pendingEmail: null },
        after: { email: account.email, pendingEmail: email },
        actorEmail: account.email,
      },
      { action: 'email.change', before: { email: account.email }, after: { email }, actorEmail: email },
    ]);
    expect(entries.every((entry) => entry.organizationId !== null)).toBe(true);
  });

  it('should refuse a wrong current password with pwd-1 and change nothing, other fields included', async () => {
    const account = await confirmedAccount(app);
    const [before] = await app.db.select().from(users).where(eq(users.id, account.id));
    const email = newAddress();

    const response = await patch(account, { email, currentPassword: 'Wrong-Horse-7', firstName: 'Mallory' });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('pwd-1');
    const [after] = await app.db.select().from(users).where(eq(users.id, account.id));
    expect(after).toEqual(before);
    expect(await mailsTo(app, email)).toEqual([]);
    expect((await profile(account)).pendingEmail).toBeNull();
  });

  it('should ask for the current password with a new e-mail (global-400)', async () => {
    const account = await confirmedAccount(app);

    const response = await patch(account, { email: newAddress() });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      code: 'global-400',
      message: expect.stringContaining('currentPassword'),
    });
  });

  it('should refuse an invalid e-mail with acc-3', async () => {
    const account = await confirmedAccount(app);

    const response = await patch(account, { email: 'not-an-email', currentPassword: strongPassword });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('acc-3');
  });

  it('should refuse an address another account holds with acc-1 at the request', async () => {
    const account = await confirmedAccount(app);
    const other = await signUp(app);

    const response = await patch(account, {
      email: other.email.toUpperCase(),
      currentPassword: strongPassword,
    });

    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe('acc-1');
    expect((await profile(account)).pendingEmail).toBeNull();
  });

  it('should refuse with acc-1 at confirmation when another account took the address since', async () => {
    const account = await confirmedAccount(app);
    const { email, token } = await requestChange(account);
    await signUp(app, { email });

    const page = await check(token);
    const applied = await confirm(token);

    expect(page.statusCode).toBe(409);
    expect(page.json().errors[0].code).toBe('acc-1');
    expect(applied.statusCode).toBe(409);
    expect(applied.json().errors[0].code).toBe('acc-1');
    expect((await profile(account)).email).toBe(account.email);
  });

  it('should use a link once (sec-4)', async () => {
    const account = await confirmedAccount(app);
    const { token } = await requestChange(account);
    await confirm(token);

    const again = await confirm(token);

    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('sec-4');
  });

  it('should expire a link after 24 hours (sec-3, 410) and leave the e-mail as it was', async () => {
    const account = await confirmedAccount(app);
    const { token } = await requestChange(account);
    clock.advance(app.config.confirmationTtlMs);

    const response = await confirm(token);

    expect(response.statusCode).toBe(410);
    expect(response.json().errors[0].code).toBe('sec-3');
    expect(await profile(account)).toMatchObject({ email: account.email, pendingEmail: null });
  });

  it('should answer sec-3 (404) to a link that never existed', async () => {
    const response = await check('x'.repeat(43));
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('sec-3');
  });

  it('should resend with a new link that replaces the old one', async () => {
    const account = await confirmedAccount(app);
    const { email, token } = await requestChange(account);

    const resent = await app.inject({
      method: 'POST',
      url: '/account/v1/users/email-change/resend',
      headers: account.headers,
    });

    expect(resent.statusCode).toBe(202);
    const newest = await changeTokenSentTo(app, email);
    expect(newest).not.toBe(token);
    expect((await confirm(token)).json().errors[0].code).toBe('sec-4');
    expect((await confirm(newest)).statusCode).toBe(200);
  });

  it('should let only the newest requested address be confirmed', async () => {
    const account = await confirmedAccount(app);
    const first = await requestChange(account);
    const second = await requestChange(account);

    expect((await profile(account)).pendingEmail).toBe(second.email);
    expect((await confirm(first.token)).json().errors[0].code).toBe('sec-4');
  });

  it('should cancel the pending change: its link stops working, and an audit entry says so', async () => {
    const account = await confirmedAccount(app);
    const { token } = await requestChange(account);

    const cancelled = await app.inject({
      method: 'DELETE',
      url: '/account/v1/users/email-change',
      headers: account.headers,
    });

    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ email: account.email, pendingEmail: null });
    expect((await confirm(token)).json().errors[0].code).toBe('sec-4');
    const resend = await app.inject({
      method: 'POST',
      url: '/account/v1/users/email-change/resend',
      headers: account.headers,
    });
    expect(resend.statusCode).toBe(404);
    const actions = await app.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.entityId, account.id));
    expect(actions.map((row) => row.action)).toContain('email.change.cancel');
  });

  it('should change nothing when the address sent is the current one', async () => {
    const account = await confirmedAccount(app);

    const response = await patch(account, { email: account.email, currentPassword: 'anything' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: account.email, pendingEmail: null });
  });

  it('should answer global-401 without a token', async () => {
    const response = await app.inject({ method: 'POST', url: '/account/v1/users/email-change/resend' });
    expect(response.statusCode).toBe(401);
  });
});
