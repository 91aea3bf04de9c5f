import type { IndexStore } from '../index/store.ts';
import type { BusinessRule, FieldRule } from '../types.ts';
import type { CompiledConfig } from './config.ts';
import { targetOf, type RuleMatcher } from './rules.ts';
import { NAMED } from './scratch.ts';

/**
 * What the standing rules active in a search (those for every search, or every browse page) do to
 * each product, worked out once per index version and set of active rules rather than per search:
 * {@link NAMED} bits per slot (hidden, buried, boosted by a standing rule), which a search starts
 * its own bits from, and the standing boosts' factor per slot.
 */
export interface StandingEffects {
  readonly bits: Uint8Array;
  /**
   * Per slot, what the standing boosts multiply relevance by (stock-safe ones skip unavailable
   * products), read where `bits` says {@link NAMED.standingBoost}; empty without standing boosts.
   */
  readonly factor: Float64Array;
  /** Whether a standing rule hides some product. */
  readonly hides: boolean;
}

/**
 * The effects built per configuration for one index version, by set of active standing rules:
 * searches and browse pages have sets of their own, and a schedule starting or ending makes a new
 * one. The oldest set goes past {@link KEPT_SETS}.
 */
const built = new WeakMap<
  CompiledConfig,
  { readonly store: IndexStore; readonly version: number; readonly sets: Map<string, StandingEffects> }
>();
const KEPT_SETS = 4;

/** A search's active field rules: the standing ones' effects, and the others by action. */
export interface SplitRules {
  readonly effects: StandingEffects | undefined;
  readonly hides: readonly RuleMatcher[];
  readonly buries: readonly RuleMatcher[];
  readonly boosts: readonly RuleMatcher[];
}

/** The split of each list of active rules (one per search's rules and minute: `activeRules`). */
const splits = new WeakMap<readonly RuleMatcher[], SplitRules>();

/**
 * Splits a search's active rules into the standing ones, whose effects come back per slot, and the
 * others, which the search applies itself. Rules with `where` or on `isNew` (read afresh each
 * minute) stay with the others.
 */
export function standingRules(
  store: IndexStore,
  config: CompiledConfig,
  matchers: readonly RuleMatcher[],
): SplitRules {
  let split = splits.get(matchers);
  if (split === undefined) {
    split = splitOf(store, config, matchers);
    splits.set(matchers, split);
  }
  return split;
}

function splitOf(store: IndexStore, config: CompiledConfig, matchers: readonly RuleMatcher[]): SplitRules {
  const standing = standingNumbers(config);
  const held: FieldRule[] = [];
  const numbers: number[] = [];
  const others: RuleMatcher[] = [];
  for (const matcher of matchers) {
    const { rule } = matcher;
    const number = standing.get(rule);
    if (number !== undefined && rule.where === undefined && rule.field !== 'isNew') {
      held.push(rule);
      numbers.push(number);
    } else others.push(matcher);
  }
  const of = (action: FieldRule['action']) => others.filter((matcher) => matcher.rule.action === action);
  return {
    effects: held.length === 0 ? undefined : effectsFor(store, config, held, numbers.join(',')),
    hides: of('hide'),
    buries: of('bury'),
    boosts: of('boost'),
  };
}

function effectsFor(
  store: IndexStore,
  config: CompiledConfig,
  held: readonly FieldRule[],
  key: string,
): StandingEffects {
  let cached = built.get(config);
  if (cached === undefined || cached.store !== store || cached.version !== store.version) {
    cached = { store, version: store.version, sets: new Map() };
    built.set(config, cached);
  }
  let effects = cached.sets.get(key);
  if (effects === undefined) {
    effects = effectsOf(store, held);
    cached.sets.set(key, effects);
    if (cached.sets.size > KEPT_SETS) cached.sets.delete(cached.sets.keys().next().value!);
  }
  return effects;
}

const standingOf = new WeakMap<CompiledConfig, ReadonlyMap<BusinessRule, number>>();

/** A configuration's standing rules, numbered. */
function standingNumbers(config: CompiledConfig): ReadonlyMap<BusinessRule, number> {
  let numbers = standingOf.get(config);
  if (numbers === undefined) {
    const rules = [...config.rules.always, ...config.browseRules.always];
    numbers = new Map(rules.map((rule, number) => [rule, number]));
    standingOf.set(config, numbers);
  }
  return numbers;
}

/** The slots a test accepts (a category path's products), read once per index version like the rest. */
function testedSlots(slotCount: number, test: (slot: number) => boolean): number[] {
  const slots: number[] = [];
  for (let slot = 0; slot < slotCount; slot++) if (test(slot)) slots.push(slot);
  return slots;
}

function effectsOf(store: IndexStore, rules: readonly FieldRule[]): StandingEffects {
  const slotCount = store.slotCount;
  const bits = new Uint8Array(slotCount);
  const factor = rules.some((rule) => rule.action === 'boost')
    ? new Float64Array(slotCount).fill(1)
    : new Float64Array(0);
  // A product holding two of a rule's values is touched once.
  const seen = new Int32Array(slotCount).fill(-1);
  let hides = false;
  rules.forEach((rule, number) => {
    const target = targetOf(store, rule, 0);
    const lists =
      target.kind === 'slots'
        ? [[...target.slots]]
        : target.kind === 'values'
          ? target.ids.map((id) => target.column.values.slotsWith(id))
          : [testedSlots(slotCount, target.test)];
    const safe = rule.allowUnavailable !== true;
    const times = 1 + (rule.strength ?? 1);
    for (const list of lists) {
      for (let i = 0; i < list.length; i++) {
        const slot = list[i]!;
        if (seen[slot] === number) continue;
        seen[slot] = number;
        if (rule.action === 'hide') {
          bits[slot]! |= NAMED.hidden;
          hides = true;
        } else if (rule.action === 'bury') bits[slot]! |= NAMED.buried;
        else if (!(safe && store.unavailable(slot))) {
          bits[slot]! |= NAMED.standingBoost;
          factor[slot]! *= times;
        }
      }
    }
  });
  return { bits, factor, hides };
}
