import type { IndexStore } from '../index/store.ts';
import type { CompiledConfig } from './config.ts';

/** Candidates for the empty query: every live product, scored by clicks; recommended ones first. */
export function featuredCandidates(
  store: IndexStore,
  config: CompiledConfig,
): { slots: Uint32Array; scores: Float32Array; featured: Set<number>; length: number } {
  const slots = new Uint32Array(store.liveCount);
  const scores = new Float32Array(store.liveCount);
  let length = 0;
  const clicks = config.clicks;
  for (let slot = 0; slot < store.slotCount; slot++) {
    if (store.alive[slot] === 0) continue;
    slots[length] = slot;
    scores[length] = clicks.size === 0 ? 0 : (clicks.get(store.documents[slot]!.id) ?? 0);
    length++;
  }
  const featured = new Set<number>();
  const ids = config.featuredIds ?? [];
  ids.forEach((id, rank) => {
    const slot = store.slotOf(id);
    if (slot === undefined) return;
    featured.add(slot);
    // Recommended products rank in their own tier; this keeps the merchant's order inside it.
    scores[slots.indexOf(slot)] = ids.length - rank;
  });
  return { slots, scores, featured, length };
}
