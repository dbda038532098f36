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
 * Brute force (issues 14 and 21): sign-in throttled per (account, address) and per address
 * (password spraying), each with a wait that doubles; a slower backoff per account across
 * addresses that a device which signed in before (its device cookie) skips; register, the username check and
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
  it('throttles one account from one address, doubling, without keeping out other addresses', async () => {
    const { app, clock } = await start({
      signInPerAccountAddress: { max: 3, timeWindow: MINUTE },
    });
    await signedInAccount(client(app, 'acme'), 'target@acme.test');
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(app, '10.0.0.1', 'target@acme.test')).status).toBe(401);
    }
    // That address waits, even with the right password…
    const locked = await signIn(app, '10.0.0.1', 'target@acme.test', 'first-Password-1');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      code: 'too-many-sign-ins',
      message: 'Too many sign-in attempts. Please wait a minute and try again',
    });
    expect(locked.retryAfter).toBe('60');
    // …the same name typed in capitals is the same account…
    expect((await signIn(app, '10.0.0.1', 'TARGET@ACME.TEST')).status).toBe(429);
    // …but the owner, elsewhere, signs in: a stranger's guesses do not lock the account.
    const owner = await signIn(app, '10.0.0.2', 'target@acme.test', 'first-Password-1');
    expect(owner.status).toBe(200);

    clock.advance(MINUTE + 1);
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(app, '10.0.0.1', 'target@acme.test')).status).toBe(401);
    }
    // The second wait lasts two minutes.
    const second = await signIn(app, '10.0.0.1', 'target@acme.test', 'first-Password-1');
    expect(second.retryAfter).toBe('120');
    clock.advance(2 * MINUTE + 1);
    expect((await signIn(app, '10.0.0.1', 'target@acme.test', 'first-Password-1')).status).toBe(
      200,
    );
  });

  it('backs off one account across addresses, except for a device that signed in before', async () => {
    const { app, clock } = await start({
      signInPerAccountAddress: { max: 100, timeWindow: MINUTE },
      signInPerAccount: { max: 4, timeWindow: 15 * MINUTE },
    });
    await signedInAccount(client(app, 'acme'), 'owner@acme.test');
    // The owner's own browser signs in once and keeps its device cookie.
    const first = await app.inject({
      method: 'POST',
      url: '/api/signinSeller',
      remoteAddress: '10.0.1.1',
      headers: { host: 'acme.localhost' },
      payload: { username: 'owner@acme.test', pw: 'first-Password-1' },
    });
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^sfo_device=d1\.[\w-]+\.[\w-]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/api');
    const device = setCookie.split(';')[0] ?? '';

    // A botnet guesses from many addresses.
    for (let n = 1; n <= 4; n += 1) {
      expect((await signIn(app, `203.0.113.${n}`, 'owner@acme.test')).status).toBe(401);
    }
    // An unknown device waits, whatever the password…
    const stranger = await signIn(app, '10.0.1.2', 'owner@acme.test', 'first-Password-1');
    expect(stranger.status).toBe(429);
    expect(Number(stranger.retryAfter)).toBeGreaterThan(0);
    // …a forged or another account's cookie does not help…
    // The MAC's last base64url character holds 4 bits of the MAC and 2 spare bits: flipping a
    // MAC bit forges it; flipping a spare bit spells the same bytes differently. Both refused.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const lastFlipped = (bit: number) =>
      device.replace(/.$/, (c) => alphabet[alphabet.indexOf(c) ^ bit]!);
    const forged = lastFlipped(4);
    const respelled = lastFlipped(1);
    expect(Buffer.from(respelled.split('.')[2]!, 'base64url')).toEqual(
      Buffer.from(device.split('.')[2]!, 'base64url'),
    );
    const withCookie = (cookie: string, pw: string) =>
      from(
        app,
        '10.0.1.3',
        'POST',
        '/signinSeller',
        { username: 'owner@acme.test', pw },
        {
          cookie,
        },
      );
    expect((await withCookie(forged, 'first-Password-1')).status).toBe(429);
    expect((await withCookie(respelled, 'first-Password-1')).status).toBe(429);
    // …and the owner's device signs in, from a new address too.
    expect((await withCookie(`theme=dark; ${device}`, 'first-Password-1')).status).toBe(200);
    // The backoff ends; the device's own mistakes do not feed the next one.
    clock.advance(15 * MINUTE + 1);
    for (let n = 5; n <= 7; n += 1) {
      expect((await signIn(app, `203.0.113.${n}`, 'owner@acme.test')).status).toBe(401);
    }
    expect((await withCookie(device, 'typo-Password-1')).status).toBe(401);
    expect((await signIn(app, '10.0.1.2', 'owner@acme.test', 'first-Password-1')).status).toBe(200);
  });

  it('limits one address across accounts (password spraying)', async () => {
    const { app } = await start({ signInPerIp: { max: 5, timeWindow: MINUTE } });
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(app, '10.1.0.1', `user${i}@acme.test`)).status).toBe(401);
    }
    const limited = await signIn(app, '10.1.0.1', 'user40@acme.test');
    expect(limited.status).toBe(429);
    expect(limited.retryAfter).toBe('60');
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

describe('the device cookie (issue 45, item 9)', () => {
  const cookieOf = async (app: TestApp, headers: Record<string, string>) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/signinSeller',
      remoteAddress: '127.0.0.1',
      headers: { host: 'acme.localhost', ...headers },
      payload: { username: 'owner@acme.test', pw: 'first-Password-1' },
    });
    expect(answer.statusCode).toBe(200);
    return String(answer.headers['set-cookie']);
  };

  it('is Secure when the request came over https, even with an http public origin', async () => {
    const { app } = await start({}, '127.0.0.1');
    await signedInAccount(client(app, 'acme'), 'owner@acme.test');
    expect(await cookieOf(app, { 'x-forwarded-proto': 'https' })).toContain('; Secure');
    // Plain http on an http origin (local development): a Secure cookie would never be stored.
    expect(await cookieOf(app, {})).not.toContain('Secure');
  });
});
