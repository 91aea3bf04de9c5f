import type { CompiledConfig } from './config.ts';
import type { Candidates } from './candidates.ts';
import type { SearchContext, SearchTrace } from './context.ts';
import type { SearchPlan } from './plan.ts';
import { inPriceRange } from './price-phrases.ts';
import { anyOf, boostsOf } from './rules.ts';
import { NAMED } from './scratch.ts';
import { hiddenByVisibility } from './visibility.ts';

/** A pinned product's position (1-based) and the order of its pin. */
export interface PinnedAt {
  readonly at: number;
  readonly order: number;
}

/** What a search's rules do to its candidates, beyond the named bits they set. */
export interface RuleEffects {
  /** Hidden by a rule the standing effects do not cover. */
  readonly hidden: ((slot: number) => boolean) | undefined;
  readonly buried: ((slot: number) => boolean) | undefined;
  readonly boosted: ReturnType<typeof boostsOf>;
  /** Per slot, what the standing boosts multiply relevance by. */
  readonly standingFactor: Float64Array | undefined;
  /** Each pinned product's position, the first pin of it winning. */
  readonly pinned: ReadonlyMap<number, PinnedAt>;
}

/** Names what the search's hide, bury, boost and pin rules do to its candidates. */
export function ruleEffects(context: SearchContext, plan: SearchPlan, candidates: Candidates): RuleEffects {
  const { store, scratch } = context;
  const { rules } = plan;
  const hidden = anyOf(rules.hides, scratch, NAMED.hidden, candidates.length);
  const buried = anyOf(rules.buries, scratch, NAMED.buried, candidates.length);
  const boosted = boostsOf(store, rules.boosts, scratch, NAMED.boosted, candidates.length);
  const pinned = new Map<number, PinnedAt>();
  for (const pin of plan.pins) {
    const slot = store.slotOf(pin.productId);
    if (slot === undefined || pinned.has(slot)) continue;
    pinned.set(slot, { at: pin.position, order: pinned.size });
    scratch.name(slot, NAMED.pinned);
  }
  return { hidden, buried, boosted, standingFactor: rules.effects?.factor, pinned };
}

/**
 * Visibility, hide rules and the query's price range remove products before anything is counted.
 * Explain's `trace` hears of those rules hid.
 */
export function removeHidden(
  context: SearchContext,
  plan: SearchPlan,
  config: CompiledConfig,
  candidates: Candidates,
  effects: RuleEffects,
  trace: SearchTrace | undefined,
): void {
  const { store, scratch } = context;
  const hidden = hiddenByVisibility(store, config);
  const { price } = plan;
  const hiddenByRules = effects.hidden;
  if (
    hidden === undefined &&
    plan.rules.hides.length === 0 &&
    plan.rules.effects?.hides !== true &&
    price === undefined
  )
    return;
  const { named } = scratch;
  const prices = store.numeric.get('price')!;
  // A candidate that leaves takes the last one in its place (checked next): the work grows with
  // the candidates leaving, not with all those after the first. The order of candidates matters
  // to nothing after this (ties rank by slot).
  let length = candidates.length;
  for (let i = 0; i < length;) {
    const slot = candidates.slots[i]!;
    let leaves = hidden?.(slot) === true || (price !== undefined && !inPriceRange(price, prices.get(slot)));
    if (!leaves && ((named[slot]! & NAMED.hidden) !== 0 || hiddenByRules?.(slot) === true)) {
      trace?.hidden.push({ slot, score: candidates.scores[i]! });
      leaves = true;
    }
    if (!leaves) {
      i++;
      continue;
    }
    length--;
    candidates.slots[i] = candidates.slots[length]!;
    candidates.scores[i] = candidates.scores[length]!;
    candidates.typos[i] = candidates.typos[length]!;
    candidates.reasons[i] = candidates.reasons[length]!;
    candidates.shortfall[i] = candidates.shortfall[length]!;
  }
  candidates.length = length;
}
