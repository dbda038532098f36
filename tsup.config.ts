import { defineConfig } from 'tsup';

/** Every public entry of the package; keep in sync with package.json "exports". */
export const entries = {
  index: 'src/index.ts',
  'api/index': 'src/api/index.ts',
  'components/index': 'src/components/index.ts',
  'rich-text/index': 'src/components/rich-text.ts',
  'data-table/index': 'src/components/data-table.ts',
  'theme/index': 'src/theme/index.ts',
  'i18n/index': 'src/i18n/index.ts',
  'account/index': 'src/account/index.ts',
  'team/index': 'src/team/index.ts',
  'wizards/index': 'src/wizards/index.ts',
  'chrome/index': 'src/chrome/index.ts',
  'validation/index': 'src/validation/index.ts',
  's3/index': 'src/api/upload/s3.ts',
  'testing/index': 'src/testing/index.ts',
};

/**
 * The custom elements' entry (storefront-onboarding/elements), named here as the declarations and
 * the API report read entries; built by the second config below into dist/elements/.
 */
export const elementEntries = {
  'elements/index': 'src/elements/index.ts',
};

export default defineConfig([
  {
    entry: entries,
    format: ['esm', 'cjs'],
    // Declarations: scripts/declarations.mjs, after this build (`npm run build`, scripts/build.mjs).
    dts: false,
    tsconfig: 'tsconfig.build.json',
    sourcemap: true,
    // dist/elements/ is the second config's, built at the same time.
    clean: ['**/*', '!elements/**'],
    treeshake: true,
    splitting: true,
    target: 'es2022',
    // Keep Hindi and Arabic strings as UTF-8, not \uXXXX escapes (a third of the size).
    esbuildOptions(options) {
      options.charset = 'utf8';
    },
    // Peers (and the optional S3 SDK) are never bundled.
    external: [
      'react',
      'react-dom',
      'react/jsx-runtime',
      'styled-components',
      'react-hook-form',
      'yup',
      /^@hookform\/resolvers/,
      'i18next',
      'react-i18next',
      /^@aws-sdk\//,
      /^@tanstack\//,
    ],
  },
  {
    // The custom elements carry everything they need (React, styled-components, i18next …): one
    // ES module a plain page loads with a script tag, its chunks beside it, fetched on demand
    // (the runtime when an element connects, each element's screen, each locale, the rich-text
    // editor and the data table when shown). Minified: it is what a page downloads as it is.
    entry: { index: elementEntries['elements/index'] },
    outDir: 'dist/elements',
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    dts: false,
    tsconfig: 'tsconfig.build.json',
    // No maps: they would double the tarball (React's and the kit's sources again); the same
    // code ships with maps in the React entries.
    sourcemap: false,
    clean: true,
    splitting: true,
    treeshake: true,
    minify: true,
    noExternal: [/./],
    env: { NODE_ENV: 'production' },
    esbuildOptions(options) {
      options.charset = 'utf8';
      // Chunks named after their first module (`mount-….js`, `WizardView-….js`), for the size
      // budgets to tell them apart.
      options.chunkNames = '[name]-[hash]';
    },
  },
]);
