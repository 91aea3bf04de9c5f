import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { auditEntries, oidcPayloads, users } from '../../db/schema/index.ts';
import { accountTestApp, mailsTo, ownerAndStranger, strongPassword } from '../../testing/account.ts';
import { accessTokenFor } from '../../testing/auth.ts';
import { hashPassword, verifyCredentials } from '../account/index.ts';

let app: App;
let owner: { id: string; email: string; headers: Record<string, string> };
let organizationId: string;

beforeAll(async () => {
  ({ app } = await accountTestApp());
  const people = await ownerAndStranger(app);
  organizationId = people.organizationId;
  await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, people.owner.id));
  owner = { id: people.owner.id, email: people.owner.email, headers: people.asOwner };
});

let passwordHash: string;

/** A confirmed user of no organisation, whose password is `strongPassword`, with a bearer header. */
async function person() {
  passwordHash ??= await hashPassword(strongPassword);
  const email = `grace.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const [user] = await app.db
    .insert(users)
    .values({
      email,
      passwordHash,
      name: 'Grace Hopper',
      firstName: 'Grace',
      legalAcceptedAt: new Date(),
      emailVerifiedAt: new Date(),
    })
    .returning();
  const headers = { authorization: `Bearer ${await accessTokenFor(app, user!.id)}` };
  return { id: user!.id, email, headers };
}

function change(userId: string, headers: Record<string, string>, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: `/management/v1/users/${userId}/password`,
    headers,
    payload: body,
  });
}

const newPassword = 'Fresh-Start-42';

async function signsInWith(email: string, password: string) {
  return (await verifyCredentials(app.db, email, password)).ok;
}

describe('POST /management/v1/users/{userId}/password', () => {
  it('changes the password: the new one signs in, the old one no longer does, and an e-mail tells the user', async () => {
    const user = await person();
    const response = await change(user.id, user.headers, { currentPassword: strongPassword, newPassword });
    expect(response.statusCode).toBe(204);
    expect(await signsInWith(user.email, newPassword)).toBe(true);
    expect(await signsInWith(user.email, strongPassword)).toBe(false);
    const [mail] = await mailsTo(app, user.email);
    expect(mail?.subject).toBe('Your Playboard password was changed');
    expect(mail?.text).toContain('http://localhost:3000/reset-password');
  });

  it("records the change in the audit log of the user's organisation, without the password", async () => {
    const response = await change(owner.id, owner.headers, { currentPassword: strongPassword, newPassword });
    expect(response.statusCode).toBe(204);
    const entries = await app.db.select().from(auditEntries).where(eq(auditEntries.entityId, owner.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      organizationId,
      area: 'account',
      action: 'password.change',
      actorId: owner.id,
      actorEmail: owner.email,
      before: null,
      after: null,
    });
    const audit = await app.inject({
      url: `/account/v1/organizations/${organizationId}/audit?area=account`,
      headers: owner.headers,
    });
    expect(audit.json().entries[0]).toMatchObject({
      action: 'password.change',
      actor: { email: owner.email },
    });
  });

  it('refuses a wrong current password with 400 pwd-1 and changes nothing', async () => {
    const user = await person();
    const response = await change(user.id, user.headers, { currentPassword: 'Not-The-1', newPassword });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('pwd-1');
    expect(await signsInWith(user.email, strongPassword)).toBe(true);
    expect(await mailsTo(app, user.email)).toHaveLength(0);
  });

  // Spec 2 §5: 8 to 40 characters, a lowercase letter, an uppercase letter, a digit and a punctuation
  // character; the current password must be non-empty.
  it.each([
    ['7 characters', { newPassword: 'Abcde1!' }],
    ['41 characters', { newPassword: `Aa1!${'x'.repeat(37)}` }],
    ['no lowercase letter', { newPassword: 'ABCDEF1!' }],
    ['no uppercase letter', { newPassword: 'abcdef1!' }],
    ['no digit', { newPassword: 'Abcdefg!' }],
    ['no punctuation', { newPassword: 'Abcdefg1' }],
    ['an empty current password', { currentPassword: '' }],
  ])('refuses %s with 400 and changes nothing', async (_case, override) => {
    const user = await person();
    const response = await change(user.id, user.headers, {
      currentPassword: strongPassword,
      newPassword,
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('global-400');
    expect(await signsInWith(user.email, strongPassword)).toBe(true);
  });

  it('accepts 8 and 40 characters', async () => {
    for (const password of ['Abcde1!x', `Aa1!${'x'.repeat(36)}`]) {
      const user = await person();
      const response = await change(user.id, user.headers, {
        currentPassword: strongPassword,
        newPassword: password,
      });
      expect(response.statusCode).toBe(204);
      expect(await signsInWith(user.email, password)).toBe(true);
    }
  });

  it("answers 404 global-404 to another user's id and changes nothing", async () => {
    const user = await person();
    const other = await person();
    const response = await change(other.id, user.headers, { currentPassword: strongPassword, newPassword });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('global-404');
    expect(await signsInWith(other.email, strongPassword)).toBe(true);
  });

  it('answers 401 global-401 without an access token', async () => {
    const user = await person();
    const response = await change(user.id, {}, { currentPassword: strongPassword, newPassword });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('global-401');
  });

  it('keeps the session that changed the password signed in and signs every other one out', async () => {
    const user = await person();
    const expiresAt = new Date(Date.now() + 3_600_000);
    const sessions = [
      { grant: `grant-here-${user.id}`, headers: user.headers },
      {
        grant: `grant-elsewhere-${user.id}`,
        headers: { authorization: `Bearer ${await accessTokenFor(app, user.id)}` },
      },
    ];
    for (const { grant, headers } of sessions) {
      const { jti } = decodeJwt(headers.authorization.slice('Bearer '.length));
      // What the provider notes when it issues a token under a sign-in (its grant) and keeps of that sign-in.
      await app.db.insert(oidcPayloads).values([
        { model: 'IssuedAccessToken', id: jti!, payload: { accountId: user.id }, grantId: grant, expiresAt },
        { model: 'Grant', id: grant, payload: { accountId: user.id }, expiresAt },
        {
          model: 'Session',
          id: `session-of-${grant}`,
          payload: { accountId: user.id, authorizations: { 'playboard-console': { grantId: grant } } },
          expiresAt,
        },
      ]);
    }
    const [here, elsewhere] = sessions;
    expect((await app.inject({ url: '/account/v1/users', headers: elsewhere!.headers })).statusCode).toBe(
      200,
    );

    const response = await change(user.id, here!.headers, { currentPassword: strongPassword, newPassword });
    expect(response.statusCode).toBe(204);

    expect((await app.inject({ url: '/account/v1/users', headers: here!.headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/account/v1/users', headers: elsewhere!.headers })).statusCode).toBe(
      401,
    );
    const left = await app.db
      .select({ model: oidcPayloads.model, id: oidcPayloads.id })
      .from(oidcPayloads)
      .where(eq(oidcPayloads.grantId, here!.grant));
    expect(left.map((row) => row.model)).toEqual(['IssuedAccessToken']);
    const kept = (model: string, id: string) =>
      app.db
        .select()
        .from(oidcPayloads)
        .where(eq(oidcPayloads.id, id))
        .then((rows) => rows.some((row) => row.model === model));
    expect(await kept('Grant', here!.grant)).toBe(true);
    expect(await kept('Session', `session-of-${here!.grant}`)).toBe(true);
    expect(await kept('Grant', elsewhere!.grant)).toBe(false);
    expect(await kept('Session', `session-of-${elsewhere!.grant}`)).toBe(false);
  });
});
