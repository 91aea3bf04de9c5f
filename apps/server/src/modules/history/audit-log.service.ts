import {
  AUDIT_EXPORT_MAX,
  DomainError,
  type AuditLogFilter,
  type AuditLogPage,
  type AuditLogQuery,
} from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { Membership } from '../../plugins/tenancy.ts';
import { toCsv } from '../analytics/index.ts';
import { createAuditLogRepo, type AuditLogScope } from './audit-log.repo.ts';

/** The audit log is the owners' (issue 19): an admin of the organisation is refused it. */
function ownersOnly(membership: Membership): void {
  if (membership.role !== 'owner') {
    throw new DomainError('global-403', 'Only owners of the organisation see its audit log', {
      status: 403,
    });
  }
}

function checkRange(filter: AuditLogFilter): void {
  if (filter.from && filter.to && filter.to <= filter.from) {
    throw new DomainError('global-400', 'to must be after from', { status: 400 });
  }
}

/**
 * Whose log the caller reads: a member's organisation (its owners only), or the platform's own
 * when the route is the operators' (its access rule decided already).
 */
export function scopeOf(membership: Membership | 'platform'): AuditLogScope {
  if (membership === 'platform') return { platform: true };
  ownersOnly(membership);
  return { organizationId: membership.organizationId };
}

export async function listAuditLog(
  db: Database,
  scope: AuditLogScope,
  query: AuditLogQuery,
): Promise<AuditLogPage> {
  checkRange(query);
  const { limit, offset, ...filter } = query;
  const repo = createAuditLogRepo(db, scope);
  const [page, actors] = await Promise.all([repo.list(filter, { limit, offset }), repo.actors()]);
  return { ...page, actors };
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * The entries the filter matches as CSV, newest first (at most {@link AUDIT_EXPORT_MAX}): when,
 * person, area, action, entity, site, before and after as JSON.
 */
export async function exportAuditLog(
  db: Database,
  scope: AuditLogScope,
  filter: AuditLogFilter,
): Promise<string> {
  checkRange(filter);
  const { entries } = await createAuditLogRepo(db, scope).list(filter, {
    limit: AUDIT_EXPORT_MAX,
    offset: 0,
  });
  return toCsv(
    ['date', 'person', 'area', 'action', 'entity', 'site', 'before', 'after'],
    entries.map((entry) => [
      entry.createdAt,
      entry.actor?.email ?? null,
      entry.area,
      entry.action,
      entry.entityId,
      entry.siteId,
      json(entry.before),
      json(entry.after),
    ]),
  );
}
