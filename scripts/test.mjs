#!/usr/bin/env node
// `npm test`: every check a clean clone must pass, in order, with timings and one closing line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';

const only = process.argv.slice(2);
const steps = [
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['build', 'npx', ['tsup', '--silent']],
  [
    'vitest',
    'npx',
    [
      'vitest',
      'run',
      // every project but e2e, which has a step of its own below
      ...['unit', 'node', 'browser', 'storybook'].flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.tmp/vitest.json',
    ],
  ],
  ['package', 'node', ['tests/package/run.mjs']],
  ['size', 'npx', ['size-limit']],
  ['build-storybook', 'npx', ['storybook', 'build', '--quiet', '-o', '.tmp/storybook-static']],
  [
    'e2e',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'e2e',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.tmp/vitest-e2e.json',
    ],
  ],
];

mkdirSync('.tmp', { recursive: true });
for (const file of ['.tmp/vitest.json', '.tmp/vitest-e2e.json']) rmSync(file, { force: true });
const env = {
  ...process.env,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  FORCE_COLOR: process.env.CI ? '0' : '1',
};
const results = [];
let failed = false;
for (const [name, cmd, args] of steps) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const run = spawnSync(cmd, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push([name, run.status === 0, seconds]);
  if (run.status !== 0) {
    failed = true;
    console.error(`✖ ${name} failed (${seconds}s)`);
    break;
  }
}

console.log('\nSummary');
for (const [name, ok, seconds] of results)
  console.log(`  ${ok ? '✔' : '✖'} ${name.padEnd(16)} ${seconds}s`);
let passed = 0;
let failedTests = 0;
let skipped = 0;
for (const file of ['.tmp/vitest.json', '.tmp/vitest-e2e.json']) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failedTests += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (failed && failedTests === 0) failedTests = 1;
console.log(`tests: ${passed} passed, ${failedTests} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
