// Who may reach what, decided in one place: a route declares the scope its path names and the
// resource and level it needs (`config.access`); this plugin authenticates the caller, resolves the
// scope, checks the membership and the token's policies, and hands the handler the resolved rows.
// No handler checks access by hand.
import {
  accessLevelOf,
  ALL_INSTANCES,
  DomainError,
  GUEST_ROLE,
  instanceAccessLevel,
  platformAccessLevel,
  type AccessLevel,
  type PermissionNode,
  type Policy,
} from '@playboard/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { engines, organizationMembers, sites, type EngineRow, type SiteRow } from '../db/schema/index.ts';
import type { AuthContext } from './auth.ts';

/**
 * What a path names: an organisation, a site, one of its engines, or a site by its instance key;
 * or the platform itself (users and roles administration), which only its operators reach.
 */
export type ScopeKind = 'organization' | 'site' | 'engine' | 'instance' | 'platform';

/** The access a route needs, declared in its `config.access`. */
export interface AccessRule {
  scope: ScopeKind;
  /** The permission node the route acts on (spec 2 §6), e.g. `play.synonym` or `account`. */
  resource: PermissionNode;
  /** READ for a route that only reads, WRITE for one that changes anything. */
  level: 'READ' | 'WRITE';
  /** The parameter naming the scope: `id` unless said otherwise. */
  param?: string;
  /** Where that parameter is: the path unless said otherwise; a body's is read once validated. */
  in?: 'params' | 'query' | 'body';
  /** The route also serves a request without the parameter, unscoped (its handler then has no tenant). */
  optional?: boolean;
  /** An organisation-level permission key the member must hold (spec 1 §6), e.g. BILLING. */
  permission?: string;
  /**
   * An organisation route (READ only) that also answers a guest: someone who is no member but
   * reaches one of its sites through a role assignment or guest policy. Their membership is role
   * {@link GUEST_ROLE} with the instances they reach, and the handler shows those sites alone.
   */
  guests?: boolean;
  /**
   * A site or instance route that the platform's operators reach on every site too: a token whose
   * policies for every instance (`*`) grant the resource, as a guest of the site's organisation.
   */
  operators?: boolean;
}

/** The caller's membership of the organisation the scope belongs to. */
export interface Membership {
  organizationId: string;
  /** owner or admin; {@link GUEST_ROLE} for a caller who reaches a site without being a member. */
  role: string;
  permissions: string[];
  /** A guest's, on an organisation: the instance keys of its sites they reach (a member reaches all). */
  instances?: string[];
}

export interface TenancyOptions {
  /**
   * The policies the issuer gives a member with `role` for one instance of the organisation (what
   * the member's next token will carry). A site created after the token was issued is not among
   * the token's instances: for it, these decide. Without it, only the token's policies do.
   */
  memberPolicies?: (role: string, instance: string) => Policy[];
  /**
   * Whether a role assignment or guest policy of the user names `instance` itself (not `*`): it
   * lets someone who is not a member of the site's organisation reach that site, and only it.
   * Without it, only members reach an organisation's sites.
   */
  assignedReach?: (userId: string, instance: string) => Promise<boolean>;
  /**
   * The instance keys the user's role assignments and guest policies name themselves (not `*`):
   * what lets a guest reach an organisation route declaring `guests`. Without it, none does.
   */
  assignedInstances?: (userId: string) => Promise<string[]>;
}

/** The scope a route reached, resolved before its handler runs. */
export interface Tenant {
  membership: Membership;
  site: SiteRow | null;
  engine: EngineRow | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope, resource and level this route needs; the tenancy plugin enforces it. */
    access?: AccessRule;
  }
  interface FastifyRequest {
    /** Set by the tenancy plugin on routes that declare `config.access`; read it through its accessors. */
    tenant: Tenant | null;
  }
  interface FastifyInstance {
    /** Every route that declared its access, in registration order (the access tests walk it). */
    accessRules: { method: string; url: string; rule: AccessRule }[];
    /** The tenancy plugin's options, for `reachScope`. */
    tenancy: TenancyOptions;
  }
}

function notFound(scope: Exclude<ScopeKind, 'platform'>): DomainError {
  const what = { organization: 'Organization', site: 'Site', engine: 'Engine', instance: 'Instance' }[scope];
  return new DomainError('global-404', `${what} not found`, { status: 404 });
}

const rank: Record<AccessLevel, number> = { NONE: 0, READ: 1, WRITE: 2 };
const uuid = z.uuid();

function tenantOf(request: FastifyRequest): Tenant {
  if (!request.tenant) throw new Error(`route ${request.routeOptions.url} declares no config.access`);
  return request.tenant;
}

/** The membership of the organisation the route's scope belongs to. */
export function membershipOf(request: FastifyRequest): Membership {
  return tenantOf(request).membership;
}

/** The site the route's scope names (a site, an engine's site or an instance). */
export function siteOf(request: FastifyRequest): SiteRow {
  const { site } = tenantOf(request);
  if (!site) throw new Error(`route ${request.routeOptions.url} has no site scope`);
  return site;
}

/** The engine the route's path names. */
export function engineOf(request: FastifyRequest): EngineRow {
  const { engine } = tenantOf(request);
  if (!engine) throw new Error(`route ${request.routeOptions.url} has no engine scope`);
  return engine;
}

function scopeValue(request: FastifyRequest, rule: AccessRule): string | undefined {
  const source = { params: request.params, query: request.query, body: request.body }[rule.in ?? 'params'];
  const value = (source as Record<string, unknown> | null | undefined)?.[rule.param ?? 'id'];
  return typeof value === 'string' ? value : undefined;
}

const memberColumns = {
  organizationId: organizationMembers.organizationId,
  role: organizationMembers.role,
  permissions: organizationMembers.permissions,
};

/**
 * The membership that reaches `site`: the caller's membership of its organisation, else, when a role
 * assignment or guest policy names the site's instance, a guest's (that site only, no permission).
 */
async function siteMembership(
  app: FastifyInstance,
  site: SiteRow,
  membership: Membership | null,
  userId: string,
  operator: boolean,
): Promise<Membership | undefined> {
  if (membership) return membership;
  if (operator) return { organizationId: site.organizationId, role: GUEST_ROLE, permissions: [] };
  const { assignedReach } = app.tenancy;
  if (!assignedReach || !(await assignedReach(userId, site.instance))) return undefined;
  return { organizationId: site.organizationId, role: GUEST_ROLE, permissions: [] };
}

/**
 * A guest's membership of the organisation, for a route declaring `guests`: the instances of its
 * sites their role assignments or guest policies name, or undefined when they name none.
 */
async function organizationGuest(
  app: FastifyInstance,
  organizationId: string,
  userId: string,
): Promise<Membership | undefined> {
  const { assignedInstances } = app.tenancy;
  const named = assignedInstances ? await assignedInstances(userId) : [];
  if (named.length === 0) return undefined;
  const reached = await app.db
    .select({ instance: sites.instance })
    .from(sites)
    .where(and(eq(sites.organizationId, organizationId), inArray(sites.instance, named)));
  if (reached.length === 0) return undefined;
  return {
    organizationId,
    role: GUEST_ROLE,
    permissions: [],
    instances: reached.map(({ instance }) => instance),
  };
}

/**
 * The scope and the caller's membership of its organisation, or undefined when out of reach. An
 * organisation is reached by its members only; a site (or its engines, or its instance) also by
 * whoever holds a role assignment or guest policy naming that site's instance.
 */
async function resolve(
  app: FastifyInstance,
  rule: AccessRule & { scope: Exclude<ScopeKind, 'platform'> },
  value: string,
  userId: string,
  operator: boolean,
): Promise<Tenant | undefined> {
  const isMember = (organizationId: typeof sites.organizationId) =>
    and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId));
  if (rule.scope === 'organization') {
    const [membership] = await app.db
      .select(memberColumns)
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, value), eq(organizationMembers.userId, userId)));
    const reached = membership ?? (rule.guests ? await organizationGuest(app, value, userId) : undefined);
    return reached && { membership: reached, site: null, engine: null };
  }
  if (rule.scope === 'engine') {
    const [row] = await app.db
      .select({ membership: memberColumns, site: sites, engine: engines })
      .from(engines)
      .innerJoin(sites, eq(sites.id, engines.siteId))
      .leftJoin(organizationMembers, isMember(sites.organizationId))
      .where(eq(engines.id, value));
    if (!row) return undefined;
    const membership = await siteMembership(app, row.site, row.membership, userId, operator);
    return membership && { membership, site: row.site, engine: row.engine };
  }
  const where: SQL = rule.scope === 'site' ? eq(sites.id, value) : eq(sites.instance, value);
  const [row] = await app.db
    .select({ membership: memberColumns, site: sites })
    .from(sites)
    .leftJoin(organizationMembers, isMember(sites.organizationId))
    .where(where);
  if (!row) return undefined;
  const membership = await siteMembership(app, row.site, row.membership, userId, operator);
  return membership && { membership, site: row.site, engine: null };
}

function forbidden(message: string): DomainError {
  return new DomainError('global-403', message, { status: 403 });
}

/**
 * The policies that decide for the tenant: the token's, unless its site was created after the
 * token was issued and no policy names its instance (the token could not know it).
 */
function policiesFor(app: FastifyInstance, auth: AuthContext, tenant: Tenant): readonly Policy[] {
  const { site } = tenant;
  const { memberPolicies } = app.tenancy;
  if (!site || !memberPolicies || !auth.issuedAt || site.createdAt <= auth.issuedAt) return auth.policies;
  const named = auth.policies.some(
    (policy) => policy.instances.includes(site.instance) || policy.instances.includes(ALL_INSTANCES),
  );
  return named ? auth.policies : memberPolicies(tenant.membership.role, site.instance);
}

/** An id the scope could hold: anything for an instance key, a uuid otherwise. */
function wellFormed(rule: AccessRule, value: string | undefined): value is string {
  return value !== undefined && (rule.scope === 'instance' || uuid.safeParse(value).success);
}

function refusal(rule: AccessRule, granted: AccessLevel): DomainError {
  return granted === 'READ'
    ? forbidden(
        `Read-only access: this needs ${rule.level} access to ${rule.resource}, and your role gives READ`,
      )
    : forbidden(`This needs ${rule.level} access to ${rule.resource}`);
}

/**
 * The level the policies grant on the rule's node for the tenant: on a site, only the policies for
 * its instance (or every instance) count, so a role assigned on that site decides there (spec 2 §6);
 * on an organisation, every policy of the token, and READ for a guest (a `guests` route, which reads
 * and shows them only the sites they reach).
 */
function grantedLevel(policies: readonly Policy[], rule: AccessRule, tenant: Tenant): AccessLevel {
  if (!tenant.site && tenant.membership.role === GUEST_ROLE) return 'READ';
  return tenant.site
    ? instanceAccessLevel(policies, rule.resource, tenant.site.instance)
    : accessLevelOf(policies, rule.resource);
}

/**
 * The scope `value` names for `rule`, as a route declaring that rule would resolve it for `auth`:
 * a scope the caller cannot reach throws 404 `global-404`, as if it did not exist; a reachable one
 * without the right throws 403 `global-403` (a READ-only caller is told so). The level comes from
 * the token's policies, so a READ-only token reads and never writes, whatever the membership's
 * role. For what is not a route (a socket's subscription); routes declare `config.access` instead.
 */
export async function reachScope(
  app: FastifyInstance,
  auth: AuthContext,
  rule: AccessRule,
  value: string | undefined,
): Promise<Tenant> {
  const { scope } = rule;
  if (scope === 'platform') throw new Error('reachScope: the platform scope names no tenant');
  const operator = rule.operators === true && platformAccessLevel(auth.policies, rule.resource) !== 'NONE';
  const tenant = wellFormed(rule, value)
    ? await resolve(app, { ...rule, scope }, value, auth.userId, operator)
    : undefined;
  if (!tenant) throw notFound(scope);
  const granted = grantedLevel(policiesFor(app, auth, tenant), rule, tenant);
  if (rank[granted] < rank[rule.level]) throw refusal(rule, granted);
  if (rule.permission && !tenant.membership.permissions.includes(rule.permission)) {
    throw forbidden(`This needs the ${rule.permission} permission of the organization`);
  }
  return tenant;
}

/**
 * Resolves the scope before validation, so a foreign or forbidden scope answers 404 or 403 whatever
 * the body holds. A malformed or missing id (and any id in the body, not parsed yet) waits for
 * validation: a route whose schema refuses it answers 400 as it always has, any other answers 404
 * once validated (`late`).
 */
function enforce(app: FastifyInstance, rule: AccessRule) {
  if (isPlatformRule(rule)) {
    const platform: onRequestHookHandler = async function platformAccess(request) {
      const granted = platformAccessLevel(request.auth.policies, rule.resource);
      if (rank[granted] < rank[rule.level]) throw refusal(rule, granted);
    };
    return { early: platform, late: [] };
  }
  const early: onRequestHookHandler = async function tenancy(request) {
    const value = scopeValue(request, rule);
    if (wellFormed(rule, value)) request.tenant = await reachScope(app, request.auth, rule, value);
  };
  const late: preHandlerHookHandler = async function tenancyAfterValidation(request) {
    if (request.tenant) return;
    const value = scopeValue(request, rule);
    if (value === undefined && rule.optional) return;
    request.tenant = await reachScope(app, request.auth, rule, value);
  };
  return { early, late: [late] };
}

function checkGuests(route: string, rule: AccessRule): void {
  if (rule.guests && (rule.scope !== 'organization' || rule.level !== 'READ')) {
    throw new Error(`route ${route}: only an organisation route that reads may let guests in`);
  }
}

function isPlatformRule(rule: AccessRule): rule is AccessRule & { scope: 'platform' } {
  return rule.scope === 'platform';
}

export default fp(
  async function tenancy(app: FastifyInstance, options: TenancyOptions) {
    app.decorate('tenancy', options);
    app.decorateRequest('tenant', null);
    app.decorate('accessRules', []);
    app.addHook('onRoute', (route) => {
      const rule = route.config?.access;
      if (!rule) return;
      checkGuests(route.url, rule);
      const own = [route.onRequest ?? []]
        .flat()
        .filter((hook) => hook !== (app.authenticate as unknown as onRequestHookHandler));
      const { early, late } = enforce(app, rule);
      // Authentication first, so a stranger without a token gets 401 whatever the path holds.
      route.onRequest = [app.authenticate as unknown as onRequestHookHandler, early, ...own];
      route.preHandler = [...late, ...[route.preHandler ?? []].flat()];
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.accessRules.push({ method, url: route.url, rule });
      }
    });
  },
  { name: 'tenancy', dependencies: ['auth', 'db'] },
);
