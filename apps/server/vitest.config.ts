import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // The PHP shop modules need `php`: vitest.modules.config.ts runs them (`npm run test:modules`).
    exclude: [...configDefaults.exclude, 'src/modules/connectors/php/**'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
