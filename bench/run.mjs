#!/usr/bin/env node
// `npm run bench`: prints numbers, judges nothing. Sizes of the example's JavaScript, what the
// browser loads and how long it takes until the sign-in form is interactive, the inner pages' time
// to data, the wizard and the components, and the reference API's throughput on PGlite and (where
// one can be started) PostgreSQL. Timings are printed beside floors measured in the same run (the
// machine may be shared: the ratios are what compare across runs). Everything stays on 127.0.0.1,
// and every server it starts stops with it, however it ends (bench/server.mjs).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, chromiumBinary } from '../scripts/chromiumLaunch.mjs';
import { wizardBench } from './wizard.mjs';
import { pagesBench } from './pages.mjs';
import { componentsBench } from './components.mjs';
import { apiBench } from './api.mjs';
import { buildFloors } from './floors.mjs';
import { root, startServer } from './server.mjs';
import { measureFirstLoad, signInWeight } from '../scripts/firstLoad.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
/** BENCH_ONLY=signin,pages,… runs only those sections (signin, wizard, pages, components, api). */
const only = process.env.BENCH_ONLY?.split(',');
const section = (name) => !only || only.includes(name);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The sign-in route's first load, each run in a fresh context, beside the bare-form floor. */
async function browserBench(floorPath, runs = 7) {
  const server = await startServer({});
  const browser = await chromium.launch({
    ...(await chromiumBinary()),
    headless: true,
    args: chromiumArgs,
  });
  try {
    const origin = `http://acme.localhost:${server.port}`;
    const loads = [];
    const floors = [];
    for (let i = 0; i < runs; i++) {
      for (const [url, into] of [
        [`${origin}/#/auth/login`, loads],
        [`${origin}${floorPath}`, floors],
      ]) {
        const context = await browser.newContext();
        try {
          into.push(await measureFirstLoad(context, url));
        } finally {
          await context.close();
        }
      }
    }
    const first = loads[0];
    const sizes = new Set(loads.map((l) => `${kb(l.totalBytes)} in ${l.files.length} files`));
    console.log(
      `  sign-in route JavaScript the browser loads before the form is interactive: ${kb(first.totalBytes)} gzip in ${first.files.length} files${sizes.size > 1 ? ` (runs differ: ${[...sizes].join('; ')})` : ''} (budget 150 kB)`,
    );
    console.log(`    ${first.files.map((f) => `${f.file} ${kb(f.gzipBytes)}`).join(', ')}`);
    const ms = loads.map((l) => l.ms);
    const floorMs = floors.map((l) => l.ms);
    console.log(
      `  navigation → interactive sign-in form: median ${median(ms)} ms, floor (bare React form, ${kb(floors[0].totalBytes)}) ${median(floorMs)} ms: ${(median(ms) / median(floorMs)).toFixed(2)}× floor (runs: ${ms.join(', ')} ms; floor: ${floorMs.join(', ')} ms)`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

const { executablePath, env: browserEnv } = await chromiumBinary();
console.log('Building the example app…');
await build({ configFile: path.join(root, 'examples/app/vite.config.ts'), logLevel: 'warn' });
const dist = path.join(root, 'examples/app/dist');
const floors = await buildFloors(dist);
// A failure stops the bench with a non-zero status; the servers stop with it (bench/server.mjs).
try {
  const assets = path.join(dist, 'assets');
  const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const total = js.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(assets, f))).length, 0);
  console.log('\nSizes');
  console.log(`  whole example app JavaScript: ${kb(total)} gzip in ${js.length} files`);
  const signIn = signInWeight(dist);
  console.log(
    `  sign-in entry and its static imports: ${kb(signIn.totalBytes)} gzip in ${signIn.files.length} files`,
  );
  if (section('signin')) {
    console.log('\nSign-in (Chromium, fresh context per run)');
    await browserBench(floors.signIn);
  }
  if (section('wizard')) {
    console.log('\nCompany wizard (Chromium, memory API)');
    await wizardBench({ chromium, executablePath, env: browserEnv, args: chromiumArgs });
  }
  if (section('pages')) {
    await pagesBench({
      chromium,
      executablePath,
      env: browserEnv,
      args: chromiumArgs,
      floor: floors.data,
    });
  }
  if (section('components')) {
    console.log('\nComponents (Chromium, production build)');
    await componentsBench({ chromium, executablePath, env: browserEnv, args: chromiumArgs });
  }
} finally {
  floors.remove();
}

if (!section('api')) process.exit(0);
console.log(
  `\nReference API (autocannon, 10 connections, ${seconds} s each, loopback; goal list ≥ 0.5× floor)`,
);
await apiBench('PGlite', {}, seconds);
let pgUrl = process.env.TEST_DATABASE_URL;
let cluster = null;
if (!pgUrl) {
  try {
    cluster = JSON.parse(
      execFileSync(process.execPath, ['scripts/pg-test-cluster.mjs', 'start'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'ignore'],
      }).toString(),
    );
    pgUrl = cluster.url;
  } catch {
    console.log('  PostgreSQL: not available on this machine (skipped)');
  }
}
if (pgUrl) {
  // The cluster is a daemon: stopped on the way out, on success, failure or Ctrl-C.
  const stopCluster = () => {
    if (!cluster) return;
    const { dir } = cluster;
    cluster = null;
    execFileSync(process.execPath, ['scripts/pg-test-cluster.mjs', 'stop', dir], {
      cwd: root,
      stdio: 'inherit',
    });
  };
  process.on('exit', stopCluster);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  try {
    await apiBench('PostgreSQL', { DATABASE_URL: pgUrl }, seconds);
  } finally {
    stopCluster();
  }
}
