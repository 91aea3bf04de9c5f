import type { ValueOrder } from './config.ts';

// Sorting a facet's values compared labels with localeCompare and looked the merchant's order up
// by label on every comparison; these turn both into integer ranks per value id (and the values
// the merchant hid into flags), computed once per list of labels (it only grows: a new value is
// appended) and per facet order.
const collator = new Intl.Collator();
const alphabetical = new WeakMap<readonly string[], Int32Array>();
const placed = new WeakMap<ValueOrder, { labels: readonly string[]; ranks: Int32Array }>();
const hiddenByOrder = new WeakMap<ValueOrder, { labels: readonly string[]; hidden: Uint8Array }>();

/** Each label's rank in alphabetical order (the order of `localeCompare`). */
function alphabeticalRanks(labels: readonly string[]): Int32Array {
  let ranks = alphabetical.get(labels);
  if (ranks === undefined || ranks.length !== labels.length) {
    const ids = Array.from(labels.keys()).sort((a, b) => collator.compare(labels[a]!, labels[b]!));
    const ordered = new Int32Array(labels.length);
    ids.forEach((id, rank) => (ordered[id] = rank));
    ranks = ordered;
    alphabetical.set(labels, ranks);
  }
  return ranks;
}

/** Each label's place in the merchant's order; the labels the merchant did not place come after. */
function placedRanks(order: ValueOrder, labels: readonly string[]): Int32Array {
  let entry = placed.get(order);
  if (entry === undefined || entry.labels !== labels || entry.ranks.length !== labels.length) {
    const unplaced = order.rank.size;
    entry = { labels, ranks: Int32Array.from(labels, (label) => order.rank.get(label) ?? unplaced) };
    placed.set(order, entry);
  }
  return entry.ranks;
}

/** 1 for each label the merchant hid, by value id: a facet skips them without hashing the label. */
export function hiddenValues(order: ValueOrder, labels: readonly string[]): Uint8Array {
  let entry = hiddenByOrder.get(order);
  if (entry === undefined || entry.labels !== labels || entry.hidden.length !== labels.length) {
    entry = { labels, hidden: Uint8Array.from(labels, (label) => (order.hidden.has(label) ? 1 : 0)) };
    hiddenByOrder.set(order, entry);
  }
  return entry.hidden;
}

/**
 * Orders value ids (indexes into `labels`) by the facet's order; ties, and values the merchant
 * did not place, go by count, then alphabetically.
 */
export function valueComparator(
  order: ValueOrder,
  labels: readonly string[],
  counts: Int32Array,
): (a: number, b: number) => number {
  const alphabet = alphabeticalRanks(labels);
  const byCount = (a: number, b: number): number => counts[b]! - counts[a]! || alphabet[a]! - alphabet[b]!;
  if (order.by === 'alphabetical') return (a, b) => alphabet[a]! - alphabet[b]!;
  if (order.by === 'count') return byCount;
  const ranks = placedRanks(order, labels);
  return (a, b) => ranks[a]! - ranks[b]! || byCount(a, b);
}
