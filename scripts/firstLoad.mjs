// The sign-in route's first load as a browser gets it (docs/architecture.md, "First load"): every
// JavaScript response the page requested before its form was interactive (static imports,
// modulepreloads and dynamic imports alike), gzipped as a server sends them, and the time from the
// navigation to a form that takes typing. One measurement for the e2e budget
// (tests/e2e/first-load.test.ts) and for `npm run bench`. The build manifest's static graph is
// kept for the e2e proof that the form works with every other script refused.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The manifest keys of what the sign-in route runs first: the page's entry, which holds the screen. */
export const SIGN_IN_ENTRIES = ['index.html'];

/**
 * @typedef {{ file: string, imports?: string[], css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/** @param {string} dist the example's build folder @returns {Manifest} */
export function readManifest(dist) {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
}

/**
 * The files `keys` need before they run: themselves and their static imports, transitively.
 * @param {Manifest} manifest
 * @param {string[]} keys
 * @returns {Set<string>}
 */
export function staticGraph(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  /** @param {string} key */
  const visit = (key) => {
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

/** @param {string} dist @returns {Set<string>} the sign-in route's static files */
export function signInFiles(dist) {
  return new Set(staticGraph(readManifest(dist), SIGN_IN_ENTRIES));
}

/**
 * The entry's static graph, gzipped (a lower bound of the first load: the browser may fetch
 * dynamic imports too before the form is interactive, which `measureFirstLoad` counts).
 * @param {string} dist
 * @returns {{ totalBytes: number, files: Array<{ file: string, gzipBytes: number }> }}
 */
export function signInWeight(dist) {
  const files = [...signInFiles(dist)]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(path.join(dist, file))).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { totalBytes: files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0), files };
}

/**
 * @typedef {{ file: string, gzipBytes: number }} LoadedFile
 * @typedef {{ ms: number, files: LoadedFile[], totalBytes: number }} FirstLoad
 */

/**
 * Opens `url` in a new page of `context` (a fresh one: nothing cached) and measures the first
 * load of the form whose field is labelled `label`: the milliseconds from the navigation to the
 * field taking typing, and every script response requested before the field was there (each
 * body read before the page closes). Largest file first.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} url
 * @param {string} [label]
 * @returns {Promise<FirstLoad>}
 */
export async function measureFirstLoad(context, url, label = 'Username') {
  const page = await context.newPage();
  /** @type {Array<Promise<LoadedFile>>} */
  const bodies = [];
  let interactive = false;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // Requested before the form was there: part of its first load, whenever it finishes.
    if (interactive || !pathname.endsWith('.js')) return;
    bodies.push(
      request.response().then(async (response) => ({
        file: path.basename(pathname),
        gzipBytes: response ? gzipSync(await response.body()).length : 0,
      })),
    );
  });
  try {
    const started = Date.now();
    await page.goto(url);
    const field = page.getByLabel(label, { exact: true });
    await field.waitFor({ state: 'visible' });
    interactive = true;
    await field.fill('x');
    const ms = Date.now() - started;
    // Every body is read while the page is still open.
    const files = (await Promise.all(bodies)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { ms, files, totalBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
  } finally {
    await page.close();
  }
}
