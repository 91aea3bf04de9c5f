import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { engines, sites } from '../../db/schema/index.ts';

/** Sites and engines of one organisation; the caller has checked membership. */
export function createOrganizationSitesRepo(db: Database, scope: { organizationId: string }) {
  return {
    async sitesWithEngines() {
      const siteRows = await db
        .select()
        .from(sites)
        .where(eq(sites.organizationId, scope.organizationId))
        .orderBy(asc(sites.createdAt), asc(sites.name));
      const engineRows =
        siteRows.length === 0
          ? []
          : await db
              .select()
              .from(engines)
              .where(
                inArray(
                  engines.siteId,
                  siteRows.map((site) => site.id),
                ),
              )
              .orderBy(asc(engines.createdAt), asc(engines.language));
      return siteRows.map((site) => ({
        site,
        engines: engineRows.filter((engine) => engine.siteId === site.id),
      }));
    },
  };
}
