import { z } from 'zod';
import { pivotSchema } from '../query-ranking/query-ranking-rule.ts';
import { boundedText, TEXT_MAX_LENGTH } from '../validation/fields.ts';
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
