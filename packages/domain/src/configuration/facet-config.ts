import { z } from 'zod';
import { pivotSchema } from '../query-ranking/query-ranking-rule.ts';
import { boundedText, TEXT_MAX_LENGTH } from '../validation/fields.ts';
import { facetValueConfigSchema } from './facet-value-config.ts';
import type { FacetType } from './storefront-facets.ts';

const identifier = () => boundedText(TEXT_MAX_LENGTH.identifier);

/** A facetable field of a facet config (spec 2 §3); prettyName is optional. */
export const facetFieldSchema = z.object({
  field: identifier().min(1),
  prettyName: boundedText(TEXT_MAX_LENGTH.title).optional(),
});

/** A facet config field. */
export type FacetField = z.infer<typeof facetFieldSchema>;

/** A facet configuration (spec 2 §3). */
export const facetConfigSchema = z.object({
  id: identifier().optional(),
  title: boundedText(TEXT_MAX_LENGTH.title).default(''),
  endpointId: z.enum(['search', 'browse']).default('search'),
  criteria: z
    .object({
      enabled: z.boolean().default(true),
      pivots: z.array(pivotSchema).default([]),
      inheritance: z.boolean().default(false),
      context: identifier().default(''),
    })
    .default({ enabled: true, pivots: [], inheritance: false, context: '' }),
  config: z.object({
    context: identifier().default(''),
    enabled: z.boolean().default(true),
    facetableFields: z
      .object({
        hierarchicalFacets: z.array(facetFieldSchema).default([]),
        valueFacets: z.array(facetFieldSchema).default([]),
        rangeFacets: z.array(facetFieldSchema).default([]),
      })
      .default({ hierarchicalFacets: [], valueFacets: [], rangeFacets: [] }),
    facets: z.array(z.record(identifier(), z.unknown())).default([]),
    mainCollectionId: identifier().optional(),
    secondaryCollectionId: identifier().optional(),
    facetingProvidersDisabled: z.boolean().default(false),
  }),
  metadata: z.record(identifier(), z.unknown()).optional(),
});

/** A facet configuration. */
export type FacetConfig = z.infer<typeof facetConfigSchema>;

function withoutEmptyPrettyName(field: FacetField): FacetField {
  return field.prettyName?.trim()
    ? { field: field.field, prettyName: field.prettyName }
    : { field: field.field };
}

/**
 * Prepares a facet config for saving (spec 2 §5): empty pivots are dropped and facetable fields
 * with an empty prettyName omit it.
 */
export function prepareFacetConfigForSave(config: FacetConfig): FacetConfig {
  const fields = config.config.facetableFields;
  return {
    ...config,
    criteria: {
      ...config.criteria,
      pivots: config.criteria.pivots.filter(
        (pivot) => pivot.name.trim() !== '' && pivot.values.some((value) => value.trim() !== ''),
      ),
    },
    config: {
      ...config.config,
      facetableFields: {
        hierarchicalFacets: fields.hierarchicalFacets.map(withoutEmptyPrettyName),
        valueFacets: fields.valueFacets.map(withoutEmptyPrettyName),
        rangeFacets: fields.rangeFacets.map(withoutEmptyPrettyName),
      },
    },
  };
}

/** The three lists of facetable fields (spec 2 §3) and the facet type each holds. */
const FIELD_LISTS = [
  ['hierarchicalFacets', 'hierarchical'],
  ['valueFacets', 'value'],
  ['rangeFacets', 'range'],
] as const satisfies readonly (readonly [keyof FacetConfig['config']['facetableFields'], FacetType])[];

/** A facetable field of a configuration, with its type. */
export interface OrderedFacetField {
  readonly field: string;
  readonly type: FacetType;
  readonly prettyName?: string;
}

/**
 * The facetable fields of a configuration in display order: those its `facets` name (entries
 * `{ field }`) first, in that order, then the others list by list. Spec 2 §3 splits the fields in
 * three lists and gives no order across them; `facets` carries it.
 *
 * @example orderedFacetFields(config.config) // [{ field: 'brand', type: 'value' }, ...]
 */
export function orderedFacetFields(config: FacetConfig['config']): OrderedFacetField[] {
  const fields = FIELD_LISTS.flatMap(([list, type]) =>
    config.facetableFields[list].map((item): OrderedFacetField => ({
      field: item.field,
      type,
      ...(item.prettyName ? { prettyName: item.prettyName } : {}),
    })),
  );
  const rank = new Map<string, number>();
  config.facets.forEach((entry, index) => {
    if (typeof entry.field === 'string' && !rank.has(entry.field)) rank.set(entry.field, index);
  });
  const later = config.facets.length;
  return fields
    .map((field, index) => ({ field, key: rank.get(field.field) ?? later + index }))
    .sort((a, b) => a.key - b.key)
    .map(({ field }) => field);
}

/**
 * What a configuration's `facets` entry says of one facet beyond its place (spec 2 §3 leaves the
 * entries open): its name in each engine language, and how it lists its values there: a sort and
 * values in the merchant's order, some hidden (the filters screen's value configuration). A facet
 * without them is named by its prettyName, else as the default configuration names it, and lists
 * its values as the site's value configuration says.
 *
 * @example contextFacetSchema.parse({ field: 'size', names: { es: 'Talla' }, values: { sort: 'custom', values: [] } })
 */
export const contextFacetSchema = z.object({
  field: identifier().min(1),
  names: z.record(identifier().min(1), boundedText(TEXT_MAX_LENGTH.title)).optional(),
  values: facetValueConfigSchema.optional(),
});

/** A facet of a configuration's `facets`. */
export type ContextFacet = z.infer<typeof contextFacetSchema>;

/**
 * The `facets` entries of a configuration that name a facet with its names or values, by field;
 * an entry the schema does not read (another client's) is left out rather than refused.
 */
export function contextFacetsOf(config: FacetConfig['config']): Map<string, ContextFacet> {
  const found = new Map<string, ContextFacet>();
  for (const entry of config.facets) {
    const parsed = contextFacetSchema.safeParse(entry);
    if (parsed.success && !found.has(parsed.data.field)) found.set(parsed.data.field, parsed.data);
  }
  return found;
}

/** The name of a configuration's facet in a language: its own there, else its prettyName. */
export function contextFacetName(
  facet: { readonly prettyName?: string },
  own: ContextFacet | undefined,
  language: string,
): string | undefined {
  const named = own?.names?.[language]?.trim() || own?.names?.[language.slice(0, 2)]?.trim();
  return named || facet.prettyName?.trim() || undefined;
}
