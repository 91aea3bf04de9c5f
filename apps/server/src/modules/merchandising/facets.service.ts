import {
  DomainError,
  PLATFORMS,
  platformCapabilities,
  storefrontFacetsSchema,
  type FacetableFieldAnswer,
  type FacetableFieldsInput,
  type FacetType,
  type Platform,
  type StorefrontFacet,
} from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { Store } from '../../plugins/changes.ts';
import type { SiteRow } from '../../db/schema/index.ts';
import { writeConfig, type Actor, type VersionedKind } from '../history/index.ts';
import {
  CatalogueProfiles,
  defaultRanges,
  engineLanguages,
  looksFacetable,
  type CatalogueProfile,
} from '../sites/index.ts';
import { ownFields } from './catalogue-fields.service.ts';
import { parseInput } from './config-write.ts';
import { createFacetsRepo } from './facets.repo.ts';

/** The site's storefront facets as one entity, keyed by the site's id. */
export const facetsKind: VersionedKind = {
  kind: 'facets',
  find: (tx, siteId) => createFacetsRepo(tx, { siteId }).list(),
  async restore(tx, siteId, _entityId, value) {
    await createFacetsRepo(tx, { siteId }).replace(
      value === undefined ? [] : storefrontFacetsSchema.parse(value),
    );
  },
};

/** Replaces the whole facet configuration of a site, in the given order. */
export async function replaceFacets(
  store: Store,
  siteId: string,
  input: unknown,
  actor: Actor | null,
): Promise<StorefrontFacet[]> {
  const value = parseInput(storefrontFacetsSchema, input).map((facet, index) => ({
    ...facet,
    position: facet.position || index,
  }));
  return writeConfig(store, { siteId, kind: facetsKind, entityId: siteId, actor }, (tx) =>
    createFacetsRepo(tx, { siteId }).replace(value),
  );
}

const defaultLabels: Record<string, Record<string, string>> = {
  brand: { en: 'Brand', es: 'Marca' },
  categories: { en: 'Categories', es: 'Categorías' },
  price: { en: 'Price', es: 'Precio' },
};

function badRequest(message: string): DomainError {
  return new DomainError('global-400', message, { status: 400 });
}

/** The usual name of a field in a language (capitalised), where the merchant gave none. */
export function defaultLabel(field: string, language: string): string {
  const known = defaultLabels[field];
  const text = known?.[language] ?? known?.[language.slice(0, 2)] ?? known?.['en'] ?? field;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function platformOf(site: SiteRow): Platform {
  return (PLATFORMS as readonly string[]).includes(site.platform) ? (site.platform as Platform) : 'CUSTOM';
}

interface Candidate {
  field: string;
  type: FacetType;
  /** The kinds it can be shown as, its default first. */
  kinds: FacetType[];
  variation: boolean;
  /** Products carrying it. */
  products: number;
  /** Value bounds of a range facet, for its default buckets. */
  bounds: { min: number; max: number } | null;
}

/**
 * The fields of this catalogue that make good facets: brand, categories (a tree), price (buckets),
 * attributes with few distinct values (numeric ones as buckets) and, where the platform supports
 * facets on variations, attributes only variants carry.
 */
function facetCandidates(profile: CatalogueProfile, site: SiteRow): Candidate[] {
  const candidates: Candidate[] = [];
  const plain = { variation: false, bounds: null };
  if (profile.withBrand > 0)
    candidates.push({
      field: 'brand',
      type: 'value',
      kinds: ['value'],
      products: profile.withBrand,
      ...plain,
    });
  if (profile.withCategories > 0) {
    candidates.push({
      field: 'categories',
      type: 'hierarchical',
      kinds: ['hierarchical', 'value'],
      products: profile.withCategories,
      ...plain,
    });
  }
  if (profile.products > 0) {
    candidates.push({
      field: 'price',
      type: 'range',
      kinds: ['range'],
      variation: false,
      products: profile.products,
      bounds: profile.price,
    });
  }
  const sorted = <T>(map: Map<string, T>) => [...map].sort(([a], [b]) => a.localeCompare(b));
  for (const [field, attribute] of sorted(profile.attributes)) {
    if (ownFields.has(field) || field.includes(':') || !looksFacetable(attribute)) continue;
    const numeric = attribute.kind === 'number';
    candidates.push({
      field,
      type: numeric ? 'range' : 'value',
      kinds: [numeric ? 'range' : 'value'],
      variation: false,
      products: attribute.products,
      bounds: numeric ? { min: attribute.min, max: attribute.max } : null,
    });
  }
  if (platformCapabilities[platformOf(site)].facetableFieldsVariations) {
    for (const [field, attribute] of sorted(profile.variantAttributes)) {
      if (ownFields.has(field) || field.includes(':') || profile.attributes.has(field)) continue;
      // The engine indexes the text attributes of variants only (numeric ones are not searchable).
      if (attribute.kind !== 'number' && looksFacetable(attribute)) {
        candidates.push({
          field,
          type: 'value',
          kinds: ['value'],
          variation: true,
          products: attribute.products,
          bounds: null,
        });
      }
    }
  }
  return candidates;
}

function labelsFor(languages: readonly string[], field: string, stored: Record<string, string> = {}) {
  return Object.fromEntries(
    languages.map((language) => [language, stored[language] ?? defaultLabel(field, language)]),
  );
}

/** The kinds a field can be shown as: the catalogue's offer, or the stored kind of a field it lost. */
function kindsOf(candidate: Candidate | undefined, stored: FacetType): FacetType[] {
  return candidate?.kinds ?? [stored];
}

function facetableAnswer(
  candidates: readonly Candidate[],
  stored: readonly StorefrontFacet[],
  languages: readonly string[],
): { fields: FacetableFieldAnswer[] } {
  const byField = new Map(candidates.map((candidate) => [candidate.field, candidate]));
  const selected = stored.map((facet) => {
    const candidate = byField.get(facet.field);
    return {
      field: facet.field,
      type: facet.type,
      variation: candidate?.variation ?? false,
      selected: true,
      label: labelsFor(languages, facet.field, facet.label),
      products: candidate?.products ?? 0,
      kinds: kindsOf(candidate, facet.type),
      bounds: candidate?.bounds ?? null,
      ranges: facet.ranges,
    };
  });
  const chosen = new Set(stored.map((facet) => facet.field));
  const offered = candidates
    .filter((candidate) => !chosen.has(candidate.field))
    .map((candidate) => ({
      field: candidate.field,
      type: candidate.type,
      variation: candidate.variation,
      selected: false,
      label: labelsFor(languages, candidate.field),
      products: candidate.products,
      kinds: candidate.kinds,
      bounds: candidate.bounds,
      ranges: [],
    }));
  return { fields: [...selected, ...offered].map((field, position) => ({ ...field, position })) };
}

/** GET fields/site/{id}/facetable: the facets now (selected, in order), then the other candidates. */
export async function facetableFields(db: Database, profiles: CatalogueProfiles, site: SiteRow, now: number) {
  const [profile, stored, languages] = await Promise.all([
    profiles.of(site.id, now),
    createFacetsRepo(db, { siteId: site.id }).list(),
    engineLanguages(db, site.id),
  ]);
  return facetableAnswer(facetCandidates(profile, site), stored, languages);
}

/** What a facet list is checked and completed against: the catalogue's candidates, the site's facets now, its engine languages. */
export interface FacetSetting {
  readonly candidates: readonly Candidate[];
  readonly current: readonly StorefrontFacet[];
  readonly languages: readonly string[];
}

/** The site's {@link FacetSetting} now. */
export async function facetSetting(
  db: Database,
  profiles: CatalogueProfiles,
  site: SiteRow,
  now: number,
): Promise<FacetSetting> {
  const [profile, current, languages] = await Promise.all([
    profiles.of(site.id, now),
    createFacetsRepo(db, { siteId: site.id }).list(),
    engineLanguages(db, site.id),
  ]);
  return { candidates: facetCandidates(profile, site), current, languages };
}

/**
 * The facets a selection makes, in order, each a candidate of the catalogue (or a facet the site
 * has now) with the type it offers: every engine language labelled, range facets keeping their
 * buckets (new ones get buckets from the catalogue's values). A selection that breaks this
 * answers 400 naming the field.
 */
export function plannedFacets(setting: FacetSetting, input: FacetableFieldsInput): StorefrontFacet[] {
  const { candidates, current, languages } = setting;
  const byField = new Map(candidates.map((candidate) => [candidate.field, candidate]));
  const stored = new Map(current.map((facet) => [facet.field, facet]));
  for (const entry of input.fields) {
    const storedType = stored.get(entry.field)?.type;
    const candidate = byField.get(entry.field);
    if (candidate === undefined && storedType === undefined)
      throw badRequest(`${entry.field} is not a facetable field of this catalogue`);
    const kinds = kindsOf(candidate, storedType ?? entry.type);
    if (!kinds.includes(entry.type))
      throw badRequest(`${entry.field} is a ${kinds.join(' or ')} facet, not ${entry.type}`);
    if (entry.range !== undefined && entry.type !== 'range')
      throw badRequest(`${entry.field}: only a range facet takes a minimum and a maximum`);
    if (entry.range !== undefined && entry.range.min >= entry.range.max) {
      throw badRequest(
        `${entry.field}: the minimum (${entry.range.min}) must be below the maximum (${entry.range.max})`,
      );
    }
    const unknownLanguage = Object.keys(entry.label ?? {}).find((language) => !languages.includes(language));
    if (unknownLanguage !== undefined)
      throw badRequest(`${entry.field}: the site has no engine in language ${unknownLanguage}`);
  }
  const ordered = input.fields
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.position ?? a.index) - (b.entry.position ?? b.index) || a.index - b.index)
    .map(({ entry }) => entry);
  return ordered.map((entry, position) => {
    const previous = stored.get(entry.field);
    return {
      field: entry.field,
      type: entry.type,
      // Every engine language gets a label, so the storefront never shows a bare field name.
      label: labelsFor(languages, entry.field, entry.label ?? previous?.label),
      position,
      ranges:
        entry.type !== 'range'
          ? []
          : entry.range !== undefined
            ? defaultRanges(entry.range)
            : previous?.type === 'range' && previous.ranges.length > 0
              ? previous.ranges
              : defaultRanges(byField.get(entry.field)?.bounds ?? null),
      enabled: true,
    };
  });
}

/** PUT fields/site/{id}/facetable: the selected facets, as {@link plannedFacets} makes them. */
export async function saveFacetableFields(
  store: Store,
  profiles: CatalogueProfiles,
  site: SiteRow,
  input: FacetableFieldsInput,
  now: number,
  actor: Actor | null,
) {
  const setting = await facetSetting(store.db, profiles, site, now);
  const saved = await replaceFacets(store, site.id, plannedFacets(setting, input), actor);
  return facetableAnswer(setting.candidates, saved, setting.languages);
}

/** The facets a site starts with, in this order, where its catalogue has them. */
const defaultFacets = ['categories', 'brand', 'price'];

/**
 * Gives a site without facets the default ones (categories, brand, price), so a storefront can
 * filter from its first search; a site whose merchant chose facets (even none saved yet) keeps them.
 */
export async function applyDefaultFacets(store: Store, site: SiteRow, now: number): Promise<void> {
  if ((await createFacetsRepo(store.db, { siteId: site.id }).list()).length > 0) return;
  const profiles = new CatalogueProfiles(store.db);
  const candidates = facetCandidates(await profiles.of(site.id, now), site)
    .filter((candidate) => defaultFacets.includes(candidate.field))
    .sort((a, b) => defaultFacets.indexOf(a.field) - defaultFacets.indexOf(b.field));
  if (candidates.length === 0) return;
  const fields = candidates.map(({ field, type }) => ({ field, type }));
  // The defaults are the system's choice, not a merchant's: their revision names nobody.
  await saveFacetableFields(store, profiles, site, { fields }, now, null);
}
