import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseTemplate } from '../e2e/referenceServer';

/**
 * A server a script starts stops with the script (examples/scripts/serverCommand.mjs,
 * `spawnServer`), however the script ends: killed outright (SIGKILL, no handler runs) or failing
 * with an uncaught error. The parent below starts the reference API, prints its pid, then dies;
 * the server must be gone soon after, having stopped cleanly (its data folder's pid lock removed).
 */
const parentScript = (dataDir: string, ending: 'wait' | 'throw', template: string) => `
  import { spawnServer } from './examples/scripts/serverCommand.mjs';
  const child = spawnServer(['--port', '0', '--data', ${JSON.stringify(dataDir)}], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      PGLITE_TEMPLATE: ${JSON.stringify(template)},
    },
  });
  child.stderr.pipe(process.stderr);
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
    if (/acme\\.localhost/.test(out)) {
      console.log('server ' + child.pid);
      ${ending === 'throw' ? "queueMicrotask(() => { throw new Error('the script fails'); });" : ''}
    }
  });
`;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function gone(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isRunning(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isRunning(pid);
}

const dirs: string[] = [];
const leftovers: number[] = [];
afterEach(() => {
  for (const pid of leftovers.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Starts the parent; resolves to it and its server's pid once the server serves. */
async function startParent(ending: 'wait' | 'throw') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sfo-parent-'));
  dirs.push(dataDir);
  const parent = spawn(
    process.execPath,
    ['--input-type=module', '-e', parentScript(dataDir, ending, await databaseTemplate())],
    {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((resolve) =>
    parent.once('exit', (code) => resolve(code)),
  );
  const pid = await new Promise<number>((resolve, reject) => {
    let out = '';
    parent.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /server (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    parent.once('exit', (code) =>
      reject(new Error(`parent exited ${code} before its server served`)),
    );
  });
  leftovers.push(pid);
  return { parent, pid, exited, lock: path.join(dataDir, 'server.pid') };
}

describe('a server started by a script', () => {
  it('stops when the script is killed (SIGKILL)', async () => {
    const { parent, pid, exited, lock } = await startParent('wait');
    expect(isRunning(pid)).toBe(true);
    expect(existsSync(lock)).toBe(true);
    parent.kill('SIGKILL');
    await exited;
    expect(await gone(pid, 20_000)).toBe(true);
    // It stopped cleanly (database closed, lock released), not killed.
    expect(existsSync(lock)).toBe(false);
  }, 150_000);

  it('stops when the script fails with an uncaught error', async () => {
    const { pid, exited, lock } = await startParent('throw');
    expect(await exited).not.toBe(0);
    expect(await gone(pid, 20_000)).toBe(true);
    expect(existsSync(lock)).toBe(false);
  }, 150_000);
});
