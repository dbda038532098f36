// Builds the benches' floors (bench/floors/*: bare React pages) into the example's build, so the
// reference API serves them from the same origin as the example: `<dist>/bench-floors/<name>/`.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Builds every floor into `dist`; resolves to their paths and a function that removes them. */
export async function buildFloors(dist) {
  const outRoot = path.join(dist, 'bench-floors');
  for (const name of ['signin', 'data']) {
    await build({
      root: path.join(here, 'floors', name),
      base: './',
      logLevel: 'warn',
      configFile: false,
      plugins: [react()],
      define: { 'process.env.NODE_ENV': '"production"' },
      build: { outDir: path.join(outRoot, name), emptyOutDir: true },
    });
  }
  return {
    signIn: '/bench-floors/signin/',
    data: '/bench-floors/data/',
    remove: () => rmSync(outRoot, { recursive: true, force: true }),
  };
}
