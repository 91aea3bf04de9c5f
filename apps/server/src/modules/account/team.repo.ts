import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  invitations,
  organizationMembers,
  organizations,
  users,
  type InvitationRow,
  type NewInvitationRow,
} from '../../db/schema/index.ts';

export interface MemberRow {
  userId: string;
  name: string;
  email: string;
  role: string;
  joinedAt: Date;
}

const isOpen = and(isNull(invitations.revokedAt), isNull(invitations.acceptedAt));

/** One organisation's members and invitations; the tenancy plugin has resolved the caller's membership. */
export function createTeamRepo(db: Database, scope: { organizationId: string }) {
  const ofOrganization = eq(organizationMembers.organizationId, scope.organizationId);
  const ownInvitation = eq(invitations.organizationId, scope.organizationId);
  const selectMembers = () =>
    db
      .select({
        userId: users.id,
        name: users.name,
        email: users.email,
        role: organizationMembers.role,
        joinedAt: organizationMembers.createdAt,
      })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId));

  return {
    /** Serialises team changes of the organisation until the transaction ends (last-owner checks). */
    async lock(): Promise<void> {
      await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, scope.organizationId))
        .for('update');
    },

    async members(): Promise<MemberRow[]> {
      return selectMembers().where(ofOrganization).orderBy(asc(organizationMembers.createdAt));
    },

    async member(userId: string): Promise<MemberRow | undefined> {
      const [row] = await selectMembers().where(and(ofOrganization, eq(organizationMembers.userId, userId)));
      return row;
    },

    async memberByEmail(email: string): Promise<MemberRow | undefined> {
      const [row] = await selectMembers().where(
        and(ofOrganization, eq(sql`lower(${users.email})`, email.toLowerCase())),
      );
      return row;
    },

    async ownerCount(): Promise<number> {
      const [row] = await db
        .select({ owners: count() })
        .from(organizationMembers)
        .where(and(ofOrganization, eq(organizationMembers.role, 'owner')));
      return row?.owners ?? 0;
    },

    async addMember(userId: string, role: string, permissions: string[], now: Date): Promise<void> {
      await db.insert(organizationMembers).values({
        organizationId: scope.organizationId,
        userId,
        role,
        permissions,
        createdAt: now,
        updatedAt: now,
      });
    },

    async removeMember(userId: string): Promise<boolean> {
      const removed = await db
        .delete(organizationMembers)
        .where(and(ofOrganization, eq(organizationMembers.userId, userId)))
        .returning({ userId: organizationMembers.userId });
      return removed.length > 0;
    },

    /** Invitations neither used nor revoked, oldest first. */
    async openInvitations(): Promise<InvitationRow[]> {
      return db
        .select()
        .from(invitations)
        .where(and(ownInvitation, isOpen))
        .orderBy(asc(invitations.createdAt));
    },

    async openInvitation(id: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(invitations)
        .where(and(ownInvitation, isOpen, eq(invitations.id, id)));
      return row;
    },

    async openInvitationFor(email: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(invitations)
        .where(and(ownInvitation, isOpen, eq(sql`lower(${invitations.email})`, email.toLowerCase())));
      return row;
    },

    async insertInvitation(
      invitation: Omit<NewInvitationRow, 'organizationId' | 'id'>,
    ): Promise<InvitationRow> {
      const [row] = await db
        .insert(invitations)
        .values({ ...invitation, organizationId: scope.organizationId })
        .returning();
      return row as InvitationRow;
    },

    async updateInvitation(
      id: string,
      patch: Partial<
        Pick<
          NewInvitationRow,
          'role' | 'tokenHash' | 'invitedBy' | 'sentAt' | 'expiresAt' | 'revokedAt' | 'acceptedAt'
        >
      >,
    ): Promise<InvitationRow | undefined> {
      const [row] = await db
        .update(invitations)
        .set(patch)
        .where(and(ownInvitation, eq(invitations.id, id)))
        .returning();
      return row;
    },
  };
}

/** Invitations by the token of their link, across organisations (the link is all the holder has). */
export function createInvitationLinksRepo(db: Database) {
  return {
    async findByHash(
      tokenHash: string,
    ): Promise<{ invitation: InvitationRow; organizationName: string } | undefined> {
      const [row] = await db
        .select({ invitation: invitations, organizationName: organizations.name })
        .from(invitations)
        .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
        .where(eq(invitations.tokenHash, tokenHash));
      return row;
    },
  };
}
