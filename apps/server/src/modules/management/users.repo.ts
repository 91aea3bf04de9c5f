// The users of users and roles administration (spec 2 §3): the account's profile fields with the
// role assignments, searched and paged for the platform's operators.
import {
  ALL_INSTANCES,
  INSTANCE_CONDITION,
  type ManagementSite,
  type Policy,
  type RoleAssignment,
  type User,
} from '@playboard/domain';
import { and, asc, count, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import {
  engines,
  guestPolicies,
  organizationMembers,
  organizations,
  roleAssignments,
  roles,
  sites,
  users,
  type UserRow,
} from '../../db/schema/index.ts';

const uuid = z.uuid();

/** `%text%` for ILIKE with the pattern characters of the text taken literally. */
function containing(text: string): string {
  return `%${text.replaceAll(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A stored assignment: it always has its id. */
type StoredAssignment = RoleAssignment & { id: string };

async function assignmentsOf(db: Database, userIds: string[]): Promise<Map<string, StoredAssignment[]>> {
  const byUser = new Map<string, StoredAssignment[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      id: roleAssignments.id,
      userId: roleAssignments.userId,
      roleId: roles.id,
      roleName: roles.name,
      conditions: roleAssignments.conditions,
    })
    .from(roleAssignments)
    .innerJoin(roles, eq(roles.id, roleAssignments.roleId))
    .where(inArray(roleAssignments.userId, userIds))
    .orderBy(asc(roleAssignments.createdAt), asc(roleAssignments.id));
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ id: row.id, role: { id: row.roleId, name: row.roleName }, conditions: row.conditions });
    byUser.set(row.userId, list);
  }
  return byUser;
}

async function teamRolesOf(db: Database, userIds: string[]): Promise<Map<string, User['teamRoles']>> {
  const byUser = new Map<string, User['teamRoles']>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: organizationMembers.userId,
      organizationId: organizations.id,
      organizationName: organizations.name,
      role: organizationMembers.role,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(inArray(organizationMembers.userId, userIds))
    .orderBy(asc(organizations.name), asc(organizations.id));
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({
      organizationId: row.organizationId,
      organizationName: row.organizationName,
      role: row.role === 'owner' ? 'owner' : 'admin',
    });
    byUser.set(row.userId, list);
  }
  return byUser;
}

/** Who the users are beyond their profile: assignments, team roles, whether they operate the platform. */
async function usersOf(db: Database, rows: UserRow[], platformOperators: readonly string[]): Promise<User[]> {
  const ids = rows.map((row) => row.id);
  const [assignments, teamRoles] = await Promise.all([assignmentsOf(db, ids), teamRolesOf(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    username: row.name,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roleAssignments: assignments.get(row.id) ?? [],
    verified: row.emailVerifiedAt !== null,
    teamRoles: teamRoles.get(row.id) ?? [],
    platformOperator: platformOperators.includes(row.email.toLowerCase()),
  }));
}

/** What matches a role id: an assignment of it, or for owner and admin a membership with that role. */
function holdsRole(db: Database, roleId: number): SQL {
  const assigned = db
    .select({ one: sql`1` })
    .from(roleAssignments)
    .where(and(eq(roleAssignments.userId, users.id), eq(roleAssignments.roleId, roleId)));
  const member = db
    .select({ one: sql`1` })
    .from(organizationMembers)
    .innerJoin(roles, eq(roles.key, organizationMembers.role))
    .where(and(eq(organizationMembers.userId, users.id), eq(roles.id, roleId)));
  return or(exists(assigned), exists(member)) as SQL;
}

export interface UsersFilter {
  page: number;
  size: number;
  search?: string | undefined;
  roleId?: number | undefined;
}

/** A page of users by e-mail then id, matching the search in e-mail or names, holding the role. */
export async function listUsers(
  db: Database,
  filter: UsersFilter,
  platformOperators: readonly string[],
): Promise<{ results: User[]; numFound: number }> {
  const search = filter.search?.trim();
  const where = and(
    search
      ? or(
          ilike(users.email, containing(search)),
          ilike(users.name, containing(search)),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containing(search)),
        )
      : undefined,
    filter.roleId === undefined ? undefined : holdsRole(db, filter.roleId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.email), asc(users.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { results: await usersOf(db, rows, platformOperators), numFound: total?.value ?? 0 };
}

export async function findUser(
  db: Database,
  id: string,
  platformOperators: readonly string[],
): Promise<User | undefined> {
  if (!uuid.safeParse(id).success) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) return undefined;
  return (await usersOf(db, [row], platformOperators))[0];
}

export async function userExists(db: Database, id: string): Promise<boolean> {
  if (!uuid.safeParse(id).success) return false;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function updateUserNames(
  db: Database,
  id: string,
  names: { firstName: string; lastName: string },
): Promise<void> {
  const name = [names.firstName, names.lastName].join(' ');
  await db
    .update(users)
    .set({ ...names, name })
    .where(eq(users.id, id));
}

export async function insertGuest(
  db: Database,
  guest: { email: string; name: string; passwordHash: string; now: Date; policies: Policy[] },
): Promise<UserRow> {
  const [firstName = '', ...rest] = guest.name.trim().split(/\s+/);
  const [row] = await db
    .insert(users)
    .values({
      email: guest.email,
      passwordHash: guest.passwordHash,
      name: guest.name,
      firstName,
      lastName: rest.join(' '),
      legalAcceptedAt: guest.now,
    })
    .returning();
  if (!row) throw new Error('insertGuest: no row');
  await db.insert(guestPolicies).values({ userId: row.id, policies: guest.policies });
  return row;
}

/** The policies a guest was invited with (none for anyone else). */
export async function guestPoliciesOf(db: Database, userId: string): Promise<Policy[]> {
  const [row] = await db
    .select({ policies: guestPolicies.policies })
    .from(guestPolicies)
    .where(eq(guestPolicies.userId, userId));
  return row?.policies ?? [];
}

/** Replaces the policies the user was invited with as a guest. */
export async function updateGuestPolicies(db: Database, userId: string, policies: Policy[]): Promise<void> {
  await db.update(guestPolicies).set({ policies }).where(eq(guestPolicies.userId, userId));
}

/**
 * Whether a role assignment or the guest policies of the user name `instance` itself (not `*`):
 * what lets someone who is not a member of the site's organisation reach that one site.
 */
export async function assignedToInstance(db: Database, userId: string, instance: string): Promise<boolean> {
  if (!uuid.safeParse(userId).success) return false;
  const condition = JSON.stringify([{ condition: INSTANCE_CONDITION, value: instance }]);
  const policy = JSON.stringify([{ instances: [instance] }]);
  const [assigned] = await db
    .select({ id: roleAssignments.id })
    .from(roleAssignments)
    .where(and(eq(roleAssignments.userId, userId), sql`${roleAssignments.conditions} @> ${condition}::jsonb`))
    .limit(1);
  if (assigned) return true;
  const [invited] = await db
    .select({ userId: guestPolicies.userId })
    .from(guestPolicies)
    .where(and(eq(guestPolicies.userId, userId), sql`${guestPolicies.policies} @> ${policy}::jsonb`));
  return invited !== undefined;
}

/**
 * The instance keys the user's role assignments and guest policies name themselves (not `*`), each
 * once: the sites someone who is not a member of their organisation reaches.
 */
export async function assignedInstances(db: Database, userId: string): Promise<string[]> {
  if (!uuid.safeParse(userId).success) return [];
  const [assignments, policies] = await Promise.all([
    db
      .select({ conditions: roleAssignments.conditions })
      .from(roleAssignments)
      .where(eq(roleAssignments.userId, userId)),
    guestPoliciesOf(db, userId),
  ]);
  const named = [
    ...assignments.flatMap(({ conditions }) =>
      conditions.filter(({ condition }) => condition === INSTANCE_CONDITION).map(({ value }) => value),
    ),
    ...policies.flatMap((policy) => policy.instances),
  ];
  return [...new Set(named)].filter((instance) => instance !== ALL_INSTANCES);
}

type Condition = RoleAssignment['conditions'][number];

/** Conditions as stored: sorted, so one role under the same conditions is one row (a unique index). */
export function storedConditions(conditions: readonly Condition[]): Condition[] {
  return [...conditions].sort(
    (a, b) => a.condition.localeCompare(b.condition) || a.value.localeCompare(b.value),
  );
}

/**
 * Inserts the assignment, or answers the one the user already holds with that role and those
 * conditions (`created: false`): a double submit gives the role once. Undefined when the id is taken.
 */
export async function insertAssignment(
  db: Database,
  userId: string,
  assignment: { id?: string | undefined; roleId: number; conditions: Condition[] },
): Promise<{ id: string; created: boolean } | undefined> {
  const conditions = storedConditions(assignment.conditions);
  const [row] = await db
    .insert(roleAssignments)
    .values({
      ...(assignment.id ? { id: assignment.id } : {}),
      userId,
      roleId: assignment.roleId,
      conditions,
    })
    .onConflictDoNothing()
    .returning({ id: roleAssignments.id });
  if (row) return { id: row.id, created: true };
  const [held] = await db
    .select({ id: roleAssignments.id })
    .from(roleAssignments)
    .where(
      and(
        eq(roleAssignments.userId, userId),
        eq(roleAssignments.roleId, assignment.roleId),
        sql`${roleAssignments.conditions} = ${JSON.stringify(conditions)}::jsonb`,
      ),
    );
  return held && { id: held.id, created: false };
}

/** The user's role assignments, oldest first. */
export async function assignmentsOfUser(db: Database, userId: string): Promise<StoredAssignment[]> {
  return (await assignmentsOf(db, [userId])).get(userId) ?? [];
}

/** Replaces the conditions of the user's assignment `id`. */
export async function updateAssignmentConditions(
  db: Database,
  userId: string,
  id: string,
  conditions: RoleAssignment['conditions'],
): Promise<void> {
  await db
    .update(roleAssignments)
    .set({ conditions: storedConditions(conditions) })
    .where(and(eq(roleAssignments.userId, userId), eq(roleAssignments.id, id)));
}

/** Every site of the platform matching `search` (name, instance key, URL, organisation, or its id), by name. */
export async function searchSites(
  db: Database,
  filter: { search?: string | undefined; size: number },
): Promise<{ results: ManagementSite[]; numFound: number }> {
  const search = filter.search?.trim();
  const where = search
    ? or(
        ilike(sites.name, containing(search)),
        ilike(sites.instance, containing(search)),
        ilike(sites.url, containing(search)),
        ilike(organizations.name, containing(search)),
        uuid.safeParse(search).success ? eq(sites.id, search) : undefined,
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        instance: sites.instance,
        name: sites.name,
        url: sites.url,
        organizationName: organizations.name,
      })
      .from(sites)
      .innerJoin(organizations, eq(organizations.id, sites.organizationId))
      .where(where)
      .orderBy(asc(sites.name), asc(sites.instance))
      .limit(filter.size),
    db
      .select({ value: count() })
      .from(sites)
      .innerJoin(organizations, eq(organizations.id, sites.organizationId))
      .where(where),
  ]);
  return { results: rows, numFound: total?.value ?? 0 };
}

/** The instance keys of the organisation's sites. */
export async function instancesOfOrganization(db: Database, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ instance: sites.instance })
    .from(sites)
    .where(eq(sites.organizationId, organizationId));
  return rows.map((row) => row.instance);
}

/** Deletes the user's assignment and answers it; undefined when the user holds none with that id. */
export async function deleteAssignment(
  db: Database,
  userId: string,
  id: string,
): Promise<RoleAssignment | undefined> {
  if (!uuid.safeParse(id).success) return undefined;
  const before = (await assignmentsOf(db, [userId])).get(userId)?.find((assignment) => assignment.id === id);
  if (!before) return undefined;
  await db.delete(roleAssignments).where(and(eq(roleAssignments.userId, userId), eq(roleAssignments.id, id)));
  return before;
}

/**
 * The instance key each value names: a site's instance key itself, a site's id or one of its
 * engines' ids; values naming nothing are left out.
 */
export async function instanceKeysOf(db: Database, values: string[]): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  if (values.length === 0) return keys;
  const ids = values.filter((value) => uuid.safeParse(value).success);
  const siteRows = await db
    .select({ id: sites.id, instance: sites.instance })
    .from(sites)
    .where(
      ids.length > 0
        ? or(inArray(sites.instance, values), inArray(sites.id, ids))
        : inArray(sites.instance, values),
    );
  for (const row of siteRows) {
    keys.set(row.instance, row.instance);
    keys.set(row.id, row.instance);
  }
  if (ids.length > 0) {
    const engineRows = await db
      .select({ id: engines.id, instance: sites.instance })
      .from(engines)
      .innerJoin(sites, eq(sites.id, engines.siteId))
      .where(inArray(engines.id, ids));
    for (const row of engineRows) keys.set(row.id, row.instance);
  }
  return new Map(values.flatMap((value) => (keys.has(value) ? [[value, keys.get(value)!] as const] : [])));
}
