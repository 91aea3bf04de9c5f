import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../validation/fields.ts';

/** How a storefront facet lists a field: its values, the category tree, or numeric buckets. */
export const FACET_TYPES = ['value', 'hierarchical', 'range'] as const;

/** One of {@link FACET_TYPES}. */
export type FacetType = (typeof FACET_TYPES)[number];

/** Most facets a storefront shows (the Index API's facetable fields, spec 1 §7). */
export const MAX_STOREFRONT_FACETS = 50;

/** A bucket of a range facet; a null bound is open. */
export const facetRangeSchema = z.object({ from: z.number().nullable(), to: z.number().nullable() });

/** A bucket of a range facet. */
export type FacetRange = z.infer<typeof facetRangeSchema>;

/**
 * A facet of a site's storefront as stored, in display order (the Index API's
 * fields/site/{id}/facetable, spec 1 §3, §7): a label per engine language (the field name where a
 * language has none); a range facet needs buckets; only categories can be hierarchical.
 *
 * @example storefrontFacetSchema.parse({ field: 'brand', type: 'value', label: { en: 'Brand' } })
 */
export const storefrontFacetSchema = z
  .object({
    field: z.string().min(1).max(100),
    type: z.enum(FACET_TYPES),
    label: z.record(z.string().max(TEXT_MAX_LENGTH.identifier), z.string().min(1).max(100)).default({}),
    position: z.number().int().min(0).default(0),
    ranges: z.array(facetRangeSchema).max(50).default([]),
    enabled: z.boolean().default(true),
  })
  .refine((facet) => facet.type !== 'range' || facet.ranges.length > 0, {
    message: 'a range facet needs at least one range',
    path: ['ranges'],
  })
  .refine((facet) => facet.type !== 'hierarchical' || facet.field === 'categories', {
    message: 'only categories can be hierarchical',
    path: ['field'],
  });

/** A storefront facet. */
export type StorefrontFacet = z.infer<typeof storefrontFacetSchema>;

/** A site's whole facet list, in display order. */
export const storefrontFacetsSchema = z.array(storefrontFacetSchema).max(MAX_STOREFRONT_FACETS);
