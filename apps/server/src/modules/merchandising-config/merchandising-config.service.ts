import { DomainError } from '@playboard/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
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
import { emitConfigChange } from './config-changes.ts';
import {
  bannerSchema,
  businessRuleSchema,
  facetConfigSchema,
  facetValueConfigSchema,
  nextQuerySchema,
  redirectionSchema,
  relatedPromptSchema,
  searchSettingsSchema,
  synonymSchema,
  type FacetValueConfig,
  type SearchSettings,
} from './merchandising.schemas.ts';

/** What a site gets before its merchant tunes anything. */
export const defaultSearchSettings: SearchSettings = {
  searchableFields: [
    { field: 'name', weight: 3 },
    { field: 'identifiers', weight: 3 },
    { field: 'brand', weight: 2 },
    { field: 'categories', weight: 1.5 },
    { field: 'attributes', weight: 1 },
    { field: 'description', weight: 0.5 },
  ],
  resultsVisibility: { hideOutOfStock: false, notAvailable: 'show' },
  featuredProducts: { mode: 'popular', productIds: [] },
};

/** How the engine of one language lists a facet's values. */
export interface EngineFacetValues extends FacetValueConfig {
  language: string;
  facet: string;
}

/** What a facet without a stored value configuration does: values by count, none hidden. */
export const defaultFacetValueConfig: FacetValueConfig = { sort: 'count', values: [] };

/** Everything the search pipeline reads for one site, as stored. */
export interface SiteMerchandising {
  settings: SearchSettings;
  facets: FacetConfigRow[];
  facetValues: EngineFacetValues[];
  synonyms: SynonymRow[];
  redirections: RedirectionRow[];
  rules: BusinessRuleRow[];
  banners: BannerRow[];
  relatedPrompts: RelatedPromptRow[];
  nextQueries: NextQueryRow[];
}

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');
  throw new DomainError('global-400', message, { status: 400 });
}

const itemId = z.uuid();

function notFound(what: string, id: string): DomainError {
  return new DomainError('global-404', `${what} ${id} not found`, { status: 404 });
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
  const stored = settingsRows[0];
  return {
    settings: stored
      ? {
          searchableFields: stored.searchableFields,
          resultsVisibility: stored.resultsVisibility,
          featuredProducts: stored.featuredProducts,
        }
      : defaultSearchSettings,
    facets: facetRows,
    facetValues: facetValueRows.map((row) => ({
      ...row,
      sort: facetValueConfigSchema.shape.sort.catch('count').parse(row.sort),
    })),
    synonyms: synonymRows,
    redirections: redirectionRows,
    rules: ruleRows,
    banners: bannerRows,
    relatedPrompts: promptRows,
    nextQueries: nextRows,
  };
}

/** Replaces a site's searchable fields, results visibility and featured products. */
export async function saveSearchSettings(
  db: Database,
  siteId: string,
  input: unknown,
): Promise<SearchSettings> {
  const value = parse(searchSettingsSchema, input);
  await db
    .insert(searchSettings)
    .values({ siteId, ...value })
    .onConflictDoUpdate({ target: searchSettings.siteId, set: { ...value, updatedAt: new Date() } });
  emitConfigChange({ db, siteId });
  return value;
}

/** Replaces the whole facet configuration of a site, in the given order. */
export async function replaceFacets(db: Database, siteId: string, input: unknown): Promise<FacetConfigRow[]> {
  const value = parse(z.array(facetConfigSchema).max(50), input);
  const rows = await db.transaction(async (tx) => {
    await tx.delete(facetConfigs).where(eq(facetConfigs.siteId, siteId));
    if (value.length === 0) return [];
    return tx
      .insert(facetConfigs)
      .values(value.map((facet, index) => ({ ...facet, position: facet.position || index, siteId })))
      .returning();
  });
  emitConfigChange({ db, siteId });
  return rows;
}

/** How an engine lists a facet's values; the defaults until the merchant saves a configuration. */
export async function getFacetValueConfig(
  db: Database,
  engineId: string,
  facet: string,
): Promise<FacetValueConfig> {
  const [row] = await db
    .select({ sort: facetValueConfigs.sort, values: facetValueConfigs.values })
    .from(facetValueConfigs)
    .where(and(eq(facetValueConfigs.engineId, engineId), eq(facetValueConfigs.facet, facet)));
  if (!row) return defaultFacetValueConfig;
  return { sort: facetValueConfigSchema.shape.sort.catch('count').parse(row.sort), values: row.values };
}

/** Replaces how an engine of the site lists a facet's values (order, hidden values). */
export async function saveFacetValueConfig(
  db: Database,
  scope: { siteId: string; engineId: string },
  facet: string,
  input: unknown,
): Promise<FacetValueConfig> {
  const value = parse(facetValueConfigSchema, input);
  await db
    .insert(facetValueConfigs)
    .values({ engineId: scope.engineId, facet, ...value })
    .onConflictDoUpdate({
      target: [facetValueConfigs.engineId, facetValueConfigs.facet],
      set: { ...value, updatedAt: new Date() },
    });
  emitConfigChange({ db, siteId: scope.siteId });
  return value;
}

export async function createSynonym(db: Database, siteId: string, input: unknown): Promise<SynonymRow> {
  const [row] = await db
    .insert(synonyms)
    .values({ ...parse(synonymSchema, input), siteId })
    .returning();
  emitConfigChange({ db, siteId });
  return row!;
}

export async function updateSynonym(
  db: Database,
  siteId: string,
  id: string,
  input: unknown,
): Promise<SynonymRow> {
  if (!itemId.safeParse(id).success) throw notFound('Synonym', id);
  const [row] = await db
    .update(synonyms)
    .set(parse(synonymSchema, input))
    .where(and(eq(synonyms.siteId, siteId), eq(synonyms.id, id)))
    .returning();
  if (!row) throw notFound('Synonym', id);
  emitConfigChange({ db, siteId });
  return row;
}

export async function deleteSynonym(db: Database, siteId: string, id: string): Promise<void> {
  const rows = itemId.safeParse(id).success
    ? await db
        .delete(synonyms)
        .where(and(eq(synonyms.siteId, siteId), eq(synonyms.id, id)))
        .returning({ id: synonyms.id })
    : [];
  if (rows.length === 0) throw notFound('Synonym', id);
  emitConfigChange({ db, siteId });
}

async function assertRedirectionTermsFree(
  db: Database,
  siteId: string,
  queries: string[],
  language: string | null,
  except?: string,
): Promise<void> {
  const others = await db
    .select({ queries: redirections.queries, language: redirections.language })
    .from(redirections)
    .where(and(eq(redirections.siteId, siteId), except ? ne(redirections.id, except) : undefined));
  const wanted = new Set(queries.map((query) => query.toLowerCase()));
  const clash = others
    .filter((other) => other.language === null || language === null || other.language === language)
    .flatMap((other) => other.queries)
    .find((query) => wanted.has(query.toLowerCase()));
  if (clash !== undefined) {
    throw new DomainError('search-extensions-7', `Redirection term "${clash}" already exists`, {
      status: 409,
    });
  }
}

export async function createRedirection(
  db: Database,
  siteId: string,
  input: unknown,
): Promise<RedirectionRow> {
  const value = parse(redirectionSchema, input);
  await assertRedirectionTermsFree(db, siteId, value.queries, value.language);
  const [row] = await db
    .insert(redirections)
    .values({ ...value, siteId })
    .returning();
  emitConfigChange({ db, siteId });
  return row!;
}

export async function updateRedirection(
  db: Database,
  siteId: string,
  id: string,
  input: unknown,
): Promise<RedirectionRow> {
  if (!itemId.safeParse(id).success) throw notFound('Redirection', id);
  const value = parse(redirectionSchema, input);
  await assertRedirectionTermsFree(db, siteId, value.queries, value.language, id);
  const [row] = await db
    .update(redirections)
    .set(value)
    .where(and(eq(redirections.siteId, siteId), eq(redirections.id, id)))
    .returning();
  if (!row) throw notFound('Redirection', id);
  emitConfigChange({ db, siteId });
  return row;
}

export async function deleteRedirection(db: Database, siteId: string, id: string): Promise<void> {
  const rows = itemId.safeParse(id).success
    ? await db
        .delete(redirections)
        .where(and(eq(redirections.siteId, siteId), eq(redirections.id, id)))
        .returning({ id: redirections.id })
    : [];
  if (rows.length === 0) throw notFound('Redirection', id);
  emitConfigChange({ db, siteId });
}

export async function createBusinessRule(
  db: Database,
  siteId: string,
  input: unknown,
): Promise<BusinessRuleRow> {
  const [row] = await db
    .insert(businessRules)
    .values({ ...parse(businessRuleSchema, input), siteId })
    .returning();
  emitConfigChange({ db, siteId });
  return row!;
}

export async function updateBusinessRule(
  db: Database,
  siteId: string,
  id: string,
  input: unknown,
): Promise<BusinessRuleRow> {
  if (!itemId.safeParse(id).success) throw notFound('Business rule', id);
  const [row] = await db
    .update(businessRules)
    .set(parse(businessRuleSchema, input))
    .where(and(eq(businessRules.siteId, siteId), eq(businessRules.id, id)))
    .returning();
  if (!row) throw notFound('Business rule', id);
  emitConfigChange({ db, siteId });
  return row;
}

export async function deleteBusinessRule(db: Database, siteId: string, id: string): Promise<void> {
  const rows = itemId.safeParse(id).success
    ? await db
        .delete(businessRules)
        .where(and(eq(businessRules.siteId, siteId), eq(businessRules.id, id)))
        .returning({ id: businessRules.id })
    : [];
  if (rows.length === 0) throw notFound('Business rule', id);
  emitConfigChange({ db, siteId });
}

export async function createBanner(db: Database, siteId: string, input: unknown): Promise<BannerRow> {
  const [row] = await db
    .insert(banners)
    .values({ ...parse(bannerSchema, input), siteId })
    .returning();
  emitConfigChange({ db, siteId });
  return row!;
}

export async function updateBanner(
  db: Database,
  siteId: string,
  id: string,
  input: unknown,
): Promise<BannerRow> {
  if (!itemId.safeParse(id).success) throw notFound('Banner', id);
  const [row] = await db
    .update(banners)
    .set(parse(bannerSchema, input))
    .where(and(eq(banners.siteId, siteId), eq(banners.id, id)))
    .returning();
  if (!row) throw notFound('Banner', id);
  emitConfigChange({ db, siteId });
  return row;
}

export async function deleteBanner(db: Database, siteId: string, id: string): Promise<void> {
  const rows = itemId.safeParse(id).success
    ? await db
        .delete(banners)
        .where(and(eq(banners.siteId, siteId), eq(banners.id, id)))
        .returning({ id: banners.id })
    : [];
  if (rows.length === 0) throw notFound('Banner', id);
  emitConfigChange({ db, siteId });
}

export async function createRelatedPrompt(
  db: Database,
  siteId: string,
  input: unknown,
): Promise<RelatedPromptRow> {
  const [row] = await db
    .insert(relatedPrompts)
    .values({ ...parse(relatedPromptSchema, input), siteId })
    .returning();
  emitConfigChange({ db, siteId });
  return row!;
}

export async function updateRelatedPrompt(
  db: Database,
  siteId: string,
  id: string,
  input: unknown,
): Promise<RelatedPromptRow> {
  if (!itemId.safeParse(id).success) throw notFound('Related prompt', id);
  const [row] = await db
    .update(relatedPrompts)
    .set(parse(relatedPromptSchema, input))
    .where(and(eq(relatedPrompts.siteId, siteId), eq(relatedPrompts.id, id)))
    .returning();
  if (!row) throw notFound('Related prompt', id);
  emitConfigChange({ db, siteId });
  return row;
}

export async function deleteRelatedPrompt(db: Database, siteId: string, id: string): Promise<void> {
  const rows = itemId.safeParse(id).success
    ? await db
        .delete(relatedPrompts)
        .where(and(eq(relatedPrompts.siteId, siteId), eq(relatedPrompts.id, id)))
        .returning({ id: relatedPrompts.id })
    : [];
  if (rows.length === 0) throw notFound('Related prompt', id);
  emitConfigChange({ db, siteId });
}

export async function createNextQueries(db: Database, siteId: string, input: unknown): Promise<NextQueryRow> {
  const [row] = await db
    .insert(nextQueries)
    .values({ ...parse(nextQuerySchema, input), siteId })
    .returning();
  emitConfigChange({ db, siteId });
  return row!;
}

export async function updateNextQueries(
  db: Database,
  siteId: string,
  id: string,
  input: unknown,
): Promise<NextQueryRow> {
  if (!itemId.safeParse(id).success) throw notFound('Next queries', id);
  const [row] = await db
    .update(nextQueries)
    .set(parse(nextQuerySchema, input))
    .where(and(eq(nextQueries.siteId, siteId), eq(nextQueries.id, id)))
    .returning();
  if (!row) throw notFound('Next queries', id);
  emitConfigChange({ db, siteId });
  return row;
}

export async function deleteNextQueries(db: Database, siteId: string, id: string): Promise<void> {
  const rows = itemId.safeParse(id).success
    ? await db
        .delete(nextQueries)
        .where(and(eq(nextQueries.siteId, siteId), eq(nextQueries.id, id)))
        .returning({ id: nextQueries.id })
    : [];
  if (rows.length === 0) throw notFound('Next queries', id);
  emitConfigChange({ db, siteId });
}
