import {
  CONFIG_REVISION_KINDS,
  type ConfigRevision,
  type ConfigRevisionDay,
  type ConfigRevisionKind,
  type ConfigRevisionQuery,
} from '@playboard/domain';
import { and, asc, count, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
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
  const columns = (value: NewRevision) => ({
    siteId: scope.siteId,
    kind: value.kind,
    entityId: value.entityId,
    before: value.before,
    after: value.after,
    actorId: value.actor?.userId ?? null,
    actorEmail: value.actor?.email ?? null,
    note: value.note,
    revertOf: value.revertOf,
  });
  return {
    async list(query: ConfigRevisionQuery): Promise<{ revisions: ConfigRevision[]; total: number }> {
      const where = and(
        ofSite,
        query.kind ? eq(configRevisions.kind, query.kind) : undefined,
        query.entityId ? eq(configRevisions.entityId, query.entityId) : undefined,
        query.from ? gte(configRevisions.createdAt, new Date(query.from)) : undefined,
        query.to ? lt(configRevisions.createdAt, new Date(query.to)) : undefined,
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

    /**
     * The days of `timeZone` with changes between two instants (a range of its days): how many
     * changes, of which kinds (in the order of CONFIG_REVISION_KINDS), oldest day first.
     */
    async days(range: { from: Date; to: Date }, timeZone: string): Promise<ConfigRevisionDay[]> {
      const rows = await db
        .select({
          date: sql<string>`to_char(${configRevisions.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
          kind: configRevisions.kind,
          count: count(),
        })
        .from(configRevisions)
        .where(
          and(ofSite, gte(configRevisions.createdAt, range.from), lt(configRevisions.createdAt, range.to)),
        )
        // By position: the day's expression carries the time zone as a parameter of its own.
        .groupBy(sql`1`, sql`2`)
        .orderBy(sql`1`);
      const days = new Map<string, ConfigRevisionDay>();
      for (const row of rows) {
        const entry = days.get(row.date) ?? { date: row.date, count: 0, kinds: [] };
        entry.count += row.count;
        entry.kinds.push(row.kind);
        days.set(row.date, entry);
      }
      const order = (kind: ConfigRevisionKind) => CONFIG_REVISION_KINDS.indexOf(kind);
      return [...days.values()].map((day) => ({
        ...day,
        kinds: day.kinds.sort((a, b) => order(a) - order(b)),
      }));
    },

    /** Each entity changed after `at`, with the earliest such change: undoing it gives the entity then. */
    async firstChangesAfter(at: Date): Promise<ConfigRevision[]> {
      const rows = await db
        .selectDistinctOn([configRevisions.kind, configRevisions.entityId])
        .from(configRevisions)
        .where(and(ofSite, gt(configRevisions.createdAt, at)))
        .orderBy(configRevisions.kind, configRevisions.entityId, asc(configRevisions.createdAt));
      return rows.map(toRevision);
    },

    async setNote(id: string, note: string | null): Promise<ConfigRevision | undefined> {
      if (!revisionId.safeParse(id).success) return undefined;
      const [row] = await db
        .update(configRevisions)
        .set({ note })
        .where(and(ofSite, eq(configRevisions.id, id)))
        .returning();
      return row && toRevision(row);
    },

    async insert(value: NewRevision): Promise<ConfigRevision> {
      const [row] = await db.insert(configRevisions).values(columns(value)).returning();
      return toRevision(row!);
    },

    /** Many revisions in a few statements (a bulk import's), in chunks PostgreSQL's parameter limit allows. */
    async insertMany(values: readonly NewRevision[]): Promise<void> {
      for (let start = 0; start < values.length; start += 1000) {
        await db.insert(configRevisions).values(values.slice(start, start + 1000).map(columns));
      }
    },
  };
}

/**
 * The site a revision of this kind belongs to, or undefined: for the platform's own routes, which
 * name a revision without its site (the Config API's revert).
 */
export async function siteOfRevision(
  db: Database,
  id: string,
  kind: ConfigRevisionKind,
): Promise<string | undefined> {
  if (!revisionId.safeParse(id).success) return undefined;
  const [row] = await db
    .select({ siteId: configRevisions.siteId })
    .from(configRevisions)
    .where(and(eq(configRevisions.id, id), eq(configRevisions.kind, kind)));
  return row?.siteId;
}
