import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { configValidators } from './config-validators.ts';

export default defineConfig({
  plugins: [react(), configValidators()],
  test: {
    name: 'console',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    // Every machine runs the tests in one zone, so a browser zone never changes what a screen sends.
    env: { TZ: 'UTC' },
  },
});
