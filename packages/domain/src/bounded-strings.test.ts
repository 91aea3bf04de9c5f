import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from './index.ts';

/**
 * Answers the server builds from what it stored or synchronised (a shop's product ids and names,
 * its module version, the queries shoppers typed, sync rejections, a search preview's products, the
 * lines a synonym import refused, the storefront's answers, the error body): bounding them would turn data that arrived by another path into
 * a 500 and protect nothing. What they carry was bounded where it came in; a schema on this list
 * must never be a request's.
 */
const answers = new Set([
  'accountProfileSchema',
  'analyticsEngineSchema',
  'auditLogPageSchema',
  'billingAddressResponseSchema',
  'businessRuleValuesSchema',
  'configEntitySchema',
  'configErrorBodySchema',
  'configHistorySchema',
  'connectorInfoSchema',
  'correctedQueryReportRowSchema',
  'currentSyncSchema',
  'empathizeResponseSchema',
  'errorBodySchema',
  'explanationSchema',
  'facetCheckSchema',
  'facetErrorBodySchema',
  'facetSuggestionsSchema',
  'facetsResponseSchema',
  'featuredProductCardsSchema',
  'flagStateSchema',
  'flagStatesSchema',
  'kpiReportSchema',
  'nextQueriesResponseSchema',
  'noResultsFixPageSchema',
  'noResultsFixSchema',
  'noResultsProposalSchema',
  'organizationSummarySchema',
  'previewFacetSchema',
  'productReportRowSchema',
  'queryReportRowSchema',
  'relatedPromptDocumentSchema',
  'relatedPromptErrorBodySchema',
  'relatedPromptListSchema',
  'relatedPromptReportRowSchema',
  'relatedPromptReviewSchema',
  'relatedPromptReviewsSchema',
  'relatedPromptsResponseSchema',
  'relatedTagsPageSchema',
  'relatedTagsResponseSchema',
  'ruleSimulationSchema',
  'searchPreviewSchema',
  'searchResponseSchema',
  'semanticQueriesResponseSchema',
  'setupStateSchema',
  'siteCheckSchema',
  'siteSchema',
  'skuSearchResponseSchema',
  'syncViewSchema',
  'synonymImportResultSchema',
  'synonymProposalsSchema',
  'teamSchema',
  'topClickedResponseSchema',
]);

/** String formats whose own syntax bounds their length. */
const boundedFormats = new Set(['uuid', 'guid', 'datetime', 'date', 'time', 'duration']);

/** The paths of the strings in `schema` that take text of any length. */
function unboundedStrings(schema: z.core.$ZodType, path: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const walk = (inner: z.core.$ZodType, at = path) => unboundedStrings(inner, at, seen);
  const def = schema._zod.def;
  if (schema instanceof z.ZodString || schema instanceof z.ZodStringFormat) {
    const { maxLength, format } = schema as z.ZodString;
    return maxLength === null && !boundedFormats.has(format ?? '') ? [path] : [];
  }
  if (def.type === 'object') {
    const { shape, catchall } = def as z.core.$ZodObjectDef;
    return [
      ...Object.entries(shape).flatMap(([key, value]) => walk(value, `${path}.${key}`)),
      ...(catchall ? walk(catchall, `${path}.*`) : []),
    ];
  }
  if (def.type === 'array') return walk((def as z.core.$ZodArrayDef).element, `${path}[]`);
  if (def.type === 'union') return (def as z.core.$ZodUnionDef).options.flatMap((option) => walk(option));
  if (def.type === 'intersection') {
    const { left, right } = def as z.core.$ZodIntersectionDef;
    return [...walk(left), ...walk(right)];
  }
  if (def.type === 'record') {
    const { keyType, valueType } = def as z.core.$ZodRecordDef;
    return [...walk(keyType, `${path}{key}`), ...walk(valueType, `${path}{}`)];
  }
  if (def.type === 'pipe') {
    const { in: input, out } = def as z.core.$ZodPipeDef;
    // `z.stringbool()`: text read as a boolean takes only the few words it knows.
    if (out instanceof z.ZodBoolean) return [];
    return [...walk(input), ...walk(out)];
  }
  if ('innerType' in def) return walk(def.innerType as z.core.$ZodType);
  return [];
}

describe('domain schemas', () => {
  it('should bound the length of every string a request schema takes', () => {
    const unbounded = Object.entries(domain as Record<string, unknown>)
      .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
      .filter(([name]) => !answers.has(name))
      .flatMap(([name, schema]) => unboundedStrings(schema, name));
    expect(unbounded).toEqual([]);
  });

  it('should find an unbounded string wherever it sits', () => {
    const schema = z.object({
      ok: z.string().max(3),
      id: z.uuid(),
      list: z.array(z.object({ note: z.string().optional() })),
      map: z.record(z.string(), z.string().max(3)),
      either: z.union([z.number(), z.email()]),
    });
    expect(unboundedStrings(schema, 'schema')).toEqual([
      'schema.list[].note',
      'schema.map{key}',
      'schema.either',
    ]);
  });
});
