import type { SearchSettings } from '@playboard/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { searchSettings } from '../../db/schema/index.ts';

/** The search settings of one site: searchable fields, results visibility, featured products. */
export function createSearchSettingsRepo(db: Database, scope: { siteId: string }) {
  return {
    async find(): Promise<SearchSettings | undefined> {
      const [row] = await db
        .select({
          searchableFields: searchSettings.searchableFields,
          resultsVisibility: searchSettings.resultsVisibility,
          featuredProducts: searchSettings.featuredProducts,
        })
        .from(searchSettings)
        .where(eq(searchSettings.siteId, scope.siteId));
      return row;
    },

    async save(value: SearchSettings): Promise<void> {
      await db
        .insert(searchSettings)
        .values({ siteId: scope.siteId, ...value })
        .onConflictDoUpdate({ target: searchSettings.siteId, set: { ...value, updatedAt: new Date() } });
    },

    async remove(): Promise<void> {
      await db.delete(searchSettings).where(eq(searchSettings.siteId, scope.siteId));
    },
  };
}
