import type { NoResultsFix } from '@playboard/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { noResultsFixes, type NoResultsFixRow } from '../../db/schema/index.ts';

const fixId = z.uuid();

/** A stored decision, without the figures the service adds to accepted ones. */
export type StoredFix = Omit<NoResultsFix, 'figures'>;

/** What a decision records; the query is normalised by the caller. */
export type FixDecision = Omit<StoredFix, 'id' | 'decidedAt'>;

function toFix(row: NoResultsFixRow): StoredFix {
  return {
    id: row.id,
    language: row.language,
    query: row.query,
    status: row.status,
    kind: row.kind,
    entityId: row.entityId,
    terms: row.terms,
    targetUrl: row.targetUrl,
    decidedAt: row.decidedAt.toISOString(),
  };
}

/** The decisions on searches with no results of one site. */
export function createNoResultsFixesRepo(db: Database, scope: { siteId: string }) {
  const ofSite = eq(noResultsFixes.siteId, scope.siteId);
  return {
    async find(id: string): Promise<StoredFix | undefined> {
      if (!fixId.safeParse(id).success) return undefined;
      const [row] = await db
        .select()
        .from(noResultsFixes)
        .where(and(ofSite, eq(noResultsFixes.id, id)));
      return row && toFix(row);
    },

    async findByQuery(language: StoredFix['language'], query: string): Promise<StoredFix | undefined> {
      const [row] = await db
        .select()
        .from(noResultsFixes)
        .where(and(ofSite, eq(noResultsFixes.language, language), eq(noResultsFixes.query, query)));
      return row && toFix(row);
    },

    /** The decisions in a language, latest first, and how many there are. */
    async page(
      language: StoredFix['language'],
      limit: number,
      offset: number,
    ): Promise<{ items: StoredFix[]; total: number }> {
      const where = and(ofSite, eq(noResultsFixes.language, language));
      const rows = await db
        .select()
        .from(noResultsFixes)
        .where(where)
        .orderBy(desc(noResultsFixes.decidedAt), desc(noResultsFixes.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ value: count() }).from(noResultsFixes).where(where);
      return { items: rows.map(toFix), total: total?.value ?? 0 };
    },

    /** Records the decision on a query, replacing the one it had (a dismissal later accepted). */
    async decide(decision: FixDecision, at: Date): Promise<StoredFix> {
      const values = { ...decision, decidedAt: at };
      const [row] = await db
        .insert(noResultsFixes)
        .values({ siteId: scope.siteId, ...values })
        .onConflictDoUpdate({
          target: [noResultsFixes.siteId, noResultsFixes.language, noResultsFixes.query],
          set: values,
        })
        .returning();
      return toFix(row!);
    },

    async remove(id: string): Promise<boolean> {
      if (!fixId.safeParse(id).success) return false;
      const removed = await db
        .delete(noResultsFixes)
        .where(and(ofSite, eq(noResultsFixes.id, id)))
        .returning({ id: noResultsFixes.id });
      return removed.length > 0;
    },
  };
}
