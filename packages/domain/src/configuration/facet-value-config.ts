import { z } from 'zod';

/** How a facet orders its values: most frequent first, alphabetically, or the merchant's order. */
export const FACET_VALUE_SORTS = ['count', 'alphabetical', 'custom'] as const;

/** One of {@link FACET_VALUE_SORTS}. */
export type FacetValueSort = (typeof FACET_VALUE_SORTS)[number];

/** A facet lists at most this many values; a value configuration names at most that many. */
export const MAX_FACET_VALUES = 1000;

/**
 * How one engine's storefront lists a facet's values, as stored (the Index API's
 * fields/engines/{id}/facets/{facet}/values/config): a sort, and values in the merchant's order
 * (used by the custom sort), each listed once, some hidden.
 *
 * @example facetValueConfigSchema.parse({ sort: 'custom', values: [{ value: 'Nike', hidden: false }] })
 */
export const facetValueConfigSchema = z.object({
  sort: z.enum(FACET_VALUE_SORTS),
  values: z
    .array(z.object({ value: z.string().min(1).max(255), hidden: z.boolean() }))
    .max(MAX_FACET_VALUES)
    .refine((values) => new Set(values.map((entry) => entry.value)).size === values.length, {
      message: 'each value may appear once',
    }),
});

/** A facet value configuration. */
export type FacetValueConfig = z.infer<typeof facetValueConfigSchema>;

/** What a facet without a stored value configuration does: values by count, none hidden. */
export const defaultFacetValueConfig: FacetValueConfig = { sort: 'count', values: [] };
