import {
  accessLevelOf,
  ALL_INSTANCES,
  type AccessLevel,
  type PermissionNode,
  type Policy,
} from '../permissions/permission-tree.ts';
import { boundedText, TEXT_MAX_LENGTH } from '../validation/fields.ts';
import { INSTANCE_CONDITION, type RoleAssignment } from './user.ts';

/**
 * A role's permission: a policy resource (a node of spec 2 §6, a branch such as `play`, a
 * configuration resource, or `*`) and its access level, written `resource:LEVEL`, e.g. `play:WRITE`.
 */
export const rolePermissionSchema = boundedText(TEXT_MAX_LENGTH.identifier).regex(
  /^[*A-Za-z.]+:(READ|WRITE)$/,
);

/** What a role applies to: a site or engine of a merchant's organisation, or the whole platform. */
export const ROLE_TARGETS = ['instance', 'platform'] as const;

/** The stable keys of the built-in roles: rules' `restrictedRoles` and `rolesOfMember` name these. */
export const ROLE_KEYS = ['owner', 'admin', 'merchandiser', 'analyst', 'viewer', 'operator'] as const;

/** One of {@link ROLE_KEYS}. */
export type RoleKey = (typeof ROLE_KEYS)[number];

/** A built-in role: its numeric id (spec 2 §5 wants one), stable key and permissions. */
export interface BuiltInRole {
  readonly id: number;
  readonly key: RoleKey;
  readonly name: string;
  readonly description: string;
  readonly target: (typeof ROLE_TARGETS)[number];
  readonly permissions: readonly string[];
  readonly requiredConditions: readonly string[];
}

const readEverything = [
  'insights:READ',
  'play:READ',
  'explain:READ',
  'searchConfiguration:READ',
  'browseConfiguration:READ',
  'instanceManagement:READ',
  'highlights:READ',
  'account:READ',
];

/**
 * The built-in roles, seeded with these ids. owner and admin are the organisation's membership
 * roles (spec 1 §3) and give WRITE on everything; the finer ones narrow a person to part of the
 * tree for the instances of the assignment; operator is the platform's staff (every instance).
 */
export const BUILT_IN_ROLES: readonly BuiltInRole[] = [
  {
    id: 1,
    key: 'owner',
    name: 'Owner',
    description: 'Everything, billing included: the membership role of who runs the organisation.',
    target: 'instance',
    permissions: ['*:WRITE'],
    requiredConditions: [INSTANCE_CONDITION],
  },
  {
    id: 2,
    key: 'admin',
    name: 'Admin',
    description: 'Everything except billing and the owners: the membership role of the team.',
    target: 'instance',
    permissions: ['*:WRITE'],
    requiredConditions: [INSTANCE_CONDITION],
  },
  {
    id: 3,
    key: 'merchandiser',
    name: 'Merchandiser',
    description:
      'Tunes search (synonyms, redirections, banners, rules, filters, settings) and reads insights.',
    target: 'instance',
    permissions: [
      'play:WRITE',
      'searchConfiguration:WRITE',
      'browseConfiguration:WRITE',
      'explain:READ',
      'insights:READ',
      'instanceManagement:READ',
      'highlights:READ',
      'account:READ',
    ],
    requiredConditions: [INSTANCE_CONDITION],
  },
  {
    id: 4,
    key: 'analyst',
    name: 'Analyst',
    description: 'Reads the insights and explains results; changes nothing.',
    target: 'instance',
    permissions: [
      'insights:READ',
      'explain:READ',
      'instanceManagement:READ',
      'highlights:READ',
      'account:READ',
    ],
    requiredConditions: [INSTANCE_CONDITION],
  },
  {
    id: 5,
    key: 'viewer',
    name: 'Viewer',
    description: 'Reads every screen of the instance; changes nothing.',
    target: 'instance',
    permissions: readEverything,
    requiredConditions: [INSTANCE_CONDITION],
  },
  {
    id: 6,
    key: 'operator',
    name: 'Platform operator',
    description: 'Playboard staff: administers users and roles and reaches every instance.',
    target: 'platform',
    permissions: ['*:WRITE'],
    requiredConditions: [],
  },
];

/** The built-in role with `key`. */
export function builtInRole(key: RoleKey): BuiltInRole {
  const role = BUILT_IN_ROLES.find((candidate) => candidate.key === key);
  if (!role) throw new Error(`no built-in role ${key}`);
  return role;
}

/** The instances an assignment's conditions restrict it to; none, or `*`, mean every instance. */
export function assignmentInstances(conditions: RoleAssignment['conditions']): string[] {
  const values = conditions.filter((item) => item.condition === INSTANCE_CONDITION).map((item) => item.value);
  return values.length === 0 || values.includes(ALL_INSTANCES) ? [ALL_INSTANCES] : [...new Set(values)];
}

/**
 * The token policies a role gives for `instances` (spec 2 §6): one per permission.
 *
 * @example
 * rolePolicies(['play:WRITE'], ['shop-es']) // [{ resource: 'play', instances: ['shop-es'], accessLevel: 'WRITE' }]
 */
export function rolePolicies(permissions: readonly string[], instances: readonly string[]): Policy[] {
  return permissions.map((permission) => {
    const separator = permission.lastIndexOf(':');
    return {
      resource: permission.slice(0, separator),
      instances: [...instances],
      accessLevel: permission.slice(separator + 1) === 'READ' ? 'READ' : 'WRITE',
    };
  });
}

/**
 * The level the policies grant on `node` platform-wide: only policies for every instance (`*`)
 * count, so a merchant whose policies name their own instances has NONE on the platform's user and
 * role administration, while staff (`*`) have it. A node of the search tree is read as on every
 * instance.
 *
 * @example
 * platformAccessLevel([{ resource: '*', instances: ['shop-es'], accessLevel: 'WRITE' }], 'userRoleManagement') // 'NONE'
 */
export function platformAccessLevel(policies: readonly Policy[], node: PermissionNode): AccessLevel {
  return accessLevelOf(
    policies.filter((policy) => policy.instances.includes(ALL_INSTANCES)),
    node,
    ALL_INSTANCES,
  );
}

/**
 * The level the policies grant on `node` for one instance, from the policies that name that
 * instance or every one (`*`): what a member may do on a site. A global node reads the same
 * policies, so rights given for other instances (another organisation's) never leak onto this one.
 *
 * @example
 * instanceAccessLevel([{ resource: '*', instances: ['shop-fr'], accessLevel: 'WRITE' },
 *   { resource: 'play', instances: ['shop-es'], accessLevel: 'READ' }], 'play.facets', 'shop-es') // 'READ'
 */
export function instanceAccessLevel(
  policies: readonly Policy[],
  node: PermissionNode,
  instance: string,
): AccessLevel {
  return accessLevelOf(
    policies.filter(
      (policy) => policy.instances.includes(ALL_INSTANCES) || policy.instances.includes(instance),
    ),
    node,
    instance,
  );
}

/** What the token's policies are built from, beside the user's e-mail (spec 2 §3, §6). */
export interface PolicySources {
  /** The user's organisations: their membership role and the instances of their sites. */
  readonly memberships: readonly { role: string; instances: readonly string[] }[];
  /** The user's role assignments: each role's permissions and the instances it is restricted to. */
  readonly assignments: readonly { permissions: readonly string[]; instances: readonly string[] }[];
  /** The policies the user was invited with as a guest. */
  readonly guestPolicies: readonly Policy[];
  /** The user is one of the platform's operators named by the server's configuration. */
  readonly operator: boolean;
}

/**
 * The policies of a user's access token. A role assignment decides for the instances it names:
 * on those, the membership's own rights (owner and admin: WRITE on everything) give way to the
 * role's, so an admin given `viewer` on a site reads it and changes nothing there. The membership
 * still gives its rights on the organisation's other instances and on the organisation itself.
 *
 * @example
 * userPolicies({ memberships: [{ role: 'admin', instances: ['shop-es'] }],
 *   assignments: [{ permissions: ['play:READ'], instances: ['shop-es'] }], guestPolicies: [], operator: false },
 *   (role, instances) => [{ resource: '*', instances: [...instances], accessLevel: 'WRITE' }])
 * // [{ resource: '*', instances: [], accessLevel: 'WRITE' }, { resource: 'play', instances: ['shop-es'], accessLevel: 'READ' }]
 */
export function userPolicies(
  sources: PolicySources,
  membershipPolicies: (role: string, instances: readonly string[]) => Policy[],
): Policy[] {
  const assigned = new Set(sources.assignments.flatMap((assignment) => assignment.instances));
  const everywhere = assigned.has(ALL_INSTANCES);
  return [
    ...sources.memberships.flatMap((membership) =>
      membershipPolicies(
        membership.role,
        everywhere ? [] : membership.instances.filter((instance) => !assigned.has(instance)),
      ),
    ),
    ...sources.assignments.flatMap((assignment) =>
      rolePolicies(assignment.permissions, assignment.instances),
    ),
    ...sources.guestPolicies,
    ...(sources.operator ? rolePolicies(builtInRole('operator').permissions, [ALL_INSTANCES]) : []),
  ];
}
