import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer } from '../../examples/scripts/serverCommand.mjs';
import { templateKey, writeTemplate } from '../../examples/server/database.ts';
import { E2E_SERVICE } from './service';

/**
 * The reference API as the e2e runs start it (docs/architecture.md, "Example"): on 127.0.0.1, a
 * free port, its own PGlite data folder, serving the built example. globalSetup starts the shared
 * one; the fault tests start their own, stop it and start it again on the same folder and port.
 */

/** A port nobody listens on, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once something accepts connections on 127.0.0.1:`port`. */
export async function waitForPort(port: number, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on 127.0.0.1:${port} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function waitForOutput(child: ChildProcess, pattern: RegExp, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${ms} ms:\n${seen}`)),
      ms,
    );
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${seen}`));
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (pattern.test(seen)) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve(seen);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (seen += chunk.toString()));
    child.once('exit', onExit);
  });
}

/** The setup codes a server printed, by tenant. */
export function setupCodesIn(output: string): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const [, tenant, code] of output.matchAll(
    /^Store (\w+) has no owner yet\. Setup code: (\S+)/gm,
  )) {
    codes[tenant!] = code!;
  }
  return codes;
}

export interface ServerOptions {
  /** `server`: the API itself (examples/server/main.ts); `start`: `npm start`'s script. */
  command?: 'server' | 'start';
  /** A free port when absent. */
  port?: number;
  /** A new temporary folder when absent (removed by `remove()`). */
  dataDir?: string;
  /** Extra environment (e.g. ACTIVATION_KEY). */
  env?: Record<string, string>;
  /** The built pages it serves beside the API (a host of tests/e2e/hosts-*). @default examples/app/dist */
  staticDir?: string;
}

export interface RunningServer {
  port: number;
  dataDir: string;
  /**
   * The setup code of each store without an owner, as the server printed it at start
   * (docs/api-contract.md, "Claiming a store"): its first company admin registers with it.
   */
  setupCodes: Record<string, string>;
  /** Sends `signal` and resolves once the process has exited (its port is free again). */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Deletes the data folder (after `stop`). */
  remove(): void;
}

/** How long a stopped server may take to exit. */
const STOP_MS = 20_000;

let template: Promise<string> | null = null;
/**
 * A migrated, empty PGlite data folder as a tarball in the temporary folder, named after the
 * schema it holds (`templateKey`): every server of a run starts its new data folder from it
 * instead of running initdb (2-7 s per start on a 2-core machine). Made once, by whichever process
 * needs it first; a later run with the same schema finds it.
 */
export function databaseTemplate(): Promise<string> {
  template ??= (async () => {
    const file = path.join(tmpdir(), `sfo-pglite-template-${await templateKey()}.tar`);
    if (!existsSync(file)) await writeTemplate(file);
    return file;
  })();
  return template;
}

/**
 * Starts the reference API serving examples/app/dist with the dev outbox and the e2e service
 * account; resolves once it prints its tenants' addresses and its port takes connections.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'sfo-e2e-'));
  const portArgs = ['--port', String(port), '--data', dataDir];
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    SERVICE_USERNAME: E2E_SERVICE.username,
    SERVICE_PASSWORD: E2E_SERVICE.password,
    PGLITE_TEMPLATE: await databaseTemplate(),
    ...options.env,
  };
  // The server itself stops with this process, however it ends (`spawnServer`).
  const child =
    options.command === 'start'
      ? spawn(process.execPath, ['examples/scripts/start.mjs', ...portArgs], {
          cwd: process.cwd(),
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        })
      : spawnServer(['--dev', ...portArgs, '--static', options.staticDir ?? 'examples/app/dist'], {
          cwd: process.cwd(),
          env,
        });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // What it printed last, for a stop that does not end.
  let tail = '';
  const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-2000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // The last address line: the setup codes come before it.
  const output = await waitForOutput(child, /^http:\/\/globex\.localhost:\d+\/$/m, 60_000);
  await waitForPort(port);
  return {
    port,
    dataDir,
    setupCodes: setupCodesIn(output),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      // A stop closes the server, then its database: seconds at most. One that hangs fails here,
      // saying so, rather than as the test's time running out.
      let timer: NodeJS.Timeout | undefined;
      const hung = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), STOP_MS);
      });
      const late = await Promise.race([exited.then(() => false), hung]);
      clearTimeout(timer);
      if (late) {
        child.kill('SIGKILL');
        await exited;
        throw new Error(
          `the server did not stop within ${STOP_MS / 1000} s of ${signal}:\n${tail}`,
        );
      }
    },
    remove() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
