// The reference API as the benches start it, and how they talk to it: on 127.0.0.1, a free port,
// its own PGlite data folder (or DATABASE_URL), serving the built example. The server stops with
// the bench however the bench ends (`spawnServer`: it watches a pipe from this process).
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnServer } from '../examples/scripts/serverCommand.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Starts the reference API (extra `env`, e.g. DATABASE_URL); resolves once it serves. */
export async function startServer(env = {}, nodeArgs = []) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sfo-bench-'));
  const child = spawnServer(
    ['--dev', '--port', String(port), '--data', dataDir, '--static', 'examples/app/dist'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'error',
        SIGNIN_RATE_LIMIT: '1000',
        ...env,
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
    nodeArgs,
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let out = '';
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (c) => {
      out += c;
      if (/acme\.localhost/.test(out)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  // A store without an owner is claimed with the one-time code the server printed for it.
  const setupCode = /Store acme has no owner yet\. Setup code: (\S+)/.exec(out)?.[1];
  return {
    port,
    pid: child.pid,
    setupCode,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One API call with the tenant's Host header; resolves to the parsed answer. */
export function call(port, method, urlPath, body, token) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api${urlPath}`,
        headers: {
          host: `acme.localhost:${port}`,
          version: '1.0',
          ...(data
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          res.statusCode < 300
            ? resolve(text ? JSON.parse(text) : null)
            : reject(new Error(`${method} ${urlPath}: ${text}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** The password of every account the benches register. */
export const PASSWORD = 'bench-Pass-1';

/** Registers `username` (`kind` seller, or a company admin by default) with the bench's password. */
export function register(port, username, { kind, setupCode } = {}) {
  return call(port, 'POST', '/v1/register', {
    first_name: 'Bench',
    last_name: 'Mark',
    phone: '9000000000',
    username,
    pw: PASSWORD,
    cpw: PASSWORD,
    created_at: new Date().toISOString(),
    ...(kind ? { kind } : {}),
    ...(setupCode ? { setup_code: setupCode } : {}),
  });
}

/**
 * Registers, activates and signs in a company admin (the store's owner, with `setupCode` while
 * the store has none), making the forced first password change; returns its token, company id and
 * sign-in record (as the session store keeps it).
 */
export async function account(port, setupCode) {
  const username = `bench${Date.now()}`;
  const pw = PASSWORD;
  await register(port, username, { setupCode });
  const mails = await call(port, 'GET', '/dev/outbox');
  const link = new URL(
    mails
      .filter((m) => m.to === username)
      .at(-1)
      .link.replace('#/', ''),
  );
  await call(port, 'POST', '/v1/companyPO/activation', {
    activation: link.searchParams.get('activation'),
    iv: link.searchParams.get('a'),
  });
  const [user] = await call(port, 'POST', '/signinSeller', { username, pw });
  if (user.pw_changed) return { token: user.access_token, companyId: user.company_po_id, user };
  // The first sign-in's grant allows only the forced password change; its answer is the token.
  const next = `${pw}-2`;
  const changed = await call(
    port,
    'POST',
    '/v1/companyPO/changepassword',
    {
      pw: next,
      cpw: next,
      pw_changed: true,
      pw_changed_date: new Date().toISOString(),
      user_po_id: user.user_id,
    },
    user.access_token,
  );
  return {
    token: changed.access_token,
    companyId: user.company_po_id,
    user: { ...user, access_token: changed.access_token, pw_changed: true },
  };
}
