// How every script starts the reference API (examples/server, TypeScript) on Node 20, which
// cannot strip types: through tsx's loader, registered in the same process with --import, so the
// pid a script holds is the server's and SIGINT/SIGTERM reach it directly. Run from the repo root.

/** `node` arguments that start the server with `args` (e.g. `--port 0 --data DIR`). */
export function serverArgs(...args) {
  return ['--import', 'tsx', 'examples/server/main.ts', ...args];
}
