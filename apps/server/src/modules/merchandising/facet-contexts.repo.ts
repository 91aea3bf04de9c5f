import type { FacetConfig, FacetRange } from '@playboard/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { facetContexts, type FacetContextRow } from '../../db/schema/index.ts';

/** A facet configuration of the Facets API as stored (spec 2 §3 without its id, which is the row's). */
export type StoredFacetConfig = Omit<FacetConfig, 'id'>;

/** A facet configuration row in the shape services read. */
export interface FacetContext {
  readonly id: string;
  /** The configuration for every search and page, whose facets are the site's facet set. */
  readonly isDefault: boolean;
  readonly config: StoredFacetConfig;
  /** Buckets of its range facets the default configuration does not have. */
  readonly ranges: Readonly<Record<string, FacetRange[]>>;
}

function toContext(row: FacetContextRow): FacetContext {
  return { id: row.id, isDefault: row.isDefault, config: row.config, ranges: row.ranges };
}

/** The Facets API's configurations of one site. */
export function createFacetContextsRepo(db: Database, scope: { siteId: string }) {
  const ofSite = eq(facetContexts.siteId, scope.siteId);
  return {
    /** Every configuration, the default one (when saved) among them, oldest first. */
    async list(): Promise<FacetContext[]> {
      const rows = await db
        .select()
        .from(facetContexts)
        .where(ofSite)
        .orderBy(asc(facetContexts.createdAt), asc(facetContexts.id));
      return rows.map(toContext);
    },

    async find(id: string): Promise<FacetContext | undefined> {
      const [row] = await db
        .select()
        .from(facetContexts)
        .where(and(ofSite, eq(facetContexts.id, id), eq(facetContexts.isDefault, false)));
      return row && toContext(row);
    },

    async findDefault(): Promise<FacetContext | undefined> {
      const [row] = await db
        .select()
        .from(facetContexts)
        .where(and(ofSite, eq(facetContexts.isDefault, true)));
      return row && toContext(row);
    },

    async insert(
      config: StoredFacetConfig,
      ranges: Record<string, FacetRange[]>,
      id?: string,
    ): Promise<FacetContext> {
      const [row] = await db
        .insert(facetContexts)
        .values({ ...(id ? { id } : {}), siteId: scope.siteId, config, ranges })
        .returning();
      return toContext(row!);
    },

    async update(
      id: string,
      config: StoredFacetConfig,
      ranges: Record<string, FacetRange[]>,
    ): Promise<FacetContext | undefined> {
      const [row] = await db
        .update(facetContexts)
        .set({ config, ranges })
        .where(and(ofSite, eq(facetContexts.id, id), eq(facetContexts.isDefault, false)))
        .returning();
      return row && toContext(row);
    },

    /** Writes the default configuration's body (its facets are the site's facet set, elsewhere). */
    async saveDefault(config: StoredFacetConfig): Promise<void> {
      await db
        .insert(facetContexts)
        .values({ siteId: scope.siteId, isDefault: true, config })
        .onConflictDoUpdate({
          target: facetContexts.siteId,
          // The partial unique index's own predicate, so Postgres infers it.
          targetWhere: sql`${facetContexts.isDefault}`,
          set: { config },
        });
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(facetContexts)
        .where(and(ofSite, eq(facetContexts.id, id), eq(facetContexts.isDefault, false)))
        .returning({ id: facetContexts.id });
      return rows.length > 0;
    },
  };
}
