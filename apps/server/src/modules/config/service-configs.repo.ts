import type { ConfigService } from '@playboard/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { serviceConfigs, type ServiceConfigRow } from '../../db/schema/index.ts';

/** What an instance stores of one service: what history versions and reverts. */
export interface StoredServiceConfig {
  enabled: boolean;
  data: Record<string, unknown>;
}

/** The configuration-service sets of one site (its instance), one per service it has its own of. */
export function createServiceConfigsRepo(db: Database, scope: { siteId: string }) {
  const ofSite = eq(serviceConfigs.siteId, scope.siteId);
  return {
    async find(service: ConfigService): Promise<ServiceConfigRow | undefined> {
      const [row] = await db
        .select()
        .from(serviceConfigs)
        .where(and(ofSite, eq(serviceConfigs.service, service)));
      return row;
    },

    async list(): Promise<ServiceConfigRow[]> {
      return db.select().from(serviceConfigs).where(ofSite);
    },

    async save(service: ConfigService, value: StoredServiceConfig, updatedBy: string | null): Promise<void> {
      await db
        .insert(serviceConfigs)
        .values({ siteId: scope.siteId, service, ...value, updatedBy })
        .onConflictDoUpdate({
          target: [serviceConfigs.siteId, serviceConfigs.service],
          set: { ...value, updatedBy, updatedAt: new Date() },
        });
    },

    /** Creates the set from the defaults unless it exists; whether it did. */
    async create(service: ConfigService, updatedBy: string | null): Promise<boolean> {
      const created = await db
        .insert(serviceConfigs)
        .values({ siteId: scope.siteId, service, enabled: true, data: {}, updatedBy })
        .onConflictDoNothing()
        .returning({ service: serviceConfigs.service });
      return created.length > 0;
    },

    /** Records who changed the set last, its settings as they are. */
    async touch(service: ConfigService, updatedBy: string): Promise<void> {
      await db
        .update(serviceConfigs)
        .set({ updatedBy, updatedAt: new Date() })
        .where(and(ofSite, eq(serviceConfigs.service, service)));
    },

    async remove(service: ConfigService): Promise<void> {
      await db.delete(serviceConfigs).where(and(ofSite, eq(serviceConfigs.service, service)));
    },
  };
}

/** The sets of these sites, for a list over many instances: one query. */
export async function serviceConfigsOfSites(
  db: Database,
  siteIds: readonly string[],
): Promise<ServiceConfigRow[]> {
  if (siteIds.length === 0) return [];
  return db
    .select()
    .from(serviceConfigs)
    .where(inArray(serviceConfigs.siteId, [...siteIds]));
}
