import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'search',
    include: ['src/**/*.test.ts'],
  },
});
