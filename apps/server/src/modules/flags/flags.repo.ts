import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { featureFlagMetrics, featureFlags, type NewFeatureFlagMetricRow } from '../../db/schema/index.ts';

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

    async list() {
      return db.select().from(featureFlags).orderBy(asc(featureFlags.name));
    },

    async insertMetrics(metrics: NewFeatureFlagMetricRow): Promise<void> {
      await db.insert(featureFlagMetrics).values(metrics);
    },
  };
}
