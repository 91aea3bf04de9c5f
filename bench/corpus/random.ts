/** Seeded PRNG (mulberry32): the same seed gives the same corpus on every machine. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Zipf-like pick: early items are much more frequent, as brands and words are in real shops. */
export function pickSkewed<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(items.length * random() ** 2.5)]!;
}
