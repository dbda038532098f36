import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../examples/server/database.ts';
import { scaleOutNotes } from '../../examples/server/lib/storage.ts';
import type { RateLimits } from '../../examples/server/lib/limits.ts';
import {
  client,
  registerBody,
  serverOn,
  settledSignIn,
  signedInAccount,
  testClock,
  type ErrorBody,
  type OutboxMail,
  type TestApp,
} from './helpers';
import { postgresForTests } from './postgres';

/*
 * Issue 45, items 4 and 9: every limit, lockout counter and mail window held in one server's
 * memory, so two servers on one database counted apart (10 failed sign-ins on A, then 10 more on
 * B). They are rows of the database now, which every server reads and counts in one statement.
 * Two servers on one database, as an operator scales out: on PGlite (one process) and on
 * PostgreSQL (two pools, as two processes would have) in the node lane, which starts a private
 * PostgreSQL cluster when TEST_DATABASE_URL is not set (docs/api-contract.md, "Limits").
 */

const MINUTE = 60_000;
const LIMITS: Partial<RateLimits> = {
  signInPerAccountAddress: { max: 10, timeWindow: MINUTE },
  signInPerIp: { max: 20, timeWindow: MINUTE },
  register: { max: 4, timeWindow: 10 * MINUTE },
  activationMail: { max: 1, timeWindow: 10 * MINUTE },
  invitationPerRecipient: { max: 1, timeWindow: 10 * MINUTE },
};

interface Backend {
  name: string;
  /** Two database handles on one database (the same one on PGlite), and the clean-up. */
  open(): Promise<{ one: Database; two: Database; close(): Promise<void> }>;
}

const postgres = await postgresForTests();
const backends: Backend[] = [
  {
    name: 'PGlite',
    async open() {
      const db = await openDatabase({ url: 'memory://' });
      return { one: db, two: db, close: () => db.close() };
    },
  },
];
if (postgres.url) {
  backends.push({
    name: 'PostgreSQL',
    async open() {
      const { url: own, drop } = await postgres.database('sfo_scale_out');
      const one = await openDatabase({ url: own });
      const two = await openDatabase({ url: own });
      return {
        one,
        two,
        async close() {
          await one.close();
          await two.close();
          await drop();
        },
      };
    },
  });
}
afterAll(() => postgres.stop());

describe.each(backends)('two servers on one $name database', ({ open }) => {
  const clock = testClock();
  let close: () => Promise<void>;
  const apps: TestApp[] = [];

  const start = async (on: Database) => {
    const app = await serverOn(on, clock.now, LIMITS);
    apps.push(app);
    return app;
  };
  let a: TestApp;
  let b: TestApp;
  let db: Database;

  beforeAll(async () => {
    const dbs = await open();
    close = dbs.close;
    db = dbs.one;
    a = await start(dbs.one);
    b = await start(dbs.two);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await close?.();
  });

  const from = async (
    app: TestApp,
    ip: string,
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
  ) => {
    const answer = await app.inject({
      method,
      url: `/api${url}`,
      remoteAddress: ip,
      headers: { host: 'acme.localhost' },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return {
      status: answer.statusCode,
      body: answer.json<ErrorBody>(),
      retryAfter: answer.headers['retry-after'],
    };
  };

  it('counts failed sign-ins of both servers together', async () => {
    await signedInAccount(client(a, 'acme'), 'owner@acme.test');
    for (let i = 0; i < 5; i += 1) {
      expect(
        (
          await from(a, '10.1.0.1', 'POST', '/signinSeller', {
            username: 'owner@acme.test',
            pw: 'no',
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await from(b, '10.1.0.1', 'POST', '/signinSeller', {
            username: 'owner@acme.test',
            pw: 'no',
          })
        ).status,
      ).toBe(401);
    }
    for (const app of [a, b]) {
      const locked = await from(app, '10.1.0.1', 'POST', '/signinSeller', {
        username: 'owner@acme.test',
        pw: registerBody('x').pw,
      });
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe('too-many-sign-ins');
      expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    }
  });

  it('fills one register bucket from both servers', async () => {
    const register = (app: TestApp, i: number) =>
      from(
        app,
        '10.2.0.1',
        'POST',
        '/v1/register',
        registerBody(`bucket-${i}@acme.test`, { kind: 'seller' }),
      );
    for (let i = 0; i < 4; i += 1) expect((await register(a, i)).status).toBe(200);
    const refused = await register(b, 9);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeDefined();
  });

  it('mails one recipient once per window, whichever server is asked', async () => {
    const name = 'window@acme.test';
    expect(
      (await from(a, '10.3.0.1', 'POST', '/v1/register', registerBody(name, { kind: 'seller' })))
        .status,
    ).toBe(200);
    const soon = await from(b, '10.3.0.2', 'POST', '/v1/register/resendActivation', {
      username: name,
    });
    expect(soon.status).toBe(429);
    expect(soon.retryAfter).toBeDefined();
    const mails = [
      ...(await client(a, 'acme').get<OutboxMail[]>('/dev/outbox')).body,
      ...(await client(b, 'acme').get<OutboxMail[]>('/dev/outbox')).body,
    ].filter((mail) => mail.to === name);
    expect(mails).toHaveLength(1);
  });

  it('invites one recipient once per window, whichever server is asked', async () => {
    const owner = await settledSignIn(client(a, 'acme'), 'owner@acme.test');
    const invite = (app: TestApp) =>
      client(app, 'acme').post<ErrorBody>(
        '/v1/companyPO/invitations',
        {
          email: 'twice@acme.test',
          company_po_id: owner.company_po_id,
          current_pw: registerBody('x').pw,
        },
        { token: owner.access_token },
      );
    expect((await invite(a)).status).toBe(200);
    const again = await invite(b);
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
  });

  it('binds the setup code to one claimant, whichever server is asked', async () => {
    const claim = (app: TestApp, username: string) =>
      client(app, 'globex').post<ErrorBody>('/v1/register', registerBody(username));
    expect((await claim(a, 'first@globex.test')).status).toBe(200);
    const second = await claim(b, 'second@globex.test');
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('setup-code-taken');
  });

  it('adds no row for a refused request, and forgets rows an hour after they end', async () => {
    const rows = async () =>
      Number(
        (await db.query<{ rows: number }>('SELECT count(*)::integer AS rows FROM rate_limits'))[0]
          ?.rows,
      );
    // Sprays one address until it waits, then tries more names from it: all refused, none kept.
    for (let i = 0; i < 20; i += 1) {
      await from(a, '10.4.0.1', 'POST', '/signinSeller', {
        username: `spray-${i}@acme.test`,
        pw: 'no',
      });
    }
    const before = await rows();
    for (let i = 0; i < 30; i += 1) {
      const refused = await from(b, '10.4.0.1', 'POST', '/signinSeller', {
        username: `ghost-${i}@acme.test`,
        pw: 'no',
      });
      expect(refused.status).toBe(429);
    }
    expect(await rows()).toBe(before);
    // Every window and lock ended more than an hour ago: the sweep leaves nothing.
    clock.advance(3 * 60 * MINUTE);
    expect(await a.sweepLimits()).toBe(0);
    expect(await rows()).toBe(0);
  });
});

describe('starting a server that others may share a database with', () => {
  it('says that uploads need S3 when DATABASE_URL is set without it', () => {
    const url = 'postgres://db.internal/shop';
    expect(scaleOutNotes({ databaseUrl: url, storage: 'disk' })).toEqual([
      expect.stringMatching(
        /^DATABASE_URL is set but uploads go to this server's disk: .*S3_ENDPOINT/,
      ),
    ]);
    expect(scaleOutNotes({ databaseUrl: url, storage: 's3' })).toEqual([]);
    expect(scaleOutNotes({ databaseUrl: undefined, storage: 'disk' })).toEqual([]);
  });
});

if (!postgres.url) {
  describe.skip(`two servers on one PostgreSQL database: skipped, ${postgres.reason}`, () => {
    it('needs PostgreSQL', () => undefined);
  });
}
