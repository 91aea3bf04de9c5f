// The Facets API's configurations (spec 2 §3, §5, §7, §8). The default configuration (no pivot:
// every search and page) is the site's facet set, the one the filters screen edits: its facets are
// read from and written to that screen's table, only the rest of its body is kept here. A
// configuration with pivots (queries, or a category or brand page) overrides it there.
import {
  BROWSE_FIELDS,
  DEFAULT_FACET_CONFIG_ID,
  DomainError,
  FACET_PIVOTS,
  facetConfigSchema,
  LANGUAGE_PIVOT,
  normalizeTerm,
  prepareFacetConfigForSave,
  QUERY_PIVOT,
  serializeDate,
  storefrontFacetsSchema,
  type FacetConfig,
  type FacetConfigDocument,
  type FacetConfigList,
  type FacetConfigsQuery,
  type FacetRange,
  orderedFacetFields,
  type FacetType,
  type RuleEndpoint,
  type StorefrontFacet,
} from '@playboard/domain';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { SiteRow } from '../../db/schema/index.ts';
import type { Store } from '../../plugins/changes.ts';
import { writeConfig, type Actor, type VersionedKind } from '../history/index.ts';
import { CatalogueProfiles, engineLanguages, siteById } from '../sites/index.ts';
import { notFound, parseInput } from './config-write.ts';
import { createFacetContextsRepo, type FacetContext, type StoredFacetConfig } from './facet-contexts.repo.ts';
import { createFacetsRepo } from './facets.repo.ts';
import { defaultLabel, facetSetting, plannedFacets, type FacetSetting } from './facets.service.ts';
import { lockList } from './list-query.ts';

function badRequest(message: string): DomainError {
  return new DomainError('global-400', message, { status: 400 });
}

/** Spec 2 §3's metadata as stored: created and updated without milliseconds, the author's e-mail. */
interface StoredMetadata {
  created?: string;
  updated?: string;
  author?: string;
}

const storedMetadata = z.object({
  created: z.string().optional(),
  updated: z.string().optional(),
  author: z.string().optional(),
});

function metadataOf(config: StoredFacetConfig): StoredMetadata {
  const parsed = storedMetadata.safeParse(config.metadata ?? {});
  return parsed.success ? parsed.data : {};
}

function document(id: string, config: StoredFacetConfig): FacetConfigDocument {
  const metadata = metadataOf(config);
  return {
    ...config,
    id,
    metadata: {
      created: metadata.created ?? null,
      updated: metadata.updated ?? null,
      author: metadata.author ?? null,
    },
  };
}

/** The body of a default configuration never saved through this API. */
const blankDefault: StoredFacetConfig = (() => {
  const { id: _id, ...body } = facetConfigSchema.parse({ title: 'Every search and page', config: {} });
  return body;
})();

/**
 * The default configuration as the API shows it: its body, and the site's enabled facets in their
 * order, each with its name in the site's main language as prettyName where it differs from the
 * field's usual name.
 */
function defaultDocument(
  row: FacetContext | undefined,
  facets: readonly StorefrontFacet[],
  language: string,
): FacetConfigDocument {
  const body = row?.config ?? blankDefault;
  const shown = facets.filter((facet) => facet.enabled);
  const item = (facet: StorefrontFacet) => {
    const name = facet.label[language]?.trim();
    return name && name !== defaultLabel(facet.field, language)
      ? { field: facet.field, prettyName: name }
      : { field: facet.field };
  };
  const ofType = (type: FacetType) => shown.filter((facet) => facet.type === type).map(item);
  return document(DEFAULT_FACET_CONFIG_ID, {
    ...body,
    endpointId: 'search',
    criteria: { ...body.criteria, enabled: true, pivots: [], inheritance: false },
    config: {
      ...body.config,
      facetableFields: {
        hierarchicalFacets: ofType('hierarchical'),
        valueFacets: ofType('value'),
        rangeFacets: ofType('range'),
      },
      facets: shown.map((facet) => ({ field: facet.field })),
    },
  });
}

/** The site's main language: its default engine's (the first of engineLanguages). */
function mainLanguage(languages: readonly string[]): string {
  return languages[0] ?? 'en';
}

async function mainLanguageOf(db: Database, siteId: string): Promise<string> {
  return mainLanguage(await engineLanguages(db, siteId));
}

async function readDefault(db: Database, siteId: string, language: string): Promise<FacetConfigDocument> {
  const [row, facets] = await Promise.all([
    createFacetContextsRepo(db, { siteId }).findDefault(),
    createFacetsRepo(db, { siteId }).list(),
  ]);
  return defaultDocument(row, facets, language);
}

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/** One configuration by id, the default one included; undefined when there is none. */
async function findDocument(
  db: Database,
  siteId: string,
  id: string,
  language: string,
): Promise<FacetConfigDocument | undefined> {
  if (id === DEFAULT_FACET_CONFIG_ID) return readDefault(db, siteId, language);
  if (!isUuid(id)) return undefined;
  const row = await createFacetContextsRepo(db, { siteId }).find(id);
  return row && document(row.id, row.config);
}

/** A body read with the domain's schema and prepared for saving (spec 2 §5), the path's endpoint set. */
function preparedBody(input: unknown, endpointId: RuleEndpoint): FacetConfig {
  return prepareFacetConfigForSave({ ...parseInput(facetConfigSchema, input), endpointId });
}

/**
 * What a configuration with pivots may name (spec 2 §3 names no pivot): a search configuration
 * its queries (`query`), a browse one its category or brand pages (`CATEGORY`, `BRAND`), either
 * the engine languages it is for (`lang`); each pivot once, fields listed once.
 */
function assertValid(config: FacetConfig, languages: readonly string[]): void {
  const allowed: readonly string[] =
    config.endpointId === 'search' ? [QUERY_PIVOT, LANGUAGE_PIVOT] : [...BROWSE_FIELDS, LANGUAGE_PIVOT];
  const names = new Set<string>();
  for (const pivot of config.criteria.pivots) {
    if (!(FACET_PIVOTS as readonly string[]).includes(pivot.name) || !allowed.includes(pivot.name)) {
      throw badRequest(
        `criteria.pivots: a ${config.endpointId} configuration takes the pivots ${allowed.join(', ')}, not ${pivot.name}`,
      );
    }
    if (names.has(pivot.name)) throw badRequest(`criteria.pivots: ${pivot.name} is given twice`);
    names.add(pivot.name);
    if (pivot.name === LANGUAGE_PIVOT) {
      const unknown = pivot.values.find((value) => value.trim() !== '' && !languages.includes(value.trim()));
      if (unknown !== undefined)
        throw badRequest(`criteria.pivots: the site has no engine in language ${unknown}`);
    }
  }
  const seen = new Set<string>();
  for (const { field } of orderedFacetFields(config.config)) {
    if (seen.has(field)) throw badRequest(`config.facetableFields: ${field} is listed twice`);
    seen.add(field);
  }
}

const valuesOf = (config: FacetConfig, name: string) =>
  config.criteria.pivots
    .find((pivot) => pivot.name === name)
    ?.values.map(normalizeTerm)
    .filter((value) => value !== '');

/** The requests a configuration applies to: pivot and value pairs, or every request of its endpoint. */
function requestsOf(config: FacetConfig): Set<string> | 'every' {
  const pairs = [QUERY_PIVOT, ...BROWSE_FIELDS].flatMap((name) =>
    (valuesOf(config, name) ?? []).map((value) => `${name}:${value}`),
  );
  return pairs.length === 0 ? 'every' : new Set(pairs);
}

function intersects<T>(a: Set<T> | 'every', b: Set<T> | 'every'): boolean {
  if (a === 'every' || b === 'every') return true;
  return [...a].some((value) => b.has(value));
}

function languagesOf(config: FacetConfig): Set<string> | 'every' {
  const values = valuesOf(config, LANGUAGE_PIVOT);
  return values && values.length > 0 ? new Set(values) : 'every';
}

/**
 * Spec 2 §8's conflict: two enabled configurations of the same endpoint for a same request (a
 * query or page both name, with a language in common). The default configuration is enabled on
 * both endpoints for every request, so a configuration naming no query or page conflicts with it.
 */
function conflicts(config: FacetConfig, other: FacetConfig, otherIsDefault: boolean): boolean {
  if (!config.criteria.enabled || !other.criteria.enabled) return false;
  if (!otherIsDefault && config.endpointId !== other.endpointId) return false;
  if (otherIsDefault) return requestsOf(config) === 'every';
  return (
    intersects(languagesOf(config), languagesOf(other)) && intersects(requestsOf(config), requestsOf(other))
  );
}

/** A save conflicting with saved configurations: 409 naming them, their ids the conflicting elements. */
function conflictError(conflictingElements: string[]): DomainError {
  return new DomainError(
    'global-409',
    `An enabled configuration already applies to the same requests: ${conflictingElements.join(', ')}`,
    { status: 409, details: { conflictingElements } },
  );
}

/** The conflicting elements of an error of this API (spec 2 §8): the ids a 409 names, none otherwise. */
export function conflictingElementsOf(error: unknown): string[] {
  if (!(error instanceof DomainError) || error.status !== 409) return [];
  const details = error.details as { conflictingElements?: string[] } | undefined;
  return details?.conflictingElements ?? [];
}

/** The conflicts of a configuration (`id`, undefined for a new one), its site's saves waiting for each other. */
async function assertNoConflict(tx: Database, siteId: string, config: FacetConfig, id?: string) {
  await lockList(tx, 'facetContexts', siteId);
  const saved = await createFacetContextsRepo(tx, { siteId }).list();
  const conflicting = [
    ...(conflicts(config, blankDefault, true) ? [DEFAULT_FACET_CONFIG_ID] : []),
    ...saved
      .filter((row) => !row.isDefault && row.id !== id && conflicts(config, row.config, false))
      .map((row) => row.id),
  ];
  if (conflicting.length > 0) throw conflictError(conflicting);
}

/**
 * A configuration's facets checked against the catalogue as the filters screen checks its own
 * (the default's facets count as the site's), and the buckets of its range facets the default
 * configuration lacks, made from the catalogue's values.
 */
function rangesOf(config: FacetConfig, setting: FacetSetting): Record<string, FacetRange[]> {
  const fields = orderedFacetFields(config.config);
  const planned = plannedFacets(setting, { fields: fields.map(({ field, type }) => ({ field, type })) });
  const inDefault = new Set(
    setting.current.filter((facet) => facet.type === 'range').map((facet) => facet.field),
  );
  return Object.fromEntries(
    planned
      .filter((facet) => facet.type === 'range' && !inDefault.has(facet.field))
      .map((facet) => [facet.field, facet.ranges]),
  );
}

function stamped(config: FacetConfig, actor: Actor | null, stored?: StoredFacetConfig): StoredFacetConfig {
  const { id: _id, ...body } = config;
  const now = serializeDate(new Date()) ?? undefined;
  const before = stored ? metadataOf(stored) : {};
  const created = before.created ?? now;
  const author = actor?.email ?? before.author;
  return {
    ...body,
    metadata: {
      ...(created ? { created } : {}),
      ...(now ? { updated: now } : {}),
      ...(author ? { author } : {}),
    },
  };
}

/**
 * The default configuration written: its facets (the site's facet set, as the filters screen would
 * save them: labels of the main language from prettyName, the others kept; facets switched off
 * elsewhere kept after them) and the rest of its body. Its criteria stay those of every request.
 */
async function writeDefault(
  tx: Database,
  siteId: string,
  config: FacetConfig,
  setting: FacetSetting,
  actor: Actor | null,
): Promise<void> {
  const language = mainLanguage(setting.languages);
  const current = new Map(setting.current.map((facet) => [facet.field, facet]));
  const fields = orderedFacetFields(config.config);
  // The other languages keep their labels (labels of languages the site no longer has go).
  const others = (field: string) =>
    Object.entries(current.get(field)?.label ?? {}).filter(
      ([other]) => other !== language && setting.languages.includes(other),
    );
  const planned = plannedFacets(setting, {
    fields: fields.map(({ field, type, prettyName }) => ({
      field,
      type,
      label: Object.fromEntries([...others(field), ...(prettyName ? [[language, prettyName]] : [])]),
    })),
  });
  const listed = new Set(fields.map(({ field }) => field));
  const switchedOff = setting.current
    .filter((facet) => !facet.enabled && !listed.has(facet.field))
    .map((facet, index) => ({ ...facet, position: planned.length + index }));
  const facets = parseInput(storefrontFacetsSchema, [...planned, ...switchedOff]);
  const repo = createFacetContextsRepo(tx, { siteId });
  const body = stamped(
    {
      ...config,
      endpointId: 'search',
      criteria: { ...config.criteria, enabled: true, pivots: [], inheritance: false },
      // The facets themselves live in the site's facet set.
      config: {
        ...config.config,
        facetableFields: { hierarchicalFacets: [], valueFacets: [], rangeFacets: [] },
        facets: [],
      },
    },
    actor,
    (await repo.findDefault())?.config,
  );
  await createFacetsRepo(tx, { siteId }).replace(facets);
  await repo.saveDefault(body);
}

function assertDefaultCriteria(config: FacetConfig): void {
  if (config.criteria.pivots.length > 0) {
    throw badRequest(
      'criteria.pivots: the default configuration is for every search and page; POST one with pivots',
    );
  }
  if (!config.criteria.enabled) {
    throw badRequest(
      'criteria.enabled: the default configuration stays enabled; config.enabled false shows no facets',
    );
  }
}

/**
 * A facet configuration as history versions it: the API's document by id (`default`: with the
 * site's facets). A revert writes it back as a PUT would, a deleted one with its id.
 */
export const facetConfigKind: VersionedKind = {
  kind: 'facetConfig',
  find: async (tx, siteId, id) => findDocument(tx, siteId, id, await mainLanguageOf(tx, siteId)),
  async restore(tx, siteId, id, value) {
    const repo = createFacetContextsRepo(tx, { siteId });
    if (value === undefined) {
      await repo.remove(id);
      return;
    }
    const setting = await settingOfSite(tx, siteId);
    if (!setting) return;
    const config = prepareFacetConfigForSave(facetConfigSchema.parse(value));
    if (id === DEFAULT_FACET_CONFIG_ID) {
      await writeDefault(tx, siteId, config, setting, null);
      return;
    }
    await assertNoConflict(tx, siteId, config, id);
    const stored = await repo.find(id);
    const body = stamped(config, null, stored?.config);
    const ranges = rangesOf(config, setting);
    if (!(await repo.update(id, body, ranges))) await repo.insert(body, ranges, id);
  },
};

async function settingOfSite(db: Database, siteId: string): Promise<FacetSetting | undefined> {
  const site = await siteById(db, siteId);
  return site && facetSetting(db, new CatalogueProfiles(db), site, Date.now());
}

/** The ids of a site's configurations: what its configuration at a date starts from. */
export function facetConfigIds(contexts: readonly FacetContext[]): string[] {
  return contexts.map((context) => (context.isDefault ? DEFAULT_FACET_CONFIG_ID : context.id));
}

/** GET features/{configId}. */
export async function getFacetConfig(db: Database, site: SiteRow, id: string): Promise<FacetConfigDocument> {
  const found = await findDocument(db, site.id, id, await mainLanguageOf(db, site.id));
  if (!found) throw notFound('Facet configuration', id);
  return found;
}

/** Whether a saved configuration is the one this body would make (metadata aside). */
function sameBody(row: FacetContext, config: FacetConfig): boolean {
  const { metadata: _saved, ...saved } = row.config;
  const { id: _id, metadata: _given, ...given } = config;
  // jsonb keeps keys in its own order: compare the values, not their text.
  return !row.isDefault && isDeepStrictEqual(saved, given);
}

/** What a write of a configuration needs: the store, the site and its catalogue's profiles, who. */
export interface FacetConfigWriter {
  readonly store: Store;
  readonly site: SiteRow;
  readonly profiles: CatalogueProfiles;
  readonly actor: Actor | null;
}

/**
 * POST endpoints/{endpointId}/requestors/catalog/features/search/faceting: a new configuration
 * (201). A body equal to a saved configuration answers that one (200), so a double submit creates
 * nothing twice; when both submits arrive together, the second answers 409 naming the first.
 */
export async function createFacetConfig(
  { store, site, profiles, actor }: FacetConfigWriter,
  endpointId: RuleEndpoint,
  input: unknown,
): Promise<{ created: boolean; current: FacetConfigDocument }> {
  const config = preparedBody(input, endpointId);
  const setting = await facetSetting(store.db, profiles, site, Date.now());
  assertValid(config, setting.languages);
  const ranges = rangesOf(config, setting);
  const repo = createFacetContextsRepo(store.db, { siteId: site.id });
  const existing = (await repo.list()).find((row) => sameBody(row, config));
  if (existing) return { created: false, current: document(existing.id, existing.config) };
  const created = await writeConfig(
    store,
    { siteId: site.id, kind: facetConfigKind, entityId: (row: FacetContext) => row.id, actor },
    async (tx) => {
      const saved = createFacetContextsRepo(tx, { siteId: site.id });
      await lockList(tx, 'facetContexts', site.id);
      const twin = (await saved.list()).find((row) => sameBody(row, config));
      if (twin) throw conflictError([twin.id]);
      await assertNoConflict(tx, site.id, config);
      return saved.insert(stamped(config, actor), ranges);
    },
  );
  return { created: true, current: document(created.id, created.config) };
}

/** PUT .../faceting/config/{configId}: the configuration saved (`current`) and as it was (`previous`). */
export async function saveFacetConfig(
  { store, site, profiles, actor }: FacetConfigWriter,
  endpointId: RuleEndpoint,
  id: string,
  input: unknown,
): Promise<{ current: FacetConfigDocument; previous: FacetConfigDocument }> {
  const config = preparedBody(input, endpointId);
  const setting = await facetSetting(store.db, profiles, site, Date.now());
  const language = mainLanguage(setting.languages);
  const previous = await findDocument(store.db, site.id, id, language);
  if (!previous) throw notFound('Facet configuration', id);
  if (id === DEFAULT_FACET_CONFIG_ID) assertDefaultCriteria(config);
  assertValid(config, setting.languages);
  await writeConfig(store, { siteId: site.id, kind: facetConfigKind, entityId: id, actor }, async (tx) => {
    if (id === DEFAULT_FACET_CONFIG_ID) return writeDefault(tx, site.id, config, setting, actor);
    const repo = createFacetContextsRepo(tx, { siteId: site.id });
    const stored = await repo.find(id);
    if (!stored) throw notFound('Facet configuration', id);
    await assertNoConflict(tx, site.id, config, id);
    await repo.update(id, stamped(config, actor, stored.config), rangesOf(config, setting));
  });
  const current = await findDocument(store.db, site.id, id, language);
  if (!current) throw notFound('Facet configuration', id);
  return { current, previous };
}

/** DELETE .../faceting/config/{configId}; the default configuration is the site's facet set and stays. */
export async function deleteFacetConfig(store: Store, site: SiteRow, id: string, actor: Actor | null) {
  if (id === DEFAULT_FACET_CONFIG_ID) {
    throw badRequest(
      'The default configuration is the site’s facet set and cannot be deleted; PUT it with no facets to show none',
    );
  }
  if (!isUuid(id)) throw notFound('Facet configuration', id);
  await writeConfig(store, { siteId: site.id, kind: facetConfigKind, entityId: id, actor }, async (tx) => {
    if (!(await createFacetContextsRepo(tx, { siteId: site.id }).remove(id))) {
      throw notFound('Facet configuration', id);
    }
  });
}

const contains = (text: string, query: string) => normalizeTerm(text).includes(query);

/** Whether a configuration passes a `name:value` filter: `enabled:true|false`, or a pivot holding the value. */
function passesFilter(config: FacetConfigDocument, filter: string): boolean {
  const at = filter.indexOf(':');
  const name = filter.slice(0, at);
  const value = normalizeTerm(filter.slice(at + 1));
  if (name === 'enabled') return String(config.criteria.enabled) === value;
  return config.criteria.pivots.some(
    (pivot) => pivot.name === name && pivot.values.some((candidate) => normalizeTerm(candidate) === value),
  );
}

const sortKeys = {
  updated: (config: FacetConfigDocument) => config.metadata.updated ?? '',
  created: (config: FacetConfigDocument) => config.metadata.created ?? '',
  title: (config: FacetConfigDocument) => config.title.toLocaleLowerCase(),
} as const;

/**
 * GET features (spec 2 §7): the configurations the query finds, the default one among them (it
 * serves both endpoints), sorted and paged; numFound counts them all. The query is found in a
 * title or a pivot value (strict_search: equal to a pivot value); filters all hold.
 */
export async function listFacetConfigs(
  db: Database,
  site: SiteRow,
  query: FacetConfigsQuery,
): Promise<FacetConfigList> {
  const rows = await createFacetContextsRepo(db, { siteId: site.id }).list();
  const all = [
    await readDefault(db, site.id, await mainLanguageOf(db, site.id)),
    ...rows.filter((row) => !row.isDefault).map((row) => document(row.id, row.config)),
  ];
  const text = query.query ? normalizeTerm(query.query) : '';
  const found = all.filter((config) => {
    const isDefault = config.id === DEFAULT_FACET_CONFIG_ID;
    if (!isDefault && !query.endpointId.includes(config.endpointId)) return false;
    if (!(query.filters ?? []).every((filter) => passesFilter(config, filter))) return false;
    if (text === '') return true;
    const values = config.criteria.pivots.flatMap((pivot) => pivot.values);
    if (query.strict_search) return values.some((value) => normalizeTerm(value) === text);
    return contains(config.title, text) || values.some((value) => contains(value, text));
  });
  const key = sortKeys[query['sort.field']];
  const direction = query['sort.direction'] === 'asc' ? 1 : -1;
  found.sort((a, b) => direction * key(a).localeCompare(key(b)) || a.id.localeCompare(b.id));
  const start = query.page * query.size;
  return { results: found.slice(start, start + query.size), numFound: found.length };
}
