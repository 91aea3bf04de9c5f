import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { configValidators } from './config-validators.ts';

// The server serves dist/ in production; in development Vite proxies API calls to it.
const api = process.env.PLAYBOARD_API ?? 'http://localhost:3000';
const proxied = [
  '/account/v1',
  '/main/v1',
  '/index/v1',
  '/billing/v1',
  '/analytics/v1',
  '/oidc',
  '/flags',
  '/socket.io',
  '/mailbox',
  '/docs',
];

export default defineConfig({
  plugins: [react(), tailwindcss(), configValidators()],
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: api, ws: path === '/socket.io' }])),
  },
});
