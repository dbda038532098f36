// The sign-in route's weight before its form is interactive (docs/architecture.md, "First load"):
// the example's entry (which holds the sign-in page) with every chunk it imports statically,
// gzipped as a server sends them. One measurement for the e2e budget (tests/e2e/first-load.test.ts) and for
// `npm run bench`, read from the build manifest of examples/app/dist.
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
  return staticGraph(readManifest(dist), SIGN_IN_ENTRIES);
}

/**
 * The sign-in route's JavaScript, gzipped: each file's size, largest first, and the total.
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
