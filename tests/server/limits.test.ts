import { afterEach, describe, expect, it } from 'vitest';
import type { RateLimits } from '../../examples/server/lib/limits.ts';
import {
  registerBody,
  signedInAccount,
  startTestServer,
  testClock,
  client,
  type ErrorBody,
  type TestApp,
} from './helpers';

/*
 * Brute force (issue 14): sign-in limited per account across addresses, with a lock that doubles,
 * and per address across accounts (password spraying); register, the username check and
 * activation limited per address; `X-Forwarded-For` believed only from a configured proxy.
 */

const MINUTE = 60_000;
let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(limits: Partial<RateLimits>, trustProxy?: string) {
  const clock = testClock();
  server = await startTestServer({
    now: clock.now,
    limits,
    ...(trustProxy ? { trustProxy } : {}),
  });
  return { app: server.app, clock };
}

/** One call from `ip` (the connection's address), with optional extra headers. */
async function from(
  app: TestApp,
  ip: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const answer = await app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: ip,
    headers: { host: 'acme.localhost', ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return {
    status: answer.statusCode,
    body: answer.json<ErrorBody>(),
    retryAfter: answer.headers['retry-after'],
  };
}

const signIn = (app: TestApp, ip: string, username: string, pw = 'wrong-Password-9') =>
  from(app, ip, 'POST', '/signinSeller', { username, pw });

describe('sign-in limits', () => {
  it('locks an account after its limit of failures from any address, and doubles the lock', async () => {
    const { app, clock } = await start({ signInPerAccount: { max: 3, timeWindow: MINUTE } });
    await signedInAccount(client(app, 'acme'), 'target@acme.test');
    // Three failures, each from another address.
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await signIn(app, ip, 'target@acme.test')).status).toBe(401);
    }
    const locked = await signIn(app, '10.0.0.4', 'target@acme.test', 'first-Password-1');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      code: 'too-many-sign-ins',
      message: 'Too many sign-in attempts. Please wait a minute and try again',
    });
    expect(locked.retryAfter).toBe('60');
    // The same name typed in capitals is the same account.
    expect((await signIn(app, '10.0.0.5', 'TARGET@ACME.TEST')).status).toBe(429);

    clock.advance(MINUTE + 1);
    for (const ip of ['10.0.0.6', '10.0.0.7', '10.0.0.8']) {
      expect((await signIn(app, ip, 'target@acme.test')).status).toBe(401);
    }
    // The second lock lasts two minutes.
    const second = await signIn(app, '10.0.0.9', 'target@acme.test', 'first-Password-1');
    expect(second.retryAfter).toBe('120');
    clock.advance(MINUTE + 1);
    expect((await signIn(app, '10.0.0.9', 'target@acme.test', 'first-Password-1')).status).toBe(
      429,
    );
    clock.advance(MINUTE);
    // A success ends the backoff.
    expect((await signIn(app, '10.0.0.9', 'target@acme.test', 'first-Password-1')).status).toBe(
      200,
    );
  });

  it('limits one address across accounts (password spraying)', async () => {
    const { app } = await start({ signInPerIp: { max: 5, timeWindow: MINUTE } });
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(app, '10.1.0.1', `user${i}@acme.test`)).status).toBe(401);
    }
    expect((await signIn(app, '10.1.0.1', 'user40@acme.test')).status).toBe(429);
    // Another address is not blocked.
    expect((await signIn(app, '10.1.0.2', 'user40@acme.test')).status).toBe(401);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const { app } = await start({ signInPerIp: { max: 2, timeWindow: MINUTE } });
    const spoofed = (n: number) =>
      from(
        app,
        '10.2.0.1',
        'POST',
        '/signinSeller',
        { username: `spray${n}@acme.test`, pw: 'wrong-Password-9' },
        { 'x-forwarded-for': `203.0.113.${n}` },
      );
    expect((await spoofed(1)).status).toBe(401);
    expect((await spoofed(2)).status).toBe(401);
    expect((await spoofed(3)).status).toBe(429);
  });

  it('counts each client behind a trusted proxy on its own', async () => {
    const { app } = await start({ signInPerIp: { max: 2, timeWindow: MINUTE } }, '127.0.0.1');
    const viaProxy = (client: string, n: number) =>
      from(
        app,
        '127.0.0.1',
        'POST',
        '/signinSeller',
        { username: `p${n}@acme.test`, pw: 'wrong-Password-9' },
        { 'x-forwarded-for': client },
      );
    expect((await viaProxy('198.51.100.1', 1)).status).toBe(401);
    expect((await viaProxy('198.51.100.1', 2)).status).toBe(401);
    expect((await viaProxy('198.51.100.1', 3)).status).toBe(429);
    // Another client behind the same proxy has its own bucket.
    expect((await viaProxy('198.51.100.2', 4)).status).toBe(401);
  });
});

describe('other public calls', () => {
  it('limits registrations per address', async () => {
    const { app } = await start({ register: { max: 2, timeWindow: MINUTE } });
    const register = (n: number) =>
      from(
        app,
        '10.3.0.1',
        'POST',
        '/v1/register',
        registerBody(`r${n}@acme.test`, { kind: 'seller' }),
      );
    expect((await register(1)).status).toBe(200);
    expect((await register(2)).status).toBe(200);
    const limited = await register(3);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: 'too-many-requests',
      message: 'Too many attempts. Please wait a minute and try again',
    });
  });

  it('limits username checks per address', async () => {
    const { app } = await start({ usernameCheck: { max: 2, timeWindow: MINUTE } });
    const check = (n: number) => from(app, '10.4.0.1', 'GET', `/v1/register/Username/u${n}`);
    expect((await check(1)).status).toBe(200);
    expect((await check(2)).status).toBe(200);
    expect((await check(3)).status).toBe(429);
  });

  it('limits activation attempts per address', async () => {
    const { app } = await start({ activation: { max: 2, timeWindow: MINUTE } });
    const guess = () =>
      from(app, '10.5.0.1', 'POST', '/v1/companyPO/activation', {
        activation: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        iv: 'AAAAAAAAAAAAAAAA',
      });
    expect((await guess()).status).toBe(400);
    expect((await guess()).status).toBe(400);
    expect((await guess()).status).toBe(429);
  });
});
