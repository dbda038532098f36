import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumBinary, chromiumBrowser } from './scripts/chromium.ts';
import { pinnedChromium } from './scripts/pinnedChromium.mjs';
import { storyBaselinePath, storyScreenshot } from './scripts/storyScreenshot.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The browser window around the story frame (1200 × 900, Storybook's test viewport): wide and
 * tall enough that the frame is never scaled, and that a tall story can grow the frame to be
 * captured whole (.storybook/vitest.setup.ts).
 */
const STORY_WINDOW = { width: 1280, height: 2400 };

/**
 * Pixelmatch's per-pixel colour tolerance (YIQ distance, 0…1; anti-aliased pixels are its own
 * business) and no pixel beyond it: one differing pixel fails the story. 0.02, not Vitest's 0.1:
 * at 0.1 a darker shade of one colour token (success #1b5e20 → #2e7d32, a YIQ distance just under
 * 0.1) passed every story; at 0.02 it fails each story that shows it. Renders are deterministic
 * enough for it under `screenshotArgs` (scripts/chromium.ts).
 */
const VISUAL_TOLERANCE = { threshold: 0.02, allowedMismatchedPixels: 0 };

/**
 * Stories (and so every screenshot) run in the Chromium pinned by the lockfile, even when
 * CHROMIUM_PATH names another: the same binary and fonts on every machine that ran `npm ci`
 * (scripts/pinnedChromium.mjs). The other browser tests take CHROMIUM_PATH when it is set.
 */
const PINNED = await pinnedChromium();
const STORY_BROWSER = {
  executablePath: PINNED.executablePath,
  env: { ...process.env, FONTCONFIG_FILE: PINNED.fontconfig },
};
const BROWSER = await chromiumBinary();

/**
 * styled-components inserts its rules through the CSSOM (`insertRule`), as in production, rather
 * than as text: jsdom parses a style element's whole text again on every change, so with the text
 * mode that styled-components picks outside production, each new rule re-read every rule before
 * it (a third of the unit lane's CPU). Tests read the rules from `document.styleSheets`
 * (tests/unit/css.ts).
 */
const JSDOM_ENV = { SC_DISABLE_SPEEDY: 'false' };

export default defineConfig({
  plugins: [react()],
  // Pre-bundle what browser tests import so Vite never re-optimises (and reloads React) mid-run.
  optimizeDeps: {
    include: [
      'slate',
      'slate-react',
      'slate-history',
      'dompurify',
      'react-data-table-component',
      'react-hook-form',
      '@hookform/resolvers/yup',
      'yup',
      'i18next',
      'react-i18next',
      'styled-components',
      'stylis-plugin-rtl',
      'axios',
      '@testing-library/jest-dom/vitest',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // jsdom renders of whole layouts (the chrome's menu, a wizard step) take seconds, not
          // milliseconds, when two cores are shared with browser tests.
          testTimeout: 15_000,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/**/*.cold.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          env: JSDOM_ENV,
          // One jsdom and one module graph per worker, not per file: setting up jsdom and
          // importing React, styled-components and i18next again for each of ~115 files cost more
          // than the tests themselves (components: 80 s → 33 s). Tests clean up after themselves
          // (tests/unit/setup.ts); a test that needs modules never loaded before is a `.cold` one.
          isolate: false,
        },
        // The example app's modules import the kit by its package name (tsconfig paths).
        resolve: { tsconfigPaths: true },
      },
      {
        extends: true,
        test: {
          name: 'unit-cold',
          environment: 'jsdom',
          testTimeout: 15_000,
          include: ['tests/unit/**/*.cold.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          env: JSDOM_ENV,
        },
        resolve: { tsconfigPaths: true },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.{ts,tsx}'],
          exclude: ['tests/browser/**/*.cold.test.{ts,tsx}'],
          // Real typing into Slate on a loaded 2-core machine takes seconds, not milliseconds.
          testTimeout: 30_000,
          setupFiles: ['tests/browser/setup.ts'],
          browser: {
            ...chromiumBrowser({ binary: BROWSER }),
            // One page for every file, as for the stories: each file's own page imported React,
            // styled-components and the kit again (import 17 s of a 66 s run). The setup file
            // gives each file a clean page; a `.cold` file still gets a page of its own. The
            // lane alone (both projects, 19 files): 71 s / 104 busy core-s → 51 s / 72.
            isolate: false,
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser-cold',
          include: ['tests/browser/**/*.cold.test.{ts,tsx}'],
          testTimeout: 30_000,
          setupFiles: ['tests/browser/setup.ts'],
          browser: chromiumBrowser({ binary: BROWSER }),
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'tests/contract/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/node/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Servers and databases: one file at a time keeps a 2-core machine responsive.
          fileParallelism: false,
          // One module graph for the lane, not one per file: each file imported Fastify, PGlite and
          // the AWS SDK again (user CPU 217 s → 148 s for the lane, same 776 tests). Every file
          // starts its own servers and databases and closes them.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A real server and browser on a loaded 2-core machine: a poll gets 10 s, not 1 s (a
          // table's second page once took longer); a failure still fails, well before the test's limit.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // The whole-wizard story walks 11 steps in one play, and every story's screenshots are
          // compared after its play: tens of seconds on a loaded 2-core machine.
          testTimeout: 90_000,
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            ...chromiumBrowser({ window: STORY_WINDOW, binary: STORY_BROWSER }),
            // Byte-for-byte comparison first (scripts/storyScreenshot.ts).
            commands: { storyScreenshot },
            // One frame for every story file, not a new one per file: each file's frame loaded
            // React, styled-components, the kit and Storybook's preview again (setup + import 99 s
            // of a 658 s run). Stories already share a frame within a file, so each story starts
            // from the preview's own reset (beforeEach) either way. Whole project on a loaded
            // 2-core machine: 669 s → 385 s, the same 623 tests and screenshots passing.
            isolate: false,
            // Visual regression (.storybook/visual.ts): every story is compared with its baseline
            // in stories/**/__visual__/ (committed). A changed render fails with the diff under
            // .vitest-attachments/ (ignored); `npm run test:update-screenshots` accepts it.
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: VISUAL_TOLERANCE,
                resolveScreenshotPath: storyBaselinePath,
              },
            },
          },
        },
      },
    ],
  },
});
