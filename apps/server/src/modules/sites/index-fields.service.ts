import { DomainError, PLATFORMS, platformCapabilities, type Platform } from '@playboard/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { engines, type FacetConfigRow, type SiteRow } from '../../db/schema/index.ts';
import {
  defaultSearchSettings,
  getSiteMerchandising,
  replaceFacets,
  saveSearchSettings,
} from '../merchandising-config/index.ts';
import {
  CatalogueProfiles,
  defaultRanges,
  looksFacetable,
  type CatalogueProfile,
  type FieldKind,
} from './catalogue-profile.ts';

export const FACET_TYPES = ['value', 'hierarchical', 'range'] as const;
export type FacetType = (typeof FACET_TYPES)[number];

/** A field shoppers can filter on, as the Index API answers it. */
export interface FacetableField {
  field: string;
  type: FacetType;
  /** A variant attribute (size, colour of each variant); offered where the platform supports it. */
  variation: boolean;
  /** A facet of the storefront now. */
  selected: boolean;
  label: Record<string, string>;
  position: number;
}

/** The text fields the engine searches, in the order the console lists them (spec 1 §3). */
export const SEARCHABLE_FIELDS = [
  'name',
  'identifiers',
  'brand',
  'categories',
  'attributes',
  'description',
] as const;

/** Fields products already carry to any card (name, image, price, link): not offered as its extra field. */
const cardFields = new Set(['id', 'name', 'url', 'images', 'price', 'salePrice']);

/** Names the catalogue uses for its own fields; an attribute with one of these names is not offered apart. */
const ownFields = new Set([
  ...cardFields,
  'sku',
  'brand',
  'categories',
  'description',
  'stock',
  'availability',
  'identifiers',
  'createdAt',
  'publishedAt',
]);

const defaultLabels: Record<string, Record<string, string>> = {
  brand: { en: 'Brand', es: 'Marca' },
  categories: { en: 'Categories', es: 'Categorías' },
  price: { en: 'Price', es: 'Precio' },
};

function badRequest(message: string): DomainError {
  return new DomainError('global-400', message, { status: 400 });
}

function defaultLabel(field: string, language: string): string {
  const known = defaultLabels[field];
  const text = known?.[language] ?? known?.[language.slice(0, 2)] ?? known?.['en'] ?? field;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

async function languagesOf(db: Database, siteId: string): Promise<string[]> {
  const rows = await db
    .select({ language: engines.language })
    .from(engines)
    .where(eq(engines.siteId, siteId));
  return rows.map((row) => row.language);
}

function platformOf(site: SiteRow): Platform {
  return (PLATFORMS as readonly string[]).includes(site.platform) ? (site.platform as Platform) : 'CUSTOM';
}

interface Candidate {
  field: string;
  type: FacetType;
  variation: boolean;
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
  if (profile.withBrand > 0)
    candidates.push({ field: 'brand', type: 'value', variation: false, bounds: null });
  if (profile.withCategories > 0)
    candidates.push({ field: 'categories', type: 'hierarchical', variation: false, bounds: null });
  if (profile.products > 0)
    candidates.push({ field: 'price', type: 'range', variation: false, bounds: profile.price });
  const sorted = <T>(map: Map<string, T>) => [...map].sort(([a], [b]) => a.localeCompare(b));
  for (const [field, attribute] of sorted(profile.attributes)) {
    if (ownFields.has(field) || field.includes(':') || !looksFacetable(attribute)) continue;
    const numeric = attribute.kind === 'number';
    candidates.push({
      field,
      type: numeric ? 'range' : 'value',
      variation: false,
      bounds: numeric ? { min: attribute.min, max: attribute.max } : null,
    });
  }
  if (platformCapabilities[platformOf(site)].facetableFieldsVariations) {
    for (const [field, attribute] of sorted(profile.variantAttributes)) {
      if (ownFields.has(field) || field.includes(':') || profile.attributes.has(field)) continue;
      // The engine indexes the text attributes of variants only (numeric ones are not searchable).
      if (attribute.kind !== 'number' && looksFacetable(attribute)) {
        candidates.push({ field, type: 'value', variation: true, bounds: null });
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

function facetableAnswer(
  candidates: readonly Candidate[],
  stored: readonly FacetConfigRow[],
  languages: readonly string[],
): { fields: FacetableField[] } {
  const byField = new Map(candidates.map((candidate) => [candidate.field, candidate]));
  const selected = stored.map((facet) => ({
    field: facet.field,
    type: FACET_TYPES.find((type) => type === facet.type) ?? 'value',
    variation: byField.get(facet.field)?.variation ?? false,
    selected: true,
    label: labelsFor(languages, facet.field, facet.label),
  }));
  const chosen = new Set(stored.map((facet) => facet.field));
  const offered = candidates
    .filter((candidate) => !chosen.has(candidate.field))
    .map((candidate) => ({
      field: candidate.field,
      type: candidate.type,
      variation: candidate.variation,
      selected: false,
      label: labelsFor(languages, candidate.field),
    }));
  return { fields: [...selected, ...offered].map((field, position) => ({ ...field, position })) };
}

/** GET fields/site/{id}/facetable: the facets now (selected, in order), then the other candidates. */
export async function facetableFields(db: Database, profiles: CatalogueProfiles, site: SiteRow, now: number) {
  const [profile, merchandising, languages] = await Promise.all([
    profiles.of(site.id, now),
    getSiteMerchandising(db, site.id),
    languagesOf(db, site.id),
  ]);
  return facetableAnswer(facetCandidates(profile, site), merchandising.facets, languages);
}

const label = z.record(z.string().regex(/^[a-z]{2}(-[A-Za-z]{2})?$/), z.string().trim().min(1).max(100));

export const facetableFieldsInput = z.object({
  fields: z
    .array(
      z.object({
        field: z.string().min(1).max(100),
        type: z.enum(FACET_TYPES),
        label: label.optional(),
        position: z.number().int().min(0).optional(),
      }),
    )
    .max(50)
    .refine((fields) => new Set(fields.map((entry) => entry.field)).size === fields.length, {
      message: 'each field may be selected once',
    }),
});

/**
 * PUT fields/site/{id}/facetable: the selected facets, each a candidate of the catalogue (or a
 * facet the site has now) with the type it offers. Range facets keep their buckets, new ones get
 * buckets from the catalogue's values.
 */
export async function saveFacetableFields(
  db: Database,
  profiles: CatalogueProfiles,
  site: SiteRow,
  input: z.output<typeof facetableFieldsInput>,
  now: number,
) {
  const [profile, merchandising, languages] = await Promise.all([
    profiles.of(site.id, now),
    getSiteMerchandising(db, site.id),
    languagesOf(db, site.id),
  ]);
  const candidates = facetCandidates(profile, site);
  const byField = new Map(candidates.map((candidate) => [candidate.field, candidate]));
  const stored = new Map(merchandising.facets.map((facet) => [facet.field, facet]));
  for (const entry of input.fields) {
    const offeredType = byField.get(entry.field)?.type ?? stored.get(entry.field)?.type;
    if (offeredType === undefined)
      throw badRequest(`${entry.field} is not a facetable field of this catalogue`);
    if (offeredType !== entry.type)
      throw badRequest(`${entry.field} is a ${offeredType} facet, not ${entry.type}`);
    const unknownLanguage = Object.keys(entry.label ?? {}).find((language) => !languages.includes(language));
    if (unknownLanguage !== undefined)
      throw badRequest(`${entry.field}: the site has no engine in language ${unknownLanguage}`);
  }
  const ordered = input.fields
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.position ?? a.index) - (b.entry.position ?? b.index) || a.index - b.index)
    .map(({ entry }) => entry);
  const rows = await replaceFacets(
    db,
    site.id,
    ordered.map((entry, position) => {
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
            : previous?.type === 'range' && previous.ranges.length > 0
              ? previous.ranges
              : defaultRanges(byField.get(entry.field)?.bounds ?? null),
      };
    }),
  );
  return facetableAnswer(candidates, rows, languages);
}

/** The facets a site starts with, in this order, where its catalogue has them. */
const defaultFacets = ['categories', 'brand', 'price'];

/**
 * Gives a site without facets the default ones (categories, brand, price), so a storefront can
 * filter from its first search; a site whose merchant chose facets (even none saved yet) keeps them.
 */
export async function applyDefaultFacets(db: Database, site: SiteRow, now: number): Promise<void> {
  if ((await getSiteMerchandising(db, site.id)).facets.length > 0) return;
  const profiles = new CatalogueProfiles(db);
  try {
    const candidates = facetCandidates(await profiles.of(site.id, now), site)
      .filter((candidate) => defaultFacets.includes(candidate.field))
      .sort((a, b) => defaultFacets.indexOf(a.field) - defaultFacets.indexOf(b.field));
    if (candidates.length === 0) return;
    const fields = candidates.map(({ field, type }) => ({ field, type }));
    await saveFacetableFields(db, profiles, site, { fields }, now);
  } finally {
    profiles.close();
  }
}

/** GET fields/site/{id}/searchable: every searchable field, active with its weight or not. */
export async function searchableFields(db: Database, siteId: string) {
  const { settings } = await getSiteMerchandising(db, siteId);
  const active = new Map(settings.searchableFields.map((entry) => [entry.field, entry.weight]));
  const defaults = new Map(
    defaultSearchSettings.searchableFields.map((entry) => [entry.field, entry.weight]),
  );
  return {
    fields: SEARCHABLE_FIELDS.map((field) => ({
      field,
      active: active.has(field),
      weight: active.get(field) ?? defaults.get(field) ?? 1,
    })),
  };
}

export const searchableFieldsInput = z.object({
  fields: z
    .array(z.object({ field: z.enum(SEARCHABLE_FIELDS), weight: z.number().positive().max(100) }))
    // spec 1 §5: at least one field stays active ('At least one field must stay active.').
    .min(1, { error: 'validation.searchableFields' })
    .refine((fields) => new Set(fields.map((entry) => entry.field)).size === fields.length, {
      message: 'each field may be listed once',
    }),
});

/** PUT fields/site/{id}/searchable: the active fields with their weights; the others stop being searched. */
export async function saveSearchableFields(
  db: Database,
  siteId: string,
  input: z.output<typeof searchableFieldsInput>,
) {
  const { settings } = await getSiteMerchandising(db, siteId);
  await saveSearchSettings(db, siteId, { ...settings, searchableFields: input.fields });
  return searchableFields(db, siteId);
}

/**
 * GET fields/site/{id}/retrievable: the fields products of this catalogue carry, with how they
 * read; with `productCard` only those a product card can add as its extra field.
 */
export async function retrievableFields(
  profiles: CatalogueProfiles,
  siteId: string,
  productCard: boolean,
  now: number,
) {
  const profile = await profiles.of(siteId, now);
  const fields: { field: string; type: FieldKind; present: boolean }[] = [
    { field: 'id', type: 'text', present: true },
    { field: 'name', type: 'text', present: true },
    { field: 'url', type: 'text', present: true },
    { field: 'images', type: 'list', present: true },
    { field: 'price', type: 'number', present: true },
    { field: 'salePrice', type: 'number', present: profile.labels.onSale > 0 },
    { field: 'sku', type: 'text', present: profile.withSku > 0 },
    { field: 'brand', type: 'text', present: profile.withBrand > 0 },
    { field: 'categories', type: 'list', present: profile.withCategories > 0 },
    { field: 'description', type: 'text', present: profile.withDescription > 0 },
    { field: 'stock', type: 'number', present: profile.withStock > 0 },
    { field: 'availability', type: 'text', present: profile.products > 0 },
    ...[...profile.attributes]
      .filter(([field]) => !ownFields.has(field))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([field, attribute]) => ({ field, type: attribute.kind, present: true })),
  ];
  return {
    fields: fields
      .filter((entry) => entry.present && !(productCard && cardFields.has(entry.field)))
      .map(({ field, type }) => ({ field, type })),
  };
}
