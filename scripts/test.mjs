#!/usr/bin/env node
// `npm test`: every lane a clean clone must pass. Every lane runs even when an earlier one failed,
// then a summary names each lane (passed / failed, seconds, tests) and the run exits non-zero if
// any lane failed. `npm test -- unit e2e` runs only the named lanes; `npm run test:<lane>` is the
// same for one lane.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';

/** A Vitest lane: one project, its report kept for the summary. */
const vitest = (project) => [
  'npx',
  [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=.tmp/report-${project}.json`,
  ],
  `.tmp/report-${project}.json`,
];

/** name → [command, args, Vitest report file?]; in the order a reader fixes them. */
export const lanes = {
  format: ['npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  lint: ['npx', ['eslint', '.', '--max-warnings', '0']],
  typecheck: ['npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  build: ['npx', ['tsup', '--silent']],
  api: ['node', ['scripts/api-report.mjs']],
  unit: vitest('unit'),
  node: vitest('node'),
  browser: vitest('browser'),
  stories: vitest('storybook'),
  package: ['node', ['tests/package/run.mjs']],
  size: ['npx', ['size-limit']],
  'build-storybook': ['npx', ['storybook', 'build', '--quiet', '-o', '.tmp/storybook-static']],
  e2e: vitest('e2e'),
};

const only = process.argv.slice(2);
const unknown = only.filter((name) => !(name in lanes));
if (unknown.length) {
  console.error(`Unknown lane(s): ${unknown.join(', ')}. Lanes: ${Object.keys(lanes).join(', ')}`);
  process.exit(2);
}

mkdirSync('.tmp', { recursive: true });
const env = {
  ...process.env,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  FORCE_COLOR: process.env.CI ? '0' : '1',
};

/** Tests counted from a Vitest JSON report, or null when the lane wrote none. */
function counts(file) {
  if (!file || !existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

const startedAll = Date.now();
const results = [];
for (const [name, [cmd, args, report]] of Object.entries(lanes)) {
  if (only.length && !only.includes(name)) continue;
  if (report) rmSync(report, { force: true });
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const run = spawnSync(cmd, args, { stdio: 'inherit', env });
  const seconds = (Date.now() - started) / 1000;
  const ok = run.status === 0;
  results.push({ name, ok, seconds, tests: counts(report) });
  if (!ok) console.error(`✖ ${name} failed (${seconds.toFixed(1)}s); the other lanes still run`);
}

const total = { passed: 0, failed: 0, skipped: 0 };
console.log('\nSummary');
for (const { name, ok, seconds, tests } of results) {
  const detail = tests
    ? `${tests.passed} passed, ${tests.failed} failed${tests.skipped ? `, ${tests.skipped} skipped` : ''}`
    : '';
  console.log(
    `  ${ok ? '✔' : '✖'} ${name.padEnd(16)} ${seconds.toFixed(1).padStart(6)}s  ${detail}`,
  );
  if (tests) for (const key of Object.keys(total)) total[key] += tests[key];
  // A lane that failed without a failing test (lint, build, a crashed run) counts as one failure.
  if (!ok && (!tests || tests.failed === 0)) total.failed += 1;
}
const failedLanes = results.filter((r) => !r.ok).map((r) => r.name);
console.log(
  `  ${failedLanes.length ? `✖ failed lanes: ${failedLanes.join(', ')}` : '✔ every lane passed'}` +
    ` in ${((Date.now() - startedAll) / 1000).toFixed(0)}s`,
);
console.log(
  `tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(failedLanes.length ? 1 : 0);
