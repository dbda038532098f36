import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, origin } from './harness';

/*
 * The example's chunks are classic scripts, loaded by SystemJS (examples/app/classicScripts.ts).
 * SystemJS keeps a load that failed; the page's loader forgets it (forgetFailedLoads.ts), so a
 * chunk whose request failed once is asked for again, as the browser does for a module script.
 */

interface Loader {
  import(url: string): Promise<Record<string, unknown>>;
  getImportMap(): { depcache: Record<string, string[]> };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The sign-in page, loaded; and the address of the chunk whose name matches `name`. */
async function pageWithChunk(name: RegExp): Promise<{ page: Page; chunk: string }> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${origin('acme')}/#/auth/login`);
  await page.getByLabel('Username', { exact: true }).waitFor();
  const chunks = await page.evaluate(() =>
    Object.keys((window as unknown as { System: Loader }).System.getImportMap().depcache),
  );
  const chunk = chunks.find((url) => name.test(url));
  if (!chunk) throw new Error(`no chunk ${name} in ${chunks.join(', ')}`);
  return { page, chunk };
}

/** Imports `url` in the page: 'loaded' with its exports, or the error's message. */
function importIn(page: Page, url: string): Promise<string> {
  return page.evaluate(
    (address) =>
      (window as unknown as { System: Loader }).System.import(address).then(
        (module) => (Object.keys(module).length > 0 ? 'loaded' : 'no exports'),
        (error: unknown) => String(error),
      ),
    url,
  );
}

/** Fails the first request matching `pattern`, lets the others through; counts them. */
async function failOnce(page: Page, pattern: RegExp): Promise<{ requests: () => number }> {
  let requests = 0;
  await page.route(pattern, (route) => {
    requests += 1;
    return requests === 1 ? route.abort() : route.continue();
  });
  return { requests: () => requests };
}

/** The first import of `chunk` fails with `failing`'s first request; the second asks again. */
async function expectAskedAgain(chunkName: RegExp, failing: RegExp): Promise<void> {
  const { page, chunk } = await pageWithChunk(chunkName);
  try {
    const network = await failOnce(page, failing);
    expect(await importIn(page, chunk)).toMatch(/errors\.md#3/);
    expect(await importIn(page, chunk)).toBe('loaded');
    expect(network.requests()).toBe(2);
  } finally {
    await page.context().close();
  }
}

describe('the example’s script loader', () => {
  it('asks again for a chunk whose request failed', async () => {
    // The Arabic strings: lazily imported, not part of the sign-in page's first load.
    await expectAskedAgain(/\/ar-[\w-]+\.js$/, /\/ar-[\w-]+\.js$/);
  });

  it('asks again for a chunk whose import failed, and the import that failed with it', async () => {
    // The rich-text entry imports the editor's chunk: the editor fails, so the entry does too.
    await expectAskedAgain(/\/rich-text-[\w-]+\.js$/, /\/RichTextEditor-[\w-]+\.js$/);
  });
});
