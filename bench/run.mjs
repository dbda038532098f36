#!/usr/bin/env node
// `npm run bench`: prints numbers, judges nothing. Sizes of the example's JavaScript, time to an
// interactive sign-in form in Chromium, and the reference API's throughput on PGlite and (where
// one can be started) PostgreSQL. Everything stays on 127.0.0.1.
import { spawn, execFileSync } from 'node:child_process';
import { serverArgs } from '../examples/scripts/serverCommand.mjs';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { wizardBench } from './wizard.mjs';
import { pagesBench } from './pages.mjs';
import { componentsBench } from './components.mjs';
import { signInWeight } from '../scripts/firstLoad.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function chromiumPath() {
  for (const p of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (p) {
      try {
        readFileSync(p);
        return p;
      } catch {
        // try the next one
      }
    }
  }
  throw new Error('No Chromium: install Debian chromium or set CHROMIUM_PATH');
}
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startServer(env) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sfo-bench-'));
  const child = spawn(
    process.execPath,
    serverArgs('--dev', '--port', String(port), '--data', dataDir, '--static', 'examples/app/dist'),
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'error',
        SIGNIN_RATE_LIMIT: '1000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      if (/acme\.localhost/.test(out)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function call(port, method, urlPath, body, token) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api${urlPath}`,
        headers: {
          host: `acme.localhost:${port}`,
          version: '1.0',
          ...(data
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          res.statusCode < 300
            ? resolve(text ? JSON.parse(text) : null)
            : reject(new Error(`${method} ${urlPath}: ${text}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** Registers, activates and signs in an account; returns its token and company id. */
async function account(port) {
  const username = `bench${Date.now()}`;
  const pw = 'bench-Pass-1';
  await call(port, 'POST', '/v1/register', {
    first_name: 'Bench',
    last_name: 'Mark',
    phone: '9000000000',
    username,
    pw,
    cpw: pw,
    created_at: new Date().toISOString(),
  });
  const mails = await call(port, 'GET', '/dev/outbox');
  const link = new URL(mails.at(-1).link.replace('#/', ''));
  await call(port, 'POST', '/v1/companyPO/activation', {
    activation: link.searchParams.get('activation'),
    iv: link.searchParams.get('a'),
  });
  const [user] = await call(port, 'POST', '/signinSeller', { username, pw });
  return { token: user.access_token, companyId: user.company_po_id };
}

async function apiBench(label, env) {
  const server = await startServer(env);
  try {
    const { token, companyId } = await account(server.port);
    for (let i = 1; i <= 20; i++) {
      await call(
        server.port,
        'POST',
        '/v1/l1CategoryPO',
        {
          level1_name: `Category ${i}`,
          description: `Description ${i}`,
          level1_order_id: i,
          company_po_id: companyId,
        },
        token,
      );
    }
    const headers = {
      host: `acme.localhost:${server.port}`,
      version: '1.0',
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    };
    const base = `http://127.0.0.1:${server.port}/api`;
    const list = await autocannon({
      url: `${base}/v1/l1CategoryPO/company_po_id/${companyId}`,
      headers,
      connections: 10,
      duration: seconds,
    });
    let n = 0;
    const create = await autocannon({
      url: `${base}/v1/companyBrand`,
      method: 'POST',
      headers,
      connections: 10,
      duration: seconds,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              brand_name: `Brand ${++n}-${Math.random().toString(36).slice(2, 8)}`,
              company_po_id: companyId,
            }),
          }),
        },
      ],
    });
    for (const [name, r] of [
      ['list 20 level-1 categories (GET)', list],
      ['create a brand (POST)', create],
    ]) {
      const errors = r.non2xx + r.errors;
      console.log(
        `  ${label.padEnd(10)} ${name.padEnd(36)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms${errors ? `   (${errors} errors)` : ''}`,
      );
    }
  } finally {
    await server.stop();
  }
}

async function browserBench() {
  const server = await startServer({});
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: chromiumArgs,
  });
  try {
    const url = `http://acme.localhost:${server.port}/#/auth/login`;
    const scripts = new Map();
    const times = [];
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (i === 0) {
        page.on('response', async (res) => {
          if (res.request().resourceType() === 'script') scripts.set(res.url(), await res.body());
        });
      }
      const started = Date.now();
      await page.goto(url);
      const field = page.getByLabel('Username');
      await field.waitFor({ state: 'visible' });
      await field.fill('x');
      times.push(Date.now() - started);
      await context.close();
    }
    const routeBytes = [...scripts.values()].reduce((sum, b) => sum + gzipSync(b).length, 0);
    console.log(`  sign-in route JavaScript: ${kb(routeBytes)} gzip in ${scripts.size} files`);
    console.log(
      `  navigation → interactive sign-in form: median ${median(times)} ms (runs: ${times.join(', ')} ms)`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

console.log('Building the example app…');
await build({ configFile: path.join(root, 'examples/app/vite.config.ts'), logLevel: 'warn' });
const assets = path.join(root, 'examples/app/dist/assets');
const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
const total = js.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(assets, f))).length, 0);
console.log('\nSizes');
console.log(`  whole example app JavaScript: ${kb(total)} gzip in ${js.length} files`);
const signIn = signInWeight(path.join(root, 'examples/app/dist'));
console.log(
  `  sign-in route JavaScript before the form is interactive: ${kb(signIn.totalBytes)} gzip in ${signIn.files.length} files`,
);
await browserBench();

console.log('\nCompany wizard (Chromium, memory API)');
await wizardBench({ chromium, executablePath: chromiumPath(), args: chromiumArgs });
await pagesBench({
  chromium,
  executablePath: chromiumPath(),
  args: chromiumArgs,
  startServer,
  call,
});

console.log('\nComponents (Chromium, production build)');
await componentsBench({ chromium, executablePath: chromiumPath(), args: chromiumArgs });

console.log(`\nReference API (autocannon, 10 connections, ${seconds} s each, loopback)`);
await apiBench('PGlite', {});
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
  try {
    await apiBench('PostgreSQL', { DATABASE_URL: pgUrl });
  } finally {
    if (cluster) {
      execFileSync(process.execPath, ['scripts/pg-test-cluster.mjs', 'stop', cluster.dir], {
        cwd: root,
        stdio: 'inherit',
      });
    }
  }
}
