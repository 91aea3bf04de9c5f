// The Index API's field and settings routes (spec 1 §7): their request and response shapes.
import { z } from 'zod';
import { FACET_TYPES, facetRangeSchema } from '../configuration/storefront-facets.ts';
import { PRODUCT_LABELS } from '../sites/visual-customisation.ts';
import { TEXT_MAX_LENGTH } from '../validation/fields.ts';
import { SEARCHABLE_FIELDS } from './searchable-fields.ts';

const fieldsOnce = (entries: { field: string }[]) =>
  new Set(entries.map((entry) => entry.field)).size === entries.length;

/** A field shoppers can filter on, as GET / PUT fields/site/{id}/facetable answer it. */
export const facetableFieldAnswerSchema = z.object({
  field: z.string().max(TEXT_MAX_LENGTH.value),
  type: z.enum(FACET_TYPES),
  /** A variant attribute (size, colour of each variant); offered where the platform supports it. */
  variation: z.boolean(),
  /** A facet of the storefront now. */
  selected: z.boolean(),
  label: z.record(z.string().max(TEXT_MAX_LENGTH.identifier), z.string().max(100)),
  position: z.number().int(),
  /** How many products of the catalogue carry the field (for a variation, products with such a variant). */
  products: z.number().int().min(0),
  /** The kinds the field can be shown as: categories as a tree or as plain values. */
  kinds: z.array(z.enum(FACET_TYPES)),
  /** The catalogue's lowest and highest value of a range field now; null for other fields. */
  bounds: z.object({ min: z.number(), max: z.number() }).nullable(),
  /** The buckets of a selected range facet; empty otherwise. */
  ranges: z.array(facetRangeSchema),
});

/** A facetable field answer. */
export type FacetableFieldAnswer = z.infer<typeof facetableFieldAnswerSchema>;

/** GET / PUT fields/site/{id}/facetable answer: the facets now (selected, in order), then the other candidates. */
export const facetableFieldsResponseSchema = z.object({ fields: z.array(facetableFieldAnswerSchema) });

/** PUT fields/site/{id}/facetable body: the selected facets, each once, in order. */
export const facetableFieldsInputSchema = z.object({
  fields: z
    .array(
      z.object({
        field: z.string().min(1).max(100),
        type: z.enum(FACET_TYPES),
        label: z
          .record(
            z
              .string()
              .max(TEXT_MAX_LENGTH.identifier)
              .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/),
            z.string().trim().min(1).max(100),
          )
          .optional(),
        position: z.number().int().min(0).optional(),
        /**
         * A range facet's buckets cut anew between these values (the minimum below the maximum);
         * without it a range facet keeps its buckets, a new one gets them from the catalogue.
         */
        range: z.object({ min: z.number(), max: z.number() }).optional(),
      }),
    )
    .max(50)
    .refine(fieldsOnce, { message: 'each field may be selected once' }),
});

/** A facetable fields body. */
export type FacetableFieldsInput = z.infer<typeof facetableFieldsInputSchema>;

/** GET / PUT fields/site/{id}/searchable answer: every searchable field, active with its weight or not. */
export const searchableFieldsResponseSchema = z.object({
  fields: z.array(z.object({ field: z.enum(SEARCHABLE_FIELDS), active: z.boolean(), weight: z.number() })),
});

/** PUT fields/site/{id}/searchable body: the active fields with their weights; at least one (spec 1 §5). */
export const searchableFieldsInputSchema = z.object({
  fields: z
    .array(z.object({ field: z.enum(SEARCHABLE_FIELDS), weight: z.number().positive().max(100) }))
    .min(1, { error: 'validation.searchableFields' })
    .refine(fieldsOnce, { message: 'each field may be listed once' }),
});

/** A searchable fields body. */
export type SearchableFieldsInput = z.infer<typeof searchableFieldsInputSchema>;

/** How a catalogue field reads. */
export const FIELD_KINDS = ['text', 'number', 'boolean', 'list'] as const;

/** GET fields/site/{id}/retrievable answer: fields products of the catalogue carry. */
export const retrievableFieldsResponseSchema = z.object({
  fields: z.array(z.object({ field: z.string().max(TEXT_MAX_LENGTH.value), type: z.enum(FIELD_KINDS) })),
});

/** GET sites/{id}/product-labels answer: labels the catalogue can show, and on how many products. */
export const productLabelsResponseSchema = z.object({
  labels: z.array(
    z.object({ key: z.enum(PRODUCT_LABELS), available: z.boolean(), products: z.number().int() }),
  ),
});

/**
 * GET sites/{id}/index-settings/products answer (our extension of spec 1 §7): how many products of
 * the catalogue each results visibility switch affects right now.
 */
export const resultsVisibilityProductsSchema = z.object({
  products: z.number().int().min(0),
  /** Products out of stock: hidden when out-of-stock products are not shown. */
  outOfStock: z.number().int().min(0),
  /** Products shoppers cannot order (out of stock or discontinued): buried when asked. */
  notAvailableForOrder: z.number().int().min(0),
});

/** How many products the results visibility switches affect. */
export type ResultsVisibilityProducts = z.infer<typeof resultsVisibilityProductsSchema>;

/** GET fields/engines/{id}/facets/{facet}/values answer: every value of the facet, most frequent first. */
export const facetValuesResponseSchema = z.object({
  values: z.array(z.object({ value: z.string().max(TEXT_MAX_LENGTH.value), count: z.number().int() })),
});

/** Below this share of the catalogue, a facet covers few products. */
export const FEW_PRODUCTS_SHARE = 0.1;

/** A facet check names at most this many of a facet's single-product values. */
export const SINGLE_PRODUCT_VALUES_SHOWN = 50;

const countedValueSchema = z.object({ value: z.string(), count: z.number().int().min(0) });

/**
 * What the facet data check finds in one facet's values: spellings equal once case, accents,
 * spaces and punctuation are folded (most frequent first), measures in more than one unit, few products holding
 * it at all, many values held by a single product each.
 */
export const facetFindingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('variants'), values: z.array(countedValueSchema) }),
  z.object({
    kind: z.literal('mixedUnits'),
    units: z.array(z.object({ unit: z.string(), count: z.number().int().min(1), example: z.string() })),
  }),
  z.object({ kind: z.literal('fewProducts'), share: z.number().min(0).max(1) }),
  z.object({
    kind: z.literal('singleProductValues'),
    values: z.array(z.string()).max(SINGLE_PRODUCT_VALUES_SHOWN),
    total: z.number().int().min(1),
  }),
]);

/** A finding of the facet data check. */
export type FacetFinding = z.infer<typeof facetFindingSchema>;

/** GET fields/engines/{id}/facet-check query: the facets to check, comma-joined. */
export const facetCheckQuerySchema = z.object({
  facets: z
    .string()
    .max(50 * 101)
    .transform((text) => [...new Set(text.split(',').map((field) => field.trim()))].filter(Boolean))
    .pipe(
      z
        .array(
          z
            .string()
            .max(100)
            .regex(/^[^:]+$/, 'a facet name has no colon'),
        )
        .min(1, 'validation.required')
        .max(50),
    ),
});

/** GET fields/engines/{id}/facet-check answer: the catalogue's size and each facet's findings. */
export const facetCheckSchema = z.object({
  products: z.number().int().min(0),
  facets: z.array(
    z.object({
      field: z.string(),
      products: z.number().int().min(0),
      findings: z.array(facetFindingSchema),
    }),
  ),
});

/** A facet data check. */
export type FacetCheck = z.infer<typeof facetCheckSchema>;
