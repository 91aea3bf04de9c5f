import { z } from 'zod';
import { serializeDate } from '../schedules/schedule.ts';
import type { BusinessRule } from '../merchandising/business-rules.ts';
import {
  type HiddenElement,
  LANGUAGE_PIVOT,
  pivotSchema,
  PRODUCT_ID_FIELD,
  type QueryRankingRule,
  queryRankingRuleSchema,
  type RankingElement,
} from './query-ranking-rule.ts';
import { boundedText, EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH } from '../validation/fields.ts';

const identifier = () => boundedText(TEXT_MAX_LENGTH.identifier);
const value = () => boundedText(TEXT_MAX_LENGTH.value);

const legacyElementSchema = z.object({
  action: z.enum(['BOOST', 'BURY', 'HIDE']),
  field_name: identifier(),
  field_value: value(),
  filters: z.record(identifier(), z.array(value())).default({}),
  schedule: z
    .object({ activation_date: identifier().nullish(), deactivation_date: identifier().nullish() })
    .default({}),
});

/** An element of the legacy rule format (spec 2 §3). */
export type LegacyElement = z.infer<typeof legacyElementSchema>;

/** The legacy rule format (spec 2 §3): snake_case, keywords in a context, hidden items inline. */
export const legacyRuleSchema = z.object({
  id: identifier().optional(),
  name: boundedText(TEXT_MAX_LENGTH.title),
  context: z.object({ keywords: z.array(value()).default([]), pivots: z.array(pivotSchema).default([]) }),
  products_ranking: z.array(legacyElementSchema).default([]),
  attributes_ranking: z.array(legacyElementSchema).default([]),
  metadata: z
    .object({
      user: boundedText(EMAIL_MAX_LENGTH).optional(),
      created_on: identifier().optional(),
      updated_on: identifier().optional(),
    })
    .default({}),
});

/** A rule in the legacy format. */
export type LegacyRule = z.infer<typeof legacyRuleSchema>;

function toLegacyElement(element: RankingElement | HiddenElement): LegacyElement {
  return {
    action: element.action,
    field_name: element.fieldName,
    field_value: element.fieldValue,
    filters: element.filters,
    schedule: {
      activation_date: serializeDate(element.schedule.activationDate),
      deactivation_date: serializeDate(element.schedule.deactivationDate),
    },
  };
}

function fromLegacyElement(element: LegacyElement, id: string) {
  return {
    id,
    action: element.action,
    fieldName: element.field_name,
    fieldValue: element.field_value,
    filters: element.filters,
    schedule: {
      activationDate: serializeDate(element.schedule.activation_date),
      deactivationDate: serializeDate(element.schedule.deactivation_date),
    },
  };
}

/**
 * Converts a legacy rule to the current format (spec 2 §3): keywords become queries, HIDE elements
 * move to the hidden lists, metadata user / created_on / updated_on become author / created /
 * updated. Legacy rules are search rules and carry no pins.
 */
export function fromLegacyRule(input: z.input<typeof legacyRuleSchema>): QueryRankingRule {
  const legacy = legacyRuleSchema.parse(input);
  const split = (list: LegacyElement[], prefix: string) => ({
    ranked: list
      .map((element, index) => ({ element, index }))
      .filter(({ element }) => element.action !== 'HIDE')
      .map(({ element, index }) => fromLegacyElement(element, `${prefix}-${index}`)),
    hidden: list
      .map((element, index) => ({ element, index }))
      .filter(({ element }) => element.action === 'HIDE')
      .map(({ element, index }) => fromLegacyElement(element, `${prefix}-${index}`)),
  });
  const products = split(legacy.products_ranking, 'products');
  const attributes = split(legacy.attributes_ranking, 'attributes');
  return queryRankingRuleSchema.parse({
    ...(legacy.id ? { id: legacy.id } : {}),
    title: legacy.name,
    endpointId: 'search',
    metadata: {
      author: legacy.metadata.user,
      created: legacy.metadata.created_on,
      updated: legacy.metadata.updated_on,
    },
    criteria: { enabled: true, pivots: legacy.context.pivots, queries: legacy.context.keywords },
    productsRanking: products.ranked,
    hiddenProducts: products.hidden,
    attributesRanking: attributes.ranked,
    hiddenAttributes: attributes.hidden,
  });
}

/**
 * Converts a rule to the legacy format: queries become keywords, hidden elements go back inline
 * with action HIDE. Browse conditions, pins and restricted roles have no legacy field and are left out.
 */
export function toLegacyRule(rule: QueryRankingRule): LegacyRule {
  return {
    ...(rule.id ? { id: rule.id } : {}),
    name: rule.title,
    context: { keywords: rule.criteria.queries, pivots: rule.criteria.pivots },
    products_ranking: [...rule.productsRanking, ...rule.hiddenProducts].map(toLegacyElement),
    attributes_ranking: [...rule.attributesRanking, ...rule.hiddenAttributes].map(toLegacyElement),
    metadata: {
      ...(rule.metadata?.author ? { user: rule.metadata.author } : {}),
      ...(rule.metadata?.created ? { created_on: rule.metadata.created } : {}),
      ...(rule.metadata?.updated ? { updated_on: rule.metadata.updated } : {}),
    },
  };
}

/**
 * A business rule of the older version (spec 1 §3) in the legacy rule format (spec 2 §3), which is
 * how it becomes a query ranking rule in one step: its matching searches become keywords (none:
 * every search), its language the `lang` pivot, each value an element with the rule's action
 * (products ranked by id, the other fields as attributes). The author and last change carry over.
 */
export function legacyRuleOfBusinessRule(rule: BusinessRule): LegacyRule {
  const elements = rule.values.map((value) => ({
    action: rule.type,
    field_name: rule.field,
    field_value: value,
    filters: {},
    schedule: {},
  }));
  const product = rule.field === PRODUCT_ID_FIELD;
  return {
    name: '',
    context: { keywords: rule.matchingQueries, pivots: [{ name: LANGUAGE_PIVOT, values: [rule.language] }] },
    products_ranking: product ? elements : [],
    attributes_ranking: product ? [] : elements,
    metadata: {
      ...(rule.author ? { user: rule.author } : {}),
      ...(rule.updatedTime ? { updated_on: serializeDate(rule.updatedTime) ?? undefined } : {}),
    },
  };
}
