import type { StorefrontFacet } from '@playboard/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { facetConfigs, type FacetConfigRow } from '../../db/schema/index.ts';

function toStorefrontFacet(row: FacetConfigRow): StorefrontFacet {
  return {
    field: row.field,
    type: row.type,
    label: row.label,
    position: row.position,
    ranges: row.ranges,
    enabled: row.enabled,
  };
}

/** The storefront facets of one site, in display order. */
export function createFacetsRepo(db: Database, scope: { siteId: string }) {
  return {
    async list(): Promise<StorefrontFacet[]> {
      const rows = await db
        .select()
        .from(facetConfigs)
        .where(eq(facetConfigs.siteId, scope.siteId))
        .orderBy(asc(facetConfigs.position), asc(facetConfigs.createdAt));
      return rows.map(toStorefrontFacet);
    },

    async replace(facets: StorefrontFacet[]): Promise<StorefrontFacet[]> {
      await db.delete(facetConfigs).where(eq(facetConfigs.siteId, scope.siteId));
      if (facets.length === 0) return [];
      const rows = await db
        .insert(facetConfigs)
        .values(facets.map((facet) => ({ ...facet, siteId: scope.siteId })))
        .returning();
      return rows.map(toStorefrontFacet);
    },
  };
}
