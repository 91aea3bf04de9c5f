import type { SynonymGroup, SynonymGroupInput } from '@playboard/domain';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { synonyms } from '../../db/schema/index.ts';
import { toSynonymGroup } from '../merchandising-config/index.ts';

const itemId = z.uuid();

/** The synonym groups of one site. */
export function createSynonymsRepo(db: Database, scope: { siteId: string }) {
  const own = (id: string) => and(eq(synonyms.siteId, scope.siteId), eq(synonyms.id, id));
  return {
    async list(): Promise<SynonymGroup[]> {
      const rows = await db
        .select()
        .from(synonyms)
        .where(eq(synonyms.siteId, scope.siteId))
        .orderBy(asc(synonyms.createdAt));
      return rows.map(toSynonymGroup);
    },

    async find(id: string): Promise<SynonymGroup | undefined> {
      if (!itemId.safeParse(id).success) return undefined;
      const [row] = await db.select().from(synonyms).where(own(id));
      return row && toSynonymGroup(row);
    },

    async insert(value: SynonymGroupInput, id?: string): Promise<SynonymGroup> {
      const [row] = await db
        .insert(synonyms)
        .values({ siteId: scope.siteId, id, language: value.language, terms: value.terms, oneWay: value.oneWay })
        .returning();
      return toSynonymGroup(row!);
    },

    async update(id: string, value: SynonymGroupInput): Promise<SynonymGroup | undefined> {
      if (!itemId.safeParse(id).success) return undefined;
      const [row] = await db
        .update(synonyms)
        .set({ language: value.language, terms: value.terms, oneWay: value.oneWay })
        .where(own(id))
        .returning();
      return row && toSynonymGroup(row);
    },

    async remove(id: string): Promise<boolean> {
      if (!itemId.safeParse(id).success) return false;
      const rows = await db.delete(synonyms).where(own(id)).returning({ id: synonyms.id });
      return rows.length > 0;
    },
  };
}
