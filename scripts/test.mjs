#!/usr/bin/env node
// `npm test`: every lane a clean clone must pass. Every lane runs even when an earlier one failed,
// then a summary names each lane (passed / failed, seconds, tests) and the run exits non-zero if
// any lane failed. `npm test -- unit e2e` runs only the named lanes; `npm run test:<lane>` is the
// same for one lane. `npm test -- --cost` runs the lanes one after another instead and prints the
// CPU time each took (Linux), so what costs what is measured rather than guessed.
//
// Two tracks run side by side, one per core of a 2-core CI machine: whichever is free takes the
// longest lane still to run (EXPECTED_SECONDS below), so the two end close together on a fast host
// and a slow one alike. One track's lanes stream their output; the other's print it whole when
// they end, so the two never interleave mid-line.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync, rmdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { runTracks } from './tracks.mjs';

/** A Vitest lane: one project (or several, `--project` each), its report kept for the summary. */
const vitest = (project, ...more) => [
  'npx',
  [
    'vitest',
    'run',
    ...[project, ...more].flatMap((name) => ['--project', name]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=.tmp/report-${project}.json`,
  ],
  `.tmp/report-${project}.json`,
];

/** name → [command, args, Vitest report file?]; in the order a reader fixes them. */
const lanes = {
  format: ['npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  lint: ['npx', ['eslint', '.', '--max-warnings', '0']],
  typecheck: ['npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  build: ['node', ['scripts/build.mjs']],
  api: ['node', ['scripts/api-report.mjs']],
  unit: vitest('unit', 'unit-cold'),
  node: vitest('node'),
  browser: vitest('browser', 'browser-cold'),
  stories: vitest('storybook'),
  package: ['node', ['tests/package/run.mjs']],
  size: ['npx', ['size-limit']],
  'build-storybook': ['npx', ['storybook', 'build', '--quiet', '-o', '.tmp/storybook-static']],
  e2e: vitest('e2e'),
};

/**
 * Each lane's seconds on an earlier clean clone of a 2-core machine (the README's "Tests" table
 * has the current ones): only the order in which free tracks take lanes, longest first, so their
 * ratios matter, not their sizes. A fixed split of the lanes into two tracks ended 58 s apart on
 * that host (778 and 836 s) and 80 s apart on a host twice as fast (364 and 444 s): the lanes'
 * times do not scale alike from host to host.
 */
const EXPECTED_SECONDS = {
  stories: 332,
  // With the three portals of tests/e2e/hosts-* (their builds and journeys).
  e2e: 286,
  node: 205,
  unit: 104,
  browser: 50,
  lint: 38,
  typecheck: 37,
  build: 30,
  format: 25,
  'build-storybook': 24,
  package: 18,
  api: 11,
  size: 3,
};

/**
 * Lanes that read what another lane writes: they start once it has ended, when both run. The e2e
 * lane's portals (tests/e2e/hosts-*) embed the built package (dist/elements, the packed tarball).
 */
const AFTER = { api: 'build', package: 'build', size: 'build', e2e: 'build' };

// A lane without its seconds would be taken last, whatever it costs: name it instead.
const untimed = Object.keys(lanes).filter((name) => !(name in EXPECTED_SECONDS));
if (untimed.length) {
  console.error(`No EXPECTED_SECONDS for lane(s): ${untimed.join(', ')} (scripts/test.mjs).`);
  process.exit(2);
}

const args = process.argv.slice(2);
const cost = args.includes('--cost');
const only = args.filter((arg) => arg !== '--cost');
const unknown = only.filter((name) => !(name in lanes));
if (unknown.length) {
  console.error(`Unknown lane(s): ${unknown.join(', ')}. Lanes: ${Object.keys(lanes).join(', ')}`);
  process.exit(2);
}

/**
 * The whole machine's busy CPU time so far, in core-seconds (Linux's /proc/stat: user, nice,
 * system, irq and softirq, in its 1/100 s ticks). With `--cost` one lane runs at a time, so the
 * difference across a lane is what the lane, its browsers and servers made the machine do.
 */
function busySeconds() {
  const [, user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
    .split('\n', 1)[0]
    .trim()
    .split(/\s+/)
    .map(Number);
  return (user + nice + system + irq + softirq) / 100;
}
if (cost && !existsSync('/proc/stat')) {
  console.error('--cost reads the CPU time from /proc/stat: it runs on Linux only.');
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
    failures: failuresOf(report),
  };
}

/**
 * Each failed test of a Vitest JSON report as one line (file › test: the message's first line),
 * so the summary (the end of a CI log, the part a reader sees first) names what failed.
 */
function failuresOf(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    // A file that failed to load has no failed test, only its own message.
    if (!failed.length && file.status === 'failed' && file.message)
      lines.push(`${where}: ${firstLine(file.message)}`);
    for (const test of failed) lines.push(`${where} › ${test.fullName}: ${reason(test)}`);
  }
  return lines;
}

/**
 * Why a test failed, in one line. Vitest 4.1 writes a failure's stack, not its message, into the
 * JSON report, and a timeout's stack still starts with the placeholder its runner made for it
 * ('Error: STACK_TRACE_ERROR'), so a timeout is named from its duration.
 */
function reason(test) {
  const first = firstLine(test.failureMessages?.[0] ?? '');
  if (first !== 'Error: STACK_TRACE_ERROR') return first;
  return `timed out after ${((test.duration ?? 0) / 1000).toFixed(1)} s`;
}

const firstLine = (text) =>
  stripVTControlCharacters(text)
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? '';

const CPU_GROUPS = '/sys/fs/cgroup/cpuacct';

/** A fresh cpuacct control group for `lane` (Linux, root), or null where there is none. */
const groups = [];
function laneGroup(lane) {
  const dir = path.join(CPU_GROUPS, `sfo-test-${process.pid}-${lane}`);
  try {
    mkdirSync(dir);
    groups.push(dir);
    return dir;
  } catch {
    return null;
  }
}

/** The CPU seconds every process of `group` used. */
function groupSeconds(group) {
  try {
    return Number(readFileSync(path.join(group, 'cpuacct.usage'), 'utf8')) / 1e9;
  } catch {
    return null;
  }
}

/** Runs one lane; `quiet` collects its output and prints it whole when the lane ends. */
function runLane(name, quiet) {
  const [cmd, args, report] = lanes[name];
  if (report) rmSync(report, { force: true });
  const started = Date.now();
  const busyBefore = cost ? busySeconds() : 0;
  const header = `\n▶ ${name}: ${cmd} ${args.join(' ')}`;
  if (!quiet) console.log(header);
  // With --cost, where the machine lets us, the lane runs in a control group of its own: its CPU
  // is then that of every process it started (browsers and servers included, even those it did
  // not wait for), whatever else the machine is doing. The machine-wide figure is printed beside.
  const group = cost ? laneGroup(name) : null;
  const [command, commandArgs] = group
    ? ['bash', ['-c', `echo $$ > ${group}/cgroup.procs && exec "$@"`, 'bash', cmd, ...args]]
    : [cmd, args];
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env,
    });
    const chunks = [];
    if (quiet) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      if (quiet) process.stdout.write(`${header}\n${Buffer.concat(chunks).toString()}`);
      if (!ok)
        console.error(`✖ ${name} failed (${seconds.toFixed(1)}s); the other lanes still run`);
      const cpu = cost ? busySeconds() - busyBefore : null;
      const own = group ? groupSeconds(group) : null;
      resolve({ name, ok, seconds, cpu, own, tests: counts(report) });
    });
  });
}

async function runInOrder(names) {
  const done = [];
  for (const name of names) done.push(await runLane(name, false));
  return done;
}

const startedAll = Date.now();
const chosen = Object.keys(lanes).filter((name) => !only.length || only.includes(name));

const finished = cost
  ? // One lane at a time, in reading order: each lane's CPU time is the machine's.
    await runInOrder(chosen)
  : await runTracks(chosen, { expected: EXPECTED_SECONDS, after: AFTER, run: runLane });
// The summary lists the lanes in their reading order, whichever track ran them.
const results = chosen.map((name) => finished.find((r) => r.name === name));

const total = { passed: 0, failed: 0, skipped: 0 };
console.log('\nSummary');
for (const { name, ok, seconds, cpu, own, tests } of results) {
  const detail = tests
    ? `${tests.passed} passed, ${tests.failed} failed${tests.skipped ? `, ${tests.skipped} skipped` : ''}`
    : '';
  const work =
    cpu === null
      ? ''
      : ` ${cpu.toFixed(1).padStart(6)} core-s${own === null ? '' : ` (the lane's own ${own.toFixed(1)})`}`;
  console.log(
    `  ${ok ? '✔' : '✖'} ${name.padEnd(16)} ${seconds.toFixed(1).padStart(6)}s${work}  ${detail}`,
  );
  if (tests) for (const key of Object.keys(total)) total[key] += tests[key];
  for (const failure of tests?.failures ?? []) console.log(`      ✖ ${failure}`);
  // A lane that failed without a failing test (lint, build, a crashed run) counts as one failure.
  if (!ok && (!tests || tests.failed === 0)) total.failed += 1;
}
const failedLanes = results.filter((r) => !r.ok).map((r) => r.name);
console.log(
  `  ${failedLanes.length ? `✖ failed lanes: ${failedLanes.join(', ')}` : '✔ every lane passed'}` +
    ` in ${((Date.now() - startedAll) / 1000).toFixed(0)}s`,
);
if (cost) {
  // The two tracks of a normal run share the machine's cores: no run can be shorter than its work
  // spread over all of them.
  const work = results.reduce((sum, r) => sum + r.cpu, 0);
  const own = results.every((r) => r.own !== null)
    ? ` (the lanes' own processes: ${results.reduce((sum, r) => sum + r.own, 0).toFixed(1)})`
    : '';
  const cores = availableParallelism();
  console.log(
    `  work: ${work.toFixed(1)} core-s${own}; on ${cores} cores no run of these lanes can take less than ${(work / cores).toFixed(0)}s`,
  );
}
// Removed once their last processes have gone (a lane's exit can be a moment ahead of them).
for (const group of groups) {
  try {
    rmdirSync(group);
  } catch {
    // a process of the lane still runs: the empty group goes with the machine
  }
}
console.log(
  `tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(failedLanes.length ? 1 : 0);
