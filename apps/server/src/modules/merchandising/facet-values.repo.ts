import type { FacetValueConfig } from '@playboard/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { engines, facetValueConfigs } from '../../db/schema/index.ts';

/** How the engine of one language lists a facet's values. */
export interface EngineFacetValues extends FacetValueConfig {
  engineId: string;
  language: string;
  facet: string;
}

/** Every engine's facet value configurations of one site: what search reads. */
export async function listSiteFacetValues(db: Database, siteId: string): Promise<EngineFacetValues[]> {
  return db
    .select({
      engineId: engines.id,
      language: engines.language,
      facet: facetValueConfigs.facet,
      sort: facetValueConfigs.sort,
      values: facetValueConfigs.values,
    })
    .from(facetValueConfigs)
    .innerJoin(engines, eq(engines.id, facetValueConfigs.engineId))
    .where(eq(engines.siteId, siteId));
}

/** How one engine's storefront lists each facet's values. */
export function createFacetValuesRepo(db: Database, scope: { engineId: string }) {
  return {
    async find(facet: string): Promise<FacetValueConfig | undefined> {
      const [row] = await db
        .select({ sort: facetValueConfigs.sort, values: facetValueConfigs.values })
        .from(facetValueConfigs)
        .where(and(eq(facetValueConfigs.engineId, scope.engineId), eq(facetValueConfigs.facet, facet)));
      return row;
    },

    async save(facet: string, value: FacetValueConfig): Promise<void> {
      await db
        .insert(facetValueConfigs)
        .values({ engineId: scope.engineId, facet, ...value })
        .onConflictDoUpdate({
          target: [facetValueConfigs.engineId, facetValueConfigs.facet],
          set: { ...value, updatedAt: new Date() },
        });
    },

    async remove(facet: string): Promise<void> {
      await db
        .delete(facetValueConfigs)
        .where(and(eq(facetValueConfigs.engineId, scope.engineId), eq(facetValueConfigs.facet, facet)));
    },
  };
}
