import { normalizeTerm } from '../merchandising/terms.ts';
import { schedulesOverlap } from '../schedules/schedule.ts';
import {
  filtersOverlap,
  LANGUAGE_PIVOT,
  type HiddenElement,
  type PinnedElement,
  type QueryRankingRule,
  type RankingElement,
  type RuleConflict,
} from './query-ranking-rule.ts';

/** The languages a rule applies to; undefined: every language (no `lang` pivot). */
function languagesOf(rule: QueryRankingRule): Set<string> | undefined {
  const pivot = rule.criteria.pivots.find((entry) => entry.name === LANGUAGE_PIVOT);
  const values = pivot?.values.map((value) => value.trim()).filter((value) => value !== '') ?? [];
  return values.length === 0 ? undefined : new Set(values);
}

function shareLanguage(a: QueryRankingRule, b: QueryRankingRule): boolean {
  const left = languagesOf(a);
  const right = languagesOf(b);
  return left === undefined || right === undefined || [...left].some((language) => right.has(language));
}

/**
 * Whether one request can reach both rules: a search both apply to (a rule without queries applies
 * to every search), or a browse page both apply to (a rule without a browse value to every page).
 */
function shareRequests(a: QueryRankingRule, b: QueryRankingRule): boolean {
  if (a.endpointId !== b.endpointId) return false;
  if (a.endpointId === 'search') {
    const left = new Set(a.criteria.queries.map(normalizeTerm).filter((query) => query !== ''));
    const right = b.criteria.queries.map(normalizeTerm).filter((query) => query !== '');
    return left.size === 0 || right.length === 0 || right.some((query) => left.has(query));
  }
  const { browseField: fieldA, browseValue: valueA } = a.criteria;
  const { browseField: fieldB, browseValue: valueB } = b.criteria;
  if (!valueA || !valueB) return true;
  return fieldA === fieldB && normalizeTerm(valueA) === normalizeTerm(valueB);
}

type Element = RankingElement | HiddenElement;

const elementsOf = (rule: QueryRankingRule): Element[] => [
  ...rule.productsRanking,
  ...rule.attributesRanking,
  ...rule.hiddenProducts,
  ...rule.hiddenAttributes,
];

/** Spec 2 §5's element conflict across two rules: same field and value, filters and schedule overlap. */
function elementsClash(a: Element, b: Element): boolean {
  return (
    a.fieldName === b.fieldName &&
    normalizeTerm(a.fieldValue) === normalizeTerm(b.fieldValue) &&
    filtersOverlap(a.filters, b.filters) &&
    schedulesOverlap(a.schedule, b.schedule)
  );
}

/** Two pins clash when they hold one position or one product at a same moment for a same product set. */
function pinsClash(a: PinnedElement, b: PinnedElement): boolean {
  return (
    (a.position === b.position || a.fieldValue.trim() === b.fieldValue.trim()) &&
    filtersOverlap(a.filters, b.filters) &&
    schedulesOverlap(a.schedule, b.schedule)
  );
}

/**
 * The saved rules `rule` conflicts with (spec 2 §8: a save answers 409 listing them with their ids
 * and queries). Two enabled rules conflict when one request reaches both (same endpoint, a language
 * in common, a query or browse page in common) and they act on the same thing at a same moment: an
 * element of each with the same field and value overlapping in filters and schedule (spec 2 §5's
 * rule, across rules), or pins holding the same position or the same product. A disabled rule
 * conflicts with none; `rule` itself (same id) is skipped.
 */
export function findConflictingRules(
  rule: QueryRankingRule,
  saved: readonly QueryRankingRule[],
): RuleConflict[] {
  if (!rule.criteria.enabled) return [];
  const elements = elementsOf(rule);
  return saved
    .filter((other) => other.id !== undefined && other.id !== rule.id && other.criteria.enabled)
    .filter((other) => shareLanguage(rule, other) && shareRequests(rule, other))
    .filter(
      (other) =>
        elementsOf(other).some((element) => elements.some((mine) => elementsClash(mine, element))) ||
        other.pinnedProducts.some((pin) => rule.pinnedProducts.some((mine) => pinsClash(mine, pin))),
    )
    .map((other) => ({ id: other.id!, queries: other.criteria.queries }));
}
