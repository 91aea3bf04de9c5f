import type { AuditArea } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { auditEntries } from '../../db/schema/index.ts';
import type { Actor } from './config-write.ts';

export type { AuditArea } from '@playboard/domain';

/** One change outside the tuning configuration: who did what to which entity, before and after. */
export interface AuditEntry {
  /** null for platform-level changes (roles, users admin). */
  organizationId: string | null;
  area: AuditArea;
  /** `<thing>.<verb>`, e.g. 'invite.create', 'member.remove', 'assignment.create', 'plan.change'. */
  action: string;
  entityId: string;
  /** The entity before the change in its domain shape, or null. */
  before: unknown;
  /** The entity after the change in its domain shape, or null. */
  after: unknown;
  /** The access token's user (`request.auth`); null for the system's own changes. */
  actor: Actor | null;
}

/**
 * Records one entry inside the caller's transaction `tx` (the same one as the change): a change
 * that fails records nothing, and an entry is never written without its change. The audit log is
 * append-only: nothing updates or deletes an entry (the database refuses it).
 */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEntries).values({
    organizationId: entry.organizationId,
    area: entry.area,
    action: entry.action,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    actorId: entry.actor?.userId ?? null,
    actorEmail: entry.actor?.email ?? null,
  });
}
