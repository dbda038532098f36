#!/usr/bin/env node
// `npm start`: build the example back-office if its sources changed, then serve it with the
// reference API on one port (127.0.0.1). Data lives in examples/server/data and survives restarts.
import { spawn } from 'node:child_process';
import { spawnServer } from './serverCommand.mjs';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'examples/app/dist/index.html');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

const stale =
  !existsSync(dist) ||
  Math.max(newest(path.join(root, 'src')), newest(path.join(root, 'examples/app'))) >
    statSync(dist).mtimeMs;

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}`)),
    );
  });
}

if (stale) {
  console.log('Building the example back-office…');
  await run(process.execPath, [
    path.join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--config',
    'examples/app/vite.config.ts',
  ]);
}

// Stops with this script however it ends (spawnServer), and on its signals at once.
const server = spawnServer(
  ['--dev', '--demo-owners', '--static', 'examples/app/dist', ...process.argv.slice(2)],
  { cwd: root, stdio: ['pipe', 'inherit', 'inherit'] },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.once('exit', (code) => process.exit(code ?? 0));
