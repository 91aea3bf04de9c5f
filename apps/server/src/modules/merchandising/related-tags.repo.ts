import type { RelatedTags, RelatedTagsInput } from '@playboard/domain';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { relatedTags, type RelatedTagRow } from '../../db/schema/index.ts';

const itemId = z.uuid();

function toRelatedTags(row: RelatedTagRow): RelatedTags {
  return {
    id: row.id,
    language: row.language,
    query: row.query,
    tags: row.tags,
    hidden: row.hidden,
    updatedTime: row.updatedAt.toISOString(),
  };
}

/** The curated related tags of one site. */
export function createRelatedTagsRepo(db: Database, scope: { siteId: string }) {
  const own = (id: string) => and(eq(relatedTags.siteId, scope.siteId), eq(relatedTags.id, id));
  const columns = (value: RelatedTagsInput) => ({
    language: value.language,
    query: value.query,
    tags: value.tags,
    hidden: value.hidden,
  });
  return {
    async list(): Promise<RelatedTags[]> {
      const rows = await db
        .select()
        .from(relatedTags)
        .where(eq(relatedTags.siteId, scope.siteId))
        .orderBy(asc(relatedTags.createdAt));
      return rows.map(toRelatedTags);
    },

    async find(id: string): Promise<RelatedTags | undefined> {
      if (!itemId.safeParse(id).success) return undefined;
      const [row] = await db.select().from(relatedTags).where(own(id));
      return row && toRelatedTags(row);
    },

    async insert(value: RelatedTagsInput, id?: string): Promise<RelatedTags> {
      const [row] = await db
        .insert(relatedTags)
        .values({ ...columns(value), siteId: scope.siteId, id })
        .returning();
      return toRelatedTags(row!);
    },

    async update(id: string, value: RelatedTagsInput): Promise<RelatedTags | undefined> {
      if (!itemId.safeParse(id).success) return undefined;
      const [row] = await db.update(relatedTags).set(columns(value)).where(own(id)).returning();
      return row && toRelatedTags(row);
    },

    async remove(id: string): Promise<boolean> {
      if (!itemId.safeParse(id).success) return false;
      const rows = await db.delete(relatedTags).where(own(id)).returning({ id: relatedTags.id });
      return rows.length > 0;
    },
  };
}
