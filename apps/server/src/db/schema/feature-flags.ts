import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { sites } from './sites.ts';

// ==== feature flags (spec 1 §6), switched by the operator ====
export const featureFlags = pgTable('feature_flags', {
  name: text().primaryKey(),
  /** On for everyone; off, the flag is on only for the sites of `feature_flag_sites`. */
  enabled: boolean().notNull().default(false),
  description: text().notNull().default(''),
  /** E-mail of who changed it last; null for the system's own changes. */
  updatedBy: text(),
  ...timestamps,
});

// ==== the sites a flag is on for while it is not on for everyone ====
export const featureFlagSites = pgTable(
  'feature_flag_sites',
  {
    name: text()
      .notNull()
      .references(() => featureFlags.name, { onDelete: 'cascade' }),
    siteId: uuid()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.name, table.siteId], name: 'feature_flag_sites_pkey' }),
    index('feature_flag_sites_site_id_idx').on(table.siteId),
  ],
);

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
