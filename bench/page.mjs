// A bench page (a folder with index.html + main.tsx) built with Vite in production mode outside
// the repository and served on 127.0.0.1, plus the figures every bench prints. Shared by
// bench/wizard.mjs and bench/components.mjs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';

/** The p-th percentile (nearest rank) of `xs`. */
export const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** One printed line: median and p95 of `xs` in ms, and how many runs. */
export const figureLine = (label, xs, goal) =>
  `  ${label}: median ${percentile(xs, 50).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms (${xs.length} runs${goal ? `; goal ${goal}` : ''})`;

/** Builds `root` (production React) into a temporary folder; `serve()` previews it. */
export async function buildPage(root) {
  // Built outside the repository: nothing for the linters or git to pick up.
  const outDir = mkdtempSync(path.join(tmpdir(), `sfo-${path.basename(root)}-bench-`));
  await build({
    root,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
  });
  return {
    outDir,
    /** Serves the build on 127.0.0.1 (a free port); resolves to its URL and a stop function. */
    async serve() {
      const server = await preview({
        root,
        logLevel: 'warn',
        build: { outDir },
        preview: { host: '127.0.0.1', port: 0 },
      });
      return {
        url: server.resolvedUrls.local[0],
        close: () => new Promise((resolve) => server.httpServer.close(resolve)),
      };
    },
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}
