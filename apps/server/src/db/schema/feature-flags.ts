import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

// ==== feature flags (spec 1 §6), switched by the operator ====
export const featureFlags = pgTable('feature_flags', {
  name: text().primaryKey(),
  enabled: boolean().notNull().default(false),
  description: text().notNull().default(''),
  ...timestamps,
});

export type FeatureFlagRow = typeof featureFlags.$inferSelect;
export type NewFeatureFlagRow = typeof featureFlags.$inferInsert;

// ==== feature flag metrics posted by the console's flag client ====
export const featureFlagMetrics = pgTable(
  'feature_flag_metrics',
  {
    id: uuid().primaryKey().defaultRandom(),
    appName: text().notNull(),
    instanceId: text().notNull().default(''),
    environment: text().notNull().default('default'),
    bucketStart: timestamp({ withTimezone: true }).notNull(),
    bucketStop: timestamp({ withTimezone: true }).notNull(),
    /** Unleash's per-toggle counters: `{ [name]: { yes, no, variants } }`. */
    toggles: jsonb().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feature_flag_metrics_received_at_idx').on(table.receivedAt)],
);

export type FeatureFlagMetricRow = typeof featureFlagMetrics.$inferSelect;
export type NewFeatureFlagMetricRow = typeof featureFlagMetrics.$inferInsert;
