import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { relatedPrompts, type NewRelatedPromptRow, type RelatedPromptRow } from '../../db/schema/index.ts';

const itemId = z.uuid();

type Value = Omit<NewRelatedPromptRow, 'siteId' | 'id'>;

/** The related prompts of one site, in display order. */
export function createRelatedPromptsRepo(db: Database, scope: { siteId: string }) {
  const own = (id: string) => and(eq(relatedPrompts.siteId, scope.siteId), eq(relatedPrompts.id, id));
  return {
    async list(): Promise<RelatedPromptRow[]> {
      return db
        .select()
        .from(relatedPrompts)
        .where(eq(relatedPrompts.siteId, scope.siteId))
        .orderBy(asc(relatedPrompts.position), asc(relatedPrompts.createdAt));
    },

    async find(id: string): Promise<RelatedPromptRow | undefined> {
      if (!itemId.safeParse(id).success) return undefined;
      const [row] = await db.select().from(relatedPrompts).where(own(id));
      return row;
    },

    async insert(value: Value, id?: string): Promise<RelatedPromptRow> {
      const [row] = await db
        .insert(relatedPrompts)
        .values({ ...value, siteId: scope.siteId, id })
        .returning();
      return row!;
    },

    async update(id: string, value: Value): Promise<RelatedPromptRow | undefined> {
      if (!itemId.safeParse(id).success) return undefined;
      const [row] = await db.update(relatedPrompts).set(value).where(own(id)).returning();
      return row;
    },

    async remove(id: string): Promise<boolean> {
      if (!itemId.safeParse(id).success) return false;
      const rows = await db.delete(relatedPrompts).where(own(id)).returning({ id: relatedPrompts.id });
      return rows.length > 0;
    },
  };
}
