import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase, type Database } from '../../examples/server/database.ts';
import { createServer, type ReferenceServer } from '../../examples/server/createServer.ts';
import { publicOriginFrom } from '../../examples/server/lib/origin.ts';
import { client, registerBody, startTestServer, type OutboxMail } from './helpers';

/*
 * Activation links come from a configured public origin per tenant, never from the request's
 * Host header (docs/api-contract.md, "Activation links"): `acme.evil.example` resolves to tenant
 * acme, and a link built from it would send acme's new user to someone else's site.
 */

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ url: 'memory://' });
});
afterAll(async () => {
  await db.close();
});

let apps: ReferenceServer[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

async function start(options: { publicOrigin?: string; env?: Record<string, string> } = {}) {
  const app = await createServer({
    db,
    env: { NODE_ENV: 'test', ...options.env },
    devOutbox: true,
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
  });
  apps.push(app);
  return app;
}

const username = () => `link-${Math.random().toString(36).slice(2)}@acme.test`;

async function lastLink(app: ReferenceServer, to: string): Promise<string> {
  const outbox = await client(app, 'acme').get<OutboxMail[]>('/dev/outbox');
  const mail = outbox.body.filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail.link;
}

/** A real HTTP request on loopback with a Host header of our choosing. */
function postWithHost(port: number, host: string, path: string, body: unknown) {
  return new Promise<number>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('activation links', () => {
  it('keep the configured origin whatever Host the registration came with', async () => {
    const server = await startTestServer();
    try {
      const forged = client(server.app, 'acme');
      for (const host of ['acme.evil.example', 'acme.evil.example:443', 'ACME.attacker.test.']) {
        const name = username();
        const answer = await forged.post('/v1/register', registerBody(name, { kind: 'seller' }), {
          host,
        });
        // The forged host still names tenant acme: the registration goes through…
        expect(answer.status, host).toBe(200);
        // …and the mail points at acme's own origin, not at the host it came with.
        const link = await lastLink(server.app, name);
        expect(new URL(link).origin, host).toBe('http://acme.localhost:8787');
        expect(link).not.toMatch(/evil|attacker/i);
      }
    } finally {
      await server.close();
    }
  });

  it('default to the npm start origin, http://{tenant}.localhost:{port}, on a real socket', async () => {
    const app = await start();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const name = username();
    const status = await postWithHost(port, 'acme.evil.example', '/api/v1/register', {
      ...registerBody(name, { kind: 'seller' }),
    });
    expect(status).toBe(200);
    expect(new URL(await lastLink(app, name)).origin).toBe(`http://acme.localhost:${port}`);
  });

  it('follow PUBLIC_ORIGIN, per tenant', async () => {
    const app = await start({ env: { PUBLIC_ORIGIN: 'https://{tenant}.shop.example' } });
    const name = username();
    await client(app, 'acme').post('/v1/register', registerBody(name, { kind: 'seller' }), {
      host: 'acme.evil.example',
    });
    const link = await lastLink(app, name);
    expect(link).toMatch(/^https:\/\/acme\.shop\.example\/#\/auth\/login\?activation=/);
  });

  it('refuse an origin that is not one at start', async () => {
    for (const template of ['ftp://{tenant}.example', 'https://{tenant}.example/app', 'nope']) {
      expect(() => publicOriginFrom(template, () => 8787), template).toThrow(/PUBLIC_ORIGIN/);
    }
    await expect(start({ publicOrigin: 'javascript:alert(1)' })).rejects.toThrow(/PUBLIC_ORIGIN/);
  });
});
