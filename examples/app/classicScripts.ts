import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { transformAsync } from '@babel/core';
import { minify, type Plugin, type Rollup } from 'vite';
import { forgetFailedLoads } from './forgetFailedLoads.ts';

type OutputAsset = Rollup.OutputAsset;
type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/*
 * Ships the example's chunks as classic scripts (SystemJS's `System.register` format) instead of
 * ES modules, so a returning reader's browser reuses their compiled code. Chromium (156) keeps V8's
 * code cache for a classic script, with the functions the page went on to run once it has been
 * idle a moment, and reads it from the third visit on; it never reads one for a module script, so
 * every visit of an inner page parsed and compiled its ~830 kB of script again
 * (docs/architecture.md, "Inner pages"). The bundler still splits the code as ES modules; each
 * chunk is then rewritten by Babel's SystemJS transform (imports, exports, `import()` and
 * `import.meta`), minified as any chunk, and made strict; SystemJS's small loader (`s.js`) loads
 * them with script elements.
 *
 * What keeps a first visit as fast as with modules:
 * - the entry is preloaded by the HTML (`<link rel="preload" as="script">`) while the loader
 *   arrives, so they are fetched side by side, not one after the other;
 * - an import map's `depcache` lists each chunk's static imports, so the loader fetches a lazily
 *   imported chunk and the chunks it imports at once, as the browser does for a module graph.
 * And as with modules, a chunk whose request failed is asked for again (forgetFailedLoads.ts).
 */

/** What the HTML's module entry script becomes, given the loader's and the entry's addresses. */
export function classicEntryTags(options: {
  loader: string;
  entry: string;
  depcache: Record<string, string[]>;
}): string {
  // The import map is data, not script: the Content-Security-Policy's `script-src 'self'` allows
  // it, and SystemJS reads it as it starts. `<` is escaped so no path can close the element.
  const map = JSON.stringify({ depcache: options.depcache }).replace(/</g, '\\u003c');
  return [
    `<script type="systemjs-importmap">${map}</script>`,
    `<link rel="preload" as="script" href="${options.entry}">`,
    `<script defer src="${options.loader}"></script>`,
  ].join('\n    ');
}

/** Each chunk's static imports, by the chunk's address under `base`, for the import map. */
export function depcacheOf(chunks: readonly OutputChunk[], base: string): Record<string, string[]> {
  const depcache: Record<string, string[]> = {};
  for (const chunk of chunks) {
    if (chunk.imports.length === 0) continue;
    // SystemJS resolves each import against the chunk's own address.
    const dir = path.posix.dirname(chunk.fileName);
    depcache[`${base}${chunk.fileName}`] = chunk.imports.map((file) => {
      const relative = path.posix.relative(dir, file);
      return relative.startsWith('../') ? relative : `./${relative}`;
    });
  }
  return depcache;
}

const MAP_COMMENT = /\n\/\/# sourceMappingURL=\S+\s*$/;

/**
 * An ES module chunk's code as a `System.register` script and its source map (to `code`). The
 * bundler's minifier runs on it afterwards, as on any chunk.
 */
export async function toSystemRegister(
  code: string,
): Promise<{ code: string; map: Rollup.SourceMapInput }> {
  const result = await transformAsync(code, {
    babelrc: false,
    configFile: false,
    // The minifier formats it afterwards; compact output skips Babel's own formatting.
    compact: true,
    sourceMaps: true,
    plugins: ['@babel/plugin-transform-dynamic-import', '@babel/plugin-transform-modules-systemjs'],
  });
  if (!result?.code || !result.map) throw new Error('classicScripts: Babel gave no code');
  return { code: result.code, map: result.map as Rollup.SourceMapInput };
}

const STRICT = '"use strict";\n';

/**
 * `code` as a strict-mode script, and its source map (JSON) to match: a module is strict without
 * saying so, and the minifier, which took the chunk for a module, dropped Babel's directive; a
 * classic script must say it. On a line of its own, so the map only gains an empty first line.
 */
export function withStrictMode(
  code: string,
  map?: string,
): { code: string; map: string | undefined } {
  if (code.startsWith(STRICT)) return { code, map };
  if (map === undefined) return { code: STRICT + code, map };
  const parsed = JSON.parse(map) as { mappings: string };
  return {
    code: STRICT + code,
    map: JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` }),
  };
}

/**
 * The page's script loader: SystemJS's, without its source-map comment; failed loads forgotten
 * (forgetFailedLoads.ts); then the import of `entry`.
 */
export async function loaderSource(entry: string): Promise<string> {
  const require = createRequire(import.meta.url);
  const systemjs = readFileSync(require.resolve('systemjs/dist/s.min.js'), 'utf8');
  const ours = await minify(
    'loader.js',
    `(${forgetFailedLoads.toString()})(System);System.import(${JSON.stringify(entry)});`,
  );
  return `${systemjs.replace(MAP_COMMENT, '')}\n${ours.code}`;
}

/** The build step (see the top of this file). `base` is the build's public base ('./'). */
export function classicScripts(): Plugin {
  let base = './';
  return {
    name: 'classic-scripts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    renderChunk: {
      order: 'post',
      handler: (code) => toSystemRegister(code),
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle: OutputBundle) {
        const chunks = Object.values(bundle).filter(
          (item): item is OutputChunk => item.type === 'chunk',
        );
        const entry = chunks.find((chunk) => chunk.isEntry);
        const html = bundle['index.html'] as OutputAsset | undefined;
        if (!entry || !html) throw new Error('classicScripts: no entry chunk or index.html');
        for (const chunk of chunks) {
          // The chunk's map is an asset of its own by now.
          const mapFile = bundle[chunk.sourcemapFileName ?? `${chunk.fileName}.map`];
          const map = mapFile?.type === 'asset' ? String(mapFile.source) : undefined;
          const strict = withStrictMode(chunk.code, map);
          chunk.code = strict.code;
          if (mapFile?.type === 'asset' && strict.map !== undefined) mapFile.source = strict.map;
        }
        const entrySrc = `${base}${entry.fileName}`;
        const loader = this.emitFile({
          type: 'asset',
          name: 'loader.js',
          source: await loaderSource(entrySrc),
        });
        const moduleTag = `<script type="module" crossorigin src="${entrySrc}"></script>`;
        const source = String(html.source);
        if (!source.includes(moduleTag))
          throw new Error('classicScripts: no module entry in index.html');
        const tags = classicEntryTags({
          loader: `${base}${this.getFileName(loader)}`,
          entry: entrySrc,
          depcache: depcacheOf(chunks, base),
        });
        // A function, so no `$` in a path is read as a replacement pattern.
        html.source = source.replace(moduleTag, () => tags);
      },
    },
  };
}
