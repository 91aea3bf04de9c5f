import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  define: { __PLAYBOARD_APP_ENTRY__: JSON.stringify('app-test.js') },
  test: {
    name: 'layer',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    css: true,
  },
});
