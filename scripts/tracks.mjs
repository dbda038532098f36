// The two tracks of `npm test` (scripts/test.mjs): whichever track is free takes the longest lane
// that may start. On their own so that the order can be tested without running the lanes
// (tests/node/testRunner.test.ts).

/**
 * Runs `names` on two tracks side by side and resolves to every lane's result, in the order the
 * lanes ended. A free track takes the heaviest lane among those that may start (its `expected`
 * seconds plus those of the longest chain of lanes that wait for it): a lane named in `after` starts once the lane it names has ended, when that lane is among
 * `names` too. `run(name, quiet)` runs one lane; the first track streams its lanes' output
 * (`quiet` false), the second collects it (`quiet` true) unless it is the only lane.
 *
 * @template T
 * @param {string[]} names
 * @param {{ expected: Record<string, number>, after: Record<string, string>,
 *   run: (name: string, quiet: boolean) => Promise<T> }} options
 * @returns {Promise<T[]>}
 */
export async function runTracks(names, { expected, after, run }) {
  // A lane's weight is its own seconds plus the heaviest chain of lanes waiting for it, so the
  // build, which the e2e lane waits for, is taken before lanes longer than itself.
  const weight = (name) =>
    (expected[name] ?? 0) +
    Math.max(0, ...names.filter((other) => after[other] === name).map((other) => weight(other)));
  const pending = [...names].sort((a, b) => weight(b) - weight(a));
  const ended = new Set();
  const results = [];
  let onEnd = [];
  const ready = (name) => !after[name] || !names.includes(after[name]) || ended.has(after[name]);

  async function track(quiet) {
    while (pending.length) {
      const next = pending.findIndex(ready);
      if (next === -1) {
        // What it may run next waits for a lane the other track is running.
        await new Promise((resolve) => onEnd.push(resolve));
        continue;
      }
      const [name] = pending.splice(next, 1);
      results.push(await run(name, quiet));
      ended.add(name);
      const waiting = onEnd;
      onEnd = [];
      for (const wake of waiting) wake();
    }
  }

  // The streaming track starts first, so the longest lane's output is the one that streams.
  await Promise.all([track(false), track(names.length > 1)]);
  return results;
}
