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

export default defineConfig({
  entry: entries,
  format: ['esm', 'cjs'],
  // Declarations: scripts/declarations.mjs, after this build (`npm run build`, scripts/build.mjs).
  dts: false,
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
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
});
