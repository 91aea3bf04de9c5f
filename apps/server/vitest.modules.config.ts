import { defineConfig } from 'vitest/config';

// The PHP shop modules' tests (src/modules/connectors/php): they need `php` on the PATH, so the
// default test run leaves them out and CI runs them with this config (`npm run test:modules`).
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'server-php-modules',
    include: ['src/modules/connectors/php/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
