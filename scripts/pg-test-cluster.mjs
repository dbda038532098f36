#!/usr/bin/env node
// @ts-check
/**
 * A private, throw-away PostgreSQL cluster for tests: initdb into a temporary folder (as the
 * `postgres` user when run as root), listen on 127.0.0.1 on a free port with its own socket
 * folder, no fsync. Nothing touches the machine's own clusters.
 *
 *   node scripts/pg-test-cluster.mjs run -- npx vitest run --project node tests/contract/http.test.ts
 *       starts a cluster, runs the command with TEST_DATABASE_URL set, stops the cluster, exits
 *       with the command's status
 *   node scripts/pg-test-cluster.mjs start      prints {"url","dir"} as JSON and leaves it running
 *   node scripts/pg-test-cluster.mjs stop DIR   stops that cluster and removes its folder
 *
 * PG_BIN overrides the folder of initdb/pg_ctl (default: the newest /usr/lib/postgresql/<v>/bin).
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of initdb and pg_ctl. */
function pgBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      'No PostgreSQL found under /usr/lib/postgresql (apt-get install postgresql), or set PG_BIN',
    );
  }
  return path.join(root, versions[0], 'bin');
}

/** initdb refuses to run as root: then everything runs as `postgres`. */
function postgresIds() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0)
    throw new Error('Running as root needs a `postgres` user');
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * @param {string} command
 * @param {string[]} args
 */
function run(command, args) {
  const ids = postgresIds();
  const [cmd, argv] = ids
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

/** A free loopback port. @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a cluster; resolves once it accepts connections.
 * @returns {Promise<{ url: string, dir: string }>}
 */
export async function startCluster() {
  const bin = pgBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'sfo-pg-'));
  const ids = postgresIds();
  if (ids) chownSync(dir, ids.uid, ids.gid);
  const data = path.join(dir, 'data');
  try {
    run(path.join(bin, 'initdb'), [
      '--no-sync',
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '-D',
      data,
    ]);
    const port = await freePort();
    const options = [
      "-c listen_addresses='127.0.0.1'",
      `-p ${port}`,
      `-k ${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    run(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      options,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      'start',
    ]);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Stops the cluster in `dir` and removes the folder.
 * @param {string} dir
 */
export function stopCluster(dir) {
  const data = path.join(dir, 'data');
  try {
    if (existsSync(path.join(data, 'postmaster.pid'))) {
      run(path.join(pgBin(), 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const [mode, ...rest] = process.argv.slice(2);
  if (mode === 'start') {
    console.log(JSON.stringify(await startCluster()));
    return 0;
  }
  if (mode === 'stop' && rest[0]) {
    stopCluster(rest[0]);
    return 0;
  }
  if (mode === 'run') {
    const command = rest[0] === '--' ? rest.slice(1) : rest;
    if (!command[0]) throw new Error('Usage: pg-test-cluster.mjs run -- <command> [args…]');
    const cluster = await startCluster();
    console.log(`PostgreSQL test cluster: ${cluster.url}`);
    const stop = () => stopCluster(cluster.dir);
    try {
      const child = spawn(command[0], command.slice(1), {
        stdio: 'inherit',
        env: { ...process.env, TEST_DATABASE_URL: cluster.url },
      });
      const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
      process.on('SIGINT', forward);
      process.on('SIGTERM', forward);
      return await new Promise((resolve) => {
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
        child.on('error', (error) => {
          console.error(error.message);
          resolve(127);
        });
      });
    } finally {
      stop();
    }
  }
  console.error('Usage: pg-test-cluster.mjs run -- <command> | start | stop DIR');
  return 2;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
