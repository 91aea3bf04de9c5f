// The team calls of the Account API (spec 2 §7) with the errors of spec 1 §8: acc-3, acc-10,
// acc-11, acc-13, acc-25; the roles of spec 1 §6 as decided (team-1 last owner, team-2 owners only).
import { INVITATION_TTL_DAYS } from '@playboard/domain';
import { and, eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEntries, invitations } from '../../db/schema/index.ts';
import { accessTokenFor } from '../../testing/auth.ts';
import { accountTestApp, freshAddress, mailsTo, signUp, strongPassword } from '../../testing/account.ts';

const day = 24 * 60 * 60 * 1000;

describe('/account/v1 team and invitations', async () => {
  // Behind a trusted proxy, so each sign-up's own forwarded address keeps the rate limits out of the way.
  const { app, clock } = await accountTestApp({ TRUST_PROXY: 'true' });
  afterAll(() => app.close());

  const bearer = async (userId: string) => ({ authorization: `Bearer ${await accessTokenFor(app, userId)}` });

  /** A signed-up merchant owning a fresh organisation, with their bearer header. */
  async function merchant() {
    const user = await signUp(app);
    const headers = await bearer(user.id);
    const profile = await app.inject({ method: 'GET', url: '/account/v1/users', headers });
    return { user, headers, organizationId: profile.json().organizations[0].uuid as string };
  }

  const teamOf = (organizationId: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/account/v1/organizations/${organizationId}/users`, headers });

  const invite = (organizationId: string, headers: Record<string, string>, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/account/v1/organizations/${organizationId}/invite`,
      headers,
      payload,
    });

  const invitationAction = (
    organizationId: string,
    headers: Record<string, string>,
    inviteId: string,
    action: 'resend' | 'revoke',
  ) =>
    app.inject({
      method: 'PATCH',
      url: `/account/v1/organizations/${organizationId}/invites/${inviteId}/${action}`,
      headers,
    });

  const remove = (organizationId: string, headers: Record<string, string>, userId: string) =>
    app.inject({
      method: 'PATCH',
      url: `/account/v1/organizations/${organizationId}/users/${userId}/remove`,
      headers,
    });

  const link = (token: string) => app.inject({ method: 'GET', url: `/account/v1/invites/${token}/signup` });

  const signUpThrough = (token: string, payload: object = {}) =>
    app.inject({
      method: 'POST',
      url: `/account/v1/invites/${token}/signup`,
      headers: { 'x-forwarded-for': freshAddress() },
      payload: { name: 'Grace Hopper', password: strongPassword, legalAcceptance: true, ...payload },
    });

  const accept = (token: string, headers: Record<string, string>) =>
    app.inject({ method: 'PATCH', url: `/account/v1/invites/${token}/accept`, headers });

  /** The token of the newest invitation link e-mailed to `email`. */
  async function invitationTokenOf(email: string): Promise<string> {
    const [mail] = await mailsTo(app, email);
    const token = mail && /\/invitations\/([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no invitation was sent to ${email}`);
    return token;
  }

  const newEmail = () => `grace.${crypto.randomUUID().slice(0, 8)}@example.com`;

  /** A colleague who joined `organizationId` as `role` through an invitation, with their bearer header. */
  async function colleague(owner: Awaited<ReturnType<typeof merchant>>, role: 'admin' | 'owner') {
    const email = newEmail();
    await invite(owner.organizationId, owner.headers, { email, role });
    const joined = await signUpThrough(await invitationTokenOf(email));
    if (joined.statusCode !== 201) throw new Error(joined.body);
    const members = (await teamOf(owner.organizationId, owner.headers)).json().members;
    const id: string = members.find((member: { email: string }) => member.email === email).id;
    return { id, email, headers: await bearer(id) };
  }

  it('should invite an e-mail as admin: listed as pending for 7 days, e-mailed with a link to the invitation page', async () => {
    const owner = await merchant();
    const email = newEmail();

    const response = await invite(owner.organizationId, owner.headers, {
      email: email.toUpperCase(),
      role: 'admin',
    });

    expect(response.statusCode).toBe(201);
    const invitation = response.json();
    expect(invitation).toMatchObject({ email, role: 'admin', status: 'pending' });
    expect(new Date(invitation.expiresAt).getTime() - new Date(invitation.sent).getTime()).toBe(
      INVITATION_TTL_DAYS * day,
    );
    const team = (await teamOf(owner.organizationId, owner.headers)).json();
    expect(team.invitations).toEqual([invitation]);
    expect(team.members).toEqual([
      {
        id: owner.user.id,
        name: 'Ada Lovelace',
        email: owner.user.email,
        created: expect.any(String),
        role: 'owner',
      },
    ]);
    const [mail] = await mailsTo(app, email);
    expect(mail?.subject).toBe('Join ada-shop.example on Playboard');
    expect(mail?.text).toContain(
      'Ada Lovelace invited you to join the team of ada-shop.example on Playboard as an admin.',
    );
    expect(mail?.text).toMatch(/http:\/\/[^/]+\/invitations\/[\w-]{43}/);
    const page = await link(await invitationTokenOf(email));
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      status: 'pending',
      email,
      organizationName: 'ada-shop.example',
      role: 'admin',
      hasAccount: false,
      expiresAt: invitation.expiresAt,
    });
  });

  it.each([
    ['a malformed e-mail', 'not-an-email'],
    ['an empty e-mail', ''],
    ['an e-mail over 254 characters', `${'a'.repeat(250)}@example.com`],
  ])('should refuse %s with acc-3 and invite nobody', async (_case, email) => {
    const owner = await merchant();

    const response = await invite(owner.organizationId, owner.headers, { email, role: 'admin' });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('acc-3');
    expect((await teamOf(owner.organizationId, owner.headers)).json().invitations).toEqual([]);
  });

  it('should refuse an unknown role with global-400', async () => {
    const owner = await merchant();
    const response = await invite(owner.organizationId, owner.headers, { email: newEmail(), role: 'viewer' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('global-400');
  });

  it('should answer acc-10 to a second invitation of the same e-mail, and create one invitation for a double submit', async () => {
    const owner = await merchant();
    const email = newEmail();

    const [first, second] = await Promise.all([
      invite(owner.organizationId, owner.headers, { email, role: 'admin' }),
      invite(owner.organizationId, owner.headers, { email, role: 'admin' }),
    ]);
    const again = await invite(owner.organizationId, owner.headers, {
      email: email.toUpperCase(),
      role: 'owner',
    });

    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('acc-10');
    expect((await teamOf(owner.organizationId, owner.headers)).json().invitations).toHaveLength(1);
    expect(await mailsTo(app, email)).toHaveLength(1);
  });

  it('should answer acc-25 to an invitation of a member', async () => {
    const owner = await merchant();
    const member = await colleague(owner, 'admin');

    const response = await invite(owner.organizationId, owner.headers, {
      email: member.email,
      role: 'admin',
    });

    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe('acc-25');
  });

  it('should answer acc-11 to resending or revoking an invitation that is not open in the organisation', async () => {
    const owner = await merchant();
    const other = await merchant();
    const foreign = (
      await invite(other.organizationId, other.headers, { email: newEmail(), role: 'admin' })
    ).json();
    const own = (
      await invite(owner.organizationId, owner.headers, { email: newEmail(), role: 'admin' })
    ).json();
    await invitationAction(owner.organizationId, owner.headers, own.id, 'revoke');

    for (const id of [crypto.randomUUID(), foreign.id, own.id]) {
      for (const action of ['resend', 'revoke'] as const) {
        const response = await invitationAction(owner.organizationId, owner.headers, id, action);
        expect(response.statusCode).toBe(404);
        expect(response.json().errors[0].code).toBe('acc-11');
      }
    }
    expect((await teamOf(other.organizationId, other.headers)).json().invitations).toEqual([foreign]);
  });

  it('should expire an invitation after 7 days: listed as expired, its link answers acc-13, and a resend or a new invitation sends a working link', async () => {
    const owner = await merchant();
    const email = newEmail();
    const { id } = (await invite(owner.organizationId, owner.headers, { email, role: 'admin' })).json();
    const oldToken = await invitationTokenOf(email);

    clock.advance(INVITATION_TTL_DAYS * day);

    expect((await teamOf(owner.organizationId, owner.headers)).json().invitations[0].status).toBe('expired');
    expect((await link(oldToken)).json().status).toBe('expired');
    const late = await signUpThrough(oldToken);
    expect(late.statusCode).toBe(410);
    expect(late.json().errors[0].code).toBe('acc-13');

    const resent = await invitationAction(owner.organizationId, owner.headers, id, 'resend');
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id, status: 'pending' });
    const newToken = await invitationTokenOf(email);
    expect(newToken).not.toBe(oldToken);
    expect((await link(oldToken)).json().errors[0].code).toBe('acc-11');
    expect((await link(newToken)).json().status).toBe('pending');

    clock.advance(INVITATION_TTL_DAYS * day);
    const reinvited = await invite(owner.organizationId, owner.headers, { email, role: 'owner' });
    expect(reinvited.statusCode).toBe(201);
    expect(reinvited.json()).toMatchObject({ id, role: 'owner', status: 'pending' });
    expect((await signUpThrough(await invitationTokenOf(email))).statusCode).toBe(201);
  });

  it('should show a revoked link as revoked and refuse to join through it with acc-11', async () => {
    const owner = await merchant();
    const email = newEmail();
    const { id } = (await invite(owner.organizationId, owner.headers, { email, role: 'admin' })).json();
    const token = await invitationTokenOf(email);

    const revoked = await invitationAction(owner.organizationId, owner.headers, id, 'revoke');

    expect(revoked.statusCode).toBe(204);
    expect((await teamOf(owner.organizationId, owner.headers)).json().invitations).toEqual([]);
    expect((await link(token)).json()).toMatchObject({ status: 'revoked', email });
    const response = await signUpThrough(token);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('acc-11');
  });

  it('should answer acc-11 to a link that never existed', async () => {
    const response = await link('x'.repeat(43));
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('acc-11');
  });

  it('should sign a new person up through the invitation, confirmed, as a member with the invited role; the link is then used', async () => {
    const owner = await merchant();
    const email = newEmail();
    await invite(owner.organizationId, owner.headers, { email, role: 'admin' });
    const token = await invitationTokenOf(email);

    const response = await signUpThrough(token, { language: 'es' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ organizationId: owner.organizationId, email });
    const members = (await teamOf(owner.organizationId, owner.headers)).json().members;
    const joined = members.find((member: { email: string }) => member.email === email);
    expect(joined).toMatchObject({ name: 'Grace Hopper', role: 'admin' });
    const profile = await app.inject({
      method: 'GET',
      url: '/account/v1/users',
      headers: await bearer(joined.id),
    });
    expect(profile.json()).toMatchObject({ email, language: 'es', firstName: 'Grace', lastName: 'Hopper' });
    expect(profile.json().organizations).toEqual([
      expect.objectContaining({ uuid: owner.organizationId, role: 'admin', permissions: [] }),
    ]);
    expect((await link(token)).json()).toMatchObject({ status: 'accepted', hasAccount: true });
    const again = await signUpThrough(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0].code).toBe('acc-11');
    expect((await teamOf(owner.organizationId, owner.headers)).json().invitations).toEqual([]);
  });

  it('should refuse a sign-up through the invitation for an e-mail that has an account with acc-1', async () => {
    const owner = await merchant();
    const existing = await merchant();
    await invite(owner.organizationId, owner.headers, { email: existing.user.email, role: 'admin' });
    const token = await invitationTokenOf(existing.user.email);

    expect((await link(token)).json().hasAccount).toBe(true);
    const response = await signUpThrough(token);

    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe('acc-1');
  });

  it('should refuse a sign-up through the invitation without the password rule or the legal acceptance', async () => {
    const owner = await merchant();
    const email = newEmail();
    await invite(owner.organizationId, owner.headers, { email, role: 'admin' });
    const token = await invitationTokenOf(email);

    for (const payload of [{ password: 'short' }, { legalAcceptance: false }, { name: '' }]) {
      const response = await signUpThrough(token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].code).toBe('global-400');
    }
    expect((await link(token)).json().status).toBe('pending');
  });

  it('should let a signed-in user with the invited e-mail join, and nobody else (team-3)', async () => {
    const owner = await merchant();
    const invited = await merchant();
    const someoneElse = await merchant();
    await invite(owner.organizationId, owner.headers, { email: invited.user.email, role: 'owner' });
    const token = await invitationTokenOf(invited.user.email);

    const refused = await accept(token, someoneElse.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('team-3');
    expect((await accept(token, {})).statusCode).toBe(401);

    const joined = await accept(token, invited.headers);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ organizationId: owner.organizationId, email: invited.user.email });
    const profile = await app.inject({ method: 'GET', url: '/account/v1/users', headers: invited.headers });
    expect(profile.json().organizations).toContainEqual(
      expect.objectContaining({
        uuid: owner.organizationId,
        role: 'owner',
        permissions: [{ key: 'BILLING' }],
      }),
    );
    const twice = await accept(token, invited.headers);
    expect(twice.json().errors[0].code).toBe('acc-11');
  });

  it('should let an admin invite and remove admins, but answer team-2 to inviting or removing an owner', async () => {
    const owner = await merchant();
    const admin = await colleague(owner, 'admin');
    const otherAdmin = await colleague(owner, 'admin');

    const ownerInvite = await invite(owner.organizationId, admin.headers, {
      email: newEmail(),
      role: 'owner',
    });
    expect(ownerInvite.statusCode).toBe(403);
    expect(ownerInvite.json().errors[0].code).toBe('team-2');
    const ownerRemoval = await remove(owner.organizationId, admin.headers, owner.user.id);
    expect(ownerRemoval.statusCode).toBe(403);
    expect(ownerRemoval.json().errors[0].code).toBe('team-2');

    const adminInvite = await invite(owner.organizationId, admin.headers, {
      email: newEmail(),
      role: 'admin',
    });
    expect(adminInvite.statusCode).toBe(201);
    expect(
      (await invitationAction(owner.organizationId, admin.headers, adminInvite.json().id, 'resend'))
        .statusCode,
    ).toBe(200);
    expect(
      (await invitationAction(owner.organizationId, admin.headers, adminInvite.json().id, 'revoke'))
        .statusCode,
    ).toBe(204);
    expect((await remove(owner.organizationId, admin.headers, otherAdmin.id)).statusCode).toBe(204);
    expect((await remove(owner.organizationId, admin.headers, admin.id)).statusCode).toBe(204);

    const members = (await teamOf(owner.organizationId, owner.headers)).json().members;
    expect(members.map((member: { id: string }) => member.id)).toEqual([owner.user.id]);
  });

  it('should keep the last owner (team-1), and let an owner leave once another owner exists', async () => {
    const owner = await merchant();

    const alone = await remove(owner.organizationId, owner.headers, owner.user.id);
    expect(alone.statusCode).toBe(409);
    expect(alone.json().errors[0].code).toBe('team-1');
    expect((await teamOf(owner.organizationId, owner.headers)).json().members).toHaveLength(1);

    const secondOwner = await colleague(owner, 'owner');
    expect((await remove(owner.organizationId, owner.headers, owner.user.id)).statusCode).toBe(204);
    const last = await remove(owner.organizationId, secondOwner.headers, secondOwner.id);
    expect(last.json().errors[0].code).toBe('team-1');
  });

  it('should answer global-404 to removing someone who is not a member', async () => {
    const owner = await merchant();
    const other = await merchant();
    const response = await remove(owner.organizationId, owner.headers, other.user.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('global-404');
  });

  it('should refuse a removed member at their next call with the token they still hold (the tenancy plugin reads the membership each request)', async () => {
    const owner = await merchant();
    const admin = await colleague(owner, 'admin');
    expect((await teamOf(owner.organizationId, admin.headers)).statusCode).toBe(200);

    expect((await remove(owner.organizationId, owner.headers, admin.id)).statusCode).toBe(204);

    const next = await teamOf(owner.organizationId, admin.headers);
    expect(next.statusCode).toBe(404);
    expect(next.json().errors[0].code).toBe('global-404');
    const write = await invite(owner.organizationId, admin.headers, { email: newEmail(), role: 'admin' });
    expect(write.statusCode).toBe(404);
  });

  it("should drop the removed member's realtime connection and keep the others", async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const owner = await merchant();
    const admin = await colleague(owner, 'admin');
    const open = (headers: Record<string, string>) => {
      const socket = connect(`http://127.0.0.1:${address.port}`, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token: headers.authorization?.replace('Bearer ', '') },
        query: { organizationUUID: owner.organizationId },
        reconnection: false,
      });
      return new Promise<typeof socket>((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    };
    const ownerSocket = await open(owner.headers);
    const adminSocket = await open(admin.headers);
    const dropped = new Promise<string>((resolve) => adminSocket.once('disconnect', resolve));

    await remove(owner.organizationId, owner.headers, admin.id);

    expect(await dropped).toBe('io server disconnect');
    expect(ownerSocket.connected).toBe(true);
    ownerSocket.close();
  });

  it("should keep each organisation's team to its members: 404 for a member of another one", async () => {
    const owner = await merchant();
    const stranger = await merchant();
    const { id } = (
      await invite(owner.organizationId, owner.headers, { email: newEmail(), role: 'admin' })
    ).json();
    const admin = await colleague(owner, 'admin');

    const attempts = [
      teamOf(owner.organizationId, stranger.headers),
      invite(owner.organizationId, stranger.headers, { email: newEmail(), role: 'admin' }),
      invitationAction(owner.organizationId, stranger.headers, id, 'resend'),
      invitationAction(owner.organizationId, stranger.headers, id, 'revoke'),
      remove(owner.organizationId, stranger.headers, admin.id),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].code).toBe('global-404');
    }
    const team = (await teamOf(owner.organizationId, owner.headers)).json();
    expect(team.invitations.map((invitation: { id: string }) => invitation.id)).toEqual([id]);
    expect(team.members).toHaveLength(2);
  });

  it('should record every team change in the audit log with who did it, before and after', async () => {
    const owner = await merchant();
    const email = newEmail();
    const { id } = (await invite(owner.organizationId, owner.headers, { email, role: 'admin' })).json();
    await invitationAction(owner.organizationId, owner.headers, id, 'resend');
    await signUpThrough(await invitationTokenOf(email));
    const [row] = await app.db.select().from(invitations).where(eq(invitations.id, id));
    const joinedId = (await teamOf(owner.organizationId, owner.headers))
      .json()
      .members.find((member: { email: string }) => member.email === email).id;
    await remove(owner.organizationId, owner.headers, joinedId);
    const revokedInvite = (
      await invite(owner.organizationId, owner.headers, { email: newEmail(), role: 'admin' })
    ).json();
    await invitationAction(owner.organizationId, owner.headers, revokedInvite.id, 'revoke');

    const entries = await app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.organizationId, owner.organizationId), eq(auditEntries.area, 'team')))
      .orderBy(auditEntries.createdAt);

    expect(row?.acceptedAt).not.toBeNull();
    expect(entries.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['invite.create', owner.user.email],
      ['invite.resend', owner.user.email],
      ['member.join', email],
      ['member.remove', owner.user.email],
      ['invite.create', owner.user.email],
      ['invite.revoke', owner.user.email],
    ]);
    expect(entries[3]).toMatchObject({ entityId: joinedId, before: { email, role: 'admin' }, after: null });
    expect(entries[0]).toMatchObject({
      entityId: id,
      before: null,
      after: { email, role: 'admin', status: 'pending' },
    });
  });
});
