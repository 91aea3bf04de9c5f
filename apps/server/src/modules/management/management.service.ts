// Users and roles administration (spec 2 §3–§7): a user's profile fields, role assignments
// restricted to instances, the built-in roles and guests. Every change is recorded in the audit log
// in its own transaction; the platform's operators make them (the routes' access).
import { randomBytes } from 'node:crypto';
import {
  ALL_INSTANCES,
  DomainError,
  GLOBAL_NODES,
  INSTANCE_CONDITION,
  SEARCH_NODES,
  CONFIGURATION_RESOURCES,
  type Invite,
  type Policy,
  type RoleAssignment,
  type RoleAssignmentInput,
  type User,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { hashPassword, normalizeEmail, requestPasswordReset } from '../account/index.ts';
import { recordAudit, type Actor } from '../history/index.ts';
import { findRole } from './roles.repo.ts';
import {
  assignmentsOfUser,
  deleteAssignment as deleteAssignmentRow,
  findUser,
  userExists,
  findUserByEmail,
  guestPoliciesOf,
  insertAssignment,
  storedConditions,
  insertGuest,
  instanceKeysOf,
  instancesOfOrganization,
  updateAssignmentConditions,
  updateGuestPolicies,
  updateUserNames,
} from './users.repo.ts';

function notFound(what: string): DomainError {
  return new DomainError('global-404', `${what} not found`, { status: 404 });
}

function badRequest(message: string): DomainError {
  return new DomainError('global-400', message, { status: 400 });
}

export async function getUser(db: Database, id: string, platformOperators: readonly string[]): Promise<User> {
  const user = await findUser(db, id, platformOperators);
  if (!user) throw notFound('User');
  return user;
}

/** PUT users/{id}: the profile fields (spec 2 §4 step 1, §5: first and last name non-empty). */
export async function updateUser(
  db: Database,
  id: string,
  profile: { firstName: string; lastName: string },
  actor: Actor,
  platformOperators: readonly string[],
): Promise<User> {
  return db.transaction(async (tx) => {
    const before = await getUser(tx, id, platformOperators);
    await updateUserNames(tx, id, profile);
    const after = await getUser(tx, id, platformOperators);
    await recordAudit(tx, {
      organizationId: null,
      area: 'roles',
      action: 'user.update',
      entityId: id,
      before,
      after,
      actor,
    });
    return after;
  });
}

/**
 * The instance key of each value: `*` for all, or a site named by its instance key, its id or one
 * of its engines' ids (the conditions and policies store instance keys, as tokens carry them); a
 * value naming no site answers 400.
 */
async function toInstanceKeys(db: Database, values: string[]): Promise<(value: string) => string> {
  const named = [...new Set(values.filter((value) => value !== ALL_INSTANCES))];
  const keys = await instanceKeysOf(db, named);
  const unknown = named.filter((value) => !keys.has(value));
  if (unknown.length > 0) throw badRequest(`Unknown instance: ${unknown.join(', ')}`);
  return (value) => keys.get(value) ?? value;
}

/**
 * POST users/{userId}/role-assignments (spec 2 §7): the role must exist, each condition has a name
 * and a value (§5), an instance condition names a site (its instance key, its id or one of its
 * engines' ids; stored as the instance key) or `*`, a role whose required
 * conditions include the instance gets one, and a platform role applies to every instance only.
 * A role the user already holds under the same conditions is answered as held (`created: false`),
 * neither stored twice nor audited again: a double submit gives the role once.
 */
export async function createAssignment(
  db: Database,
  userId: string,
  input: RoleAssignmentInput,
  actor: Actor,
): Promise<{ assignment: RoleAssignment; created: boolean }> {
  if (!(await userExists(db, userId))) throw notFound('User');
  const role = await findRole(db, input.roleId);
  if (!role) throw badRequest(`Unknown role: ${input.roleId}`);
  const names = new Set(input.conditions.map((item) => item.condition));
  const missing = role.requiredConditions.filter((condition) => !names.has(condition));
  if (missing.length > 0) throw badRequest(`The role ${role.name} needs the condition ${missing.join(', ')}`);
  const instances = input.conditions
    .filter((item) => item.condition === INSTANCE_CONDITION)
    .map((item) => item.value);
  if (role.target === 'platform' && instances.some((value) => value !== ALL_INSTANCES)) {
    throw badRequest(`The role ${role.name} applies to every instance (*) only`);
  }
  const keyOf = await toInstanceKeys(db, instances);
  const conditions = input.conditions.map((item) =>
    item.condition === INSTANCE_CONDITION ? { ...item, value: keyOf(item.value) } : item,
  );
  return db.transaction(async (tx) => {
    const inserted = await insertAssignment(tx, userId, { ...input, conditions });
    if (!inserted)
      throw new DomainError('global-409', 'A role assignment with this id exists', { status: 409 });
    const after: RoleAssignment = {
      id: inserted.id,
      role: { id: role.id, name: role.name },
      conditions: storedConditions(conditions),
    };
    if (!inserted.created) return { assignment: after, created: false };
    await recordAudit(tx, {
      organizationId: null,
      area: 'assignments',
      action: 'assignment.create',
      entityId: inserted.id,
      before: null,
      after: { userId, ...after },
      actor,
    });
    return { assignment: after, created: true };
  });
}

/** DELETE users/{userId}/role-assignments/{id}; an assignment the user does not hold is not found. */
export async function deleteAssignment(
  db: Database,
  userId: string,
  id: string,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await deleteAssignmentRow(tx, userId, id);
    if (!before) throw notFound('Role assignment');
    await recordAudit(tx, {
      organizationId: null,
      area: 'assignments',
      action: 'assignment.delete',
      entityId: id,
      before: { userId, ...before },
      after: null,
      actor,
    });
  });
}

/**
 * Takes back what a member removed from an organisation held on its sites, inside the removal's
 * transaction `tx`, so inviting them again later does not silently restore old rights: each role
 * assignment's instance conditions naming the organisation's sites are dropped, and an assignment
 * left naming no instance (which would mean every instance), or giving what another already gives, is
 * deleted; so are those sites in the
 * policies they were invited with as a guest (a policy left naming none goes). An assignment or
 * policy for every instance (`*`) names no site of the organisation and stays. Each change is
 * audited in the organisation.
 */
export async function removeAssignmentsInOrganization(
  tx: Database,
  removal: { userId: string; organizationId: string; actor: Actor },
): Promise<void> {
  const { userId, organizationId, actor } = removal;
  const instances = new Set(await instancesOfOrganization(tx, organizationId));
  if (instances.size === 0) return;
  const naming = (item: { condition: string; value: string }) =>
    item.condition === INSTANCE_CONDITION && instances.has(item.value);
  const assignments = await assignmentsOfUser(tx, userId);
  const keyOf = (roleId: number, conditions: RoleAssignment['conditions']) =>
    JSON.stringify([roleId, storedConditions(conditions)]);
  // What the user holds once this is done: an assignment narrowed to what another already gives goes.
  const held = new Set(
    assignments
      .filter((assignment) => !assignment.conditions.some(naming))
      .map((assignment) => keyOf(assignment.role.id, assignment.conditions)),
  );
  for (const assignment of assignments) {
    if (!assignment.conditions.some(naming)) continue;
    const conditions = assignment.conditions.filter((item) => !naming(item));
    const before = { userId, ...assignment };
    const key = keyOf(assignment.role.id, conditions);
    if (conditions.some((item) => item.condition === INSTANCE_CONDITION) && !held.has(key)) {
      held.add(key);
      await updateAssignmentConditions(tx, userId, assignment.id, conditions);
      await recordAudit(tx, {
        organizationId,
        area: 'assignments',
        action: 'assignment.update',
        entityId: assignment.id,
        before,
        after: { ...before, conditions },
        actor,
      });
    } else {
      await deleteAssignmentRow(tx, userId, assignment.id);
      await recordAudit(tx, {
        organizationId,
        area: 'assignments',
        action: 'assignment.delete',
        entityId: assignment.id,
        before,
        after: null,
        actor,
      });
    }
  }
  const policies = await guestPoliciesOf(tx, userId);
  const kept = policies
    .map((policy) => ({ ...policy, instances: policy.instances.filter((value) => !instances.has(value)) }))
    .filter((policy) => policy.instances.length > 0);
  if (JSON.stringify(kept) === JSON.stringify(policies)) return;
  await updateGuestPolicies(tx, userId, kept);
  await recordAudit(tx, {
    organizationId,
    area: 'roles',
    action: 'guest.policies.update',
    entityId: userId,
    before: { policies },
    after: { policies: kept },
    actor,
  });
}

/** Resources a policy may name: everything, a node of spec 2 §6, a branch of them, a configuration. */
function isKnownResource(resource: string): boolean {
  if (resource === ALL_INSTANCES) return true;
  if (Object.values(CONFIGURATION_RESOURCES).includes(resource as never)) return true;
  return [...SEARCH_NODES, ...GLOBAL_NODES].some(
    (node) => node === resource || node.startsWith(`${resource}.`),
  );
}

/**
 * POST guests (spec 2 §3, §7): creates the account of a guest with the policies given (each on a
 * known resource, for known sites by instance key, site or engine id, or `*`) and sends them a link to choose their password, which
 * also confirms the e-mail. An e-mail that has an account answers 409.
 */
export async function inviteGuest(app: FastifyInstance, invite: Invite, actor: Actor): Promise<User> {
  const email = normalizeEmail(invite.email);
  const unknown = invite.policies.filter((policy) => !isKnownResource(policy.resource));
  if (unknown.length > 0)
    throw badRequest(`Unknown resource: ${unknown.map((policy) => policy.resource).join(', ')}`);
  const keyOf = await toInstanceKeys(
    app.db,
    invite.policies.flatMap((policy) => policy.instances),
  );
  if (await findUserByEmail(app.db, email)) {
    throw new DomainError('global-409', 'A user with this e-mail exists', { status: 409 });
  }
  const passwordHash = await hashPassword(randomBytes(32).toString('hex'));
  const policies: Policy[] = invite.policies.map((policy) => ({
    ...policy,
    instances: [...new Set(policy.instances.map(keyOf))],
  }));
  const guest = await app.db.transaction(async (tx) => {
    const row = await insertGuest(tx, {
      email,
      name: invite.username,
      passwordHash,
      now: app.clock(),
      policies,
    });
    const created = await getUser(tx, row.id, app.config.platformOperators);
    await recordAudit(tx, {
      organizationId: null,
      area: 'roles',
      action: 'guest.invite',
      entityId: row.id,
      before: null,
      after: { ...created, policies },
      actor,
    });
    return created;
  });
  await requestPasswordReset(app, email);
  return guest;
}
