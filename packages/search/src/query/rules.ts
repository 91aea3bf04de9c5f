import type { IndexStore } from '../index/store.ts';
import type { BusinessRule, FieldRule, PinRule } from '../types.ts';
import { isScheduleActive } from './schedule.ts';

const NEW_PRODUCT_MS = 30 * 24 * 60 * 60 * 1000;

/** A field rule resolved against the index: which documents it touches. */
export interface RuleMatcher {
  readonly rule: FieldRule;
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
 * The rules active at `now` for this search, split into field rules and pins. Stock-safe: a pin
 * of an unavailable product is left out, and a boost passes such products by, unless the element
 * says `allowUnavailable`.
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
    if (rule.action === 'pin') {
      const slot = store.slotOf(rule.productId);
      if (rule.allowUnavailable === true || slot === undefined || !unavailable(slot)) pins.push(rule);
      continue;
    }
    const matches = matcherFor(store, rule, now);
    matchers.push({
      rule,
      matches:
        rule.action === 'boost' && rule.allowUnavailable !== true
          ? (slot) => matches(slot) && !unavailable(slot)
          : matches,
    });
  }
  return { matchers, pins };
}

function matcherFor(store: IndexStore, rule: FieldRule, now: number): (slot: number) => boolean {
  if (rule.field === 'id') {
    const slots = new Set(rule.values.map((id) => store.slotOf(id)).filter((slot) => slot !== undefined));
    return (slot) => slots.has(slot);
  }
  if (rule.field === 'isNew') {
    const wanted = rule.values.some((value) => value.trim().toLowerCase() !== 'false');
    const created = store.numeric.get('createdAt')!;
    return (slot) => {
      const time = created.get(slot);
      return (!Number.isNaN(time) && now - time <= NEW_PRODUCT_MS) === wanted;
    };
  }
  const column = store.text.get(rule.field);
  if (column === undefined) {
    store.warnOnce(`search: rule "${rule.id}" names unknown field "${rule.field}"`, 'unknown_rule_field');
    return () => false;
  }
  const accepted = new Uint8Array(column.dictionarySize);
  for (const value of rule.values) {
    const id = column.idOf(value);
    if (id !== undefined) accepted[id] = 1;
  }
  return (slot) => column.values.has(slot, accepted);
}

/** Whether one of the hide rules among `matchers` removes the document. */
export function isHidden(matchers: readonly RuleMatcher[], slot: number): boolean {
  for (const matcher of matchers) if (matcher.rule.action === 'hide' && matcher.matches(slot)) return true;
  return false;
}

/**
 * What the boosts among `boosts` multiply the relevance by: `1 + strength` for each that matches.
 * A number, not an object, as it runs once per candidate.
 */
export function boostOf(boosts: readonly RuleMatcher[], slot: number): number {
  let multiplier = 1;
  for (const matcher of boosts) {
    if (matcher.rule.action === 'boost' && matcher.matches(slot))
      multiplier *= 1 + (matcher.rule.strength ?? 1);
  }
  return multiplier;
}

/**
 * Whether a bury among `buries` matches: a buried product goes below every product that is not
 * (a tier), since shoppers should not meet it before the rest.
 */
export function isBuried(buries: readonly RuleMatcher[], slot: number): boolean {
  for (const matcher of buries) if (matcher.rule.action === 'bury' && matcher.matches(slot)) return true;
  return false;
}
