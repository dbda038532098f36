import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';

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
      const lane = /[✔✖] size\s+([\d.]+)s\s+([\d.]+) core-s/.exec(run.out);
      expect(lane, run.out).not.toBeNull();
      const total =
        /work: ([\d.]+) core-s; on (\d+) cores no run of these lanes can take less than (\d+)s/.exec(
          run.out,
        );
      expect(total, run.out).not.toBeNull();
      // Starting the lane's own processes alone takes the machine some CPU time: a reading of
      // /proc/stat that went wrong shows as 0.0 (or a negative number, which does not match).
      expect(Number(lane![2])).toBeGreaterThan(0);
      const [, work, cores, floor] = total!.map(Number);
      expect(work).toBe(Number(lane![2]));
      expect(cores).toBe(availableParallelism());
      expect(Math.abs(floor! - work! / cores!)).toBeLessThanOrEqual(1);
    },
  );
});
