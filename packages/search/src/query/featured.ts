import type { IndexStore } from '../index/store.ts';
import type { CompiledConfig } from './config.ts';
import { FEATURED } from './reasons.ts';
import type { Scratch } from './scratch.ts';

/**
 * Candidates for the empty query, written to the scratch arrays: every live product, scored by
 * clicks; recommended products in a tier of their own, in the merchant's order. Returns the count.
 */
export function featuredCandidates(store: IndexStore, scratch: Scratch, config: CompiledConfig): number {
  scratch.reserveCandidates(store.liveCount);
  const { slots, scores, typos, reasons } = scratch;
  const clicks = config.clicks;
  const ids = config.featuredIds ?? [];
  const rank = new Map<number, number>();
  ids.forEach((id, position) => {
    const slot = store.slotOf(id);
    if (slot !== undefined && !rank.has(slot)) rank.set(slot, ids.length - position);
  });
  let length = 0;
  for (let slot = 0; slot < store.slotCount; slot++) {
    if (store.alive[slot] === 0) continue;
    slots[length] = slot;
    typos[length] = 0;
    const featured = rank.get(slot);
    reasons[length] = featured === undefined ? 0 : FEATURED;
    scores[length] = featured ?? (clicks.size === 0 ? 0 : (clicks.get(store.documents[slot]!.id) ?? 0));
    length++;
  }
  return length;
}
