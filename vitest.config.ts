import { defineConfig } from 'vitest/config';

// Each workspace has its own vitest.config.ts, and so do the benchmarks' smoke runs (bench/);
// e2e/*.spec.ts belong to Playwright, never to Vitest.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'bench/vitest.config.ts'],
  },
});
