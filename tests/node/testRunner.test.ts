import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runTracks } from '../../scripts/tracks.mjs';

/** `npm test`'s runner (scripts/test.mjs) with `args`, its output as plain text. */
function runTests(...args: string[]) {
  const run = spawnSync('node', ['scripts/test.mjs', ...args], {
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
    timeout: 60_000,
  });
  return {
    status: run.status,
    out: stripVTControlCharacters(run.stdout),
    err: stripVTControlCharacters(run.stderr),
  };
}

describe('npm test -- --cost', () => {
  it('is a switch, not a lane: an unknown lane beside it is named alone', () => {
    const run = runTests('--cost', 'no-such-lane');
    expect(run.status).toBe(2);
    expect(run.err).toContain('Unknown lane(s): no-such-lane.');
    expect(run.err).not.toContain('--cost');
  });

  it.runIf(process.platform === 'linux')(
    "prints each lane's CPU time and the shortest run that work allows",
    () => {
      // The size lane is the shortest; whether it passes depends on a build being there, and
      // its CPU time is printed either way.
      const run = runTests('--cost', 'size');
      const lane = /[✔✖] size\s+([\d.]+)s\s+([\d.]+) core-s(?: \(the lane's own ([\d.]+)\))?/.exec(
        run.out,
      );
      expect(lane, run.out).not.toBeNull();
      const total =
        /work: ([\d.]+) core-s(?: \(the lanes' own processes: ([\d.]+)\))?; on (\d+) cores no run of these lanes can take less than (\d+)s/.exec(
          run.out,
        );
      expect(total, run.out).not.toBeNull();
      // Starting the lane's own processes alone takes the machine some CPU time: a reading of
      // /proc/stat that went wrong shows as 0.0 (or a negative number, which does not match), and
      // so does a control group whose usage was not read (where the machine has them).
      expect(Number(lane![2])).toBeGreaterThan(0);
      const [, work, own, cores, floor] = total!.map(Number);
      expect(work).toBe(Number(lane![2]));
      if (existsSync('/sys/fs/cgroup/cpuacct')) {
        expect(Number(lane![3])).toBeGreaterThan(0);
        expect(own).toBe(Number(lane![3]));
      }
      expect(cores).toBe(availableParallelism());
      expect(Math.abs(floor! - work! / cores!)).toBeLessThanOrEqual(1);
    },
  );
});

describe("npm test's two tracks", () => {
  afterEach(() => vi.useRealTimers());

  /** Runs fake lanes that take `ms[name]` milliseconds; records when each started and ended. */
  async function schedule(
    names: string[],
    expected: Record<string, number>,
    after: Record<string, string>,
    ms: Record<string, number>,
  ) {
    const log: Array<{ name: string; quiet: boolean; start: number; end: number }> = [];
    // The lanes' durations pass on a faked clock, so the times below are exact on any machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const t0 = performance.now();
    const running = runTracks(names, {
      expected,
      after,
      run: async (name: string, quiet: boolean) => {
        const start = performance.now() - t0;
        await new Promise((resolve) => setTimeout(resolve, ms[name]));
        log.push({ name, quiet, start, end: performance.now() - t0 });
        return name;
      },
    });
    await vi.runAllTimersAsync();
    const results = await running;
    vi.useRealTimers();
    return { results, log, at: (name: string) => log.find((entry) => entry.name === name)! };
  }

  it('gives a free track the longest lane left, so the tracks end close together', async () => {
    // A fixed split (a, b | c, d) would end at 90 and 150 ms; longest first puts b after c, on
    // the track that frees up first, and a after d: both end near 120.
    const { results, log, at } = await schedule(
      ['a', 'b', 'c', 'd'],
      { a: 1, b: 2, c: 3, d: 4 },
      {},
      { a: 30, b: 60, c: 60, d: 120 },
    );
    expect([...results].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(log).toHaveLength(4);
    // d and c start at once, one on each track.
    expect(at('d').start).toBeLessThan(10);
    expect(at('c').start).toBeLessThan(10);
    // b, the longest lane left, goes to c's track as it frees up, while d still runs.
    expect(at('b').start).toBeGreaterThanOrEqual(at('c').end);
    expect(at('b').start).toBeLessThan(at('d').end);
    expect(at('a').start).toBeGreaterThanOrEqual(Math.min(at('b').end, at('d').end));
    // The first track streams (d, the longest lane), the second collects.
    expect(at('d').quiet).toBe(false);
    expect(at('c').quiet).toBe(true);
  });

  it("starts a lane that reads another lane's output only once that lane has ended", async () => {
    // `size` is the shortest and would start at once on the free track; it waits for `build`.
    const { at } = await schedule(
      ['build', 'size', 'lint'],
      { build: 30, lint: 40, size: 1 },
      { size: 'build' },
      { build: 40, lint: 60, size: 5 },
    );
    expect(at('size').start).toBeGreaterThanOrEqual(at('build').end - 1);
    expect(at('lint').start).toBeLessThan(10);
  });

  it('takes a short lane early when a long one waits for it', async () => {
    // e2e (long) waits for build (short): build goes first on the second track, ahead of node,
    // which is longer than build alone; e2e then starts as soon as build ends, node after it.
    const { at } = await schedule(
      ['stories', 'node', 'build', 'e2e'],
      { stories: 50, node: 20, build: 3, e2e: 40 },
      { e2e: 'build' },
      { stories: 500, node: 200, build: 30, e2e: 400 },
    );
    expect(at('stories').start).toBeLessThan(10);
    expect(at('build').start).toBeLessThan(10);
    expect(at('e2e').start).toBe(at('build').end);
    expect(at('node').start).toBe(at('e2e').end);
  });

  it('runs a dependent lane at once when the lane it reads is not among those chosen', async () => {
    const { log, at } = await schedule(['size'], { size: 1 }, { size: 'build' }, { size: 5 });
    expect(log.map((entry) => entry.name)).toEqual(['size']);
    // A single lane streams its output.
    expect(at('size').quiet).toBe(false);
  });
});
