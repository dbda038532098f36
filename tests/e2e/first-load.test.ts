import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The files `keys` need before they run: themselves and their static imports, transitively. */
function staticGraph(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the build manifest: ${key}`);
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return files;
}

const manifest = () =>
  JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
const signInFiles = () => staticGraph(manifest(), ['index.html']);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('first load', () => {
  it(`the sign-in route needs at most ${SIGN_IN_BUDGET_KB} kB gzip of JavaScript`, () => {
    const sizes = [...signInFiles()]
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, gzipSync(readFileSync(path.join(dist, file))).length] as const)
      .sort((a, b) => b[1] - a[1]);
    const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
    const list = sizes.map(
      ([file, bytes]) => `${path.basename(file)} ${(bytes / 1024).toFixed(1)} kB`,
    );
    console.log(
      `sign-in route: ${total.toFixed(1)} kB gzip in ${sizes.length} files\n  ${list.join('\n  ')}`,
    );
    expect(total, list.join(', ')).toBeLessThanOrEqual(SIGN_IN_BUDGET_KB);
  });

  it('the sign-in form takes typing with only those files (every other script refused)', async () => {
    const allowed = new Set([...signInFiles()].map((file) => `/${file}`));
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
