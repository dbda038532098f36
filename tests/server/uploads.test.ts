import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createServer } from '../../examples/server/createServer.ts';
import {
  ACTIVATION_KEY,
  IMAGES,
  client,
  signedInAccount,
  testClock,
  serverFixture,
  type Client,
  type ErrorBody,
  type SignInRecord,
  type TestApp,
  type TestServer,
} from './helpers';
import type { PresignedUpload } from '../../src/api/upload/presigned';

/** The presign answer, as the kit's presigned uploader reads it (with every optional field). */
type Presigned = Required<PresignedUpload>;

const clock = testClock();
let server: TestServer;
let acme: Client;
let companyId: number;
let admin: SignInRecord;

serverFixture({ now: clock.now }, async (fixture) => {
  ({ server, acme, acmeId: companyId } = fixture);
  admin = await signedInAccount(acme, 'admin@acme.test');
});

async function presign(body: Record<string, unknown>, api = acme, token = admin.access_token) {
  return api.post<Presigned & ErrorBody>(
    '/v1/uploads/presign',
    { company_po_id: companyId, ...body },
    { token },
  );
}

/** PUTs bytes to a signed URL the way a browser would (same host as the URL). */
async function put(
  app: TestApp,
  signedUrl: string,
  bytes: Buffer,
  contentType: string,
  host?: string,
) {
  const url = new URL(signedUrl);
  const response = await app.inject({
    method: 'PUT',
    url: url.pathname + url.search,
    headers: { host: host ?? url.host, 'content-type': contentType },
    payload: bytes,
  });
  return {
    status: response.statusCode,
    body: response.json<ErrorBody & { key: string; url: string }>(),
  };
}

async function read(app: TestApp, publicUrl: string, host = 'acme.localhost') {
  return app.inject({ method: 'GET', url: publicUrl, headers: { host } });
}

describe('presign', () => {
  it('signs a short-lived PUT to the contract key of each target', async () => {
    const logo = await presign({ target: 'logo', content_type: 'image/png' });
    expect(logo.status).toBe(200);
    expect(logo.body).toEqual({
      url: expect.stringMatching(
        new RegExp(
          `^http://acme\\.localhost:8787/api/uploads/${companyId}/logo\\.png\\?expires=\\d+&nonce=[\\w-]+&sig=[\\w-]+$`,
        ),
      ),
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      key: `${companyId}/logo.png`,
      publicUrl: `/api/uploads/${companyId}/logo.png`,
      expiresAt: new Date(Math.floor(clock.now() / 1000) * 1000 + 5 * 60_000).toISOString(),
    });
    expect((await presign({ target: 'about-us', content_type: 'image/jpeg' })).body.key).toBe(
      `${companyId}/about_us.jpg`,
    );
    const banner1 = await presign({ target: 'banner', content_type: 'image/webp' });
    const banner2 = await presign({ target: 'banner', content_type: 'image/webp' });
    expect(banner1.body.key).toMatch(new RegExp(`^${companyId}/[0-9a-f-]{36}\\.webp$`));
    expect(banner2.body.key).not.toBe(banner1.body.key);
  });

  it('builds the URL from the public origin, never the Host header', async () => {
    const forged = await presign({ target: 'logo', content_type: 'image/png' });
    const answer = await acme.post<Presigned>(
      '/v1/uploads/presign',
      { company_po_id: companyId, target: 'logo', content_type: 'image/png' },
      { token: admin.access_token, host: 'acme.localhost@evil.example' },
    );
    expect(forged.body.url).toMatch(/^http:\/\/acme\.localhost:8787\//);
    expect(answer.body.url ?? '').not.toContain('evil.example');
  });

  it('signs a product logo only for a product of the tenant', async () => {
    const missing = await presign({ target: 'product-logo', content_type: 'image/png' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('prod_id is required');
    const unknown = await presign({
      target: 'product-logo',
      content_type: 'image/png',
      prod_id: 999,
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses types other than PNG, JPEG and WEBP', async () => {
    for (const type of ['image/gif', 'image/svg+xml', 'application/octet-stream', 'text/html']) {
      const answer = await presign({ target: 'logo', content_type: type });
      expect(answer.status, type).toBe(400);
      expect(answer.body.message).toBe('Only allowed PNG or JPG or WEBP');
    }
  });

  it('needs a token of the tenant', async () => {
    expect((await presign({ target: 'logo', content_type: 'image/png' }, acme, '')).status).toBe(
      401,
    );
  });
});

describe('signed PUT and GET', () => {
  it('stores each accepted type and serves it back with its type and nosniff', async () => {
    for (const [target, type, bytes] of [
      ['logo', 'image/png', IMAGES.png],
      ['about-us', 'image/jpeg', IMAGES.jpeg],
      ['banner', 'image/webp', IMAGES.webp],
    ] as const) {
      const signed = (await presign({ target, content_type: type })).body;
      const stored = await put(server.app, signed.url, bytes, signed.headers['Content-Type']!);
      expect(stored.status, type).toBe(200);
      expect(stored.body).toEqual({ key: signed.key, url: signed.publicUrl });

      const served = await read(server.app, signed.publicUrl);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('stores once per URL: a second PUT with the same URL is refused', async () => {
    const signed = (await presign({ target: 'logo', content_type: 'image/png' })).body;
    expect((await put(server.app, signed.url, IMAGES.png, 'image/png')).status).toBe(200);
    const replayed = Buffer.concat([IMAGES.png, Buffer.from('replayed')]);
    const again = await put(server.app, signed.url, replayed, 'image/png');
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('The upload link is invalid or has expired');
    expect((await read(server.app, signed.publicUrl)).rawPayload.equals(IMAGES.png)).toBe(true);
    // Two PUTs racing with one fresh URL store one file.
    const fresh = (await presign({ target: 'banner', content_type: 'image/png' })).body;
    const raced = await Promise.all([
      put(server.app, fresh.url, IMAGES.png, 'image/png'),
      put(server.app, fresh.url, IMAGES.png, 'image/png'),
    ]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 403]);
  });

  it('serves an uploaded image with its own sandbox policy, not the API one', async () => {
    const signed = (await presign({ target: 'banner', content_type: 'image/png' })).body;
    expect((await put(server.app, signed.url, IMAGES.png, 'image/png')).status).toBe(200);
    const served = await read(server.app, signed.publicUrl);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('replaces a logo uploaded again under the same key', async () => {
    const signed = (await presign({ target: 'logo', content_type: 'image/png' })).body;
    const newer = Buffer.concat([IMAGES.png, Buffer.from('second version')]);
    expect((await put(server.app, signed.url, newer, 'image/png')).status).toBe(200);
    expect((await read(server.app, signed.publicUrl)).rawPayload.equals(newer)).toBe(true);
  });

  it('refuses bytes that are not the signed image type', async () => {
    const signed = (await presign({ target: 'about-us', content_type: 'image/png' })).body;
    for (const bytes of [IMAGES.gif, IMAGES.svg, IMAGES.jpeg, Buffer.alloc(0)]) {
      const answer = await put(server.app, signed.url, bytes, 'image/png');
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Only allowed PNG or JPG or WEBP');
    }
    expect((await read(server.app, signed.publicUrl)).statusCode).toBe(404);
  });

  it('accepts 5 MB and refuses more with 413', async () => {
    const signed = (await presign({ target: 'banner', content_type: 'image/png' })).body;
    const limit = 5 * 1024 * 1024;
    const tooBig = Buffer.concat([IMAGES.png, Buffer.alloc(limit + 1 - IMAGES.png.length)]);
    const refused = await put(server.app, signed.url, tooBig, 'image/png');
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('Images must be 5 MB or smaller');
    const exact = Buffer.concat([IMAGES.png, Buffer.alloc(limit - IMAGES.png.length)]);
    expect((await put(server.app, signed.url, exact, 'image/png')).status).toBe(200);
  });

  it('refuses a tampered, re-targeted, re-typed or expired signature with 403', async () => {
    const signed = (await presign({ target: 'logo', content_type: 'image/png' })).body;
    const url = new URL(signed.url);
    const sig = url.searchParams.get('sig')!;

    const badSig = new URL(url);
    badSig.searchParams.set('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
    const longer = new URL(url);
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const otherKey = new URL(url);
    otherKey.pathname = otherKey.pathname.replace('logo.png', 'about_us.png');
    const noSig = new URL(url);
    noSig.searchParams.delete('sig');

    for (const [name, target] of [
      ['signature', badSig],
      ['expiry', longer],
      ['key', otherKey],
      ['missing', noSig],
    ] as const) {
      const answer = await put(server.app, target.toString(), IMAGES.png, 'image/png');
      expect(answer.status, name).toBe(403);
      expect(answer.body.message).toBe('The upload link is invalid or has expired');
    }
    const retyped = await put(server.app, signed.url, IMAGES.jpeg, 'image/jpeg');
    expect(retyped.status).toBe(403);
    const otherTenant = await put(
      server.app,
      signed.url,
      IMAGES.png,
      'image/png',
      'globex.localhost',
    );
    expect(otherTenant.status).toBe(403);

    clock.advance(5 * 60_000 + 1000);
    const expired = await put(server.app, signed.url, IMAGES.png, 'image/png');
    expect(expired.status).toBe(403);
  });

  it('serves files only to their tenant and only contract keys', async () => {
    const signed = (await presign({ target: 'logo', content_type: 'image/png' })).body;
    await put(server.app, signed.url, IMAGES.png, 'image/png');
    expect((await read(server.app, signed.publicUrl, 'globex.localhost')).statusCode).toBe(404);
    for (const url of [
      `/api/uploads/${companyId}/../../secrets.png`,
      `/api/uploads/${companyId}/logo.svg`,
      `/api/uploads/${companyId}/logo.png.html`,
      `/api/uploads/${companyId}/nothing-here.png`,
    ]) {
      const answer = await read(server.app, url);
      expect(answer.statusCode, url).toBe(404);
    }
  });
});

describe('storage back-ends', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sfo-uploads-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function roundTrip(app: TestApp) {
    const api = client(app, 'acme');
    const signIn = await api.post<SignInRecord[]>('/signinSeller', {
      username: 'admin@acme.test',
      pw: 'first-Password-1',
    });
    const token = signIn.body[0]!.access_token;
    const signed = (await presign({ target: 'about-us', content_type: 'image/webp' }, api, token))
      .body;
    expect((await put(app, signed.url, IMAGES.webp, 'image/webp')).status).toBe(200);
    const served = await read(app, signed.publicUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(IMAGES.webp)).toBe(true);
    return signed.key;
  }

  it('stores on disk under dataDir/uploads', async () => {
    const app = await createServer({
      db: server.db,
      dataDir: dir,
      env: { NODE_ENV: 'test', ACTIVATION_KEY },
    });
    try {
      const key = await roundTrip(app);
      expect((await readFile(path.join(dir, 'uploads', key))).equals(IMAGES.webp)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('stores in S3 when S3_ENDPOINT and S3_BUCKET are set', async () => {
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(dir, 's3'),
      configureBuckets: [{ name: 'sfo-uploads' }],
    });
    const { port } = await s3.run();
    const app = await createServer({
      db: server.db,
      dataDir: path.join(dir, 'not-used'),
      env: {
        NODE_ENV: 'test',
        ACTIVATION_KEY,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'sfo-uploads',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
    try {
      const key = await roundTrip(app);
      const direct = await fetch(`http://127.0.0.1:${port}/sfo-uploads/${key}`);
      expect(direct.status).toBe(200);
      expect(Buffer.from(await direct.arrayBuffer()).equals(IMAGES.webp)).toBe(true);
      await expect(readFile(path.join(dir, 'not-used', 'uploads', key))).rejects.toThrow();
    } finally {
      await app.close();
      await s3.close();
    }
  });

  it('with S3, serves the init file as a presigned GET of {label}.json in the init bucket', async () => {
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(dir, 's3-init'),
      configureBuckets: [{ name: 'sfo-uploads' }, { name: 'sfo-init' }],
    });
    const { port } = await s3.run();
    const app = await createServer({
      db: server.db,
      dataDir: path.join(dir, 'not-used'),
      env: {
        NODE_ENV: 'test',
        ACTIVATION_KEY,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'sfo-uploads',
        S3_INIT_BUCKET: 'sfo-init',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
    try {
      // Disk storage (the shared test server) answers the JSON itself…
      const direct = await acme.get<Array<{ id: number }>>('/init/acme.json');
      expect(direct.status).toBe(200);
      // …S3 storage redirects to a signed read link of acme.json, valid an hour.
      const answer = await client(app, 'acme').get('/init/acme.json');
      expect(answer.status).toBe(302);
      const link = new URL(String(answer.headers.location));
      expect(link.origin).toBe(`http://127.0.0.1:${port}`);
      expect(link.pathname).toBe('/sfo-init/acme.json');
      expect(link.searchParams.get('X-Amz-Expires')).toBe('3600');
      expect(link.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      const file = await fetch(link);
      expect(file.status).toBe(200);
      expect(await file.json()).toEqual(direct.body);
      // Another store's label is still refused, and nothing is written for it.
      expect((await client(app, 'acme').get('/init/globex.json')).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/sfo-init/globex.json`)).status).toBe(404);
    } finally {
      await app.close();
      await s3.close();
    }
  });
});
