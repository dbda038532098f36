import { connect, type AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBody, startTestServer } from './helpers';

/*
 * Edges (docs/api-contract.md, "Errors"): with static files, odd paths are the client's errors
 * (4xx in the contract's shape, never a 500), and the build's dot folders are not served.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sfo-static-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{"secret":true}');
  server = await startTestServer({ staticDir: dir });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) =>
  server.app.inject({ method: 'GET', url, headers: { host: 'acme.localhost:8787' } });

describe('with static files', () => {
  it.each(['/api//v1/country', '//etc/passwd', '/%2e%2e/x.json', '/%E0%A4%A', '/a%zz'])(
    'answers %s with a 4xx in the contract shape',
    async (url) => {
      const answer = await get(url);
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, url).toBeLessThan(500);
      const body = answer.json<{ code?: string; statusCode?: number }>();
      expect(body.code, url).toBeTypeOf('string');
      expect(body.statusCode).toBe(answer.statusCode);
    },
  );

  it('answers an encoded climb with the app page at most, never a file outside it', async () => {
    const answer = await get('/%2e%2e/%2e%2e/etc/passwd');
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.body).not.toMatch(/root:/);
  });

  it('does not serve the build manifest', async () => {
    const answer = await get('/.vite/manifest.json');
    expect(answer.body).not.toContain('secret');
  });
});

describe('the Host header', () => {
  it.each(['acme.localhost, evil.example', 'acme.localhost evil.example'])(
    'refuses two values in one (%s) with 400 in the contract shape',
    async (host) => {
      const answer = await server.app.inject({
        method: 'GET',
        url: '/api/v1/country',
        headers: { host },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ statusCode: 400, code: 'bad-host' });
    },
  );

  it('refuses two Host headers with 400 in the contract shape', async () => {
    const listening = await startTestServer();
    try {
      await listening.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = listening.app.server.address() as AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            'GET /api/v1/country HTTP/1.1\r\nHost: acme.localhost\r\nHost: evil.example\r\n' +
              'Connection: close\r\n\r\n',
          );
        });
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString()));
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 400/);
      expect(answer).toContain('"code":"bad-host"');
    } finally {
      await listening.close();
    }
  });

  it('answers one host as before', async () => {
    expect((await get('/api/v1/country')).statusCode).toBe(200);
  });
});

describe('mail in the log', () => {
  const registerAndPrint = async (devOutbox: boolean) => {
    const printed: string[] = [];
    const logged = await startTestServer({ printMail: (line) => printed.push(line), devOutbox });
    try {
      const answer = await logged.app.inject({
        method: 'POST',
        url: '/api/v1/register',
        headers: { host: 'acme.localhost' },
        payload: registerBody('printed@acme.test', { kind: 'seller' }),
      });
      expect(answer.statusCode).toBe(200);
    } finally {
      await logged.close();
    }
    return printed.join('\n');
  };

  it('prints the recipient and the link only in dev mode', async () => {
    expect(await registerAndPrint(true)).toContain('printed@acme.test');
    const quiet = await registerAndPrint(false);
    expect(quiet).not.toContain('printed@acme.test');
    expect(quiet).not.toContain('activation=');
  });
});
