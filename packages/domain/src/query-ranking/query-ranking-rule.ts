import { z } from 'zod';
import { attributeFields, type Platform } from '../platforms/platform-capabilities.ts';
import {
  isScheduleValid,
  type Schedule,
  schedulesOverlap,
  serializeSchedule,
} from '../schedules/schedule.ts';
import { boundedText, EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH } from '../validation/fields.ts';

/** Endpoints a rule applies to (spec 2 §3); search is the default. */
export const RULE_ENDPOINTS = ['search', 'browse'] as const;

/** One of {@link RULE_ENDPOINTS}. */
export type RuleEndpoint = (typeof RULE_ENDPOINTS)[number];

/** The product id field of ranking elements (spec 2 §5). */
export const PRODUCT_ID_FIELD = 'PRODUCT_ID';

/**
 * Fields a browse rule can be anchored on. Spec 2 §4 speaks of "a known browse field" without
 * listing them; category and brand pages are the browse pages a shop has.
 */
export const BROWSE_FIELDS = ['CATEGORY', 'BRAND'] as const;

/** A field browse rules can be anchored on. */
export type BrowseField = (typeof BROWSE_FIELDS)[number];

/** The browse pages a platform's shops have: the browse fields among its attribute fields (Magento has no brand). */
export function browseFieldsOf(platform: Platform): BrowseField[] {
  const fields: readonly string[] = attributeFields(platform);
  return BROWSE_FIELDS.filter((field) => fields.includes(field));
}

/** The type pinned elements are sent with (spec 2 §3). */
export const PINNED_PRODUCTS_TYPE = 'PINNED_PRODUCTS';

const momentSchema = z.iso.datetime({ offset: true }).nullish();

/** Ids, field names and role names. */
const identifier = () => boundedText(TEXT_MAX_LENGTH.identifier);
/** Queries and the values a products' field holds. */
const value = () => boundedText(TEXT_MAX_LENGTH.value);
const filtersSchema = z.record(identifier(), z.array(value())).default({});

/** A pivot of the rule's criteria (spec 2 §3): a name and its values. */
export const pivotSchema = z.object({ name: identifier(), values: z.array(value()) });

const elementBase = {
  id: identifier(),
  fieldName: identifier(),
  fieldValue: value(),
  filters: filtersSchema,
  schedule: z.object({ activationDate: momentSchema, deactivationDate: momentSchema }).default({}),
};

/**
 * Stock-safe merchandising (this platform's extension, not in spec 2): a boost or a pin skips a
 * product out of stock (stock 0) or not available for order, unless its element says
 * `allowUnavailable`. Results visibility applies either way.
 */
const allowUnavailable = z.boolean().optional();

/** A boost's strength: relevance is multiplied by `1 + strength` (default 1); a bury ignores it. */
const strength = z.number().positive().max(100).optional();

/**
 * A ranking element (spec 2 §3): BOOST or BURY one product or attribute value.
 *
 * `strength` and `allowUnavailable` are this platform's extensions, not in spec 2.
 */
export const rankingElementSchema = z.object({
  ...elementBase,
  action: z.enum(['BOOST', 'BURY']),
  strength,
  allowUnavailable,
});

/** A hidden element (spec 2 §3): the same fields with action HIDE. */
export const hiddenElementSchema = z.object({ ...elementBase, action: z.literal('HIDE') });

/**
 * A pinned product: a product id held at a 1-based position. Spec 2 §3 shows only that pins are
 * sent with type PINNED_PRODUCTS; the position field is this platform's choice.
 */
export const pinnedElementSchema = z.object({
  ...elementBase,
  fieldName: z.literal(PRODUCT_ID_FIELD).default(PRODUCT_ID_FIELD),
  position: z.number().int().min(1),
  allowUnavailable,
});

/** A ranking element. */
export type RankingElement = z.infer<typeof rankingElementSchema>;
/** A hidden element. */
export type HiddenElement = z.infer<typeof hiddenElementSchema>;
/** A pinned element. */
export type PinnedElement = z.infer<typeof pinnedElementSchema>;

/** Rule metadata (spec 2 §3). */
export const ruleMetadataSchema = z.object({
  created: identifier().optional(),
  updated: identifier().optional(),
  author: boundedText(EMAIL_MAX_LENGTH).optional(),
});

/** A query ranking rule as the console edits it (spec 2 §3). */
export const queryRankingRuleSchema = z.object({
  id: identifier().optional(),
  metadata: ruleMetadataSchema.optional(),
  title: boundedText(TEXT_MAX_LENGTH.title).default(''),
  endpointId: z.enum(RULE_ENDPOINTS).default('search'),
  criteria: z.object({
    enabled: z.boolean().default(true),
    pivots: z.array(pivotSchema).default([]),
    queries: z.array(value()).default([]),
    browseField: identifier().optional(),
    browseValue: value().optional(),
  }),
  productsRanking: z.array(rankingElementSchema).default([]),
  attributesRanking: z.array(rankingElementSchema).default([]),
  hiddenAttributes: z.array(hiddenElementSchema).default([]),
  hiddenProducts: z.array(hiddenElementSchema).default([]),
  pinnedProducts: z.array(pinnedElementSchema).default([]),
  restrictedRoles: z.array(boundedText(TEXT_MAX_LENGTH.title)).default([]),
});

/** A query ranking rule. */
export type QueryRankingRule = z.infer<typeof queryRankingRuleSchema>;

/**
 * A query ranking rule as the server stores it: the rule without its id (the row's). A `lang` pivot
 * limits it to the engine of that language; without one it applies to every language of the site.
 */
export const queryRankingRuleInputSchema = queryRankingRuleSchema.omit({ id: true });

/** A query ranking rule input. */
export type QueryRankingRuleInput = z.infer<typeof queryRankingRuleInputSchema>;

/** The pivot naming the language a rule applies to. */
export const LANGUAGE_PIVOT = 'lang';

/** What conflict detection reads of an element. */
export interface ConflictCandidate {
  readonly id: string;
  readonly fieldName: string;
  readonly fieldValue: string;
  readonly filters: Record<string, string[]>;
  readonly schedule?: Schedule;
}

/**
 * Spec 2 §4: a search rule has no browseField or browseValue; a browse rule has no queries and
 * has either none or both of a known browse field and a browse value.
 */
export function areRuleConditionsValid(rule: Pick<QueryRankingRule, 'endpointId' | 'criteria'>): boolean {
  const { queries, browseField, browseValue } = rule.criteria;
  if (rule.endpointId === 'search') return !browseField && !browseValue;
  if (queries.length > 0) return false;
  if (!browseField && !browseValue) return true;
  return (
    Boolean(browseField && (BROWSE_FIELDS as readonly string[]).includes(browseField)) &&
    Boolean(browseValue?.trim())
  );
}

/** Spec 2 §4: a rule with no rankings, hidden items or pins is empty. */
export function isRuleEmpty(
  rule: Pick<
    QueryRankingRule,
    'productsRanking' | 'attributesRanking' | 'hiddenAttributes' | 'hiddenProducts' | 'pinnedProducts'
  >,
): boolean {
  return (
    rule.productsRanking.length === 0 &&
    rule.attributesRanking.length === 0 &&
    rule.hiddenAttributes.length === 0 &&
    rule.hiddenProducts.length === 0 &&
    rule.pinnedProducts.length === 0
  );
}

function isFieldAllowed(fieldName: string, platform: Platform): boolean {
  return fieldName === PRODUCT_ID_FIELD || (attributeFields(platform) as string[]).includes(fieldName);
}

/**
 * Spec 2 §5: fieldName is PRODUCT_ID or one of the platform's attribute fields, fieldValue is
 * non-empty, action is BOOST or BURY, and the schedule is valid.
 */
export function isRankingElementValid(element: RankingElement, platform: Platform): boolean {
  return (
    isFieldAllowed(element.fieldName, platform) &&
    element.fieldValue.trim() !== '' &&
    (element.action === 'BOOST' || element.action === 'BURY') &&
    isScheduleValid(element.schedule)
  );
}

/** Spec 2 §5: a hidden element follows the ranking rules with action HIDE. */
export function isHiddenElementValid(element: HiddenElement, platform: Platform): boolean {
  return (
    isFieldAllowed(element.fieldName, platform) &&
    element.fieldValue.trim() !== '' &&
    element.action === 'HIDE' &&
    isScheduleValid(element.schedule)
  );
}

/**
 * Whether two filter maps can apply to the same product: every filter both name must share a
 * value; a filter only one names (or an empty value list) restricts nothing.
 */
export function filtersOverlap(a: Record<string, string[]>, b: Record<string, string[]>): boolean {
  return Object.keys(a)
    .filter((key) => Object.hasOwn(b, key))
    .every((key) => {
      const left = a[key] ?? [];
      const right = b[key] ?? [];
      return left.length === 0 || right.length === 0 || left.some((value) => right.includes(value));
    });
}

/**
 * Ids of the elements in conflict (spec 2 §5): another element with the same field and value
 * overlaps it in both filters and schedule. Rankings and hidden elements are compared together,
 * since boosting and hiding one product at the same time contradict each other.
 */
export function findConflictingElements(elements: readonly ConflictCandidate[]): string[] {
  const conflicting = new Set<string>();
  elements.forEach((element, index) => {
    for (const other of elements.slice(index + 1)) {
      if (
        element.fieldName === other.fieldName &&
        element.fieldValue.trim() === other.fieldValue.trim() &&
        filtersOverlap(element.filters, other.filters) &&
        schedulesOverlap(element.schedule, other.schedule)
      ) {
        conflicting.add(element.id);
        conflicting.add(other.id);
      }
    }
  });
  return [...conflicting];
}

function rankedAndHidden(rule: QueryRankingRule): (RankingElement | HiddenElement)[] {
  return [
    ...rule.productsRanking,
    ...rule.attributesRanking,
    ...rule.hiddenAttributes,
    ...rule.hiddenProducts,
  ];
}

/** Why a rule cannot be saved; empty when it can. */
export interface RuleProblems {
  readonly conditions: boolean;
  readonly empty: boolean;
  readonly invalidElements: string[];
  readonly conflictingElements: string[];
}

/**
 * Checks a rule (spec 2 §5): the search/browse conditions hold, it is not empty, every element of
 * the four lists is valid and none conflicts with another.
 */
export function ruleProblems(rule: QueryRankingRule, platform: Platform): RuleProblems {
  const invalid = [
    ...[...rule.productsRanking, ...rule.attributesRanking].filter(
      (item) => !isRankingElementValid(item, platform),
    ),
    ...[...rule.hiddenAttributes, ...rule.hiddenProducts].filter(
      (item) => !isHiddenElementValid(item, platform),
    ),
    ...rule.pinnedProducts.filter((item) => item.fieldValue.trim() === '' || !isScheduleValid(item.schedule)),
  ].map((item) => item.id);
  return {
    conditions: !areRuleConditionsValid(rule),
    empty: isRuleEmpty(rule),
    invalidElements: invalid,
    conflictingElements: findConflictingElements(rankedAndHidden(rule)),
  };
}

/** Whether the rule can be saved (spec 2 §5). */
export function isRuleValid(rule: QueryRankingRule, platform: Platform): boolean {
  const problems = ruleProblems(rule, platform);
  return (
    !problems.conditions &&
    !problems.empty &&
    problems.invalidElements.length === 0 &&
    problems.conflictingElements.length === 0
  );
}

/** What saving a rule does (spec 2 §4). */
export type RuleSavePlan =
  | { readonly kind: 'create' }
  | { readonly kind: 'update'; readonly id: string }
  | { readonly kind: 'delete'; readonly id: string };

/** Spec 2 §4: no id creates; an id with nothing left deletes; an id with content updates. */
export function planRuleSave(rule: QueryRankingRule): RuleSavePlan {
  if (!rule.id) return { kind: 'create' };
  return isRuleEmpty(rule) ? { kind: 'delete', id: rule.id } : { kind: 'update', id: rule.id };
}

/** Wire form of an element: no local id, dates without milliseconds or null. */
export interface ElementBody {
  readonly fieldName: string;
  readonly fieldValue: string;
  readonly action: 'BOOST' | 'BURY' | 'HIDE';
  readonly filters: Record<string, string[]>;
  readonly schedule: { activationDate: string | null; deactivationDate: string | null };
  /** Boosts only (extension): relevance times `1 + strength`. */
  readonly strength?: number;
  /** Boosts (extension): also boosts products out of stock or not available for order. */
  readonly allowUnavailable?: boolean;
}

/** Wire form of a pinned product. */
export interface PinnedElementBody {
  readonly type: typeof PINNED_PRODUCTS_TYPE;
  readonly fieldName: typeof PRODUCT_ID_FIELD;
  readonly fieldValue: string;
  readonly position: number;
  readonly filters: Record<string, string[]>;
  readonly schedule: { activationDate: string | null; deactivationDate: string | null };
  /** Extension: also pins a product out of stock or not available for order. */
  readonly allowUnavailable?: boolean;
}

/** POST / PUT body of a query ranking rule. */
export interface QueryRankingRuleBody {
  readonly title: string;
  readonly endpointId: RuleEndpoint;
  readonly criteria: {
    readonly enabled: boolean;
    readonly pivots: { name: string; value: string }[];
    readonly queries: string[];
    readonly browseField?: string;
    readonly browseValue?: string;
  };
  readonly productsRanking: ElementBody[];
  readonly attributesRanking: ElementBody[];
  readonly hiddenAttributes: ElementBody[];
  readonly hiddenProducts: ElementBody[];
  readonly pinnedProducts?: PinnedElementBody[];
  readonly restrictedRoles: string[];
}

function elementBody(element: RankingElement | HiddenElement): ElementBody {
  return {
    fieldName: element.fieldName,
    fieldValue: element.fieldValue.trim(),
    action: element.action,
    filters: element.filters,
    schedule: serializeSchedule(element.schedule),
    ...('strength' in element && element.strength !== undefined ? { strength: element.strength } : {}),
    ...('allowUnavailable' in element && element.allowUnavailable ? { allowUnavailable: true } : {}),
  };
}

/**
 * The body sent for a rule (spec 2 §3, §5): empty pivots dropped and each pivot sent as a single
 * value (its first), local element ids left out, dates without milliseconds or null, and pinned
 * products sent (typed PINNED_PRODUCTS) only when the pinning feature option is enabled.
 */
export function toRuleBody(
  rule: QueryRankingRule,
  options: { pinningEnabled: boolean },
): QueryRankingRuleBody {
  const pivots = rule.criteria.pivots
    .map((pivot) => ({
      name: pivot.name.trim(),
      value: pivot.values.find((value) => value.trim() !== '')?.trim(),
    }))
    .filter(
      (pivot): pivot is { name: string; value: string } => pivot.name !== '' && pivot.value !== undefined,
    );
  const criteria = {
    enabled: rule.criteria.enabled,
    pivots,
    queries: rule.criteria.queries.map((query) => query.trim()).filter((query) => query !== ''),
    ...(rule.criteria.browseField ? { browseField: rule.criteria.browseField } : {}),
    ...(rule.criteria.browseValue ? { browseValue: rule.criteria.browseValue } : {}),
  };
  return {
    title: rule.title,
    endpointId: rule.endpointId,
    criteria,
    productsRanking: rule.productsRanking.map(elementBody),
    attributesRanking: rule.attributesRanking.map(elementBody),
    hiddenAttributes: rule.hiddenAttributes.map(elementBody),
    hiddenProducts: rule.hiddenProducts.map(elementBody),
    ...(options.pinningEnabled
      ? {
          pinnedProducts: rule.pinnedProducts.map((pin) => ({
            type: PINNED_PRODUCTS_TYPE,
            fieldName: PRODUCT_ID_FIELD,
            fieldValue: pin.fieldValue.trim(),
            position: pin.position,
            filters: pin.filters,
            schedule: serializeSchedule(pin.schedule),
            ...(pin.allowUnavailable ? { allowUnavailable: true } : {}),
          })),
        }
      : {}),
    restrictedRoles: rule.restrictedRoles,
  };
}

/** A conflicting rule returned with a 409 on save (spec 2 §8). */
export const ruleConflictSchema = z.object({ id: identifier(), queries: z.array(value()) });

/** A conflicting rule. */
export type RuleConflict = z.infer<typeof ruleConflictSchema>;

const scheduleBodySchema = z.object({ activationDate: momentSchema, deactivationDate: momentSchema });

const elementBodySchema = z.object({
  fieldName: identifier(),
  fieldValue: value(),
  action: z.enum(['BOOST', 'BURY', 'HIDE']),
  filters: filtersSchema,
  schedule: scheduleBodySchema.default({ activationDate: null, deactivationDate: null }),
  strength,
  allowUnavailable,
});

/** Zod schema of {@link QueryRankingRuleBody}, for the server's routes. */
export const queryRankingRuleBodySchema = z.object({
  title: boundedText(TEXT_MAX_LENGTH.title).default(''),
  endpointId: z.enum(RULE_ENDPOINTS).default('search'),
  criteria: z.object({
    enabled: z.boolean().default(true),
    pivots: z.array(z.object({ name: identifier().min(1), value: value().min(1) })).default([]),
    queries: z.array(value()).default([]),
    browseField: identifier().optional(),
    browseValue: value().optional(),
  }),
  productsRanking: z.array(elementBodySchema).default([]),
  attributesRanking: z.array(elementBodySchema).default([]),
  hiddenAttributes: z.array(elementBodySchema).default([]),
  hiddenProducts: z.array(elementBodySchema).default([]),
  pinnedProducts: z
    .array(
      elementBodySchema.omit({ action: true, strength: true }).extend({
        type: z.literal(PINNED_PRODUCTS_TYPE),
        fieldName: z.literal(PRODUCT_ID_FIELD),
        position: z.number().int().min(1),
      }),
    )
    .optional(),
  restrictedRoles: z.array(boundedText(TEXT_MAX_LENGTH.title)).default([]),
});

/**
 * Reads a rule body (as stored or returned by the API) back into the editable rule: pivots get a
 * values list, elements get local ids (`<list>-<index>`).
 */
export function fromRuleBody(
  body: z.input<typeof queryRankingRuleBodySchema>,
  id?: string,
): QueryRankingRule {
  const parsed = queryRankingRuleBodySchema.parse(body);
  const withIds = <T extends object>(list: readonly T[], prefix: string) =>
    list.map((item, index) => ({ ...item, id: `${prefix}-${index}` }));
  return queryRankingRuleSchema.parse({
    ...(id ? { id } : {}),
    title: parsed.title,
    endpointId: parsed.endpointId,
    criteria: {
      ...parsed.criteria,
      pivots: parsed.criteria.pivots.map((pivot) => ({ name: pivot.name, values: [pivot.value] })),
    },
    productsRanking: withIds(parsed.productsRanking, 'productsRanking'),
    attributesRanking: withIds(parsed.attributesRanking, 'attributesRanking'),
    hiddenAttributes: withIds(parsed.hiddenAttributes, 'hiddenAttributes'),
    hiddenProducts: withIds(parsed.hiddenProducts, 'hiddenProducts'),
    pinnedProducts: withIds(
      (parsed.pinnedProducts ?? []).map(({ type: _type, ...pin }) => pin),
      'pinnedProducts',
    ),
    restrictedRoles: parsed.restrictedRoles,
  });
}
