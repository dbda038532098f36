import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

// Layers of src (docs/architecture.md "Layers"), derived from the import graph: each folder may
// import the folders listed for it and nothing else of src. theme and kernel (the framework-free
// rules, codes, error table and wire types the reference API shares) import nothing; i18n sits
// on the kernel and the theme (direction, right-to-left support), validation on the kernel; api
// on those; components on them; account, chrome and wizards on components, never on each other;
// testing (doubles and demo data) on everything but the screens; elements (the custom elements)
// on anything.
// src/index.ts, the root entry, imports any entry.
const base = ['kernel', 'i18n', 'validation', 'api'];
const layers = {
  theme: [],
  kernel: [],
  i18n: ['kernel', 'theme'],
  validation: ['kernel'],
  api: ['kernel', 'i18n', 'validation'],
  components: ['theme', ...base],
  account: ['components', 'theme', ...base],
  chrome: ['components', 'theme', ...base],
  wizards: ['components', 'theme', ...base],
  testing: ['chrome', 'components', 'theme', ...base],
};
const areas = Object.keys(layers);

/**
 * One config per folder and depth: a file `depth` folders below src reaches src with exactly
 * `depth` `../`, so the rule reads which folder a relative import lands in without resolving it.
 * Three rules: only downward (the table above), no other folder's `internal/`, nothing outside src.
 */
const layerConfigs = areas.flatMap((area) =>
  [1, 2, 3, 4, 5, 6].map((depth) => {
    const up = `(?:\\.\\./){${depth}}`;
    const forbidden = areas.filter((a) => a !== area && !layers[area].includes(a));
    const others = areas.filter((a) => a !== area);
    const patterns = [
      {
        regex: `^${up}(?:${others.join('|')})/(?:[^/]+/)*internal(?:/|$)`,
        message: `internal/ is private to its folder: import a public module instead (shared form plumbing is in src/components/forms, shared hooks and icons in src/components/common).`,
      },
      {
        regex: `^(?:\\.\\./){${depth + 1},}`,
        message: 'src imports nothing outside src.',
      },
    ];
    if (forbidden.length) {
      patterns.unshift({
        regex: `^${up}(?:${forbidden.join('|')})(?:/|$)`,
        message: `src/${area} may import only ${layers[area].join(', ') || 'nothing else of src'} (layers: docs/architecture.md).`,
      });
    }
    return {
      files: [`src/${area}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    };
  }),
);

// What the reference API may take from src: the kernel (src/kernel: no React, no yup, no i18next),
// by path. Anything else comes through a public entry (`storefront-onboarding/…`).
const serverKernel = 'kernel';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'examples/app/dist',
      'examples/server/data',
      'tests/package/.scratch',
      'coverage',
      '.tmp',
      'tests/e2e/__screenshots__',
      '.vitest-attachments',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...storybook.configs['flat/recommended'],
  ...layerConfigs,
  {
    files: ['examples/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?:\\.\\./)+src/(?!${serverKernel}/)`,
              message:
                'The reference API imports from src only the kernel (src/kernel: the framework-free rules) or a public entry (storefront-onboarding/…).',
            },
          ],
        },
      ],
    },
  },
);
