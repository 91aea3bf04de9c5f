import { z } from 'zod';
import { ALL_INSTANCES, policySchema } from '../permissions/permission-tree.ts';
import { boundedText, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../validation/fields.ts';

const identifier = () => boundedText(TEXT_MAX_LENGTH.identifier);
const name = () => boundedText(NAME_MAX_LENGTH);

/** A condition of a role assignment (spec 2 §3): e.g. `{ condition: 'instance', value: 'shop-es' }`. */
export const assignmentConditionSchema = z.object({ condition: identifier(), value: identifier() });

/** A role assignment (spec 2 §3). */
export const roleAssignmentSchema = z.object({
  id: identifier().optional(),
  role: z.object({ id: z.number(), name: boundedText(TEXT_MAX_LENGTH.title) }),
  conditions: z.array(assignmentConditionSchema).default([]),
});

/** A role assignment. */
export type RoleAssignment = z.infer<typeof roleAssignmentSchema>;

/** The condition name restricting an assignment to an instance (a site or engine). */
export const INSTANCE_CONDITION = 'instance';

/** A user of users and roles (spec 2 §3). */
export const userSchema = z.object({
  id: identifier(),
  username: name(),
  email: z.email().max(EMAIL_MAX_LENGTH),
  firstName: name(),
  lastName: name(),
  roleAssignments: z.array(roleAssignmentSchema).default([]),
  verified: z.boolean().default(false),
  /**
   * The user's team role in each organisation they belong to (owner, admin): what they may do there
   * besides their role assignments (docs/users-and-roles.md).
   */
  teamRoles: z
    .array(
      z.object({
        organizationId: identifier(),
        organizationName: boundedText(TEXT_MAX_LENGTH.title),
        role: z.enum(['admin', 'owner']),
      }),
    )
    .default([]),
  /** An operator of the platform (`PLATFORM_OPERATORS`): every instance, users and roles. */
  platformOperator: z.boolean().default(false),
});

/** A user. */
export type User = z.infer<typeof userSchema>;

/** PUT /management/v1/users/{id} body: the profile fields. */
export const userProfileSchema = z.object({
  firstName: name().trim().min(1, { error: 'validation.required' }),
  lastName: name().trim().min(1, { error: 'validation.required' }),
});

/** POST .../role-assignments body (spec 2 §7): roleId, conditions and id. */
export const roleAssignmentInputSchema = z.object({
  id: identifier().optional(),
  roleId: z.number().int(),
  conditions: z.array(z.object({ condition: identifier().min(1), value: identifier().min(1) })),
});

/** A role assignment creation. */
export type RoleAssignmentInput = z.infer<typeof roleAssignmentInputSchema>;

/** A role (spec 2 §3). */
export const roleSchema = z.object({
  id: z.number(),
  /** The stable key a rule's `restrictedRoles` names (`owner`, `admin`, `merchandiser`, ...). */
  key: identifier(),
  name: boundedText(TEXT_MAX_LENGTH.title),
  description: boundedText(TEXT_MAX_LENGTH.description).default(''),
  target: identifier().default(''),
  permissions: z.array(identifier()).default([]),
  requiredConditions: z.array(identifier()).default([]),
});

/** A role. */
export type Role = z.infer<typeof roleSchema>;

/** GET /management/v1/roles answer (spec 2 §7): results and numFound. */
export const rolePageSchema = z.object({ results: z.array(roleSchema), numFound: z.number().int() });

/** GET /management/v1/users answer (spec 2 §7): results and numFound. */
export const userPageSchema = z.object({ results: z.array(userSchema), numFound: z.number().int() });

/** A page of users. */
export type UserPage = z.infer<typeof userPageSchema>;

/**
 * GET /management/v1/sites (not in the spec): the sites an operator picks an assignment's or a
 * guest's instances from, searched by name, instance key, URL or organisation.
 */
export const managementSitesQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

/** A site as the operators' pickers list it: its instance key names it in conditions and policies. */
export const managementSiteSchema = z.object({
  instance: boundedText(TEXT_MAX_LENGTH.identifier),
  name: boundedText(TEXT_MAX_LENGTH.title),
  url: z.string().max(2048),
  organizationName: boundedText(TEXT_MAX_LENGTH.title),
});

/** A site of the operators' pickers. */
export type ManagementSite = z.infer<typeof managementSiteSchema>;

/** The answer of GET /management/v1/sites: the first matches by name, and how many match. */
export const managementSitePageSchema = z.object({
  results: z.array(managementSiteSchema),
  numFound: z.number().int(),
});

/** A page of sites. */
export type ManagementSitePage = z.infer<typeof managementSitePageSchema>;

/** POST /management/v1/guests body (spec 2 §3, §7). */
export const inviteSchema = z.object({
  email: z.email({ error: 'validation.email' }).max(EMAIL_MAX_LENGTH, { error: 'validation.maxlength' }),
  username: name().trim().min(1, { error: 'validation.required' }),
  policies: z.array(policySchema).default([]),
});

/** An invite. */
export type Invite = z.infer<typeof inviteSchema>;

/** GET /management/v1/users query (spec 2 §7): page = start / rows. */
export const usersQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  search: boundedText(TEXT_MAX_LENGTH.title).optional(),
  roleId: z.coerce.number().int().optional(),
});

/** The users list page for a row offset (spec 2 §7: page is start divided by rows). */
export function usersPage(start: number, rows: number): number {
  return rows > 0 ? Math.floor(start / rows) : 0;
}

/**
 * Spec 2 §5: first and last name non-empty, every assignment has a numeric role id, every
 * condition has a name and a value.
 */
export function isUserValid(user: Pick<User, 'firstName' | 'lastName' | 'roleAssignments'>): boolean {
  return (
    user.firstName.trim() !== '' &&
    user.lastName.trim() !== '' &&
    user.roleAssignments.every(
      (assignment) =>
        typeof assignment.role.id === 'number' &&
        Number.isFinite(assignment.role.id) &&
        assignment.conditions.every((item) => item.condition.trim() !== '' && item.value.trim() !== ''),
    )
  );
}

/** "First Last", skipping an empty part. */
export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return [user.firstName.trim(), user.lastName.trim()].filter(Boolean).join(' ');
}

/** Upper-case initials of the first and last name, e.g. "AG". */
export function initials(user: Pick<User, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].map((part) => part.trim().charAt(0).toLocaleUpperCase()).join('');
}

function instancesOf(assignment: RoleAssignment): string[] {
  const values = assignment.conditions
    .filter((item) => item.condition === INSTANCE_CONDITION)
    .map((item) => item.value);
  return values.length === 0 ? [ALL_INSTANCES] : values;
}

/**
 * Roles grouped with the instances they apply to (spec 2 §3); an assignment without an instance
 * condition, or with `*`, applies to all instances and reads `['*']`.
 */
export function rolesWithInstances(
  user: Pick<User, 'roleAssignments'>,
): { role: string; instances: string[] }[] {
  const grouped = new Map<string, Set<string>>();
  for (const assignment of user.roleAssignments) {
    const instances = grouped.get(assignment.role.name) ?? new Set<string>();
    for (const instance of instancesOf(assignment)) instances.add(instance);
    grouped.set(assignment.role.name, instances);
  }
  return [...grouped].map(([role, instances]) => ({
    role,
    instances: instances.has(ALL_INSTANCES) ? [ALL_INSTANCES] : [...instances].sort(),
  }));
}

/** Every instance the user has a role on; `['*']` when any assignment covers all. */
export function userInstances(user: Pick<User, 'roleAssignments'>): string[] {
  const all = user.roleAssignments.flatMap(instancesOf);
  return all.includes(ALL_INSTANCES) ? [ALL_INSTANCES] : [...new Set(all)].sort();
}

/** One step of saving a user (spec 2 §4). */
export type UserSaveStep =
  | { readonly kind: 'updateProfile'; readonly profile: { firstName: string; lastName: string } }
  | { readonly kind: 'deleteAssignment'; readonly id: string; readonly recreate?: RoleAssignment }
  | { readonly kind: 'createAssignment'; readonly assignment: RoleAssignment };

function sameAssignment(a: RoleAssignment, b: RoleAssignment): boolean {
  const key = (item: RoleAssignment) =>
    JSON.stringify([
      item.role.id,
      item.conditions.map((condition) => `${condition.condition}=${condition.value}`).sort(),
    ]);
  return key(a) === key(b);
}

/**
 * The steps of saving an edited user (spec 2 §4), in order: the profile only if it changed, delete
 * removed assignments, create new ones, then for each changed one delete it and re-create it.
 */
export function planUserSave(original: User, edited: User): UserSaveStep[] {
  const steps: UserSaveStep[] = [];
  if (original.firstName !== edited.firstName || original.lastName !== edited.lastName) {
    steps.push({
      kind: 'updateProfile',
      profile: { firstName: edited.firstName, lastName: edited.lastName },
    });
  }
  const editedById = new Map(
    edited.roleAssignments.filter((item) => item.id).map((item) => [item.id as string, item]),
  );
  const originalIds = new Set(original.roleAssignments.map((item) => item.id).filter(Boolean));
  for (const assignment of original.roleAssignments) {
    if (assignment.id && !editedById.has(assignment.id))
      steps.push({ kind: 'deleteAssignment', id: assignment.id });
  }
  for (const assignment of edited.roleAssignments) {
    if (!assignment.id || !originalIds.has(assignment.id)) {
      steps.push({ kind: 'createAssignment', assignment });
    }
  }
  for (const assignment of original.roleAssignments) {
    const changed = assignment.id ? editedById.get(assignment.id) : undefined;
    if (assignment.id && changed && !sameAssignment(assignment, changed)) {
      steps.push({ kind: 'deleteAssignment', id: assignment.id, recreate: changed });
    }
  }
  return steps;
}

/** Everything that failed while saving a user (spec 2 §4: all failures collected and thrown as a list). */
export class UserSaveError extends Error {
  readonly failures: readonly { step: UserSaveStep; error: unknown }[];

  constructor(failures: readonly { step: UserSaveStep; error: unknown }[]) {
    super(`${failures.length} step(s) of the user save failed`);
    this.name = 'UserSaveError';
    this.failures = failures;
  }
}

/** The calls a user save makes; the console passes its API functions. */
export interface UserSaveCalls {
  updateProfile(profile: { firstName: string; lastName: string }): Promise<unknown>;
  deleteAssignment(id: string): Promise<unknown>;
  createAssignment(assignment: RoleAssignment): Promise<unknown>;
}

/**
 * Runs the steps of {@link planUserSave} in order, carrying on after a failure, and throws a
 * {@link UserSaveError} listing every failure. A changed assignment is re-created only once its
 * deletion succeeded, so a failure never leaves it twice.
 */
export async function runUserSave(steps: readonly UserSaveStep[], calls: UserSaveCalls): Promise<void> {
  const failures: { step: UserSaveStep; error: unknown }[] = [];
  for (const step of steps) {
    try {
      if (step.kind === 'updateProfile') await calls.updateProfile(step.profile);
      else if (step.kind === 'createAssignment') await calls.createAssignment(step.assignment);
      else {
        await calls.deleteAssignment(step.id);
        if (step.recreate) await calls.createAssignment({ ...step.recreate, id: undefined });
      }
    } catch (error) {
      failures.push({ step, error });
    }
  }
  if (failures.length > 0) throw new UserSaveError(failures);
}
