import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

// The loader shops embed (`<script src=".../layer.js" async>`): a classic script, so an IIFE, with
// the app entry's hashed name baked in (the app build runs first and writes the manifest).
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
  string,
  { file: string; isEntry?: boolean }
>;
const appEntry = manifest['src/app/mount.tsx']?.file;
if (!appEntry) throw new Error('layer: build the app first (vite build -c vite.app.config.ts)');

export default defineConfig({
  define: { __PLAYBOARD_APP_ENTRY__: JSON.stringify(appEntry.replace(/^assets\//, '')) },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2020',
    lib: {
      entry: 'src/loader/loader.ts',
      formats: ['iife'],
      name: 'playboardLoader',
      fileName: () => 'layer.js',
    },
  },
});
