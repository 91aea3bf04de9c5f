import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The React app: one hashed ES entry (plus shared chunks) that the loader imports on first use.
// Served under /layer/assets/ with a year of cache; the manifest tells the loader build its name.
export default defineConfig({
  plugins: [react()],
  base: '/layer/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rollupOptions: {
      input: { app: 'src/app/mount.tsx' },
      preserveEntrySignatures: 'exports-only',
      output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/[name]-[hash].js' },
    },
  },
});
