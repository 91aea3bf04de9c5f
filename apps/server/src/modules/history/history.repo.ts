import type { ConfigRevision, ConfigRevisionKind, ConfigRevisionQuery } from '@playboard/domain';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { configRevisions, type ConfigRevisionRow } from '../../db/schema/index.ts';

const revisionId = z.uuid();

function toRevision(row: ConfigRevisionRow): ConfigRevision {
  return {
    id: row.id,
    siteId: row.siteId,
    kind: row.kind,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    actor: row.actorEmail === null ? null : { userId: row.actorId, email: row.actorEmail },
    note: row.note,
    revertOf: row.revertOf,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a write records. */
interface NewRevision {
  kind: ConfigRevisionKind;
  entityId: string;
  before: unknown;
  after: unknown;
  actor: { userId: string; email: string } | null;
  note: string | null;
  revertOf: string | null;
}

/** The configuration revisions of one site, newest first. */
export function createRevisionsRepo(db: Database, scope: { siteId: string }) {
  const ofSite = eq(configRevisions.siteId, scope.siteId);
  return {
    async list(query: ConfigRevisionQuery): Promise<{ revisions: ConfigRevision[]; total: number }> {
      const where = and(
        ofSite,
        query.kind ? eq(configRevisions.kind, query.kind) : undefined,
        query.entityId ? eq(configRevisions.entityId, query.entityId) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(configRevisions)
          .where(where)
          .orderBy(desc(configRevisions.createdAt), desc(configRevisions.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(configRevisions).where(where),
      ]);
      return { revisions: rows.map(toRevision), total: counted?.total ?? 0 };
    },

    async find(id: string): Promise<ConfigRevision | undefined> {
      if (!revisionId.safeParse(id).success) return undefined;
      const [row] = await db
        .select()
        .from(configRevisions)
        .where(and(ofSite, eq(configRevisions.id, id)));
      return row && toRevision(row);
    },

    /** The revisions of the same entity made after this one, oldest first. */
    async laterOf(revision: ConfigRevision): Promise<ConfigRevision[]> {
      const rows = await db
        .select()
        .from(configRevisions)
        .where(
          and(
            ofSite,
            eq(configRevisions.kind, revision.kind),
            eq(configRevisions.entityId, revision.entityId),
            gt(
              configRevisions.createdAt,
              sql`(select ${configRevisions.createdAt} from ${configRevisions} where ${configRevisions.id} = ${revision.id})`,
            ),
          ),
        )
        .orderBy(configRevisions.createdAt);
      return rows.map(toRevision);
    },

    async insert(value: NewRevision): Promise<ConfigRevision> {
      const [row] = await db
        .insert(configRevisions)
        .values({
          siteId: scope.siteId,
          kind: value.kind,
          entityId: value.entityId,
          before: value.before,
          after: value.after,
          actorId: value.actor?.userId ?? null,
          actorEmail: value.actor?.email ?? null,
          note: value.note,
          revertOf: value.revertOf,
        })
        .returning();
      return toRevision(row!);
    },
  };
}
