import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves dist/ in production; in development Vite proxies API calls to it.
const api = process.env.PLAYBOARD_API ?? 'http://localhost:3000';
const proxied = [
  '/account',
  '/main',
  '/index',
  '/billing',
  '/oidc',
  '/flags',
  '/socket.io',
  '/mailbox',
  '/docs',
];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        // @playboard/domain is pure (its modules only declare schemas, constants and functions), so
        // the shell keeps the messages and constants it uses without every zod schema of the barrel.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id),
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: api, ws: path === '/socket.io' }])),
  },
});
