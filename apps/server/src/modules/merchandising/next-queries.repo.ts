import type { NextQueries, NextQueriesInput } from '@playboard/domain';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { nextQueries, type NextQueryRow } from '../../db/schema/index.ts';

const itemId = z.uuid();

const updated = (row: { updatedAt: Date }) => row.updatedAt.toISOString();

function toNextQueries(row: NextQueryRow): NextQueries {
  return {
    id: row.id,
    language: row.language,
    query: row.query,
    nextQueries: row.nextQueries,
    hidden: row.hidden,
    updatedTime: updated(row),
  };
}

/** The curated next queries of one site. */
export function createNextQueriesRepo(db: Database, scope: { siteId: string }) {
  const own = (id: string) => and(eq(nextQueries.siteId, scope.siteId), eq(nextQueries.id, id));
  const columns = (value: NextQueriesInput) => ({
    language: value.language,
    query: value.query,
    nextQueries: value.nextQueries,
    hidden: value.hidden,
  });
  return {
    async list(): Promise<NextQueries[]> {
      const rows = await db
        .select()
        .from(nextQueries)
        .where(eq(nextQueries.siteId, scope.siteId))
        .orderBy(asc(nextQueries.createdAt));
      return rows.map(toNextQueries);
    },

    async find(id: string): Promise<NextQueries | undefined> {
      if (!itemId.safeParse(id).success) return undefined;
      const [row] = await db.select().from(nextQueries).where(own(id));
      return row && toNextQueries(row);
    },

    async insert(value: NextQueriesInput, id?: string): Promise<NextQueries> {
      const [row] = await db
        .insert(nextQueries)
        .values({ ...columns(value), siteId: scope.siteId, id })
        .returning();
      return toNextQueries(row!);
    },

    async update(id: string, value: NextQueriesInput): Promise<NextQueries | undefined> {
      if (!itemId.safeParse(id).success) return undefined;
      const [row] = await db.update(nextQueries).set(columns(value)).where(own(id)).returning();
      return row && toNextQueries(row);
    },

    async remove(id: string): Promise<boolean> {
      if (!itemId.safeParse(id).success) return false;
      const rows = await db.delete(nextQueries).where(own(id)).returning({ id: nextQueries.id });
      return rows.length > 0;
    },
  };
}
