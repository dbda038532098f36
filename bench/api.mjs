// The reference API's throughput (`npm run bench`): autocannon, 10 connections, loopback. The list
// of 20 level-1 categories is printed beside its floor measured in the same run: a bare Fastify
// route answering the same JSON from memory (bench/bareApi.mjs), as a ratio of their medians over
// three alternating rounds (goal ≥ 0.5×). The server answers a repeated list from the reads it
// keeps (examples/server/lib/readCache.ts); the create reaches the database on every call.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { account, call, freePort, root, startServer } from './server.mjs';

/** The bare Fastify floor answering `body`; stops when this process ends (its stdin closes). */
async function startBare(body) {
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/bareApi.mjs', String(port)], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.on('error', () => undefined);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdin.write(`${JSON.stringify(body)}\n`);
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (c) => /listening/.test(String(c)) && resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return {
    port,
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}

const ROUNDS = 3;

/** The round with the median throughput. */
const middle = (results) =>
  [...results].sort((a, b) => a.requests.average - b.requests.average)[
    Math.floor(results.length / 2)
  ];

const rounds = (results) =>
  `   (rounds: ${results.map((r) => r.requests.average.toFixed(0)).join(', ')})`;

const line = (label, name, r, extra = '') => {
  const errors = r.non2xx + r.errors;
  return `  ${label.padEnd(10)} ${name.padEnd(36)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms${errors ? `   (${errors} errors)` : ''}${extra}`;
};

/** Measures list, its floor and create against a server started with `env`; prints three lines. */
export async function apiBench(label, env, seconds) {
  const server = await startServer(env);
  let bare = null;
  try {
    const { token, companyId } = await account(server.port, server.setupCode);
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
    const listPath = `/v1/l1CategoryPO/company_po_id/${companyId}`;
    bare = await startBare(await call(server.port, 'GET', listPath, undefined, token));
    const headers = {
      host: `acme.localhost:${server.port}`,
      version: '1.0',
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    };
    const base = `http://127.0.0.1:${server.port}/api`;
    const load = (url, more = {}) =>
      autocannon({ url, headers, connections: 10, duration: seconds, ...more });
    // Two unmeasured seconds of each first (a cold server's code is not optimised yet), then
    // three rounds of each, alternating, and the medians: measured once for 10 s each, the
    // ratio swung between 0.44× and 0.71× from one run to the next on a shared 2-core machine.
    const floorUrl = `http://127.0.0.1:${bare.port}/api${listPath}`;
    const listUrl = `${base}${listPath}`;
    for (const url of [floorUrl, listUrl]) await load(url, { duration: 2 });
    const duration = Math.max(2, Math.round(seconds / ROUNDS));
    const floors = [];
    const lists = [];
    for (let i = 0; i < ROUNDS; i++) {
      floors.push(await load(floorUrl, { duration }));
      lists.push(await load(listUrl, { duration }));
    }
    const floor = middle(floors);
    const list = middle(lists);
    let n = 0;
    const create = await load(`${base}/v1/companyBrand`, {
      method: 'POST',
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
    const ratio = list.requests.average / floor.requests.average;
    console.log(line(label, 'bare Fastify, same JSON from memory', floor, rounds(floors)));
    console.log(
      line(
        label,
        'list 20 level-1 categories (GET)',
        list,
        `   ${ratio.toFixed(2)}× floor (goal ≥ 0.5×)${rounds(lists)}`,
      ),
    );
    console.log(line(label, 'create a brand (POST)', create));
  } finally {
    await bare?.stop();
    await server.stop();
  }
}
