/**
 * The library's declarations, made once and used twice: `npm run build` bundles them into
 * `dist/` (one `.d.ts` and one `.d.cts` per entry, shared types in chunks beside them), and the API
 * report (scripts/api-report.mjs) reads them. TypeScript emits them from `src` into
 * `.tmp/api/dts/`, incrementally: the second of the two callers finds them up to date and pays
 * only TypeScript's check of what changed (about 6 core-seconds on a 2-core machine, against 22
 * for a full emit). tsup's own `dts` option ran a TypeScript program of its own on top of that:
 * 62 of the build's 72 core-seconds.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where TypeScript writes the declarations of `src`, one file per module, and its build info. */
export const typesDir = path.join(root, '.tmp/api/dts');

/**
 * The public entries, as tsup builds them (tsup.config.ts: `'api/index': 'src/api/index.ts'`, …):
 * the output name and the entry's emitted declaration file.
 * @returns {{ name: string, declarations: string }[]}
 */
export function declarationEntries() {
  const found = [
    ...readFileSync(path.join(root, 'tsup.config.ts'), 'utf8').matchAll(
      /^\s*'?([\w/-]+)'?: '(src\/[^']+)\.ts',$/gm,
    ),
  ].map(([, name, source]) => ({
    name,
    declarations: path.join(typesDir, `${source.replace(/^src\//, '')}.d.ts`),
  }));
  if (found.length === 0) throw new Error('no entries found in tsup.config.ts');
  return found;
}

/** Emits (or brings up to date) the declarations of `src` in `typesDir`; throws on a type error. */
export function emitDeclarations() {
  execFileSync(
    'npx',
    [
      'tsc',
      '-p',
      'tsconfig.build.json',
      '--emitDeclarationOnly',
      '--declaration',
      '--rootDir',
      'src',
      '--outDir',
      typesDir,
      // Kept inside the output folder: deleting the folder also forgets what was emitted.
      '--incremental',
      '--tsBuildInfoFile',
      path.join(typesDir, '.tsbuildinfo'),
    ],
    { cwd: root, stdio: 'inherit' },
  );
}

/**
 * Emits the declarations, then bundles them per entry into `outDir` (`dist/`), for both module
 * systems: `index.d.ts` beside `index.js`, `index.d.cts` beside `index.cjs`, each importing its
 * shared chunks with the matching extension. Every bare import (React, the peers) stays an import.
 * @param {string} outDir
 */
export async function bundleDeclarations(outDir = path.join(root, 'dist')) {
  emitDeclarations();
  const bundle = await rollup({
    input: Object.fromEntries(declarationEntries().map((e) => [e.name, e.declarations])),
    plugins: [dts()],
    external: (id) => !id.startsWith('.') && !path.isAbsolute(id),
  });
  try {
    for (const ext of ['d.ts', 'd.cts']) {
      await bundle.write({
        dir: outDir,
        format: 'es',
        entryFileNames: `[name].${ext}`,
        // A chunk is named after its first module (`tenant.d.ts` → `tenant-<hash>.d.ts`).
        chunkFileNames: (chunk) => `${chunk.name.replace(/\.d$/, '')}-[hash].${ext}`,
      });
    }
  } finally {
    await bundle.close();
  }
}
