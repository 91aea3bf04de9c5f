import { z } from 'zod';
import { featuredProductsSchema } from './featured-products.ts';
import { resultsVisibilitySchema, SEARCHABLE_FIELDS, searchableFieldsSchema } from './searchable-fields.ts';

/**
 * A site's search settings as stored, one object per site: its searchable fields (spec 1 §3, the
 * Index API's fields/site/{id}/searchable), results visibility (sites/{id}/index-settings) and
 * featured products (featured-products/{siteId}).
 */
export const searchSettingsSchema = z.object({
  searchableFields: searchableFieldsSchema,
  resultsVisibility: resultsVisibilitySchema,
  featuredProducts: featuredProductsSchema,
});

/** A site's search settings. */
export type SearchSettings = z.infer<typeof searchSettingsSchema>;

/** The parts of the search settings, each saved by a screen of its own and versioned as a kind of its own. */
export const SEARCH_SETTINGS_PARTS = ['searchableFields', 'resultsVisibility', 'featuredProducts'] as const;

/** One of {@link SEARCH_SETTINGS_PARTS}. */
export type SearchSettingsPart = (typeof SEARCH_SETTINGS_PARTS)[number];

const defaultWeights: Record<(typeof SEARCHABLE_FIELDS)[number], number> = {
  name: 3,
  identifiers: 3,
  brand: 2,
  categories: 1.5,
  attributes: 1,
  description: 0.5,
};

/**
 * What a site has before its merchant tunes anything: every searchable field active with the
 * engine's default weights, out-of-stock and unorderable products shown, popular featured products.
 */
export const defaultSearchSettings: SearchSettings = {
  searchableFields: SEARCHABLE_FIELDS.map((name) => ({ name, active: true, weight: defaultWeights[name] })),
  resultsVisibility: { showOutOfStock: true, notAvailableForOrder: 'SHOW' },
  featuredProducts: { type: 'popular', productIds: [] },
};
