import type { ConfigService } from '@playboard/domain';
import { boolean, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { sites } from './sites.ts';

// ==== service_configs: an instance's own configuration-service set, one row per service (spec 2 §3) ====
export const serviceConfigs = pgTable(
  'service_configs',
  {
    siteId: uuid()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    service: text().$type<ConfigService>().notNull(),
    /** When false the data is kept but ignored: the service applies the defaults. */
    enabled: boolean().notNull().default(true),
    /** Only what the instance sets itself, valid against the service's JSON Schema. */
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** E-mail of who changed it last; null for the system's own changes. */
    updatedBy: text(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.siteId, table.service], name: 'service_configs_pkey' })],
);

export type ServiceConfigRow = typeof serviceConfigs.$inferSelect;
