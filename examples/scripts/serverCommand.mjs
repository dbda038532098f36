// How every script starts the reference API (examples/server, TypeScript) on Node 20, which
// cannot strip types: through tsx's loader, registered in the same process with --import, so the
// pid a script holds is the server's and SIGINT/SIGTERM reach it directly. Run from the repo root.
import { spawn } from 'node:child_process';

/** `node` arguments that start the server with `args` (e.g. `--port 0 --data DIR`). */
export function serverArgs(...args) {
  return ['--import', 'tsx', 'examples/server/main.ts', ...args];
}

/**
 * Spawns the server with `args` so that it stops with the script that started it: its stdin is a
 * pipe from this process and `--stop-with-parent` makes it stop when that pipe closes, which
 * happens however this process ends (success, thrown error, signal, even SIGKILL). `options` are
 * `spawn`'s; stdout and stderr follow `options.stdio` (default: both piped).
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @param {string[]} [nodeArgs] for `node` itself (e.g. `--cpu-prof`)
 */
export function spawnServer(args, options = {}, nodeArgs = []) {
  const [, out = 'pipe', err = 'pipe'] = Array.isArray(options.stdio) ? options.stdio : [];
  const child = spawn(
    process.execPath,
    [...nodeArgs, ...serverArgs('--stop-with-parent', ...args)],
    {
      ...options,
      stdio: ['pipe', out, err],
    },
  );
  // Never written to; an EPIPE after the child has gone is not this process's failure.
  child.stdin?.on('error', () => undefined);
  // Not what keeps this process alive: the pipe only tells the child when it ends.
  if (child.stdin)
    /** @type {import('node:net').Socket} */ (/** @type {unknown} */ (child.stdin)).unref();
  return child;
}
