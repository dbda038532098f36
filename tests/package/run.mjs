#!/usr/bin/env node
// Packs the library, installs the tarball in a scratch consumer and imports + renders it from
// both ESM and CommonJS, as an embedding team would, and type-checks it from both (types.mjs). Also
// checks what the tarball ships.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scratch = path.join(root, 'tests/package/.scratch');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] }).toString();
const fail = (msg) => {
  console.error(`package test: ${msg}`);
  process.exit(1);
};

rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', scratch], root))[0];
const files = packed.files.map((f) => f.path);
// dist/, the package's own files, and the docs its README and type comments cite.
const shipped = (f) =>
  f.startsWith('dist/') ||
  /^docs\/[\w-]+\.md$/.test(f) ||
  ['package.json', 'README.md', 'LICENSE'].includes(f);
if (files.some((f) => !shipped(f))) {
  fail(`the tarball ships files it should not: ${files.filter((f) => !shipped(f)).join(', ')}`);
}
for (const doc of ['docs/behaviour.md', 'docs/api-contract.md', 'docs/embedding.md']) {
  if (!files.includes(doc)) fail(`${doc} is cited by the type comments but not in the tarball`);
}
for (const entry of Object.keys(pkg.exports).filter((e) => e !== './package.json')) {
  const target = pkg.exports[entry];
  if (!target.import) fail(`exports["${entry}"] has no import condition`);
  // The custom elements are a browser ES module only: no CommonJS build.
  for (const cond of ['import', 'require'].filter((c) => target[c])) {
    for (const field of ['types', 'default']) {
      const file = target[cond][field].replace(/^\.\//, '');
      if (!files.includes(file))
        fail(`exports["${entry}"].${cond}.${field} → ${file} is not in the tarball`);
    }
  }
}

// No credentials in what we ship.
const secretPatterns = [
  /AKIA[0-9A-Z]{16}/,
  /-----BEGIN [A-Z ]*PRIVATE KEY/,
  /aws_secret_access_key/i,
];
const walk = (dir) =>
  readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
for (const file of walk(path.join(root, 'dist'))) {
  const text = readFileSync(file, 'utf8');
  for (const re of secretPatterns)
    if (re.test(text)) fail(`${path.relative(root, file)} matches ${re}`);
}

// Every peer the React entries need at the LOWEST version its declared range allows (the S3 SDK,
// needed by storefront-onboarding/s3 only, is left out): the consumer below imports and renders
// against those, so the ranges are proven, not just the versions this repo develops with. The
// peers are optional because the custom elements need none of them; React's range also allows
// 18.3 so that a React 18 portal can install the package for the elements (tests/e2e/hosts-react18),
// while the React entries need its newest alternative (they say so at run time).
const peers = Object.keys(pkg.peerDependencies).filter((p) => !p.startsWith('@aws-sdk/'));
const lowest = (p) => {
  const range = pkg.peerDependencies[p];
  return semver.minVersion(p.startsWith('react') ? range.split('||').at(-1) : range).version;
};
const versions = Object.fromEntries(peers.map((p) => [p, lowest(p)]));
console.log(
  `package test: lowest peers ${Object.entries(versions)
    .map(([p, v]) => `${p}@${v}`)
    .join(' ')}`,
);
writeFileSync(
  path.join(scratch, 'package.json'),
  JSON.stringify(
    {
      name: 'scratch-consumer',
      private: true,
      dependencies: { 'storefront-onboarding': `file:./${packed.filename}`, ...versions },
    },
    null,
    2,
  ),
);
run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], scratch);

// Entries still waiting for their contents (none today): they must resolve in both module
// systems already; once they export something this list must shrink.
const planned = new Set([]);
const subpathOf = (e) =>
  e === '.' ? 'storefront-onboarding' : `storefront-onboarding/${e.slice(2)}`;
const subpaths = Object.keys(pkg.exports)
  .filter((e) => e !== './package.json')
  .map(subpathOf);
// What CommonJS may require: every entry but the ES-module-only custom elements.
const required = Object.keys(pkg.exports)
  .filter((e) => e !== './package.json' && pkg.exports[e].require)
  .map(subpathOf);

const esm = `
import { renderToString } from 'react-dom/server';
import { createElement as h } from 'react';
import * as root from 'storefront-onboarding';
${subpaths.map((s, i) => `import * as m${i} from '${s}';`).join('\n')}
const mods = [${subpaths.map((_, i) => `m${i}`).join(', ')}];
const planned = ${JSON.stringify([...planned])};
const names = ${JSON.stringify(subpaths)};
for (const [i, m] of mods.entries()) {
  const empty = Object.keys(m).filter((k) => k !== 'default' && k !== 'module.exports').length === 0;
  if (empty !== planned.includes(names[i])) throw new Error(names[i] + (empty ? ' is empty' : ' is no longer empty: update the planned list'));
}
// A right-to-left server render loads the stylesheet mirroring first (Node's CommonJS interop).
await root.loadRtlSupport();
const html = renderToString(
  h(root.BackofficeProvider, { tenant: 'acme' },
    h(root.ThemeProvider, { preset: 'color-2', direction: 'rtl' },
      h(root.SignInForm, { onSubmit: () => {} }))),
);
if (!html.includes('dir="rtl"') || !html.includes('Sign In') || !html.includes('Create Account')) throw new Error('ESM render failed: ' + html);
const chrome = await import('storefront-onboarding/chrome');
const footer = renderToString(
  h(root.BackofficeProvider, { tenant: 'acme' },
    h(root.ThemeProvider, {}, h(chrome.Footer, { year: 2026, brand: 'Acme' }))),
);
if (!footer.includes('Copyright 2026 © Acme All rights reserved.')) throw new Error('ESM chrome render failed: ' + footer);
console.log('ESM ok', mods.map((m) => Object.keys(m).length).join(','));
`;
const cjs = `
const { renderToString } = require('react-dom/server');
const { createElement: h } = require('react');
const root = require('storefront-onboarding');
${required.map((s, i) => `const m${i} = require('${s}');`).join('\n')}
const mods = [${required.map((_, i) => `m${i}`).join(', ')}];
const planned = ${JSON.stringify([...planned])};
const names = ${JSON.stringify(required)};
for (const [i, m] of mods.entries()) {
  const empty = Object.keys(m).filter((k) => k !== 'default' && k !== '__esModule').length === 0;
  if (empty !== planned.includes(names[i])) throw new Error(names[i] + (empty ? ' is empty' : ' is no longer empty: update the planned list'));
}
const { ThankYou } = require('storefront-onboarding/account');
const html = renderToString(
  h(root.BackofficeProvider, { tenant: 'acme' },
    h(root.ThemeProvider, { preset: 'color-4', mode: 'dark' }, h(ThankYou, {}))),
);
if (!html.includes('data-color-mode="dark"') || !html.includes('Thank you for Registering with us.')) throw new Error('CJS render failed: ' + html);
console.log('CJS ok', mods.map((m) => Object.keys(m).length).join(','));
`;
writeFileSync(path.join(scratch, 'esm.mjs'), esm);
writeFileSync(path.join(scratch, 'cjs.cjs'), cjs);
try {
  process.stdout.write(run('node', ['esm.mjs'], scratch));
  process.stdout.write(run('node', ['cjs.cjs'], scratch));
  process.stdout.write(
    run(
      'node',
      [
        path.join(root, 'tests/package/types.mjs'),
        scratch,
        ...subpaths.map((s) => (required.includes(s) ? s : `esm:${s}`)),
      ],
      scratch,
    ),
  );
  const extra = path.join(root, 'tests/package/render.mjs');
  try {
    statSync(extra);
    process.stdout.write(run('node', [extra, scratch], scratch));
  } catch (e) {
    if (e.code !== 'ENOENT') throw e;
  }
} catch (e) {
  fail(e.message);
}
console.log(
  `package test: ${packed.filename} (${(packed.size / 1024).toFixed(1)} kB packed, ${files.length} files) ok`,
);
