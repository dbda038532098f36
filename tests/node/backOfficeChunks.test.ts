import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { backOfficeChunks } from '../../examples/app/backOfficeChunks.ts';

/**
 * The example's chunk plugin (examples/app/backOfficeChunks.ts) on a small module graph built for
 * real: which module lands in the first load, the back-office's `store` chunk, the `signed-in`
 * chunk it shares with the other lazily loaded screens, or a chunk of its own.
 */
const files: Record<string, string> = {
  // The first load: takes one name from a re-exporting index.
  'entry.ts': `
    import { greet } from './kit/index.ts';
    export const routes = {
      layout: () => import('./layout.ts'),
      users: () => import('./users.ts'),
      wizard: () => import('./wizard.ts'),
    };
    greet();`,
  'kit/index.ts': `
    export { greet } from './greet.ts';
    export { storeOnly } from './storeOnly.ts';
    export { both } from './both.ts';
    export * from './starred.ts';`,
  'kit/greet.ts': `export const greet = () => console.log('hi');`,
  'kit/storeOnly.ts': `export const storeOnly = () => console.log('store only');`,
  'kit/both.ts': `export const both = () => console.log('both');`,
  'kit/starred.ts': `export const starred = () => console.log('starred');`,
  // The back-office, a layout and a page loaded lazily each: names only they take (left to the
  // bundler, a chunk of their own), one the wizard takes too, the table kept apart.
  'layout.ts': `
    import { storeOnly, starred, greet } from './kit/index.ts';
    import { adapters } from './adapters.ts';
    export const layout = () => { storeOnly(); starred(); greet(); adapters(); };`,
  'users.ts': `
    import { storeOnly, both } from './kit/index.ts';
    export const page = () => { storeOnly(); both(); return import('./table.ts'); };`,
  'adapters.ts': `export const adapters = () => console.log('adapters');`,
  'table.ts': `import { tableHelper } from './tableHelper.ts'; export const table = () => tableHelper();`,
  'tableHelper.ts': `export const tableHelper = () => console.log('table');`,
  // Another lazily loaded screen: shares a name and the adapters with the back-office.
  'wizard.ts': `
    import { both } from './kit/index.ts';
    import { adapters } from './adapters.ts';
    export const wizard = () => { both(); adapters(); };`,
};

let dir: string;
/** Module file (relative to the fixture) → the chunk's name it was put in. */
let chunkOf: Map<string, string>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sfo-chunks-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const at = (name: string) => path.join(dir, name);
  const backOffice = backOfficeChunks({
    roots: [at('layout.ts'), at('users.ts')],
    alongside: [at('adapters.ts')],
    apart: [at('table.ts')],
  });
  const output = (await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [backOffice.plugin],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: at('entry.ts'),
        preserveEntrySignatures: 'allow-extension',
        output: { codeSplitting: { groups: backOffice.groups } },
      },
    },
  })) as Rolldown.RolldownOutput;
  chunkOf = new Map();
  for (const item of output.output) {
    if (item.type !== 'chunk') continue;
    for (const id of item.moduleIds) chunkOf.set(path.relative(dir, id), item.name);
  }
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('back-office chunks', () => {
  it('never moves what the first load runs out of its chunk, though the back-office runs it too', () => {
    expect(chunkOf.get('kit/greet.ts')).toBe('entry');
  });

  // Only names followed through the index make this hold: counted whole, the index would put
  // storeOnly among what the first load runs, and out of both groups.
  it('puts what only the back-office runs in `store`, a star re-export included', () => {
    expect(chunkOf.get('layout.ts')).toBe('store');
    expect(chunkOf.get('users.ts')).toBe('store');
    expect(chunkOf.get('kit/storeOnly.ts')).toBe('store');
    expect(chunkOf.get('kit/starred.ts')).toBe('store');
  });

  it('puts what another lazily loaded screen runs too in `signed-in`', () => {
    expect(chunkOf.get('kit/both.ts')).toBe('signed-in');
    expect(chunkOf.get('adapters.ts')).toBe('signed-in');
    // The screen itself keeps its own chunk.
    expect(chunkOf.get('wizard.ts')).toBe('wizard');
  });

  it('leaves the parts kept apart, and what only they run, out of both groups', () => {
    expect(chunkOf.get('table.ts')).toBe('table');
    expect(chunkOf.get('tableHelper.ts')).toBe('table');
  });
});
