import type { ValueOrder } from './config.ts';

// Sorting a facet's values compared labels with localeCompare and looked the merchant's order up
// by label on every comparison; these turn both into integer ranks per value id (and the values
// the merchant hid into flags), computed once per list of labels (it only grows: a new value is
// appended) and per facet order.
const collator = new Intl.Collator();
const alphabetical = new WeakMap<readonly string[], { ranks: Int32Array; ids: Int32Array }>();
const placed = new WeakMap<ValueOrder, { labels: readonly string[]; ranks: Int32Array }>();
const hiddenByOrder = new WeakMap<ValueOrder, { labels: readonly string[]; hidden: Uint8Array }>();

/** Each label's rank in alphabetical order (the order of `localeCompare`), and the id at each rank. */
function alphabeticalRanks(labels: readonly string[]): { ranks: Int32Array; ids: Int32Array } {
  let entry = alphabetical.get(labels);
  if (entry === undefined || entry.ranks.length !== labels.length) {
    const ids = Int32Array.from(
      Array.from(labels.keys()).sort((a, b) => collator.compare(labels[a]!, labels[b]!)),
    );
    const ranks = new Int32Array(labels.length);
    ids.forEach((id, rank) => (ranks[id] = rank));
    entry = { ranks, ids };
    alphabetical.set(labels, entry);
  }
  return entry;
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
  const alphabet = alphabeticalRanks(labels).ranks;
  const byCount = (a: number, b: number): number => counts[b]! - counts[a]! || alphabet[a]! - alphabet[b]!;
  if (order.by === 'alphabetical') return (a, b) => alphabet[a]! - alphabet[b]!;
  if (order.by === 'count') return byCount;
  const ranks = placedRanks(order, labels);
  return (a, b) => ranks[a]! - ranks[b]! || byCount(a, b);
}

/**
 * `ids` (indexes into `labels`) in the order of {@link valueComparator}, sorted as numbers: each id's
 * place, count and alphabetical rank packed into one key, so a facet of hundreds of values sorts
 * natively instead of calling a comparator thousands of times. Keys too large to be exact fall back
 * to the comparator.
 */
export function sortValues(
  order: ValueOrder,
  labels: readonly string[],
  counts: Int32Array,
  ids: readonly number[],
): number[] {
  const { ranks: alphabet, ids: byRank } = alphabeticalRanks(labels);
  const size = Math.max(1, labels.length);
  let maxCount = 0;
  for (const id of ids) if (counts[id]! > maxCount) maxCount = counts[id]!;
  const places = order.by === 'custom' ? placedRanks(order, labels) : undefined;
  const countSpan = order.by === 'alphabetical' ? 1 : maxCount + 1;
  const tiers = places === undefined ? 1 : order.rank.size + 1;
  if (tiers * countSpan * size > Number.MAX_SAFE_INTEGER) {
    return [...ids].sort(valueComparator(order, labels, counts));
  }
  const keys = new Float64Array(ids.length);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    const place = places === undefined ? 0 : places[id]!;
    const count = order.by === 'alphabetical' ? 0 : maxCount - counts[id]!;
    keys[i] = (place * countSpan + count) * size + alphabet[id]!;
  }
  keys.sort();
  return Array.from(keys, (key) => byRank[key % size]!);
}
