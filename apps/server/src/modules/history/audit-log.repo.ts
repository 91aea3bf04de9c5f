import type { AuditLogArea, AuditLogEntry, AuditLogFilter } from '@playboard/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { auditEntries, configRevisions, sites } from '../../db/schema/index.ts';

interface EntryRow {
  id: string;
  area: AuditLogArea;
  action: string;
  entity_id: string;
  site_id: string | null;
  before: unknown;
  after: unknown;
  actor_id: string | null;
  actor_email: string | null;
  created_at: Date | string;
}

function toEntry(row: EntryRow): AuditLogEntry {
  return {
    id: row.id,
    area: row.area,
    action: row.action,
    entityId: row.entity_id,
    siteId: row.site_id,
    before: row.before ?? null,
    after: row.after ?? null,
    actor: row.actor_email === null ? null : { userId: row.actor_id, email: row.actor_email },
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Whose log: one organisation's, or the platform's own (entries of no organisation). */
export type AuditLogScope = { organizationId: string } | { platform: true };

/**
 * An audit log, newest first. An organisation's holds its own entries (team, roles, assignments,
 * billing, account) and the configuration revisions of its sites (area `tuning`, action
 * `<kind>.create|update|delete`, or `<kind>.revert` for a revert, whatever it undid); every query carries the organisation, so no other one's entry is
 * read. The platform's holds the entries of no organisation (users and roles administration).
 */
export function createAuditLogRepo(db: Database, scope: AuditLogScope) {
  const own = sql`
    select ${auditEntries.id} as id, ${auditEntries.area} as area, ${auditEntries.action} as action,
      ${auditEntries.entityId} as entity_id, null::uuid as site_id, ${auditEntries.before} as before,
      ${auditEntries.after} as after, ${auditEntries.actorId} as actor_id,
      ${auditEntries.actorEmail} as actor_email, ${auditEntries.createdAt} as created_at
    from ${auditEntries}`;
  const entries =
    'platform' in scope
      ? sql`${own} where ${auditEntries.organizationId} is null`
      : sql`${own} where ${auditEntries.organizationId} = ${scope.organizationId}
    union all
    select ${configRevisions.id}, 'tuning',
      ${configRevisions.kind} || case when ${configRevisions.revertOf} is not null then '.revert'
        when ${configRevisions.before} is null then '.create'
        when ${configRevisions.after} is null then '.delete' else '.update' end,
      ${configRevisions.entityId}, ${configRevisions.siteId}, ${configRevisions.before},
      ${configRevisions.after}, ${configRevisions.actorId}, ${configRevisions.actorEmail},
      ${configRevisions.createdAt}
    from ${configRevisions} inner join ${sites} on ${sites.id} = ${configRevisions.siteId}
    where ${sites.organizationId} = ${scope.organizationId}`;

  const matching = (filter: AuditLogFilter) => {
    const conditions = [
      filter.actor === undefined ? undefined : sql`lower(actor_email) = lower(${filter.actor})`,
      filter.area === undefined ? undefined : sql`area = ${filter.area}`,
      filter.from === undefined
        ? undefined
        : sql`created_at >= ${new Date(filter.from).toISOString()}::timestamptz`,
      filter.to === undefined
        ? undefined
        : sql`created_at < ${new Date(filter.to).toISOString()}::timestamptz`,
    ].filter((condition) => condition !== undefined);
    const where = conditions.length > 0 ? sql` where ${sql.join(conditions, sql` and `)}` : sql``;
    return sql`(select * from (${entries}) as log${where})`;
  };

  return {
    /** A page of the entries the filter matches, newest first, with how many match in all. */
    async list(
      filter: AuditLogFilter,
      page: { limit: number; offset: number },
    ): Promise<{ entries: AuditLogEntry[]; total: number }> {
      const log = matching(filter);
      const [rows, [counted]] = await Promise.all([
        queryRows<EntryRow>(
          db,
          sql`select * from ${log} as page order by created_at desc, id desc limit ${page.limit} offset ${page.offset}`,
        ),
        queryRows<{ total: number | string }>(db, sql`select count(*) as total from ${log} as counted`),
      ]);
      return { entries: rows.map(toEntry), total: Number(counted?.total ?? 0) };
    },

    /** Every person the organisation's log names, by e-mail, alphabetically (the person filter). */
    async actors(): Promise<string[]> {
      const rows = await queryRows<{ email: string }>(
        db,
        sql`select distinct actor_email as email from (${entries}) as log where actor_email is not null order by 1`,
      );
      return rows.map((row) => row.email);
    },
  };
}
