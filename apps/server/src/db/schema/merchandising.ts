import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Banner,
  BannerKind,
  BusinessRule,
  BusinessRuleField,
  BannerSchedule,
  FacetConfig,
  FacetRange,
  FacetType,
  FeaturedProducts,
  Language,
  QueryRankingRuleInput,
  ResultsVisibility,
  SearchableField,
} from '@playboard/domain';
import { timestamps } from './columns.ts';
import { sites } from './sites.ts';

const siteId = () =>
  uuid()
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

// ==== search settings: one row per site, the domain's searchSettingsSchema ====
export const searchSettings = pgTable('search_settings', {
  siteId: siteId().primaryKey(),
  searchableFields: jsonb().$type<SearchableField[]>().notNull(),
  resultsVisibility: jsonb().$type<ResultsVisibility>().notNull(),
  featuredProducts: jsonb().$type<FeaturedProducts>().notNull(),
  ...timestamps,
});

export type SearchSettingsRow = typeof searchSettings.$inferSelect;
export type NewSearchSettingsRow = typeof searchSettings.$inferInsert;

// ==== facet configuration: the domain's storefrontFacetSchema ====

export const facetConfigs = pgTable(
  'facet_configs',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteId(),
    /** brand, categories, price or an attribute name. */
    field: text().notNull(),
    type: text().$type<FacetType>().notNull(),
    /** Label per language; the field name when a language has none. */
    label: jsonb().$type<Record<string, string>>().notNull().default({}),
    position: integer().notNull().default(0),
    /** Buckets of a range facet. */
    ranges: jsonb().$type<FacetRange[]>().notNull().default([]),
    enabled: boolean().notNull().default(true),
    ...timestamps,
  },
  (table) => [index('facet_configs_site_id_idx').on(table.siteId)],
);

export type FacetConfigRow = typeof facetConfigs.$inferSelect;
export type NewFacetConfigRow = typeof facetConfigs.$inferInsert;

// ==== facet configurations by context: the Facets API's (spec 2 §3) ====

/**
 * A facet configuration of the Facets API as stored: its §3 body without the id, with metadata.
 * The default one (for every search and page) keeps its facets in facet_configs, the filters
 * screen's table, and here only the rest of its body; one with pivots keeps its own.
 */
export const facetContexts = pgTable(
  'facet_contexts',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteId(),
    isDefault: boolean().notNull().default(false),
    config: jsonb().$type<Omit<FacetConfig, 'id'>>().notNull(),
    /**
     * Buckets of its range facets that the default configuration does not have, made from the
     * catalogue's values when it was saved.
     */
    ranges: jsonb().$type<Record<string, FacetRange[]>>().notNull().default({}),
    ...timestamps,
  },
  (table) => [
    index('facet_contexts_site_id_idx').on(table.siteId),
    uniqueIndex('facet_contexts_site_id_default_idx')
      .on(table.siteId)
      .where(sql`${table.isDefault}`),
  ],
);

export type FacetContextRow = typeof facetContexts.$inferSelect;
export type NewFacetContextRow = typeof facetContexts.$inferInsert;

// ==== synonyms: equivalence groups ====
export const synonyms = pgTable(
  'synonyms',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteId(),
    language: text().$type<Language>().notNull(),
    terms: text().array().notNull(),
    oneWay: boolean().notNull().default(false),
    ...timestamps,
  },
  (table) => [index('synonyms_site_id_idx').on(table.siteId)],
);

export type SynonymRow = typeof synonyms.$inferSelect;
export type NewSynonymRow = typeof synonyms.$inferInsert;

// ==== synonym settings: one row per site once changed, the domain's synonymSettingsSchema ====
export const synonymSettings = pgTable('synonym_settings', {
  siteId: siteId().primaryKey(),
  /** Whether the engine's built-in synonyms are searched too (default on: no row). */
  builtIn: boolean().notNull().default(true),
  ...timestamps,
});

export type SynonymSettingsRow = typeof synonymSettings.$inferSelect;

// ==== suggestion rules: how popular searches are learned (the domain's suggestionRulesSchema) ====
export const suggestionRules = pgTable('suggestion_rules', {
  siteId: siteId().primaryKey(),
  bannedWords: text().array().notNull(),
  minSessions: integer().notNull(),
  lookbackDays: integer().notNull(),
  ...timestamps,
});

// ==== redirections: query -> URL (the domain's redirectionSchema) ====
export const redirections = pgTable(
  'redirections',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteId(),
    language: text().$type<Language>().notNull(),
    /** The domain's matchingQueries. */
    queries: text().array().notNull(),
    /** The domain's targetUrl. */
    url: text().notNull(),
    enabled: boolean().notNull().default(true),
    /** The domain's schedule: activation and deactivation instants. */
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('redirections_site_id_idx').on(table.siteId)],
);

export type RedirectionRow = typeof redirections.$inferSelect;
export type NewRedirectionRow = typeof redirections.$inferInsert;

// ==== business rules of the older version: the domain's businessRuleSchema ====
export const businessRules = pgTable(
  'business_rules',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteId(),
    language: text().$type<Language>().notNull(),
    field: text().$type<BusinessRuleField>().notNull(),
    type: text().$type<BusinessRule['type']>().notNull(),
    /** The attribute ranking: the values boosted or buried, in order. */
    values: text().array().notNull(),
    /** The domain's matchingQueries; empty: the rule applies to every search. */
    queries: text().array().notNull().default([]),
    ...timestamps,
  },
  (table) => [index('business_rules_site_id_idx').on(table.siteId)],
);

export type BusinessRuleRow = typeof businessRules.$inferSelect;
export type NewBusinessRuleRow = typeof businessRules.$inferInsert;

// ==== query ranking rules: the domain's queryRankingRuleInputSchema ====
export const queryRankingRules = pgTable(
  'query_ranking_rules',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteId(),
    rule: jsonb().$type<QueryRankingRuleInput>().notNull(),
    ...timestamps,
  },
  (table) => [index('query_ranking_rules_site_id_idx').on(table.siteId)],
);

export type QueryRankingRuleRow = typeof queryRankingRules.$inferSelect;
export type NewQueryRankingRuleRow = typeof queryRankingRules.$inferInsert;

// ==== banners and promoted tiles (the domain's bannerSchema) ====
export const banners = pgTable(
  'banners',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteId(),
    kind: text().$type<BannerKind>().notNull().default('BANNER'),
    status: text().$type<Banner['status']>().notNull().default('ACTIVE'),
    schedule: jsonb().$type<BannerSchedule>().notNull().default({ type: 'ALWAYS' }),
    language: text().$type<Language>().notNull(),
    title: text(),
    /** The domain's assetUrl. */
    imageUrl: text().notNull(),
    /** The domain's targetUrl. */
    url: text(),
    /** The domain's matchingQueries. */
    queries: text().array().notNull().default([]),
    position: integer().notNull().default(1),
    ...timestamps,
  },
  (table) => [index('banners_site_id_idx').on(table.siteId)],
);

export type BannerRow = typeof banners.$inferSelect;
export type NewBannerRow = typeof banners.$inferInsert;

// ==== related prompts ====
export const relatedPrompts = pgTable(
  'related_prompts',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteId(),
    language: text(),
    queries: text().array().notNull(),
    suggestionText: text().notNull(),
    imageUrl: text(),
    nextQueries: text().array().notNull().default([]),
    position: integer().notNull().default(0),
    /** Shown on the storefront; an inactive prompt is kept for later (spec 2 §3). */
    active: boolean().notNull().default(true),
    /** Spec 2 §3's type; every prompt the storefront shows is a SUGGESTION today. */
    type: text().notNull().default('SUGGESTION'),
    /** Pivots beyond query and language (spec 2 §3's map): the storefront request must carry each. */
    pivots: jsonb().$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (table) => [index('related_prompts_site_id_idx').on(table.siteId)],
);

export type RelatedPromptRow = typeof relatedPrompts.$inferSelect;
export type NewRelatedPromptRow = typeof relatedPrompts.$inferInsert;

// ==== curated next queries ====
export const nextQueries = pgTable(
  'next_queries',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteId(),
    language: text().$type<Language>().notNull(),
    query: text().notNull(),
    nextQueries: text().array().notNull(),
    /** Learned next queries the merchant hid for this query. */
    hidden: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (table) => [index('next_queries_site_id_idx').on(table.siteId)],
);

export type NextQueryRow = typeof nextQueries.$inferSelect;
export type NewNextQueryRow = typeof nextQueries.$inferInsert;

// ==== curated related tags ====
export const relatedTags = pgTable(
  'related_tags',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: siteId(),
    language: text().$type<Language>().notNull(),
    query: text().notNull(),
    tags: text().array().notNull(),
    /** Organic tags the merchant hid for this query. */
    hidden: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (table) => [index('related_tags_site_id_idx').on(table.siteId)],
);

export type RelatedTagRow = typeof relatedTags.$inferSelect;
export type NewRelatedTagRow = typeof relatedTags.$inferInsert;
