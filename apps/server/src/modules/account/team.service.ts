// The team of an organisation (spec 1 §3, §4, §6; Account API of spec 2 §7): members, invitations
// by e-mail, joining through the invitation link, removal. Every change records an audit entry in
// its own transaction; time comes from `app.clock`, so expiry is tested by moving the clock.
import { randomBytes } from 'node:crypto';
import {
  DomainError,
  INVITATION_TTL_DAYS,
  mayManageRole,
  type Invitation,
  type InvitationJoined,
  type InvitationLink,
  type InvitationSignup,
  type Language,
  type OrganizationInvite,
  type Team,
  type TeamMember,
  type TeamRole,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { InvitationRow } from '../../db/schema/index.ts';
import type { Membership } from '../../plugins/tenancy.ts';
import { recordAudit, type Actor } from '../history/index.ts';
import { renderMail } from '../mail/index.ts';
import { accountError } from './account-errors.ts';
import { type EndSessions, hashPassword, normalizeEmail, splitName, tokenHashOf } from './account.service.ts';
import { OWNER_PERMISSIONS } from './organization-view.ts';
import { createOrganizationRepo } from './organizations.repo.ts';
import { createInvitationLinksRepo, createTeamRepo, type MemberRow } from './team.repo.ts';
import { createUsersRepo } from './users.repo.ts';

const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

function memberView(row: MemberRow): TeamMember {
  return {
    id: row.userId,
    name: row.name,
    email: row.email,
    created: row.joinedAt.toISOString(),
    role: row.role as TeamRole,
  };
}

function invitationView(row: InvitationRow, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as TeamRole,
    sent: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: row.expiresAt <= now ? 'expired' : 'pending',
  };
}

/** Owners hold BILLING (spec 1 §6); admins hold no organisation permission. */
function permissionsOf(role: string): string[] {
  return role === 'owner' ? OWNER_PERMISSIONS : [];
}

function ownersOnly() {
  return accountError('team-2', 403);
}

function invitationNotFound() {
  return accountError('acc-11', 404);
}

export async function getTeam(app: FastifyInstance, membership: Membership): Promise<Team> {
  const team = createTeamRepo(app.db, membership);
  const now = app.clock();
  return {
    members: (await team.members()).map(memberView),
    invitations: (await team.openInvitations()).map((row) => invitationView(row, now)),
  };
}

/** A new link for the invitation: its token, and the columns that go with sending it now. */
function freshLink(now: Date, actor: Actor) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    columns: {
      tokenHash: tokenHashOf(token),
      invitedBy: actor.userId,
      sentAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    },
  };
}

async function mailInvitation(
  app: FastifyInstance,
  tx: Database,
  input: { email: string; role: string; token: string; organizationId: string; actor: Actor },
): Promise<void> {
  const [organization, sender] = await Promise.all([
    createOrganizationRepo(tx, input).get(),
    createUsersRepo(tx).findById(input.actor.userId),
  ]);
  const invitee = await createUsersRepo(tx).findByEmail(input.email);
  await app.mail.enqueue(
    {
      to: input.email,
      ...renderMail('invitation', {
        language: invitee?.language ?? sender?.language ?? 'en',
        name: sender?.name || input.actor.email,
        link: `${app.config.publicUrl}/invitations/${input.token}`,
        organization: organization?.name ?? '',
        role: input.role,
      }),
    },
    { db: tx },
  );
}

/**
 * Invites `email` to join with `role`: acc-25 when it is a member already, acc-10 when a pending
 * invitation was sent already (a double submit included), team-2 when an admin invites an owner.
 * An expired invitation to the same e-mail is sent again with the new role instead.
 */
export async function invite(
  app: FastifyInstance,
  membership: Membership,
  actor: Actor,
  input: OrganizationInvite,
): Promise<Invitation> {
  if (!mayManageRole(membership.role as TeamRole, input.role)) throw ownersOnly();
  const email = normalizeEmail(input.email);
  const now = app.clock();
  const outcome = async () =>
    app.db.transaction(async (tx) => {
      const team = createTeamRepo(tx, membership);
      await team.lock();
      if (await team.memberByEmail(email)) throw accountError('acc-25', 409);
      const open = await team.openInvitationFor(email);
      if (open && open.expiresAt > now) throw accountError('acc-10', 409);
      const link = freshLink(now, actor);
      const row = open
        ? await team.updateInvitation(open.id, { ...link.columns, role: input.role })
        : await team.insertInvitation({ email, role: input.role, ...link.columns });
      if (!row) throw invitationNotFound();
      const after = invitationView(row, now);
      await recordAudit(tx, {
        organizationId: membership.organizationId,
        area: 'team',
        action: open ? 'invite.resend' : 'invite.create',
        entityId: row.id,
        before: open ? invitationView(open, now) : null,
        after,
        actor,
      });
      await mailInvitation(app, tx, {
        email,
        role: input.role,
        token: link.token,
        organizationId: membership.organizationId,
        actor,
      });
      return after;
    });
  try {
    const invitation = await outcome();
    app.mail.wake();
    return invitation;
  } catch (error) {
    // Two invitations to one e-mail at once: the open-invitation index decides, the loser gets acc-10.
    if (!(error instanceof DomainError) && (await openInvitationExists(app, membership, email))) {
      throw accountError('acc-10', 409);
    }
    throw error;
  }
}

async function openInvitationExists(app: FastifyInstance, membership: Membership, email: string) {
  return (await createTeamRepo(app.db, membership).openInvitationFor(email)) !== undefined;
}

/** Sends the invitation again with a new link (the old one stops working) and a new expiry. */
export async function resendInvitation(
  app: FastifyInstance,
  membership: Membership,
  actor: Actor,
  invitationId: string,
): Promise<Invitation> {
  const now = app.clock();
  const invitation = await app.db.transaction(async (tx) => {
    const team = createTeamRepo(tx, membership);
    const open = await team.openInvitation(invitationId);
    if (!open) throw invitationNotFound();
    const link = freshLink(now, actor);
    const row = await team.updateInvitation(open.id, link.columns);
    if (!row) throw invitationNotFound();
    const after = invitationView(row, now);
    await recordAudit(tx, {
      organizationId: membership.organizationId,
      area: 'team',
      action: 'invite.resend',
      entityId: row.id,
      before: invitationView(open, now),
      after,
      actor,
    });
    await mailInvitation(app, tx, {
      email: row.email,
      role: row.role,
      token: link.token,
      organizationId: membership.organizationId,
      actor,
    });
    return after;
  });
  app.mail.wake();
  return invitation;
}

/** Revokes an open invitation: its link then shows the revoked page. */
export async function revokeInvitation(
  app: FastifyInstance,
  membership: Membership,
  actor: Actor,
  invitationId: string,
): Promise<void> {
  const now = app.clock();
  await app.db.transaction(async (tx) => {
    const team = createTeamRepo(tx, membership);
    const open = await team.openInvitation(invitationId);
    if (!open) throw invitationNotFound();
    await team.updateInvitation(open.id, { revokedAt: now });
    await recordAudit(tx, {
      organizationId: membership.organizationId,
      area: 'team',
      action: 'invite.revoke',
      entityId: open.id,
      before: invitationView(open, now),
      after: null,
      actor,
    });
  });
}

/**
 * Takes back, inside `tx`, the role assignments a member removed from `organizationId` holds on its
 * sites, with their audit entries (users and roles administration's).
 */
export type RemoveSiteAssignments = (
  tx: Database,
  removal: { userId: string; organizationId: string; actor: Actor },
) => Promise<void>;

/** What a removal does beyond the team: the other modules' parts, handed by app.ts. */
export interface MemberRemoval {
  endSessions: EndSessions;
  removeSiteAssignments: RemoveSiteAssignments;
}

/**
 * Removes a member (or the caller themselves): team-2 when an admin removes an owner, team-1 for
 * the last owner. In the same transaction the member's role assignments on the organisation's
 * sites go (a later invitation does not bring old rights back) and their sessions end and tokens
 * are revoked, so their next call sends them to sign in; their realtime sockets on the
 * organisation drop.
 */
export async function removeMember(
  app: FastifyInstance,
  membership: Membership,
  actor: Actor,
  userId: string,
  { endSessions, removeSiteAssignments }: MemberRemoval,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const team = createTeamRepo(tx, membership);
    await team.lock();
    const member = await team.member(userId);
    if (!member) throw accountError('global-404', 404);
    if (!mayManageRole(membership.role as TeamRole, member.role as TeamRole)) throw ownersOnly();
    if (member.role === 'owner' && (await team.ownerCount()) <= 1) throw accountError('team-1', 409);
    await team.removeMember(userId);
    await removeSiteAssignments(tx, { userId, organizationId: membership.organizationId, actor });
    await endSessions(tx, userId);
    await recordAudit(tx, {
      organizationId: membership.organizationId,
      area: 'team',
      action: userId === actor.userId ? 'member.leave' : 'member.remove',
      entityId: userId,
      before: memberView(member),
      after: null,
      actor,
    });
  });
  app.realtime.disconnectMember(membership.organizationId, userId);
}

type LinkState = { invitation: InvitationRow; organizationName: string; status: InvitationLink['status'] };

async function linkState(app: FastifyInstance, db: Database, token: string): Promise<LinkState> {
  const found = await createInvitationLinksRepo(db).findByHash(tokenHashOf(token));
  if (!found) throw invitationNotFound();
  const { invitation } = found;
  const status = invitation.acceptedAt
    ? 'accepted'
    : invitation.revokedAt
      ? 'revoked'
      : invitation.expiresAt <= app.clock()
        ? 'expired'
        : 'pending';
  return { ...found, status };
}

/** What the invitation page shows (no authentication): acc-11 for a link that never existed. */
export async function getInvitationLink(app: FastifyInstance, token: string): Promise<InvitationLink> {
  const { invitation, organizationName, status } = await linkState(app, app.db, token);
  return {
    status,
    email: invitation.email,
    organizationName,
    role: invitation.role as TeamRole,
    hasAccount: (await createUsersRepo(app.db).findByEmail(invitation.email)) !== undefined,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** A link that can still be used, or acc-13 (expired) or acc-11 (unknown, revoked or used). */
function usable(state: LinkState): InvitationRow {
  if (state.status === 'expired') throw accountError('acc-13', 410);
  if (state.status !== 'pending') throw invitationNotFound();
  return state.invitation;
}

async function join(
  tx: Database,
  invitation: InvitationRow,
  user: { id: string; email: string },
  now: Date,
): Promise<InvitationJoined> {
  const team = createTeamRepo(tx, invitation);
  await team.lock();
  if (await team.member(user.id)) throw accountError('acc-25', 409);
  await team.addMember(user.id, invitation.role, permissionsOf(invitation.role), now);
  await team.updateInvitation(invitation.id, { acceptedAt: now });
  const joined = await team.member(user.id);
  await recordAudit(tx, {
    organizationId: invitation.organizationId,
    area: 'team',
    action: 'member.join',
    entityId: user.id,
    before: null,
    after: joined ? memberView(joined) : null,
    actor: { userId: user.id, email: user.email },
  });
  return { organizationId: invitation.organizationId, email: user.email };
}

/**
 * Signs a new person up through the invitation and joins them to the team: the link proved the
 * inbox, so the account is confirmed at once. acc-1 when the e-mail has an account (sign in instead).
 */
export async function signUpWithInvitation(
  app: FastifyInstance,
  token: string,
  input: InvitationSignup,
): Promise<InvitationJoined> {
  const invitation = usable(await linkState(app, app.db, token));
  const users = createUsersRepo(app.db);
  if (await users.findByEmail(invitation.email)) throw accountError('acc-1', 409);
  const passwordHash = await hashPassword(input.password);
  const now = app.clock();
  try {
    return await app.db.transaction(async (tx) => {
      const current = usable(await linkState(app, tx, token));
      const user = await createUsersRepo(tx).insert({
        email: current.email,
        passwordHash,
        name: input.name,
        ...splitName(input.name),
        language: (input.language ?? 'en') satisfies Language,
        commercialCommunications: input.commercialCommunications ?? false,
        legalAcceptedAt: now,
        emailVerifiedAt: now,
      });
      return join(tx, current, user, now);
    });
  } catch (error) {
    // The same link submitted twice at once: the e-mail's unique index lets one account through.
    if (await users.findByEmail(invitation.email)) throw accountError('acc-1', 409);
    throw error;
  }
}

/** The signed-in user joins through the invitation; team-3 when it was sent to another e-mail. */
export async function acceptInvitation(
  app: FastifyInstance,
  token: string,
  userId: string,
): Promise<InvitationJoined> {
  const now = app.clock();
  return app.db.transaction(async (tx) => {
    const invitation = usable(await linkState(app, tx, token));
    const user = await createUsersRepo(tx).findById(userId);
    if (!user) throw accountError('global-404', 404);
    if (normalizeEmail(user.email) !== normalizeEmail(invitation.email)) throw accountError('team-3', 403);
    return join(tx, invitation, user, now);
  });
}
