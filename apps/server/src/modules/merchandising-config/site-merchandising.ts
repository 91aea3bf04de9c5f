// The read model the search path uses: everything one site tunes, in the domain's shapes. The
// merchandising module writes these tables; search reads them only through getSiteMerchandising.
import {
  defaultSearchSettings,
  defaultSynonymSettings,
  type Banner,
  type BusinessRule,
  type FacetValueConfig,
  type NextQueries,
  type QueryRankingRule,
  type Redirection,
  type SearchSettings,
  type StorefrontFacet,
  type SynonymGroup,
  type SynonymSettings,
} from '@playboard/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  banners,
  businessRules,
  engines,
  facetConfigs,
  facetValueConfigs,
  nextQueries,
  queryRankingRules,
  redirections,
  relatedPrompts,
  searchSettings,
  sites,
  synonyms,
  synonymSettings,
  type BannerRow,
  type BusinessRuleRow,
  type FacetConfigRow,
  type NextQueryRow,
  type QueryRankingRuleRow,
  type RedirectionRow,
  type RelatedPromptRow,
  type SynonymRow,
} from '../../db/schema/index.ts';

/** How the engine of one language lists a facet's values. */
export interface EngineFacetValues extends FacetValueConfig {
  language: string;
  facet: string;
}

/** Everything the search pipeline reads for one site. */
export interface SiteMerchandising {
  /** The site's IANA time zone: the engine reads instants as local date-times in it. */
  timeZone: string;
  settings: SearchSettings;
  facets: StorefrontFacet[];
  facetValues: EngineFacetValues[];
  synonyms: SynonymGroup[];
  /** Whether the engine's built-in synonyms are searched too (the synonyms screen's switch). */
  synonymSettings: SynonymSettings;
  redirections: Redirection[];
  /** Query ranking rules, oldest first. */
  rules: QueryRankingRule[];
  /** Business rules of the older version, oldest first. */
  businessRules: BusinessRule[];
  banners: Banner[];
  relatedPrompts: RelatedPromptRow[];
  nextQueries: NextQueries[];
}

const updated = (row: { updatedAt: Date }) => row.updatedAt.toISOString();

export function toStorefrontFacet(row: FacetConfigRow): StorefrontFacet {
  return {
    field: row.field,
    type: row.type,
    label: row.label,
    position: row.position,
    ranges: row.ranges,
    enabled: row.enabled,
  };
}

export function toSynonymGroup(row: SynonymRow): SynonymGroup {
  return { id: row.id, language: row.language, terms: row.terms, oneWay: row.oneWay, updated: updated(row) };
}

export function toRedirection(row: RedirectionRow): Redirection {
  return {
    id: row.id,
    language: row.language,
    matchingQueries: row.queries,
    targetUrl: row.url,
    enabled: row.enabled,
    ...(row.startsAt || row.endsAt
      ? {
          schedule: {
            activationDate: row.startsAt?.toISOString() ?? null,
            deactivationDate: row.endsAt?.toISOString() ?? null,
          },
        }
      : {}),
    updatedTime: updated(row),
  };
}

export function toBanner(row: BannerRow): Banner {
  return {
    id: row.id,
    kind: row.kind,
    ...(row.title !== null ? { title: row.title } : {}),
    position: row.position,
    assetUrl: row.imageUrl,
    ...(row.url !== null ? { targetUrl: row.url } : {}),
    matchingQueries: row.queries,
    status: row.status,
    schedule: row.schedule,
    language: row.language,
    updatedTime: updated(row),
  };
}

export function toQueryRankingRule(row: QueryRankingRuleRow): QueryRankingRule {
  return { ...row.rule, id: row.id };
}

export function toBusinessRule(row: BusinessRuleRow): BusinessRule {
  return {
    id: row.id,
    language: row.language,
    field: row.field,
    type: row.type,
    values: row.values,
    matchingQueries: row.queries,
    updatedTime: updated(row),
  };
}

export function toNextQueries(row: NextQueryRow): NextQueries {
  return {
    id: row.id,
    language: row.language,
    query: row.query,
    nextQueries: row.nextQueries,
    updatedTime: updated(row),
  };
}

export async function getSiteMerchandising(db: Database, siteId: string): Promise<SiteMerchandising> {
  const [
    siteRows,
    settingsRows,
    facetRows,
    facetValueRows,
    synonymRows,
    redirectionRows,
    ruleRows,
    businessRuleRows,
    bannerRows,
    promptRows,
    nextRows,
    synonymSettingsRows,
  ] = await Promise.all([
    db.select({ timeZone: sites.timeZone }).from(sites).where(eq(sites.id, siteId)),
    db.select().from(searchSettings).where(eq(searchSettings.siteId, siteId)),
    db
      .select()
      .from(facetConfigs)
      .where(eq(facetConfigs.siteId, siteId))
      .orderBy(asc(facetConfigs.position), asc(facetConfigs.createdAt)),
    db
      .select({
        language: engines.language,
        facet: facetValueConfigs.facet,
        sort: facetValueConfigs.sort,
        values: facetValueConfigs.values,
      })
      .from(facetValueConfigs)
      .innerJoin(engines, eq(engines.id, facetValueConfigs.engineId))
      .where(eq(engines.siteId, siteId)),
    db.select().from(synonyms).where(eq(synonyms.siteId, siteId)).orderBy(asc(synonyms.createdAt)),
    db
      .select()
      .from(redirections)
      .where(eq(redirections.siteId, siteId))
      .orderBy(asc(redirections.createdAt)),
    db
      .select()
      .from(queryRankingRules)
      .where(eq(queryRankingRules.siteId, siteId))
      .orderBy(asc(queryRankingRules.createdAt)),
    db
      .select()
      .from(businessRules)
      .where(eq(businessRules.siteId, siteId))
      .orderBy(asc(businessRules.createdAt)),
    db
      .select()
      .from(banners)
      .where(eq(banners.siteId, siteId))
      .orderBy(asc(banners.position), asc(banners.createdAt)),
    db
      .select()
      .from(relatedPrompts)
      .where(eq(relatedPrompts.siteId, siteId))
      .orderBy(asc(relatedPrompts.position), asc(relatedPrompts.createdAt)),
    db.select().from(nextQueries).where(eq(nextQueries.siteId, siteId)).orderBy(asc(nextQueries.createdAt)),
    db
      .select({ builtIn: synonymSettings.builtIn })
      .from(synonymSettings)
      .where(eq(synonymSettings.siteId, siteId)),
  ]);
  const [stored] = settingsRows;
  return {
    timeZone: siteRows[0]?.timeZone ?? 'UTC',
    settings: stored
      ? {
          searchableFields: stored.searchableFields,
          resultsVisibility: stored.resultsVisibility,
          featuredProducts: stored.featuredProducts,
        }
      : defaultSearchSettings,
    facets: facetRows.map(toStorefrontFacet),
    facetValues: facetValueRows,
    synonyms: synonymRows.map(toSynonymGroup),
    synonymSettings: synonymSettingsRows[0] ?? defaultSynonymSettings,
    redirections: redirectionRows.map(toRedirection),
    rules: ruleRows.map(toQueryRankingRule),
    businessRules: businessRuleRows.map(toBusinessRule),
    banners: bannerRows.map(toBanner),
    relatedPrompts: promptRows,
    nextQueries: nextRows.map(toNextQueries),
  };
}
