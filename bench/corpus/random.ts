// Seeded PRNG (mulberry32), the demo shop's: the same seed gives the same corpus on every machine.
export { seededRandom as createRandom } from '@playboard/demo-shop';

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Zipf-like pick: early items are much more frequent, as brands and words are in real shops. */
export function pickSkewed<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(items.length * random() ** 2.5)]!;
}
