import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { organizations } from './organizations.ts';

// ==== sites ====
export const sites = pgTable(
  'sites',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    url: text().notNull(),
    /** MAGENTO, WOOCOMMERCE, PRESTASHOP, SHOPIFY or CUSTOM. */
    platform: text().notNull(),
    /** The public key storefront calls use in their paths ("instance" in spec 2). */
    instance: text().notNull(),
    cssSelector: text().notNull().default(''),
    enabled: boolean().notNull().default(false),
    isIndexed: boolean().notNull().default(false),
    /** The connector token (spec 1 "security key"). */
    securityKey: text().notNull(),
    /** TEST or PRODUCTION. */
    environment: text().notNull().default('PRODUCTION'),
    ...timestamps,
  },
  (table) => [
    index('sites_organization_id_idx').on(table.organizationId),
    uniqueIndex('sites_instance_idx').on(table.instance),
  ],
);

export type SiteRow = typeof sites.$inferSelect;
export type NewSiteRow = typeof sites.$inferInsert;

// ==== engines: one per site language ====
export const engines = pgTable(
  'engines',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: uuid()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    isDefault: boolean().notNull().default(false),
    ...timestamps,
  },
  (table) => [uniqueIndex('engines_site_id_language_idx').on(table.siteId, table.language)],
);

export type EngineRow = typeof engines.$inferSelect;
export type NewEngineRow = typeof engines.$inferInsert;
