import type { SearchHit } from '../types.ts';
import type { Candidates } from './candidates.ts';
import type { CompiledConfig } from './config.ts';
import type { SearchContext } from './context.ts';
import type { FacetStageResult } from './facets.ts';
import type { SearchPlan } from './plan.ts';
import { FEATURED, IDENTIFIER } from './reasons.ts';
import { missedWords } from './retrieve.ts';
import type { RuleEffects } from './rule-effects.ts';
import { NAMED } from './scratch.ts';
import { topK } from './top-k.ts';
import { buriedByVisibility } from './visibility.ts';

const PINNED_TIER = -3;

/** A page of ranked products, and what the whole filtered set says. */
export interface RankedPage {
  readonly results: SearchHit[];
  /** Products after filters that match every word of the query (or every word relaxation kept). */
  readonly complete: number;
  readonly priceStats: { readonly min: number; readonly max: number } | undefined;
}

/** The ranking keys of the filtered candidates, in the scratch's ranking arrays (by filtered position). */
interface Ranked {
  readonly complete: number;
  readonly minPrice: number;
  readonly maxPrice: number;
  /** Filtered positions of the pinned products. */
  readonly pinnedPositions: readonly number[];
}

/**
 * Ranking keys: tiers (pinned, identifier, featured, normal, buried), then the words missed, then
 * typos, then boosted relevance; an explicit sort's field in place of typos.
 */
function rankKeys(
  context: SearchContext,
  plan: SearchPlan,
  config: CompiledConfig,
  candidates: Candidates,
  effects: RuleEffects,
  filtered: FacetStageResult,
): Ranked {
  const { store, scratch } = context;
  const { kept, length: total } = filtered;
  const { tier, keys, named, rankTypos, rankShortfall, rankSlots } = scratch;
  const sortValues = plan.sort === undefined ? undefined : scratch.sortValues;
  const sortColumn = plan.sort?.column;
  const { standingFactor, boosted, buried: buriedByRules } = effects;
  let complete = 0;
  let minPrice = Infinity;
  let maxPrice = -Infinity;
  const priceValues = store.numeric.get('price')!.values;
  const pinnedPositions: number[] = [];
  const buriedByConfig = buriedByVisibility(store, config);
  for (let i = 0; i < total; i++) {
    const at = kept[i]!;
    const slot = candidates.slots[at]!;
    const byName = named[slot]!;
    const multiplier =
      ((byName & NAMED.standingBoost) === 0 ? 1 : standingFactor![slot]!) *
      (boosted === undefined || (boosted.named && (byName & NAMED.boosted) === 0) ? 1 : boosted.factor(slot));
    const buried =
      (byName & NAMED.buried) !== 0 || buriedByRules?.(slot) === true || buriedByConfig?.(slot) === true;
    const reason = candidates.reasons[at]!;
    // Pinned products sort first so the page holds them; they move to their positions below.
    if ((byName & NAMED.pinned) !== 0) {
      pinnedPositions.push(i);
      tier[i] = PINNED_TIER;
    } else if (buried) tier[i] = 1;
    else if (sortValues !== undefined) tier[i] = 0;
    else tier[i] = reason === IDENTIFIER ? -2 : reason === FEATURED ? -1 : 0;
    keys[i] = (candidates.scores[at]! + 1) * multiplier;
    rankTypos[i] = sortValues === undefined ? candidates.typos[at]! : 0;
    // An explicit sort orders full matches, then partial ones, by its field, wherever the words are.
    rankShortfall[i] =
      sortValues === undefined ? candidates.shortfall[at]! : missedWords(candidates.shortfall[at]!);
    if (missedWords(rankShortfall[i]!) === 0) complete++;
    rankSlots[i] = slot;
    if (sortValues !== undefined) sortValues[i] = sortColumn!.get(slot);
    const price = slot < priceValues.length ? priceValues[slot]! : Number.NaN;
    if (price < minPrice) minPrice = price;
    if (price > maxPrice) maxPrice = price;
  }
  return { complete, minPrice, maxPrice, pinnedPositions };
}

/**
 * Whether filtered position `a` ranks before `b`: tier, then shortfall (words matched only in
 * descriptions or not at all), then typos (relevance) or the sort field (missing values last), then
 * score, then slot.
 */
function rankOrder(context: SearchContext, plan: SearchPlan): (a: number, b: number) => boolean {
  const { tier, keys, rankTypos, rankShortfall, rankSlots } = context.scratch;
  if (plan.sort === undefined) {
    return (a, b) =>
      tier[a] !== tier[b]
        ? tier[a]! < tier[b]!
        : rankShortfall[a] !== rankShortfall[b]
          ? rankShortfall[a]! < rankShortfall[b]!
          : rankTypos[a] !== rankTypos[b]
            ? rankTypos[a]! < rankTypos[b]!
            : keys[a] !== keys[b]
              ? keys[a]! > keys[b]!
              : rankSlots[a]! < rankSlots[b]!;
  }
  const { sortValues } = context.scratch;
  const { descending } = plan.sort;
  return (a, b) => {
    if (tier[a] !== tier[b]) return tier[a]! < tier[b]!;
    if (rankShortfall[a] !== rankShortfall[b]) return rankShortfall[a]! < rankShortfall[b]!;
    const va = sortValues[a]!;
    const vb = sortValues[b]!;
    if (va !== vb) {
      if (Number.isNaN(va)) return false;
      if (Number.isNaN(vb)) return true;
      return descending ? va > vb : va < vb;
    }
    return keys[a] !== keys[b] ? keys[a]! > keys[b]! : rankSlots[a]! < rankSlots[b]!;
  };
}

/** Ranks the filtered candidates and cuts the page the plan asks for, pins at their positions. */
export function rankPage(
  context: SearchContext,
  plan: SearchPlan,
  config: CompiledConfig,
  candidates: Candidates,
  effects: RuleEffects,
  filtered: FacetStageResult,
): RankedPage {
  const { store } = context;
  const { start, rows } = plan;
  const { kept, length: total } = filtered;
  const { complete, minPrice, maxPrice, pinnedPositions } = rankKeys(
    context,
    plan,
    config,
    candidates,
    effects,
    filtered,
  );
  // Pins take their positions (1-based) among the ordered products; of pins at one position, the
  // first pin's product takes it and the next the position after (pins for every search come
  // first, then the query's own, each in the configuration's order).
  const pinsInOrder = pinnedPositions
    .map((position) => ({ position, ...effects.pinned.get(candidates.slots[kept[position]!]!)! }))
    .sort((a, b) => a.at - b.at || a.order - b.order);
  const pinnedAt = new Set(pinnedPositions);
  const ordered = topK(total, start + rows + pinnedPositions.length, rankOrder(context, plan)).filter(
    (position) => !pinnedAt.has(position),
  );
  let placed = -1;
  for (const pin of pinsInOrder) {
    placed = Math.min(Math.max(pin.at - 1, placed + 1), ordered.length);
    ordered.splice(placed, 0, pin.position);
  }
  const page = ordered.slice(start, start + rows);
  const pinnedSlots = new Set(pinsInOrder.map((pin) => candidates.slots[kept[pin.position]!]!));
  const { keys } = context.scratch;
  const results: SearchHit[] = page.map((position) => {
    const at = kept[position]!;
    const slot = candidates.slots[at]!;
    const reason = pinnedSlots.has(slot)
      ? 'pinned'
      : candidates.reasons[at] === IDENTIFIER
        ? 'identifier'
        : candidates.reasons[at] === FEATURED
          ? 'featured'
          : missedWords(candidates.shortfall[at]!) !== 0
            ? 'partial'
            : undefined;
    return {
      id: store.documents[slot]!.id,
      document: store.documents[slot]!,
      score: plan.sort === undefined ? keys[position]! - 1 : 0,
      ...(reason === undefined ? {} : { reason }),
    };
  });
  return {
    results,
    complete,
    priceStats: minPrice <= maxPrice ? { min: minPrice, max: maxPrice } : undefined,
  };
}
