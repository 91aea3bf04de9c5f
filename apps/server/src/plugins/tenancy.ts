// Who may reach what, decided in one place: a route declares the scope its path names and the
// resource and level it needs (`config.access`); this plugin authenticates the caller, resolves the
// scope, checks the membership and the token's policies, and hands the handler the resolved rows.
// No handler checks access by hand.
import { accessLevelOf, DomainError, type AccessLevel, type PermissionNode } from '@playboard/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { engines, organizationMembers, sites, type EngineRow, type SiteRow } from '../db/schema/index.ts';

/** What a path names: an organisation, a site, one of its engines, or a site by its instance key. */
export type ScopeKind = 'organization' | 'site' | 'engine' | 'instance';

/** The access a route needs, declared in its `config.access`. */
export interface AccessRule {
  scope: ScopeKind;
  /** The permission node the route acts on (spec 2 §6), e.g. `play.synonym` or `account`. */
  resource: PermissionNode;
  /** READ for a route that only reads, WRITE for one that changes anything. */
  level: 'READ' | 'WRITE';
  /** The parameter naming the scope: `id` unless said otherwise. */
  param?: string;
  /** Where that parameter is: the path unless said otherwise. */
  in?: 'params' | 'query';
  /** An organisation-level permission key the member must hold (spec 1 §6), e.g. BILLING. */
  permission?: string;
}

/** The caller's membership of the organisation the scope belongs to. */
export interface Membership {
  organizationId: string;
  role: string;
  permissions: string[];
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
  }
}

function notFound(scope: ScopeKind): DomainError {
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
  const source = (rule.in === 'query' ? request.query : request.params) as Record<string, unknown>;
  const value = source[rule.param ?? 'id'];
  return typeof value === 'string' ? value : undefined;
}

const memberColumns = {
  organizationId: organizationMembers.organizationId,
  role: organizationMembers.role,
  permissions: organizationMembers.permissions,
};

/** The scope and the caller's membership of its organisation, or undefined when out of reach. */
async function resolve(
  app: FastifyInstance,
  rule: AccessRule,
  value: string,
  userId: string,
): Promise<Tenant | undefined> {
  const isMember = (organizationId: typeof sites.organizationId) =>
    and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId));
  if (rule.scope === 'organization') {
    if (!uuid.safeParse(value).success) return undefined;
    const [membership] = await app.db
      .select(memberColumns)
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, value), eq(organizationMembers.userId, userId)));
    return membership ? { membership, site: null, engine: null } : undefined;
  }
  if (rule.scope === 'engine') {
    if (!uuid.safeParse(value).success) return undefined;
    const [row] = await app.db
      .select({ membership: memberColumns, site: sites, engine: engines })
      .from(engines)
      .innerJoin(sites, eq(sites.id, engines.siteId))
      .innerJoin(organizationMembers, isMember(sites.organizationId))
      .where(eq(engines.id, value));
    return row;
  }
  let where: SQL;
  if (rule.scope === 'site') {
    if (!uuid.safeParse(value).success) return undefined;
    where = eq(sites.id, value);
  } else {
    where = eq(sites.instance, value);
  }
  const [row] = await app.db
    .select({ membership: memberColumns, site: sites })
    .from(sites)
    .innerJoin(organizationMembers, isMember(sites.organizationId))
    .where(where);
  return row ? { ...row, engine: null } : undefined;
}

function forbidden(message: string): DomainError {
  return new DomainError('global-403', message, { status: 403 });
}

/**
 * A scope the caller cannot reach answers 404, as if it did not exist; a reachable one without the
 * right answers 403. The level comes from the token's policies, so a READ-only token reads and
 * never writes, whatever the membership's role.
 */
function enforce(app: FastifyInstance, rule: AccessRule): onRequestHookHandler {
  return async function tenancy(request: FastifyRequest) {
    const value = scopeValue(request, rule);
    const tenant = value === undefined ? undefined : await resolve(app, rule, value, request.auth.userId);
    if (!tenant) throw notFound(rule.scope);
    const granted = accessLevelOf(request.auth.policies, rule.resource, tenant.site?.instance);
    if (rank[granted] < rank[rule.level]) {
      throw forbidden(`This needs ${rule.level} access to ${rule.resource}`);
    }
    if (rule.permission && !tenant.membership.permissions.includes(rule.permission)) {
      throw forbidden(`This needs the ${rule.permission} permission of the organization`);
    }
    request.tenant = tenant;
  };
}

export default fp(
  async function tenancy(app: FastifyInstance) {
    app.decorateRequest('tenant', null);
    app.decorate('accessRules', []);
    app.addHook('onRoute', (route) => {
      const rule = route.config?.access;
      if (!rule) return;
      const own = [route.onRequest ?? []]
        .flat()
        .filter((hook) => hook !== (app.authenticate as unknown as onRequestHookHandler));
      // Authentication first, so a stranger without a token gets 401 whatever the path holds.
      route.onRequest = [app.authenticate as unknown as onRequestHookHandler, enforce(app, rule), ...own];
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.accessRules.push({ method, url: route.url, rule });
      }
    });
  },
  { name: 'tenancy', dependencies: ['auth', 'db'] },
);
