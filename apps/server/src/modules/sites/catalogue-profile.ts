import { PRODUCT_LABELS } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { ProductRow } from '../../db/schema/index.ts';
import { readProducts } from '../catalog/index.ts';

/** How a field's values read on a product card. */
export type FieldKind = 'text' | 'number' | 'boolean' | 'list';

type AttributeValue = ProductRow['attributes'][string];

/** What one attribute looks like across the catalogue. */
export interface AttributeProfile {
  /** Products (or, for variant attributes, products with a variant) that have it. */
  products: number;
  /** Its distinct values, counted up to {@link distinctLimit} + 1. */
  distinct: number;
  kind: FieldKind;
  /** Bounds of its values when every value is a number. */
  min: number;
  max: number;
}

export type ProductLabel = (typeof PRODUCT_LABELS)[number];

/** One pass over a site's catalogue: what its fields hold, for the field and label settings. */
export interface CatalogueProfile {
  products: number;
  withSku: number;
  withBrand: number;
  withCategories: number;
  withDescription: number;
  withStock: number;
  /** Products shoppers cannot order (out of stock or discontinued): results visibility may bury them. */
  notAvailableForOrder: number;
  /** Bounds of the price shoppers pay (the sale price when lower); null without products. */
  price: { min: number; max: number } | null;
  attributes: Map<string, AttributeProfile>;
  variantAttributes: Map<string, AttributeProfile>;
  /** Products each product-card label would show on. */
  labels: Record<ProductLabel, number>;
}

/** Distinct values counted per attribute; beyond it an attribute is too varied to facet. */
export const distinctLimit = 200;
/** Products count as new for 30 days after publication, as the engine's `isNew` rule reads it. */
const newForMs = 30 * 24 * 60 * 60 * 1000;

function kindOf(value: AttributeValue): FieldKind {
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return 'text';
}

/** An attribute that is sometimes one kind and sometimes another reads as text. */
function mergeKind(a: FieldKind, b: FieldKind): FieldKind {
  if (a === b) return a;
  if ((a === 'list' && b === 'text') || (a === 'text' && b === 'list')) return 'list';
  return 'text';
}

/** Attribute flags a shop may send for the labels no product field carries (online only, pack). */
function flagged(attributes: ProductRow['attributes'], names: readonly string[]): boolean {
  for (const [key, value] of Object.entries(attributes)) {
    if (!names.includes(key.toLowerCase().replaceAll(/[_\s-]/g, ''))) continue;
    if (value === true || (typeof value === 'string' && ['true', 'yes', '1'].includes(value.toLowerCase())))
      return true;
  }
  return false;
}

class AttributeCounter {
  readonly profiles = new Map<string, AttributeProfile>();
  readonly #values = new Map<string, Set<string>>();

  add(attributes: Record<string, AttributeValue>): void {
    for (const [key, value] of Object.entries(attributes)) {
      const kind = kindOf(value);
      const profile = this.profiles.get(key);
      const numeric = typeof value === 'number' ? value : Number.NaN;
      if (!profile) {
        this.profiles.set(key, { products: 0, distinct: 0, kind, min: numeric, max: numeric });
        this.#values.set(key, new Set());
      } else {
        profile.kind = mergeKind(profile.kind, kind);
        profile.min = Math.min(profile.min, numeric);
        profile.max = Math.max(profile.max, numeric);
      }
      const values = this.#values.get(key)!;
      if (values.size <= distinctLimit) for (const item of [value].flat()) values.add(String(item));
    }
  }

  count(keys: Iterable<string>): void {
    for (const key of keys) this.profiles.get(key)!.products++;
  }

  finish(): Map<string, AttributeProfile> {
    for (const [key, profile] of this.profiles) profile.distinct = this.#values.get(key)!.size;
    return this.profiles;
  }
}

function addLabels(labels: Record<ProductLabel, number>, row: ProductRow, now: number): void {
  const outOfStock = row.availability === 'out_of_stock' || row.stock === 0;
  const onSale = row.salePrice !== null && row.salePrice < row.price;
  if (outOfStock) labels.outOfStock++;
  else if (row.availability === 'in_stock') labels.inStock++;
  if (row.availability === 'preorder') labels.backorder++;
  if (onSale) {
    labels.onSale++;
    labels.discount++;
  }
  if (now - row.publishedAt.getTime() <= newForMs) labels.new++;
  if (flagged(row.attributes, ['onlineonly'])) labels.onlineOnly++;
  if (flagged(row.attributes, ['pack', 'ispack'])) labels.pack++;
}

/** Reads a site's whole catalogue once, page by page. */
export async function profileCatalogue(db: Database, siteId: string, now: number): Promise<CatalogueProfile> {
  const attributes = new AttributeCounter();
  const variantAttributes = new AttributeCounter();
  const labels = Object.fromEntries(PRODUCT_LABELS.map((label) => [label, 0])) as Record<
    ProductLabel,
    number
  >;
  const profile = {
    products: 0,
    withSku: 0,
    withBrand: 0,
    withCategories: 0,
    withDescription: 0,
    withStock: 0,
    notAvailableForOrder: 0,
    price: null as { min: number; max: number } | null,
  };
  for await (const page of readProducts(db, siteId)) {
    for (const row of page) {
      profile.products++;
      if (row.sku) profile.withSku++;
      if (row.brand) profile.withBrand++;
      if (Object.values(row.categories).some((paths) => paths.length > 0)) profile.withCategories++;
      if (Object.values(row.description).some((text) => text !== '')) profile.withDescription++;
      if (row.stock !== null) profile.withStock++;
      if (row.availability === 'out_of_stock' || row.availability === 'discontinued' || row.stock === 0)
        profile.notAvailableForOrder++;
      const paid = row.salePrice !== null && row.salePrice < row.price ? row.salePrice : row.price;
      profile.price = profile.price
        ? { min: Math.min(profile.price.min, paid), max: Math.max(profile.price.max, paid) }
        : { min: paid, max: paid };
      attributes.add(row.attributes);
      attributes.count(Object.keys(row.attributes));
      const variantKeys = new Set<string>();
      for (const variant of row.variants) {
        variantAttributes.add(variant.attributes);
        for (const key of Object.keys(variant.attributes)) variantKeys.add(key);
      }
      variantAttributes.count(variantKeys);
      addLabels(labels, row, now);
    }
  }
  return {
    ...profile,
    attributes: attributes.finish(),
    variantAttributes: variantAttributes.finish(),
    labels,
  };
}

/**
 * Whether an attribute's values suit a facet: few distinct values, and (past a handful) values that
 * repeat, so an identifier-like attribute (one value per product) is not offered.
 */
export function looksFacetable(profile: AttributeProfile): boolean {
  if (profile.kind === 'number') return true;
  return (
    profile.distinct > 0 &&
    profile.distinct <= distinctLimit &&
    (profile.distinct <= 20 || profile.distinct * 2 <= profile.products)
  );
}

function niceStep(rough: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= rough)!;
  return step * magnitude;
}

/**
 * Default buckets of a range facet over `[min, max]`: about five, on round boundaries, open at
 * both ends (e.g. 39.5 to 149 gives *-50, 50-75, 75-100, 100-125, 125-*).
 */
export function defaultRanges(
  bounds: { min: number; max: number } | null,
): { from: number | null; to: number | null }[] {
  if (!bounds || !Number.isFinite(bounds.min) || !Number.isFinite(bounds.max) || bounds.max <= bounds.min) {
    return [
      { from: null, to: 50 },
      { from: 50, to: 100 },
      { from: 100, to: null },
    ];
  }
  const step = niceStep((bounds.max - bounds.min) / 5);
  const boundaries: number[] = [];
  for (let edge = Math.floor(bounds.min / step) * step + step; edge < bounds.max; edge += step) {
    boundaries.push(Number(edge.toPrecision(12)));
  }
  // A nice step is at most 2/5 of the span, so there are always boundaries between the bounds.
  return [
    { from: null, to: boundaries[0]! },
    ...boundaries.slice(1).map((to, index) => ({ from: boundaries[index]!, to })),
    { from: boundaries.at(-1)!, to: null },
  ];
}

/**
 * Catalogue profiles kept per site until the catalogue changes (or a minute passes, for the
 * labels that depend on the time): reading a large catalogue takes seconds, and the settings
 * screens ask for fields and labels together.
 */
export class CatalogueProfiles {
  readonly #db: Database;
  readonly #ttlMs: number;
  readonly #entries = new Map<string, { profile: Promise<CatalogueProfile>; at: number }>();

  constructor(db: Database, options: { ttlMs?: number } = {}) {
    this.#db = db;
    this.#ttlMs = options.ttlMs ?? 60_000;
  }

  of(siteId: string, now: number): Promise<CatalogueProfile> {
    const cached = this.#entries.get(siteId);
    if (cached && now >= cached.at && now - cached.at < this.#ttlMs) return cached.profile;
    const profile = profileCatalogue(this.#db, siteId, now);
    this.#entries.set(siteId, { profile, at: now });
    profile.catch(() => this.#entries.delete(siteId));
    return profile;
  }

  /** The site's catalogue changed: its profile is read again when next asked for. */
  forget(siteId: string): void {
    this.#entries.delete(siteId);
  }
}
