import type { TextColumn } from '../index/columns.ts';
import type { IndexStore } from '../index/store.ts';
import type { BusinessRule, FieldRule, PinRule } from '../types.ts';
import { conditionOf } from './browse.ts';
import { isScheduleActive } from './schedule.ts';

const NEW_PRODUCT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * What a field rule touches, resolved against the index: products by slot, values of a text
 * column, or a test (products new in the last 30 days, an unknown field).
 */
type Target =
  | { readonly kind: 'slots'; readonly slots: ReadonlySet<number> }
  | { readonly kind: 'values'; readonly column: TextColumn; readonly accepted: Uint8Array }
  | { readonly kind: 'test'; readonly test: (slot: number) => boolean };

/** A field rule resolved against the index: which documents it touches. */
export interface RuleMatcher {
  readonly rule: FieldRule;
  readonly target: Target;
  matches(slot: number): boolean;
}

/**
 * Whether a product is out of stock (stock 0) or not available for order: stock-safe
 * merchandising never boosts or pins it unless the rule's element allows it. The stock column is
 * looked up once, for a check per candidate.
 */
function unavailability(store: IndexStore): (slot: number) => boolean {
  const stock = store.numeric.get('stock')!;
  return (slot) => stock.get(slot) === 0 || store.documents[slot]?.availableForOrder === false;
}

/**
 * The rules active at `now` for this search, split into field rules and pins. A rule with `where`
 * touches only the products that hold its values. Stock-safe: a pin of an unavailable product is
 * left out, and a boost passes such products by, unless the element says `allowUnavailable`.
 */
export function activeRules(
  store: IndexStore,
  rules: readonly BusinessRule[],
  now: number,
): { readonly matchers: readonly RuleMatcher[]; readonly pins: readonly PinRule[] } {
  const matchers: RuleMatcher[] = [];
  const pins: PinRule[] = [];
  const unavailable = unavailability(store);
  for (const rule of rules) {
    if (!isScheduleActive(rule.schedule, now)) continue;
    const where = rule.where === undefined ? undefined : conditionOf(store, rule.where);
    if (rule.action === 'pin') {
      const slot = store.slotOf(rule.productId);
      if (slot !== undefined && where !== undefined && !where(slot)) continue;
      if (rule.allowUnavailable === true || slot === undefined || !unavailable(slot)) pins.push(rule);
      continue;
    }
    const found = targetOf(store, rule, now);
    const base = testOf(found);
    const target: Target =
      where === undefined ? found : { kind: 'test', test: (slot) => base(slot) && where(slot) };
    const matches = testOf(target);
    matchers.push({
      rule,
      target,
      matches:
        rule.action === 'boost' && rule.allowUnavailable !== true
          ? (slot) => matches(slot) && !unavailable(slot)
          : matches,
    });
  }
  return { matchers, pins };
}

function targetOf(store: IndexStore, rule: FieldRule, now: number): Target {
  if (rule.field === 'id') {
    const slots = new Set(rule.values.map((id) => store.slotOf(id)).filter((slot) => slot !== undefined));
    return { kind: 'slots', slots };
  }
  if (rule.field === 'isNew') {
    const wanted = rule.values.some((value) => value.trim().toLowerCase() !== 'false');
    const created = store.numeric.get('createdAt')!;
    return {
      kind: 'test',
      test: (slot) => {
        const time = created.get(slot);
        return (!Number.isNaN(time) && now - time <= NEW_PRODUCT_MS) === wanted;
      },
    };
  }
  const column = store.text.get(rule.field);
  if (column === undefined) {
    store.warnOnce(`search: rule "${rule.id}" names unknown field "${rule.field}"`, 'unknown_rule_field');
    return { kind: 'test', test: () => false };
  }
  const accepted = new Uint8Array(column.dictionarySize);
  for (const value of rule.values) {
    const id = column.idOf(value);
    if (id !== undefined) accepted[id] = 1;
  }
  return { kind: 'values', column, accepted };
}

function testOf(target: Target): (slot: number) => boolean {
  switch (target.kind) {
    case 'slots':
      return (slot) => target.slots.has(slot);
    case 'values':
      return (slot) => target.column.values.has(slot, target.accepted);
    case 'test':
      return target.test;
  }
}

/**
 * Whether any of `matchers` touches a product, in one check per candidate whatever their number:
 * the products they name in one set, the values they name in one array per column. For the hides
 * and the buries of a search (a boost's stock-safe check and strength stay its own); `undefined`
 * when there are none.
 */
export function anyOf(matchers: readonly RuleMatcher[]): ((slot: number) => boolean) | undefined {
  if (matchers.length === 0) return undefined;
  const slots = new Set<number>();
  const columns = new Map<TextColumn, Uint8Array>();
  const tests: ((slot: number) => boolean)[] = [];
  for (const { target } of matchers) {
    if (target.kind === 'slots') for (const slot of target.slots) slots.add(slot);
    else if (target.kind === 'test') tests.push(target.test);
    else {
      const accepted = columns.get(target.column);
      if (accepted === undefined) columns.set(target.column, target.accepted.slice());
      else for (let id = 0; id < accepted.length; id++) accepted[id]! |= target.accepted[id]!;
    }
  }
  const checks = [
    ...(slots.size > 0 ? [(slot: number) => slots.has(slot)] : []),
    ...[...columns].map(
      ([column, accepted]) =>
        (slot: number) =>
          column.values.has(slot, accepted),
    ),
    ...tests,
  ];
  if (checks.length === 1) return checks[0]!;
  return (slot) => {
    for (const check of checks) if (check(slot)) return true;
    return false;
  };
}

/**
 * What the boosts of a search multiply a product's relevance by: `1 + strength` for each boost that
 * touches it; `undefined` when there are none. The boosts on one text column fold into a factor per
 * value, read once per candidate for a product holding a single value there (one holding several is
 * checked boost by boost, so that each boost counts once); the others are checked one by one.
 * Stock-safe boosts pass unavailable products by.
 */
export function boostsOf(
  store: IndexStore,
  boosts: readonly RuleMatcher[],
): ((slot: number) => number) | undefined {
  if (boosts.length === 0) return undefined;
  const unavailable = unavailability(store);
  const groups = new Map<
    string,
    { column: TextColumn; safe: boolean; factor: Float64Array; matchers: RuleMatcher[] }
  >();
  const columnIds = new Map<TextColumn, number>();
  const others: RuleMatcher[] = [];
  for (const matcher of boosts) {
    const { rule, target } = matcher;
    if (target.kind !== 'values') {
      others.push(matcher);
      continue;
    }
    const safe = rule.allowUnavailable !== true;
    if (!columnIds.has(target.column)) columnIds.set(target.column, columnIds.size);
    const key = `${columnIds.get(target.column)!}:${safe}`;
    let group = groups.get(key);
    if (group === undefined) {
      group = {
        column: target.column,
        safe,
        factor: new Float64Array(target.accepted.length).fill(1),
        matchers: [],
      };
      groups.set(key, group);
    }
    const times = 1 + (rule.strength ?? 1);
    for (let id = 0; id < target.accepted.length; id++)
      if (target.accepted[id] === 1) group.factor[id]! *= times;
    group.matchers.push(matcher);
  }
  const folded = [...groups.values()];
  return (slot) => {
    let multiplier = 1;
    for (const { column, safe, factor, matchers } of folded) {
      const { first, multi } = column.values;
      if (slot < first.length && multi[slot] === 0) {
        const head = first[slot]!;
        if (head >= 0 && factor[head] !== 1 && !(safe && unavailable(slot))) multiplier *= factor[head]!;
      } else {
        for (const matcher of matchers)
          if (matcher.matches(slot)) multiplier *= 1 + (matcher.rule.strength ?? 1);
      }
    }
    for (const matcher of others) if (matcher.matches(slot)) multiplier *= 1 + (matcher.rule.strength ?? 1);
    return multiplier;
  };
}
