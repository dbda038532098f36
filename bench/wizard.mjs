// Next → the next step painted, in Chromium, on the memory API (issue 9's performance figure).
// Builds bench/wizard (the company wizard alone, production React), then times, in the page,
// from the Next click to the frame after the new step's heading is in the DOM, back and forth
// between Register Details and Company Information (a read-only summary and a 15-field form).
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, 'wizard');

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/* global document, requestAnimationFrame -- timeStep runs in the page. */

/** Times one press of `button` until the heading reads `title` and a frame has painted. */
function timeStep({ button, title }) {
  return new Promise((resolve) => {
    const target = [...document.querySelectorAll('button')].find((b) => b.textContent === button);
    const started = performance.now();
    target.click();
    const check = () => {
      const heading = document.querySelector('h2');
      if (heading && heading.textContent === title) {
        // The next frame is the one that shows it.
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
      } else requestAnimationFrame(check);
    };
    check();
  });
}

export async function wizardBench({ chromium, executablePath, args, runs = 40 }) {
  // Built outside the repository: nothing for the linters or git to pick up.
  const outDir = mkdtempSync(path.join(tmpdir(), 'sfo-wizard-bench-'));
  await build({
    root,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
  });
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  });
  const browser = await chromium.launch({ executablePath, headless: true, args });
  try {
    const page = await browser.newPage();
    await page.goto(server.resolvedUrls.local[0]);
    await page.getByRole('heading', { level: 2, name: 'Register Details' }).waitFor();
    const next = [];
    const back = [];
    for (let i = 0; i < runs; i++) {
      next.push(await page.evaluate(timeStep, { button: 'Next', title: 'Company Information' }));
      back.push(await page.evaluate(timeStep, { button: 'Back', title: 'Register Details' }));
    }
    const line = (label, xs) =>
      `  ${label}: median ${percentile(xs, 50).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms (${xs.length} runs)`;
    console.log(line('wizard Next → next step painted (memory API)', next));
    console.log(line('wizard Back → previous step painted', back));
  } finally {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
    rmSync(outDir, { recursive: true, force: true });
  }
}
