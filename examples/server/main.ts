#!/usr/bin/env node
/**
 * Starts the reference API (TypeScript, run through the tsx loader on Node 20):
 *   node --import tsx examples/server/main.ts [--port 8787] [--host 127.0.0.1]
 *     [--data ./examples/server/data] [--static examples/app/dist] [--api-prefix /api] [--dev]
 *     [--stop-with-parent] [--demo-owners]
 * Storage is PGlite in `<data>/pgdata` unless DATABASE_URL names a PostgreSQL server. SIGINT or
 * SIGTERM closes the server, then the database, so the data folder stays consistent. `--dev` turns
 * on the dev outbox (every mail of a tenant at GET /api/dev/outbox, without a token): `npm start`
 * and `npm run dev` pass it; never use it on a server others can reach. `--stop-with-parent`: the
 * server stops (as on SIGTERM) when its standard input closes, which a script that spawns it with
 * a stdin pipe makes happen whenever it ends, crashed or killed included (`spawnServer`).
 * `--demo-owners` gives the demo stores their owners (README, "Demo accounts"); every store still
 * without an owner gets a one-time setup code, printed below once (only its hash is kept), that
 * its first company admin registers with; `--new-setup-code` replaces the codes printed before.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from './database.ts';
import { createServer, type ReferenceServer } from './createServer.ts';
import { loggerOptions } from './lib/logging.ts';
import { scaleOutNotes } from './lib/storage.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string', default: process.env.DATA_DIR ?? path.join(here, 'data') },
    static: { type: 'string' },
    'api-prefix': { type: 'string', default: '/api' },
    dev: { type: 'boolean', default: false },
    'stop-with-parent': { type: 'boolean', default: false },
    'demo-owners': { type: 'boolean', default: false },
    'new-setup-code': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    'Usage: node --import tsx examples/server/main.ts [--port 8787] [--host 127.0.0.1] [--data DIR] [--static DIR] [--api-prefix /api] [--dev] [--stop-with-parent] [--demo-owners] [--new-setup-code]',
  );
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not ${values.port}`);
  process.exit(2);
}
const dataDir = path.resolve(values.data);

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One server per PGlite data folder: a second one would corrupt it. Returns the release function. */
function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.pid');
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (pid && pid !== process.pid && isRunning(pid)) {
        console.error(`Another server (pid ${pid}) is using ${dir}: stop it first.`);
        process.exit(1);
      }
      rmSync(file, { force: true }); // left by a server that did not stop cleanly
    }
  }
}
const release = process.env.DATABASE_URL ? () => undefined : lockDataDir(dataDir);
process.on('exit', release);

let db: Database | undefined;
let app: ReferenceServer | undefined;
let stopping = false;
/** The start-up in flight, so a signal during it waits for it, then closes cleanly. */
const startup: { promise?: Promise<ReferenceServer> } = {};

/** How long a stage of stopping may take before the log says what it still waits for. */
const SLOW_STOP_MS = 5_000;

/**
 * How long requests in flight get to finish once stopping began. A connection still open then (a
 * request that never completes, a client gone quiet half-way through one) is closed, so the
 * database still closes cleanly: left to itself, the HTTP server waited for such a connection as
 * long as the client kept it.
 */
const REQUEST_GRACE_MS = 10_000;

/**
 * Awaits `work`, a stage of stopping; past `SLOW_STOP_MS` says which stage is still running and
 * what `detail` adds, so a stop that hangs tells where (a stop in the e2e suite once waited 20 s).
 */
async function stage(what: string, work: Promise<unknown>, detail?: () => Promise<string>) {
  const timer = setTimeout(() => {
    void (detail?.() ?? Promise.resolve('')).then((more) =>
      console.log(`…still ${what} after ${SLOW_STOP_MS / 1000} s${more}`),
    );
  }, SLOW_STOP_MS);
  try {
    await work;
  } finally {
    clearTimeout(timer);
  }
}

/** The HTTP server's open connections, for a slow close: none left means a close hook waits. */
function openConnections(server: ReferenceServer): Promise<string> {
  return new Promise((resolve) =>
    server.server.getConnections((error, count) =>
      resolve(error ? '' : ` (${count} connections open)`),
    ),
  );
}

async function stop(signal: string): Promise<void> {
  if (stopping) process.exit(1); // a second signal: give up waiting
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  try {
    // A database half-way through opening finishes first, then closes cleanly.
    await stage('starting up', startup.promise?.catch(() => undefined) ?? Promise.resolve());
    const server = app;
    if (server) {
      const force = setTimeout(() => {
        console.log('…closing the connections still open');
        server.server.closeAllConnections();
      }, REQUEST_GRACE_MS);
      await stage('closing the HTTP server and its hooks', server.close(), () =>
        openConnections(server),
      );
      clearTimeout(force);
    }
    if (db) await stage('closing the database', db.close());
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
// Installed before the database opens, so a signal during start-up also closes it cleanly.
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
if (values['stop-with-parent']) {
  // The parent holds the other end of stdin: it closes when the parent ends, however it ends.
  // Its ends of stdout and stderr may be gone too: what is written there then is dropped.
  process.stdout.on('error', () => undefined);
  process.stderr.on('error', () => undefined);
  const parentGone = () => {
    if (!stopping) void stop('parent gone');
  };
  process.stdin.once('end', parentGone);
  process.stdin.once('close', parentGone);
  process.stdin.resume();
}

async function start(): Promise<ReferenceServer> {
  db = await openDatabase({
    url: process.env.DATABASE_URL,
    dataDir,
    template: process.env.PGLITE_TEMPLATE,
  });
  app = await createServer({
    db,
    dataDir,
    env: process.env,
    apiPrefix: values['api-prefix'],
    ...(values.static ? { staticDir: values.static } : {}),
    logger: loggerOptions(process.env.LOG_LEVEL ?? 'warn'),
    ...(values.dev ? { devOutbox: true } : {}),
    ...(values['demo-owners'] ? { demoOwners: true } : {}),
    ...(values['new-setup-code'] ? { renewSetupCodes: true } : {}),
  });
  return app;
}

startup.promise = start();
let server: ReferenceServer;
try {
  server = await startup.promise;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await db?.close();
  process.exit(1);
}
if (stopping) await new Promise(() => undefined); // stop() is closing everything

try {
  await server.listen({ port, host: values.host });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await db?.close();
  process.exit(1);
}
const address = server.server.address() as AddressInfo | null;
const actualPort = address?.port ?? port;
const storage = db?.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
// Printed before the addresses: whoever waits for the last address has read them.
for (const [tenant, code] of Object.entries(await server.setupCodes())) {
  console.log(
    `Store ${tenant} has no owner yet. Setup code: ${code} — its owner registers with it at ` +
      `http://${tenant}.localhost:${actualPort}/#/auth/Register (the code works once; only its ` +
      'hash is kept, so this is the one time it is printed).',
  );
}
for (const tenant of server.earlierSetupCodes) {
  console.log(
    `Store ${tenant} has no owner yet. Its setup code was printed by the server that made it; ` +
      'start one server with --new-setup-code to replace it.',
  );
}
for (const line of scaleOutNotes({
  databaseUrl: process.env.DATABASE_URL,
  storage: server.storageKind,
})) {
  console.log(line);
}
console.log(`Reference API on ${values.host}:${actualPort} · ${storage}`);
console.log(`API base: http://acme.localhost:${actualPort}${values['api-prefix']}`);
console.log(`http://acme.localhost:${actualPort}/`);
console.log(`http://globex.localhost:${actualPort}/`);
if (server.smtpServer) {
  console.log(`Mail goes out through SMTP at ${server.smtpServer}.`);
} else if (!server.hasDevOutbox) {
  console.log('No SMTP_HOST and no --dev: mail (activation and invitation links) goes nowhere.');
}
if (server.hasDevOutbox) {
  console.log(
    `Dev mode: every mail (activation and invitation links) is kept at ` +
      `http://acme.localhost:${actualPort}${values['api-prefix']}/dev/outbox, readable without a ` +
      'token. Never expose this server; start it without --dev for anything but local development.',
  );
}
