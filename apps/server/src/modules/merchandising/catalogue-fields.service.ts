import { PRODUCT_LABELS } from '@playboard/domain';
import type { CatalogueProfiles, FieldKind } from '../sites/index.ts';

/** Fields products already carry to any card (name, image, price, link): not offered as its extra field. */
const cardFields = new Set(['id', 'name', 'url', 'images', 'price', 'salePrice']);

/** Names the catalogue uses for its own fields; an attribute with one of these names is not offered apart. */
export const ownFields = new Set([
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

/**
 * GET sites/{id}/product-labels: which product-card labels this catalogue can show and on how many
 * products. Stock, availability (preorder reads as backorder), sale prices and publication dates
 * give most; online-only and pack come from `onlineOnly` / `pack` attributes set to true.
 */
export async function productLabels(profiles: CatalogueProfiles, siteId: string, now: number) {
  const { labels } = await profiles.of(siteId, now);
  return {
    labels: PRODUCT_LABELS.map((key) => ({ key, available: labels[key] > 0, products: labels[key] })),
  };
}
