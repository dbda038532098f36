import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classicEntryTags,
  classicScripts,
  depcacheOf,
  toSystemRegister,
  withStrictMode,
} from '../../examples/app/classicScripts';

type Declared = { setters: unknown[]; execute: () => void };
type Declare = (
  exportFn: (name: string | object, value?: unknown) => void,
  context: object,
) => Declared;

/** Runs a `System.register` script; its imports, the declaring function, and what it exported. */
function register(code: string, context: object = { meta: { url: 'http://x/a.js' } }) {
  let registered: [string[], Declare] | undefined;
  runInNewContext(code, {
    System: { register: (deps: string[], declare: Declare) => (registered = [deps, declare]) },
  });
  if (!registered) throw new Error('nothing registered');
  const exported: Record<string, unknown> = {};
  const [deps, declare] = registered;
  const declared = declare((name, value) => {
    if (typeof name === 'string') exported[name] = value;
    else Object.assign(exported, name);
  }, context);
  declared.execute();
  return { deps, declare, exported };
}

describe('toSystemRegister', () => {
  it('turns a chunk into a System.register script with its imports, exports and context', async () => {
    const { code, map } = await toSystemRegister(
      [
        "import { b } from './b.js';",
        'export const a = b + 1;',
        "export const later = () => import('./c.js');",
        'export const where = import.meta.url;',
      ].join('\n'),
    );
    expect(code).toMatch(/^System\.register\(\["\.\/b\.js"\],function\(/);
    expect(map).toMatchObject({
      sources: expect.any(Array) as unknown,
      mappings: expect.any(String) as unknown,
    });
    const imported: Array<[string, unknown]> = [];
    const { deps, declare, exported } = register(code, {
      meta: { url: 'http://x/a.js' },
      import: (id: string) => (imported.push([id, null]), Promise.resolve({})),
    });
    expect(deps).toEqual(['./b.js']);
    // Two parameters: SystemJS gives the module its context (import, meta) only then.
    expect(declare).toHaveLength(2);
    expect(exported.where).toBe('http://x/a.js');
    await (exported.later as () => Promise<unknown>)();
    expect(imported).toEqual([['./c.js', null]]);
  });
});

describe('withStrictMode', () => {
  it('makes the script strict on a first line of its own, and moves its map down a line', () => {
    const map = JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA', names: [] });
    const out = withStrictMode('System.register([],function(){})', map);
    expect(out.code).toBe('"use strict";\nSystem.register([],function(){})');
    expect(JSON.parse(out.map!)).toMatchObject({ sources: ['a.ts'], mappings: ';AAAA' });
    // Already strict: unchanged.
    expect(withStrictMode(out.code, out.map)).toEqual(out);
    expect(withStrictMode('x()').map).toBeUndefined();
  });
});

describe('depcacheOf and classicEntryTags', () => {
  it('lists each chunk’s static imports under its address, relative to it', () => {
    const chunks = [
      { fileName: 'assets/a.js', imports: ['assets/b.js', 'assets/c.js'] },
      { fileName: 'assets/b.js', imports: [] },
      { fileName: 'assets/c.js', imports: ['vendor/d.js'] },
    ] as unknown as Parameters<typeof depcacheOf>[0];
    expect(depcacheOf(chunks, './')).toEqual({
      './assets/a.js': ['./b.js', './c.js'],
      './assets/c.js': ['../vendor/d.js'],
    });
  });

  it('writes the import map as data that no path can close', () => {
    const tags = classicEntryTags({
      loader: './assets/loader.js',
      entry: './assets/index.js',
      depcache: { './assets/a</script>.js': ['./b.js'] },
    });
    expect(tags).toContain('<script type="systemjs-importmap">');
    expect(tags.match(/<\/script>/g)).toHaveLength(2);
    expect(tags).toContain('<link rel="preload" as="script" href="./assets/index.js">');
    expect(tags).toContain('<script defer src="./assets/loader.js"></script>');
  });
});

describe('classicScripts in a build', () => {
  let root: string;
  let dist: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'sfo-classic-'));
    dist = path.join(root, 'dist');
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><head></head><body><script type="module" src="./main.js"></script></body></html>',
    );
    writeFileSync(path.join(root, 'shared.js'), "export const shown = () => 'shared';\n");
    writeFileSync(
      path.join(root, 'main.js'),
      "import { shown } from './shared.js';\nwindow.shown = shown();\nwindow.later = () => import('./later.js');\n",
    );
    writeFileSync(
      path.join(root, 'later.js'),
      "import { shown } from './shared.js';\nexport const both = shown() + ' and later';\n",
    );
    await build({
      root,
      base: './',
      logLevel: 'silent',
      configFile: false,
      plugins: [classicScripts()],
      build: { outDir: dist, sourcemap: true, modulePreload: false },
    });
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('ships strict System.register scripts, a loader, and HTML that loads them', () => {
    const assets = readdirSync(path.join(dist, 'assets'));
    const chunks = assets.filter((file) => file.endsWith('.js') && !file.startsWith('loader-'));
    expect(chunks).toHaveLength(2);
    for (const file of chunks) {
      const code = readFileSync(path.join(dist, 'assets', file), 'utf8');
      expect(code.startsWith('"use strict";\nSystem.register([')).toBe(true);
      expect(code).toContain(`//# sourceMappingURL=${file}.map`);
      const map = JSON.parse(readFileSync(path.join(dist, 'assets', `${file}.map`), 'utf8')) as {
        mappings: string;
      };
      // The directive's line maps to nothing; the code's first line does.
      expect(map.mappings.startsWith(';')).toBe(true);
      expect(map.mappings.length).toBeGreaterThan(1);
    }
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(html).not.toContain('type="module"');
    const loader = /<script defer src="\.\/(assets\/loader-[\w-]+\.js)"><\/script>/.exec(html)?.[1];
    expect(loader).toBeDefined();
    const entry = /<link rel="preload" as="script" href="\.\/(assets\/index-[\w-]+\.js)">/.exec(
      html,
    )?.[1];
    expect(entry).toBeDefined();
    const later = chunks.find((file) => file.startsWith('later-'));
    const map = JSON.parse(/<script type="systemjs-importmap">(.*?)<\/script>/.exec(html)![1]!) as {
      depcache: Record<string, string[]>;
    };
    expect(map.depcache).toEqual({ [`./assets/${later}`]: [`./${path.basename(entry!)}`] });
    const loaderCode = readFileSync(path.join(dist, loader!), 'utf8');
    expect(loaderCode).toContain('getOwnPropertySymbols');
    expect(loaderCode.trimEnd().endsWith(`System.import(\`./${entry}\`);`)).toBe(true);
    expect(loaderCode).not.toContain('sourceMappingURL');
  });
});
