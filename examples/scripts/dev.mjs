#!/usr/bin/env node
// `npm run dev`: the reference API on 8787 plus Vite's dev server (5173) proxying /api to it.
import { spawn } from 'node:child_process';
import { spawnServer } from './serverCommand.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiPort = process.env.API_PORT ?? '8787';
const vitePort = '5173';
const children = [
  spawnServer(['--dev', '--demo-owners', '--port', apiPort], {
    cwd: root,
    stdio: ['pipe', 'inherit', 'inherit'],
    // Mail links go to the page people open (Vite's port), not to the API's.
    env: { PUBLIC_ORIGIN: `http://{tenant}.localhost:${vitePort}`, ...process.env },
  }),
  spawn(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), '--config', 'examples/app/vite.config.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, API_TARGET: `http://127.0.0.1:${apiPort}` },
    },
  ),
];
console.log(
  'Example with hot reload: http://acme.localhost:5173/ (API on 127.0.0.1:' + apiPort + ')',
);
const stop = (signal) => children.forEach((c) => c.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
let exited = 0;
for (const child of children) {
  child.once('exit', (code) => {
    exited += 1;
    if (exited === 1) stop('SIGTERM');
    if (exited === children.length) process.exit(code ?? 0);
  });
}
