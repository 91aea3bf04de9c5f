import { z } from 'zod';
import { boundedText, TEXT_MAX_LENGTH } from '../validation/fields.ts';

/** Access levels of a token policy (spec 2 §6); `*` means WRITE. */
export const POLICY_ACCESS_LEVELS = ['READ', 'WRITE', '*'] as const;

/** Access level of a node of the permission tree. */
export const ACCESS_LEVELS = ['NONE', 'READ', 'WRITE'] as const;

/** One of {@link ACCESS_LEVELS}. */
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** The instance condition value matching every instance (spec 2 §3, §6). */
export const ALL_INSTANCES = '*';

/** A policy of the access token (spec 2 §3): a resource, the instances it applies to, an access level. */
export const policySchema = z.object({
  resource: boundedText(TEXT_MAX_LENGTH.identifier).min(1),
  instances: z.array(boundedText(TEXT_MAX_LENGTH.identifier).min(1)),
  accessLevel: z.enum(POLICY_ACCESS_LEVELS),
});

/** One token policy. */
export type Policy = z.infer<typeof policySchema>;

/** Nodes of the search tree (spec 2 §6). */
export const SEARCH_NODES = [
  'insights.overall',
  'insights.queries',
  'insights.now',
  'insights.categories',
  'insights.origins',
  'insights.keywords',
  'insights.semantics',
  'insights.relatedPromptsAnalytics',
  'play.equalize',
  'play.synonym',
  'play.blacklist',
  'play.promotion',
  'play.redirection',
  'play.configuration',
  'play.relatedPrompts',
  'play.relatedTags',
  'play.nextQueries',
  'explain',
] as const;

/** Nodes of the browse tree (spec 2 §6). */
export const BROWSE_NODES = ['insights.overall', 'play.configuration'] as const;

/** Global nodes, not tied to an instance (spec 2 §6). */
export const GLOBAL_NODES = [
  'highlights',
  'empathyAI',
  'offlineEvaluations',
  'play.facets',
  'audit',
  'innovations',
  'instanceManagement',
  'userRoleManagement',
  'account',
  'communications',
  'privacy',
] as const;

/** One of {@link SEARCH_NODES}. */
export type SearchNode = (typeof SEARCH_NODES)[number];
/** One of {@link BROWSE_NODES}. */
export type BrowseNode = (typeof BROWSE_NODES)[number];
/** One of {@link GLOBAL_NODES}. */
export type GlobalNode = (typeof GLOBAL_NODES)[number];

/** The derived access of a user on one instance. */
export interface PermissionTree {
  readonly search: Readonly<Record<SearchNode, AccessLevel>>;
  readonly browse: Readonly<Record<BrowseNode, AccessLevel>>;
  readonly global: Readonly<Record<GlobalNode, AccessLevel>>;
}

/** What the instance itself allows, beside the user's policies. */
export interface PermissionContext {
  /** The selected instance; instance-bound nodes are NONE without one. */
  readonly instance?: string | undefined;
  /** Node paths whose feature is disabled in the instance: they are NONE (spec 2 §6). */
  readonly disabledFeatures?: readonly string[];
  /** The instance uses search configurations, so the browse configuration node is NONE (spec 2 §6). */
  readonly usesSearchConfigurations?: boolean;
}

/**
 * The resource names the two configuration nodes are granted by (spec 2 §6: the configuration
 * resource maps to searchConfiguration or browseConfiguration).
 */
export const CONFIGURATION_RESOURCES = {
  search: 'searchConfiguration',
  browse: 'browseConfiguration',
} as const;

const rank: Record<AccessLevel, number> = { NONE: 0, READ: 1, WRITE: 2 };

function levelOf(policy: Policy): AccessLevel {
  return policy.accessLevel === 'READ' ? 'READ' : 'WRITE';
}

function higher(a: AccessLevel, b: AccessLevel): AccessLevel {
  return rank[b] > rank[a] ? b : a;
}

/**
 * A policy resource covers a node when it names the node, one of its ancestors (`play` covers
 * `play.synonym`) or everything (`*`). Configuration nodes answer to their own resource name.
 */
function covers(resource: string, node: string, tree: 'search' | 'browse' | 'global'): boolean {
  if (resource === '*') return true;
  if (node === 'play.configuration' && tree !== 'global') {
    return resource === CONFIGURATION_RESOURCES[tree];
  }
  return resource === node || node.startsWith(`${resource}.`);
}

function matchesInstance(policy: Policy, instance: string | undefined): boolean {
  return (
    policy.instances.includes(ALL_INSTANCES) ||
    (instance !== undefined && policy.instances.includes(instance))
  );
}

function accessFor(
  policies: readonly Policy[],
  node: string,
  tree: 'search' | 'browse' | 'global',
  context: PermissionContext,
): AccessLevel {
  if (context.disabledFeatures?.includes(node)) return 'NONE';
  if (tree === 'browse' && node === 'play.configuration' && context.usesSearchConfigurations) return 'NONE';
  if (tree !== 'global' && context.instance === undefined) return 'NONE';
  return policies
    .filter((policy) => covers(policy.resource, node, tree))
    .filter((policy) => tree === 'global' || matchesInstance(policy, context.instance))
    .reduce<AccessLevel>((level, policy) => higher(level, levelOf(policy)), 'NONE');
}

function build<Node extends string>(
  nodes: readonly Node[],
  resolve: (node: Node) => AccessLevel,
): Record<Node, AccessLevel> {
  return Object.fromEntries(nodes.map((node) => [node, resolve(node)])) as Record<Node, AccessLevel>;
}

/**
 * Derives the permission tree of spec 2 §6 from the token's policies: per node the highest level
 * any matching policy grants (`*` or WRITE wins as WRITE), instance `*` matching every instance;
 * features disabled in the instance are NONE, and so is the browse configuration when search
 * configurations are used.
 *
 * @example
 * permissionTree([{ resource: 'play', instances: ['*'], accessLevel: 'READ' }], { instance: 'shop-es' })
 *   .search['play.synonym'] // 'READ'
 */
export function permissionTree(policies: readonly Policy[], context: PermissionContext = {}): PermissionTree {
  return {
    search: build(SEARCH_NODES, (node) => accessFor(policies, node, 'search', context)),
    browse: build(BROWSE_NODES, (node) => accessFor(policies, node, 'browse', context)),
    global: build(GLOBAL_NODES, (node) => accessFor(policies, node, 'global', context)),
  };
}

/** A node of any tree: what a route of the API names as the resource it needs. */
export type PermissionNode = SearchNode | BrowseNode | GlobalNode;

const globalNodes: ReadonlySet<string> = new Set(GLOBAL_NODES);

/**
 * The level a token's policies grant on one node for one instance, as {@link permissionTree} derives
 * it: a global node ignores the instance, a search node needs a policy for the instance (or `*`).
 *
 * @example
 * accessLevelOf([{ resource: 'play', instances: ['shop-es'], accessLevel: 'READ' }], 'play.synonym', 'shop-es') // 'READ'
 */
export function accessLevelOf(
  policies: readonly Policy[],
  node: PermissionNode,
  instance?: string,
): AccessLevel {
  const tree = globalNodes.has(node) ? 'global' : 'search';
  return accessFor(policies, node, tree, { instance });
}

/**
 * Whether a token's policies are a platform operator's (staff rather than a merchant): WRITE on user
 * and role management for every instance (`*`). Merchants' policies name their own organisations'
 * instances, so only staff reach them all; platform-wide pages such as the embedded mailbox are theirs.
 *
 * @example
 * isPlatformOperator([{ resource: '*', instances: ['*'], accessLevel: 'WRITE' }]) // true
 * isPlatformOperator([{ resource: '*', instances: ['shop-es'], accessLevel: 'WRITE' }]) // false
 */
export function isPlatformOperator(policies: readonly Policy[]): boolean {
  return policies.some(
    (policy) =>
      policy.instances.includes(ALL_INSTANCES) &&
      levelOf(policy) === 'WRITE' &&
      covers(policy.resource, 'userRoleManagement', 'global'),
  );
}
