import { defineConfig } from 'vitest/config';

// The benchmarks' smoke runs (smoke.test.ts): each spawns a benchmark at small sizes, in turn, since
// two at once would only share this machine's cores. About 2.5 minutes in all on the 2-core machine;
// each may take 4 (a benchmark past that is stopped) when other work shares the cores.
export default defineConfig({
  test: {
    name: 'bench',
    include: ['smoke.test.ts'],
    testTimeout: 250_000,
  },
});
