import { ALL_INSTANCES, assignmentInstances, BUILT_IN_ROLES, type Role } from '@playboard/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { organizationMembers, roleAssignments, roles, sites, type RoleRow } from '../../db/schema/index.ts';

const uuid = z.uuid();

/** Writes the built-in roles of the domain's list (new ones added, changed ones brought up to date). */
export async function ensureBuiltInRoles(db: Database): Promise<void> {
  await db
    .insert(roles)
    .values(
      BUILT_IN_ROLES.map((role) => ({
        ...role,
        permissions: [...role.permissions],
        requiredConditions: [...role.requiredConditions],
      })),
    )
    .onConflictDoUpdate({
      target: roles.id,
      set: {
        key: sql`excluded.key`,
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        target: sql`excluded.target`,
        permissions: sql`excluded.permissions`,
        requiredConditions: sql`excluded.required_conditions`,
      },
    });
}

function roleOf(row: RoleRow): Role {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    target: row.target,
    permissions: row.permissions,
    requiredConditions: row.requiredConditions,
  };
}

export async function listRoles(
  db: Database,
  page: number,
  size: number,
): Promise<{ results: Role[]; numFound: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(roles)
      .orderBy(asc(roles.id))
      .limit(size)
      .offset(page * size),
    db.select({ value: count() }).from(roles),
  ]);
  return { results: rows.map(roleOf), numFound: total?.value ?? 0 };
}

export async function findRole(db: Database, id: number): Promise<Role | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row && roleOf(row);
}

/** A user's assignments with the role each gives: what the token's policies are built from. */
export async function assignmentsWithRoles(
  db: Database,
  userId: string,
): Promise<{ key: string; permissions: string[]; instances: string[] }[]> {
  const rows = await db
    .select({ key: roles.key, permissions: roles.permissions, conditions: roleAssignments.conditions })
    .from(roleAssignments)
    .innerJoin(roles, eq(roles.id, roleAssignments.roleId))
    .where(eq(roleAssignments.userId, userId))
    .orderBy(asc(roleAssignments.createdAt));
  return rows.map((row) => ({
    key: row.key,
    permissions: row.permissions,
    instances: assignmentInstances(row.conditions),
  }));
}

/**
 * The roles a user holds on a site: their membership role of the site's organisation (owner or
 * admin) and the keys of the roles assigned to them for the site's instance or for every instance
 * (`*`). A rule's `restrictedRoles` names such keys. A malformed or unknown site gives none.
 *
 * @example
 * await rolesOfMember(db, userId, siteId) // ['admin', 'merchandiser']
 */
export async function rolesOfMember(db: Database, userId: string, siteId: string): Promise<string[]> {
  if (!uuid.safeParse(siteId).success || !uuid.safeParse(userId).success) return [];
  const [site] = await db
    .select({ instance: sites.instance, role: organizationMembers.role })
    .from(sites)
    .leftJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, sites.organizationId),
        eq(organizationMembers.userId, userId),
      ),
    )
    .where(eq(sites.id, siteId));
  if (!site) return [];
  const assigned = (await assignmentsWithRoles(db, userId))
    .filter(({ instances }) => instances.includes(ALL_INSTANCES) || instances.includes(site.instance))
    .map(({ key }) => key);
  return [...new Set([...(site.role ? [site.role] : []), ...assigned])];
}
