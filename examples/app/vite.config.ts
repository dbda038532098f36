import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { backOfficeChunks } from './backOfficeChunks.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '../../src');
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8787';
const dataTable = path.join(src, 'components/data-table.ts');

/**
 * Preloads the Latin faces of the theme's typeface (regular, medium, bold: every screen uses
 * them). Found only when the first layout meets text, they arrived after it: the browser laid the
 * page out with a fallback font, then again with Rubik, and its first layout was about three times
 * slower for the font lookups (bench/pages.mjs traces: 36 ms → 13 ms on a 2-core machine).
 */
function preloadLatinFaces(): Plugin {
  return {
    name: 'preload-latin-faces',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const faces = Object.keys(bundle ?? {}).filter((file) =>
          /\/rubik-latin-(400|500|700)-normal-[\w-]+\.woff2$/.test(file),
        );
        return faces.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
            href: `./${file}`,
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The back-office's lazily loaded layout and pages, and what prefetch.ts loads with them: their
 * code beyond the first load goes to two chunks (backOfficeChunks.ts). The table and the rich-text
 * editor stay apart: the wizards load them lazily too, and only some pages need them.
 */
const backOffice = backOfficeChunks({
  roots: [
    'src/pages/AppLayout.tsx',
    'src/chrome/ChromeLayout.tsx',
    'src/chrome/pages.tsx',
    'src/pages/storePages.tsx',
    'src/pages/DashboardDefaultPage.tsx',
    'src/pages/DashboardDemoPage.tsx',
    'src/pages/UsersPage.tsx',
    'src/pages/ProductsPage.tsx',
    'src/primeReads.ts',
  ].map((file) => path.join(here, file)),
  alongside: [path.join(here, 'src/httpAdapters.ts'), path.join(here, 'src/httpClient.ts')],
  apart: [dataTable, path.join(src, 'components/rich-text.ts')],
});

// The example consumes the kit by its package name, resolved to the sources so edits show at once.
export default defineConfig({
  root: here,
  base: './',
  plugins: [react(), preloadLatinFaces(), backOffice.plugin],
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
        replacement: dataTable,
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The first load in one file. Left to itself, the bundler cut what the sign-in route
            // runs into 14 files (19 before styled-components, stylis and i18next were grouped),
            // most under 1 kB, wherever a lazily loaded screen shared a module: every file costs
            // every visit a request and a module record on the main thread.
            { name: 'index', tags: ['$initial'] },
            ...backOffice.groups,
          ],
        },
      },
    },
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
