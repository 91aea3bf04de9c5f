import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, users } from '../../db/schema/index.ts';
import {
  accountTestApp,
  freshAddress,
  lastTokenSentTo,
  mailsTo,
  signUp,
  strongPassword,
} from '../../testing/account.ts';
import { verifyCredentials } from './account.service.ts';

describe('GET /account/v1/users/confirmations/{token}', async () => {
  const { app, clock } = await accountTestApp();
  const open = (token: string) =>
    app.inject({ method: 'GET', url: `/account/v1/users/confirmations/${token}` });

  it('should confirm the e-mail and send the user to sign in', async () => {
    const user = await signUp(app);
    const token = await lastTokenSentTo(app, user.email, 'confirmations');

    const response = await open(token);

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('http://localhost:3000/login?confirmed=true');
    expect((await verifyCredentials(app.db, user.email, user.password)).ok).toBe(true);
  });

  it('should send a reused link to the used-link page', async () => {
    const user = await signUp(app);
    const token = await lastTokenSentTo(app, user.email, 'confirmations');
    await open(token);

    const response = await open(token);

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('http://localhost:3000/signup/used-link');
  });

  it('should send a link older than 24 hours to the expired-link page and leave the e-mail unconfirmed', async () => {
    const user = await signUp(app);
    const token = await lastTokenSentTo(app, user.email, 'confirmations');
    clock.advance(app.config.confirmationTtlMs);

    const response = await open(token);

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`http://localhost:3000/signup/expired-link?token=${token}`);
    expect(await verifyCredentials(app.db, user.email, user.password)).toEqual({ ok: false, code: 'sec-24' });
  });

  it('should still accept a link one minute before its 24 hours are up', async () => {
    const user = await signUp(app);
    const token = await lastTokenSentTo(app, user.email, 'confirmations');
    clock.advance(app.config.confirmationTtlMs - 60_000);

    expect((await open(token)).headers.location).toBe('http://localhost:3000/login?confirmed=true');
  });

  it('should treat an unknown token as a used link', async () => {
    const response = await open('x'.repeat(43));
    expect(response.headers.location).toBe('http://localhost:3000/signup/used-link');
  });

  it('should store only a hash of the token', async () => {
    const user = await signUp(app);
    const token = await lastTokenSentTo(app, user.email, 'confirmations');
    const rows = await app.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));

    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('POST /account/v1/users/confirmations', async () => {
  const { app, clock } = await accountTestApp();
  const resend = (payload: object, address = freshAddress()) =>
    app.inject({
      method: 'POST',
      url: '/account/v1/users/confirmations',
      remoteAddress: address,
      payload,
    });

  it('should send a new working link by e-mail', async () => {
    const user = await signUp(app);
    const response = await resend({ email: user.email.toUpperCase() });

    expect(response.statusCode).toBe(202);
    expect(await mailsTo(app, user.email)).toHaveLength(2);
    const token = await lastTokenSentTo(app, user.email, 'confirmations');
    const confirmed = await app.inject({ method: 'GET', url: `/account/v1/users/confirmations/${token}` });
    expect(confirmed.headers.location).toBe('http://localhost:3000/login?confirmed=true');
  });

  it("should send a new link from an expired link's token", async () => {
    const user = await signUp(app);
    const expired = await lastTokenSentTo(app, user.email, 'confirmations');
    clock.advance(app.config.confirmationTtlMs + 1);

    const response = await resend({ token: expired });

    expect(response.statusCode).toBe(202);
    const fresh = await lastTokenSentTo(app, user.email, 'confirmations');
    expect(fresh).not.toBe(expired);
    const confirmed = await app.inject({ method: 'GET', url: `/account/v1/users/confirmations/${fresh}` });
    expect(confirmed.headers.location).toBe('http://localhost:3000/login?confirmed=true');
  });

  it('should answer 202 for an unknown e-mail and send nothing', async () => {
    const response = await resend({ email: 'nobody@example.com' });

    expect(response.statusCode).toBe(202);
    expect(await mailsTo(app, 'nobody@example.com')).toHaveLength(0);
  });

  it('should send nothing to an account already confirmed', async () => {
    const user = await signUp(app);
    await app.db.update(users).set({ emailVerifiedAt: clock() }).where(eq(users.id, user.id));

    expect((await resend({ email: user.email })).statusCode).toBe(202);
    expect(await mailsTo(app, user.email)).toHaveLength(1);
  });

  it.each([
    ['an empty body', {}],
    ['an invalid e-mail', { email: 'nope' }],
    ['an e-mail of the wrong type', { email: 7 }],
    ['an oversized token', { token: 'x'.repeat(129) }],
    ['both an e-mail and a token', { email: 'a@example.com', token: 'abc' }],
  ])('should answer global-400 for %s', async (_case, payload) => {
    const response = await resend(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('global-400');
  });

  it('should refuse the 11th resend for one e-mail within 15 minutes with global-429', async () => {
    const user = await signUp(app);
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await resend({ email: user.email })).statusCode).toBe(202);

    const response = await resend({ email: user.email });

    expect(response.statusCode).toBe(429);
    expect(response.json().errors[0].code).toBe('global-429');
    expect(await mailsTo(app, user.email)).toHaveLength(11);
  });
});

describe('password reset: /account/v1/password-resets', async () => {
  const { app, clock } = await accountTestApp();
  const request = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/account/v1/password-resets',
      remoteAddress: freshAddress(),
      payload: { email },
    });
  const check = (token: string) => app.inject({ method: 'GET', url: `/account/v1/password-resets/${token}` });
  const reset = (token: string, password: unknown) =>
    app.inject({
      method: 'POST',
      url: `/account/v1/password-resets/${token}`,
      remoteAddress: freshAddress(),
      payload: { password },
    });

  it('should e-mail a link to the reset-password page', async () => {
    const user = await signUp(app);

    const response = await request(user.email);

    expect(response.statusCode).toBe(202);
    const [mail] = await mailsTo(app, user.email);
    expect(mail?.subject).toBe('Reset your Playboard password');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}/);
    expect(mail?.html).toContain('http://localhost:3000/reset-password?token=');
  });

  it('should answer 202 for an unknown e-mail and send nothing', async () => {
    expect((await request('ghost@example.com')).statusCode).toBe(202);
    expect(await mailsTo(app, 'ghost@example.com')).toHaveLength(0);
  });

  it('should answer global-400 for an invalid e-mail', async () => {
    const response = await request('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('global-400');
  });

  it('should set the new password once: the link then answers sec-4 (409)', async () => {
    const user = await signUp(app);
    await request(user.email);
    const token = await lastTokenSentTo(app, user.email, 'reset-password');

    expect((await check(token)).statusCode).toBe(204);
    expect((await reset(token, 'Brand-New-Pass-9')).statusCode).toBe(204);

    expect(await verifyCredentials(app.db, user.email, user.password)).toEqual({ ok: false, code: 'sec-23' });
    expect((await verifyCredentials(app.db, user.email, 'Brand-New-Pass-9')).ok).toBe(true);

    for (const response of [await check(token), await reset(token, 'Another-Pass-10')]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        errors: [{ code: 'sec-4', message: 'This link has already been used. Request a new one.' }],
      });
    }
    expect((await verifyCredentials(app.db, user.email, 'Brand-New-Pass-9')).ok).toBe(true);
  });

  it('should refuse a link older than 1 hour with sec-3 (410) and keep the old password', async () => {
    const user = await signUp(app);
    await request(user.email);
    const token = await lastTokenSentTo(app, user.email, 'reset-password');
    clock.advance(app.config.passwordResetTtlMs);

    for (const response of [await check(token), await reset(token, 'Brand-New-Pass-9')]) {
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({
        errors: [{ code: 'sec-3', message: 'This link has expired. Send a new one.' }],
      });
    }
    expect(await verifyCredentials(app.db, user.email, 'Brand-New-Pass-9')).toEqual({
      ok: false,
      code: 'sec-23',
    });
  });

  it('should answer sec-3 (404) for a token that was never issued', async () => {
    const response = await check('y'.repeat(43));
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('sec-3');
  });

  it.each([
    ['under 10 characters', 'Short-1a'],
    ['without an uppercase letter', 'no-uppercase-123'],
    ['missing', undefined],
    ['of the wrong type', 1234567890],
  ])('should refuse a new password %s with global-400 and keep the link usable', async (_case, password) => {
    const user = await signUp(app);
    await request(user.email);
    const token = await lastTokenSentTo(app, user.email, 'reset-password');

    const response = await reset(token, password);

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('global-400');
    expect((await check(token)).statusCode).toBe(204);
    expect((await verifyCredentials(app.db, user.email, strongPassword)).ok).toBe(false);
  });

  it('should confirm the e-mail of an account that resets its password', async () => {
    const user = await signUp(app);
    await request(user.email);
    await reset(await lastTokenSentTo(app, user.email, 'reset-password'), 'Brand-New-Pass-9');

    expect((await verifyCredentials(app.db, user.email, 'Brand-New-Pass-9')).ok).toBe(true);
  });

  it('should make an earlier reset link unusable once a later one is used', async () => {
    const user = await signUp(app);
    await request(user.email);
    const first = await lastTokenSentTo(app, user.email, 'reset-password');
    await request(user.email);
    const second = await lastTokenSentTo(app, user.email, 'reset-password');

    expect((await reset(second, 'Brand-New-Pass-9')).statusCode).toBe(204);
    expect((await check(first)).statusCode).toBe(409);
  });
});
