import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  featureFlagMetrics,
  featureFlags,
  featureFlagSites,
  type FeatureFlagRow,
  type NewFeatureFlagMetricRow,
} from '../../db/schema/index.ts';

/** What is stored of a flag: on for everyone, or on for these sites only (none: off). */
export interface StoredFlag {
  name: string;
  description: string;
  enabled: boolean;
  siteIds: string[];
  updatedAt: Date;
  updatedBy: string | null;
}

const stored = (flag: FeatureFlagRow, siteIds: string[]): StoredFlag => ({
  name: flag.name,
  description: flag.description,
  enabled: flag.enabled,
  siteIds,
  updatedAt: flag.updatedAt,
  updatedBy: flag.updatedBy,
});

export function createFlagsRepo(db: Database) {
  return {
    /** Adds the flags that are missing, switched off; existing rows keep the operator's choice. */
    async ensure(names: readonly string[]): Promise<void> {
      if (names.length === 0) return;
      await db
        .insert(featureFlags)
        .values(names.map((name) => ({ name, enabled: false })))
        .onConflictDoNothing({ target: featureFlags.name });
    },

    /** Every flag with its sites, by name. */
    async list(): Promise<StoredFlag[]> {
      const [flags, flagSites] = await Promise.all([
        db.select().from(featureFlags).orderBy(asc(featureFlags.name)),
        db.select().from(featureFlagSites),
      ]);
      return flags.map((flag) =>
        stored(
          flag,
          flagSites.filter((row) => row.name === flag.name).map((row) => row.siteId),
        ),
      );
    },

    /**
     * The flag, its row locked until the transaction `db` ends, so two changes of one flag apply
     * one after the other and each audits what the other left.
     */
    async findForUpdate(name: string): Promise<StoredFlag | undefined> {
      const [flag] = await db.select().from(featureFlags).where(eq(featureFlags.name, name)).for('update');
      if (!flag) return undefined;
      const flagSites = await db.select().from(featureFlagSites).where(eq(featureFlagSites.name, name));
      return stored(
        flag,
        flagSites.map((row) => row.siteId),
      );
    },

    /** The flag becomes on for everyone (`enabled`), or for exactly these sites. */
    async save(
      name: string,
      state: { enabled: boolean; siteIds: readonly string[] },
      updatedBy: string | null,
    ): Promise<void> {
      await db
        .update(featureFlags)
        .set({ enabled: state.enabled, updatedBy })
        .where(eq(featureFlags.name, name));
      await db.delete(featureFlagSites).where(eq(featureFlagSites.name, name));
      if (state.siteIds.length > 0) {
        await db.insert(featureFlagSites).values(state.siteIds.map((siteId) => ({ name, siteId })));
      }
    },

    async insertMetrics(metrics: NewFeatureFlagMetricRow): Promise<void> {
      await db.insert(featureFlagMetrics).values(metrics);
    },
  };
}
