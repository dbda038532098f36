import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureFirstLoad, signInFiles } from '../../scripts/firstLoad.mjs';
import { launch, origin } from './harness';

/**
 * The sign-in route's first load (docs/architecture.md, "First load"), as the browser gets it:
 * every script it requests before the form is interactive, static imports and dynamic imports
 * alike, gzipped as a server sends them (scripts/firstLoad.mjs, the measure `npm run bench`
 * prints). Everything else (other screens, other locales, the HTTP client, the validation rules)
 * is fetched when needed, and the browser half of the test proves it: with every other script
 * refused, the form still takes typing.
 */
const SIGN_IN_BUDGET_KB = 150;

const dist = path.resolve('examples/app/dist');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('first load', () => {
  it(`the browser loads at most ${SIGN_IN_BUDGET_KB} kB gzip of JavaScript before the sign-in form is interactive`, async () => {
    const context = await browser.newContext();
    try {
      const { totalBytes, files } = await measureFirstLoad(
        context,
        `${origin('acme')}/#/auth/login`,
      );
      const total = totalBytes / 1024;
      const list = files.map(
        ({ file, gzipBytes }) => `${file} ${(gzipBytes / 1024).toFixed(1)} kB`,
      );
      console.log(
        `sign-in route: ${total.toFixed(1)} kB gzip in ${files.length} files\n  ${list.join('\n  ')}`,
      );
      // The entry itself was among them: the measure saw the page load.
      expect(
        files.some(({ file }) => /^index-.*\.js$/.test(file)),
        list.join(', '),
      ).toBe(true);
      expect(total, list.join(', ')).toBeLessThanOrEqual(SIGN_IN_BUDGET_KB);
    } finally {
      await context.close();
    }
  });

  it('the sign-in form takes typing with only those files (every other script refused)', async () => {
    const allowed = new Set([...signInFiles(dist)].map((file) => `/${file}`));
    const context = await browser.newContext();
    const page = await context.newPage();
    const refused: string[] = [];
    await page.route('**/*.js', (route) => {
      const { pathname } = new URL(route.request().url());
      if (allowed.has(pathname)) return route.continue();
      refused.push(path.basename(pathname));
      return route.abort();
    });
    await page.goto(`${origin('acme')}/#/auth/login`);
    const username = page.getByLabel('Username');
    await username.fill('asha');
    await page.getByLabel('Password', { exact: true }).fill('secret');
    await expect.poll(() => username.inputValue()).toBe('asha');
    // The rules, the HTTP client and the other screens were not part of it.
    expect(refused.length).toBeGreaterThan(0);
    await context.close();
  });
});
