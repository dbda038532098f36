import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFiles, signInWeight } from '../../scripts/firstLoad.mjs';
import { launch, origin } from './harness';

/**
 * The sign-in route's weight before its form is interactive (docs/architecture.md, "First
 * load"): the example's entry (which holds the sign-in page) with every chunk it imports
 * statically, gzipped as a server sends them. Everything else (other screens, other locales, the HTTP
 * client, the validation rules) is fetched when needed, and the browser half of the test proves
 * it: with every other script refused, the form still takes typing.
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
  it(`the sign-in route needs at most ${SIGN_IN_BUDGET_KB} kB gzip of JavaScript`, () => {
    const { totalBytes, files: sizes } = signInWeight(dist);
    const total = totalBytes / 1024;
    const list = sizes.map(
      ({ file, gzipBytes }) => `${path.basename(file)} ${(gzipBytes / 1024).toFixed(1)} kB`,
    );
    console.log(
      `sign-in route: ${total.toFixed(1)} kB gzip in ${sizes.length} files\n  ${list.join('\n  ')}`,
    );
    expect(total, list.join(', ')).toBeLessThanOrEqual(SIGN_IN_BUDGET_KB);
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
