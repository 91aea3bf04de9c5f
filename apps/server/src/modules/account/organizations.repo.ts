import { and, asc, count, eq, inArray, notExists } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  organizationMembers,
  organizations,
  sites,
  type NewOrganizationRow,
  type OrganizationRow,
} from '../../db/schema/index.ts';
import { startTrial } from '../billing/index.ts';

export interface Membership {
  organization: OrganizationRow;
  role: string;
  permissions: string[];
}

/** The organisations one user belongs to; an organisation the user is not a member of does not exist here. */
export function createMembershipsRepo(db: Database, scope: { userId: string }) {
  const memberOf = eq(organizationMembers.userId, scope.userId);
  const selectMemberships = () =>
    db
      .select({
        organization: organizations,
        role: organizationMembers.role,
        permissions: organizationMembers.permissions,
      })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId));

  return {
    async list(): Promise<Membership[]> {
      return selectMemberships()
        .where(memberOf)
        .orderBy(asc(organizations.createdAt), asc(organizations.name));
    },

    /**
     * Creates an organisation with this user as its owner holding `permissions`, and its
     * subscription: a 30-day trial from `now` (spec 1 §1).
     */
    async createOwned(
      organization: Pick<NewOrganizationRow, 'name' | 'businessVertical'>,
      permissions: string[],
      now: Date,
    ): Promise<Membership> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(organizations).values(organization).returning();
        const row = created as OrganizationRow;
        await tx
          .insert(organizationMembers)
          .values({ organizationId: row.id, userId: scope.userId, role: 'owner', permissions });
        await startTrial(tx, row.id, now);
        return { organization: row, role: 'owner', permissions };
      });
    },

    /**
     * The organisations, the user not being a member, whose sites include one of `instances` (those
     * their role assignments and guest policies name): where they are a guest.
     */
    async guestOf(instances: string[]): Promise<OrganizationRow[]> {
      if (instances.length === 0) return [];
      const member = db
        .select({ id: organizationMembers.organizationId })
        .from(organizationMembers)
        .where(and(memberOf, eq(organizationMembers.organizationId, organizations.id)));
      return db
        .selectDistinct({ organization: organizations })
        .from(organizations)
        .innerJoin(sites, eq(sites.organizationId, organizations.id))
        .where(and(inArray(sites.instance, instances), notExists(member)))
        .orderBy(asc(organizations.createdAt), asc(organizations.name))
        .then((rows) => rows.map(({ organization }) => organization));
    },

    /** Instance keys of the sites of the given organisations (only those the user belongs to). */
    async instancesOf(organizationIds: string[]): Promise<{ organizationId: string; instance: string }[]> {
      if (organizationIds.length === 0) return [];
      return db
        .select({ organizationId: sites.organizationId, instance: sites.instance })
        .from(sites)
        .innerJoin(organizationMembers, eq(organizationMembers.organizationId, sites.organizationId))
        .where(and(memberOf, inArray(sites.organizationId, organizationIds)))
        .orderBy(asc(sites.createdAt));
    },
  };
}

/** One organisation; the tenancy plugin has resolved the caller's membership of it. */
export function createOrganizationRepo(db: Database, scope: { organizationId: string }) {
  const own = eq(organizations.id, scope.organizationId);
  return {
    async get(): Promise<OrganizationRow | undefined> {
      const [row] = await db.select().from(organizations).where(own);
      return row;
    },

    async update(
      patch: Partial<Pick<NewOrganizationRow, 'name' | 'businessVertical'>>,
    ): Promise<OrganizationRow | undefined> {
      if (Object.keys(patch).length === 0) return this.get();
      const [row] = await db.update(organizations).set(patch).where(own).returning();
      return row;
    },

    async memberCount(): Promise<number> {
      const [row] = await db
        .select({ members: count() })
        .from(organizationMembers)
        .where(eq(organizationMembers.organizationId, scope.organizationId));
      return row?.members ?? 0;
    },
  };
}
