import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './helpers';

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
