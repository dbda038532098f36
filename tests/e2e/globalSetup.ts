import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { serverArgs } from '../../examples/scripts/serverCommand.mjs';
import { E2E_SERVICE } from './service';

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePort: number;
  }
}

function freePort(): Promise<number> {
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

function waitForOutput(child: ChildProcess, pattern: RegExp, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${ms} ms:\n${seen}`)),
      ms,
    );
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (pattern.test(seen)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (seen += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${seen}`));
    });
  });
}

/** Builds the example as `npm start` does and serves it with the reference API on a free port. */
export default async function setup(project: TestProject) {
  const root = process.cwd();
  // Vitest runs with NODE_ENV=test, which Vite would bake in (React's development build, half as
  // heavy again): build what `npm start` serves, the production bundle.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(root, 'examples/app/vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
    });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sfo-e2e-'));
  const port = await freePort();
  const server = spawn(
    process.execPath,
    serverArgs('--dev', '--port', String(port), '--data', dataDir, '--static', 'examples/app/dist'),
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        SERVICE_USERNAME: E2E_SERVICE.username,
        SERVICE_PASSWORD: E2E_SERVICE.password,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await waitForOutput(server, /acme\.localhost/, 60_000);
  project.provide('e2ePort', port);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
