import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../examples/server/database.ts';
import { createServer } from '../../examples/server/createServer.ts';
import { memoryStorage } from '../../examples/server/lib/storage.ts';
import { serverArgs } from '../../examples/scripts/serverCommand.mjs';
import {
  IMAGES,
  TEST_SETUP_CODE,
  activationFor,
  client,
  companyIdOf,
  registerBody,
  settledSignIn,
  type ErrorBody,
  type TestApp,
} from './helpers';

/*
 * The server as people run it: a PGlite data folder that survives a restart, the built app served
 * at / with an SPA fallback, and the CLI that stops cleanly on SIGTERM.
 */

let dir: string;
let dataDir: string;
let staticDir: string;
const env = { NODE_ENV: 'test' }; // no ACTIVATION_KEY: the generated one must persist

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sfo-runtime-'));
  dataDir = path.join(dir, 'data');
  staticDir = path.join(dir, 'dist');
  await mkdir(path.join(staticDir, 'assets'), { recursive: true });
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Back-office</title>');
  await writeFile(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** One request to a listening server, with the tenant in the Host header. */
function http(
  port: number,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; json: unknown; raw: Buffer; type: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: {
          host: `acme.localhost:${port}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const type = String(res.headers['content-type'] ?? '');
          resolve({
            status: res.statusCode ?? 0,
            raw,
            type,
            json: type.includes('json') ? JSON.parse(raw.toString('utf8')) : null,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

let link: { activation: string; iv: string };
let logoUrl: string;

describe('a data folder', () => {
  // Creating a PGlite data folder takes seconds (more on a busy machine).
  it(
    'keeps accounts, records, uploads and keys across a restart',
    { timeout: 120_000 },
    async () => {
      const db = await openDatabase({ dataDir });
      let app: TestApp | undefined;
      try {
        app = await createServer({
          db,
          dataDir,
          env,
          staticDir,
          devOutbox: true,
          newSetupCode: () => TEST_SETUP_CODE,
        });
        const acme = client(app, 'acme');
        expect(
          (await acme.post('/v1/register', registerBody('keeper@acme.test', { kind: 'seller' })))
            .status,
        ).toBe(200);
        const { activation, iv } = await activationFor(acme, 'keeper@acme.test');
        link = { activation, iv };

        // A second, already active account saves a page and uploads a logo.
        expect((await acme.post('/v1/register', registerBody('writer@acme.test'))).status).toBe(
          200,
        );
        const writerLink = await activationFor(acme, 'writer@acme.test');
        const activated = await acme.post('/v1/companyPO/activation', {
          activation: writerLink.activation,
          iv: writerLink.iv,
        });
        expect(activated.status).toBe(200);
        // The forced first change made, a session token (docs/api-contract.md, "Sessions").
        const token = (await settledSignIn(acme, 'writer@acme.test')).access_token;
        const companyId = await companyIdOf(acme);
        await acme.post(
          '/v1/companyPO/page5',
          { id: companyId, terms_conditions: '<p>Kept</p>' },
          { token },
        );
        const signed = await acme.post<{ url: string; publicUrl: string }>(
          '/v1/uploads/presign',
          { target: 'logo', content_type: 'image/png', company_po_id: companyId },
          { token },
        );
        const target = new URL(signed.body.url);
        const put = await app.inject({
          method: 'PUT',
          url: target.pathname + target.search,
          headers: { host: target.host, 'content-type': 'image/png' },
          payload: IMAGES.png,
        });
        expect(put.statusCode).toBe(200);
        logoUrl = signed.body.publicUrl;
      } finally {
        await app?.close();
        await db.close();
      }
    },
  );

  it('migrates once and seeds without duplicates when reopened', async () => {
    const db = await openDatabase({ dataDir });
    try {
      const migrations = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
      expect(migrations.map((m) => m.name)).toEqual([
        '001_schema.sql',
        '002_roles.sql',
        '003_token_generation.sql',
        '004_claiming.sql',
        '005_seller_shop.sql',
        '006_registration_expiry.sql',
        '007_upload_uses.sql',
        '008_team.sql',
        '009_write_notices.sql',
        '010_shared_limits.sql',
      ]);
      const [counts] = await db.query<{ companies: number; provinces: number; secrets: number }>(
        `SELECT (SELECT count(*)::int FROM companies) AS companies,
                (SELECT count(*)::int FROM provinces) AS provinces,
                (SELECT count(*)::int FROM server_secrets) AS secrets`,
      );
      expect(counts).toEqual({ companies: 2, provinces: 36, secrets: 2 });
    } finally {
      await db.close();
    }
  });
});

describe('the built app at /', () => {
  let app: TestApp;
  let db: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    db = await openDatabase({ url: 'memory://' });
    app = await createServer({ db, env, staticDir });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  const get = (url: string, host = 'acme.localhost') =>
    app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

  it('serves index.html at / and for page paths (SPA fallback), never cached', async () => {
    for (const url of ['/', '/dashboard/demo', '/auth/login?x=1']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toContain('<title>Back-office</title>');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    // Any host: the app itself says when the host names no tenant.
    expect((await get('/', 'localhost')).statusCode).toBe(200);
  });

  it('sends the app with a strict CSP and no framing, and the API with nothing runnable', async () => {
    const page = await get('/auth/login');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // A conditional reload's 304 keeps the app's policy (the browser applies it to its page).
    const etag = String(page.headers.etag ?? '');
    const reload = await app.inject({
      method: 'GET',
      url: '/auth/login',
      headers: { host: 'acme.localhost', accept: 'text/html', 'if-none-match': etag },
    });
    expect(reload.statusCode).toBe(304);
    expect(reload.headers['content-security-policy']).toBe(csp);
    const api = await get('/api/v1/country');
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(api.headers['x-frame-options']).toBe('DENY');
  });

  it("keeps the app runnable after a reload: a 304 carries the page's policy, never the API's", async () => {
    const first = await get('/');
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'acme.localhost', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // The browser replaces the cached page's policy with the 304's: it must be the app's own.
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(String(again.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('lets the app reach a configured S3 endpoint for presigned uploads', async () => {
    const withS3 = await createServer({
      db,
      env: { ...env, S3_ENDPOINT: 'https://s3.example.com:9000/bucket', S3_BUCKET: 'b' },
      staticDir,
      storage: memoryStorage(),
    });
    try {
      const page = await withS3.inject({
        method: 'GET',
        url: '/',
        headers: { host: 'acme.localhost' },
      });
      expect(String(page.headers['content-security-policy'])).toContain(
        "connect-src 'self' https://s3.example.com:9000",
      );
    } finally {
      await withS3.close();
    }
  });

  it('serves hashed assets for a year and a missing asset as 404', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const missing = await get('/assets/missing-000.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorBody>().message).toBe('Route GET /assets/missing-000.js not found');
  });

  it('keeps the API under /api, with JSON 404s', async () => {
    expect((await get('/api/v1/country')).json()).toEqual([
      { id: 'IND', name: 'India', shortname: 'IN' },
    ]);
    const unknown = await get('/api/v1/unknown');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/json/);
  });

  it('refuses a static folder without index.html', async () => {
    await expect(createServer({ db, env, staticDir: path.join(dir, 'nothing') })).rejects.toThrow(
      /No index.html/,
    );
  });
});

describe('the CLI (examples/server/main.ts, through the tsx loader)', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  it(
    'starts on the data folder, prints the tenant URL, resumes, and stops on SIGTERM',
    { timeout: 90_000 },
    async () => {
      child = spawn(
        process.execPath,
        serverArgs('--dev', '--port', '0', '--data', dataDir, '--static', staticDir),
        { env: { ...process.env, ...env, DATABASE_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      const port = await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 60_000);
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /^http:\/\/acme\.localhost:(\d+)\/$/m.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(Number(match[1]));
          }
        };
        child!.stdout!.on('data', onData);
        child!.stderr!.on('data', onData);
        child!.on('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
      });

      // The link mailed before the restart still opens (the generated key was kept).
      const activated = await http(port, 'POST', '/api/v1/companySeller/activation', link);
      expect(activated.status).toBe(200);
      expect(activated.json).toEqual({
        activated: true,
        kind: 'seller',
        username: 'keeper@acme.test',
      });
      // A store without an owner is named in the log; its code was given before the restart, and
      // only its hash kept, so the log says where it was printed. acme, claimed before, is not.
      expect(output).toMatch(
        /^Store globex has no owner yet\. Its setup code was printed by the server that made it/m,
      );
      expect(output).not.toContain('TEST-CODE-0001');
      expect(output).not.toMatch(/Store acme has no owner/);
      // `--dev` (what `npm start` passes) keeps the outbox, and says so.
      expect(output).toMatch(/Dev mode: .*\/api\/dev\/outbox/);
      expect((await http(port, 'GET', '/api/dev/outbox')).status).toBe(200);
      const logo = await http(port, 'GET', logoUrl);
      expect(logo.status).toBe(200);
      expect(logo.type).toBe('image/png');
      expect(logo.raw.equals(IMAGES.png)).toBe(true);
      const page = await http(port, 'GET', '/');
      expect(page.raw.toString()).toContain('Back-office');

      // A client gone quiet half-way through a request: the stop waits for it a while, then
      // closes it and the database (left to itself, the server waited as long as the client).
      const quiet = connect(port, '127.0.0.1');
      quiet.on('error', () => undefined);
      await new Promise((resolve) => quiet.once('connect', resolve));
      await new Promise((resolve) =>
        quiet.write('GET /api/v1/companyPO HTTP/1.1\r\nHost: acme.localhost\r\n', resolve),
      );
      // Its half request has reached the server: the connection is busy, not idle.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const exited = new Promise<number | null>((resolve) => child!.on('exit', resolve));
      const stopping = Date.now();
      child.kill('SIGTERM');
      try {
        expect(await exited).toBe(0);
      } finally {
        quiet.destroy();
      }
      expect(Date.now() - stopping).toBeLessThan(20_000);
      expect(output).toContain('SIGTERM: stopping');
      expect(output).toContain('closing the connections still open');
    },
  );
});
