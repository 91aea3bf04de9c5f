import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FacetValueConfig, FacetValueSort } from '@playboard/domain';
import { timestamps } from './columns.ts';
import { organizations } from './organizations.ts';

/**
 * How the catalogue reaches us: a shop module speaking the connector protocol (docs/connectors.md),
 * a product feed the sync downloads, products pushed to the Index API, or a Shopify app install.
 */
export type SiteConnectionValue =
  | { kind: 'module' }
  | { kind: 'feed'; feedUrl: string; format: 'json' | 'csv' | 'google-xml' }
  | { kind: 'push' }
  | { kind: 'shopify'; shopDomain: string; accessToken: string };

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
    connection: jsonb().$type<SiteConnectionValue>().notNull().default({ kind: 'module' }),
    /** The connector module version the shop last reported; null when there is no module. */
    moduleVersion: text(),
    /** The shop's default currency (ISO 4217) as the connector reported it. */
    currency: text(),
    /**
     * The merchant's IANA time zone (as Intl spells it, which PostgreSQL's AT TIME ZONE knows too):
     * analytics roll events up by its days. Sites from before it existed count in UTC, as they did.
     */
    timeZone: text().notNull().default('UTC'),
    /** Minutes between scheduled incremental syncs; 0 turns the schedule off. */
    syncIntervalMinutes: integer().notNull().default(60),
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

// ==== per-engine configuration of one facet's values (the domain's facetValueConfigSchema) ====

export const facetValueConfigs = pgTable(
  'facet_value_configs',
  {
    engineId: uuid()
      .notNull()
      .references(() => engines.id, { onDelete: 'cascade' }),
    /** The facet's field (brand, categories, an attribute name). */
    facet: text().notNull(),
    sort: text().$type<FacetValueSort>().notNull().default('count'),
    values: jsonb().$type<FacetValueConfig['values']>().notNull().default([]),
    ...timestamps,
  },
  (table) => [uniqueIndex('facet_value_configs_engine_id_facet_idx').on(table.engineId, table.facet)],
);

export type FacetValueConfigRow = typeof facetValueConfigs.$inferSelect;
export type NewFacetValueConfigRow = typeof facetValueConfigs.$inferInsert;

// ==== the layer's visual customisation (spec 1 §3), one per site ====
export const siteCustomisations = pgTable('site_customisations', {
  siteId: uuid()
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  /** The whole entity as the domain's `visualCustomisationSchema` parses it. */
  settings: jsonb().$type<Record<string, unknown>>().notNull(),
  ...timestamps,
});

export type SiteCustomisationRow = typeof siteCustomisations.$inferSelect;
