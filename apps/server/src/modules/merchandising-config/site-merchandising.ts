// The read model the search path uses: everything one site tunes, in the domain's shapes. The
// merchandising module writes these tables; search reads them only through getSiteMerchandising.
import {
  defaultSearchSettings,
  type Banner,
  type FacetValueConfig,
  type NextQueries,
  type Redirection,
  type SearchSettings,
  type StorefrontFacet,
  type SynonymGroup,
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
  redirections,
  relatedPrompts,
  searchSettings,
  synonyms,
  type BannerRow,
  type BusinessRuleRow,
  type FacetConfigRow,
  type NextQueryRow,
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
  settings: SearchSettings;
  facets: StorefrontFacet[];
  facetValues: EngineFacetValues[];
  synonyms: SynonymGroup[];
  redirections: Redirection[];
  rules: BusinessRuleRow[];
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
  return { id: row.id, language: row.language, terms: row.terms, updated: updated(row) };
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
    settingsRows,
    facetRows,
    facetValueRows,
    synonymRows,
    redirectionRows,
    ruleRows,
    bannerRows,
    promptRows,
    nextRows,
  ] = await Promise.all([
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
      .from(businessRules)
      .where(eq(businessRules.siteId, siteId))
      .orderBy(asc(businessRules.priority), asc(businessRules.createdAt)),
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
  ]);
  const [stored] = settingsRows;
  return {
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
    redirections: redirectionRows.map(toRedirection),
    rules: ruleRows,
    banners: bannerRows.map(toBanner),
    relatedPrompts: promptRows,
    nextQueries: nextRows.map(toNextQueries),
  };
}
