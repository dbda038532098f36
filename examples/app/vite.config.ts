import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '../../src');
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8787';

// The example consumes the kit by its package name, resolved to the sources so edits show at once.
export default defineConfig({
  root: here,
  base: './',
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^storefront-onboarding$/, replacement: path.join(src, 'index.ts') },
      { find: /^storefront-onboarding\/s3$/, replacement: path.join(src, 'api/upload/s3.ts') },
      {
        find: /^storefront-onboarding\/rich-text$/,
        replacement: path.join(src, 'components/rich-text.ts'),
      },
      {
        find: /^storefront-onboarding\/data-table$/,
        replacement: path.join(src, 'components/data-table.ts'),
      },
      { find: /^storefront-onboarding\/(.*)$/, replacement: path.join(src, '$1/index.ts') },
      // React 19 has the hook the shim polyfills (src/syncExternalStoreShim.ts).
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.join(here, 'src/syncExternalStoreShim.ts'),
      },
    ],
  },
  build: {
    outDir: path.join(here, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    // Which chunks each route needs (tests/e2e/first-load.test.ts weighs the sign-in route).
    manifest: true,
    reportCompressedSize: false,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
      '/dev': { target: apiTarget, changeOrigin: false },
    },
  },
});
