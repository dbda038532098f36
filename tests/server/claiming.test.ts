import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../examples/server/database.ts';
import { createServer } from '../../examples/server/createServer.ts';
import { DEMO_OWNERS, newSetupCode, ownerEmailsFrom } from '../../examples/server/lib/claiming.ts';
import {
  activationFor,
  client,
  registerBody,
  startTestServer,
  type Client,
  type ErrorBody,
  type SignInRecord,
} from './helpers';

/*
 * Issue 21, item 1: a store without an owner no longer goes to whoever registers first. The first
 * company admin proves the right to claim it with the store's one-time setup code (printed in the
 * server's log) or registers with the owner e-mail of the store's configuration
 * (docs/api-contract.md, "Claiming a store").
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
let acme: Client;
let globex: Client;
let codes: Record<string, string>;

beforeAll(async () => {
  // Random codes, as a real server makes them; globex is configured with its owner's e-mail.
  server = await startTestServer({
    newSetupCode,
    ownerEmails: { globex: 'rahul.verma@globex.test' },
  });
  acme = client(server.app, 'acme');
  globex = client(server.app, 'globex');
  codes = await server.app.setupCodes();
});
afterAll(async () => {
  await server.close();
});

const activate = async (api: Client, username: string) => {
  const { activation, iv } = await activationFor(api, username);
  return api.post<ErrorBody>('/v1/companyPO/activation', { activation, iv });
};

const hasOwner = async (api: Client) =>
  (await api.get<Array<{ has_owner: boolean }>>(`/init/${api.tenant}.json`)).body[0]?.has_owner;

describe('claiming a store', () => {
  it('gives every store without an owner its own setup code', () => {
    expect(Object.keys(codes).sort()).toEqual(['acme', 'globex']);
    expect(codes.acme).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(codes.acme).not.toBe(codes.globex);
  });

  it('refuses a company admin without the code, or with a wrong one (mallory)', async () => {
    const mallory = registerBody('mallory@attacker.example', { setup_code: undefined });
    const none = await acme.post<ErrorBody>('/v1/register', mallory);
    expect(none.status).toBe(403);
    expect(none.body.code).toBe('setup-code-required');
    const wrong = await acme.post<ErrorBody>('/v1/register', {
      ...mallory,
      setup_code: codes.globex,
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('setup-code-invalid');
    // Nothing was created: the name stays free.
    expect((await acme.get('/v1/register/Username/mallory@attacker.example')).body).toEqual([]);
    expect(await hasOwner(acme)).toBe(false);
  });

  it('lets sellers register freely while the store has no owner', async () => {
    const seller = registerBody('seller@acme.test', { kind: 'seller', setup_code: undefined });
    expect((await acme.post('/v1/register', seller)).status).toBe(200);
  });

  it('makes the admin who registered with the code its owner; the code then stops working', async () => {
    // Typed in lower case with spaces: the same code.
    const typed = codes.acme!.toLowerCase().replace(/-/g, ' ');
    const owner = registerBody('priya@acme.test', { setup_code: typed });
    expect((await acme.post('/v1/register', owner)).status).toBe(200);
    expect((await activate(acme, 'priya@acme.test')).status).toBe(200);
    expect(await hasOwner(acme)).toBe(true);
    expect(Object.keys(await server.app.setupCodes())).toEqual(['globex']);
    const [row] = await server.db.query<{ setup_code: string | null }>(
      "SELECT setup_code FROM companies WHERE tenant = 'acme'",
    );
    expect(row?.setup_code).toBeNull();
    // The real owner signs in; a second claimant with the old code is refused.
    const signIn = await acme.post<SignInRecord[]>('/signinSeller', {
      username: 'priya@acme.test',
      pw: owner.pw,
    });
    expect(signIn.status).toBe(200);
    const late = await acme.post<ErrorBody>(
      '/v1/register',
      registerBody('late@acme.test', { setup_code: codes.acme }),
    );
    expect(late.body.code).toBe('store-has-owner');
  });

  it('claims a store by its configured owner e-mail, without a code; others still need it', async () => {
    const other = await globex.post<ErrorBody>(
      '/v1/register',
      registerBody('someone@globex.test', { setup_code: undefined }),
    );
    expect(other.body.code).toBe('setup-code-required');
    const owner = registerBody('Rahul.Verma@globex.test', { setup_code: undefined });
    expect((await globex.post('/v1/register', owner)).status).toBe(200);
    // Mailed to the normalised mailbox (issue 45, item 2).
    expect((await activate(globex, 'rahul.verma@globex.test')).status).toBe(200);
    expect(await hasOwner(globex)).toBe(true);
    expect(await server.app.setupCodes()).toEqual({});
  });

  it('does not make an admin who did not claim the store its owner at activation', async () => {
    const fresh = await startTestServer();
    try {
      const api = client(fresh.app, 'acme');
      expect((await api.post('/v1/register', registerBody('a@acme.test'))).status).toBe(200);
      // As an account registered before claiming existed would be.
      await fresh.db.query(
        "UPDATE accounts SET claims_store = false WHERE username = 'a@acme.test'",
      );
      const refused = await activate(api, 'a@acme.test');
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('setup-code-required');
      expect(await hasOwner(api)).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});

describe('the demo stores of `npm start`', () => {
  it('come with their owners, who sign in with the README passwords', async () => {
    const db = await openDatabase({ url: 'memory://' });
    const app = await createServer({ db, env: { NODE_ENV: 'test' }, demoOwners: true });
    try {
      expect(await app.setupCodes()).toEqual({});
      for (const demo of DEMO_OWNERS) {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/signinSeller',
          headers: { host: `${demo.tenant}.localhost` },
          payload: { username: demo.username, pw: demo.password },
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.json<SignInRecord[]>()[0]).toMatchObject({
          kind: 'company',
          pw_changed: true,
        });
      }
      // A restart keeps them (and does not add another).
      await app.close();
      const again = await createServer({ db, env: { NODE_ENV: 'test' }, demoOwners: true });
      const [count] = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM accounts WHERE kind = 'company'",
      );
      expect(count?.n).toBe(DEMO_OWNERS.length);
      await again.close();
    } finally {
      await db.close();
    }
  });

  it('are refused in production, whose stores wait for their setup codes', async () => {
    const db = await openDatabase({ url: 'memory://' });
    try {
      await expect(
        createServer({ db, env: { NODE_ENV: 'production' }, demoOwners: true }),
      ).rejects.toThrow(/production/);
    } finally {
      await db.close();
    }
  });
});

describe('STORE_OWNERS', () => {
  it('reads tenant=e-mail pairs and refuses what is not an address', () => {
    expect(ownerEmailsFrom(' acme=Priya@Acme.test , globex=r@g.test')).toEqual({
      acme: 'priya@acme.test',
      globex: 'r@g.test',
    });
    expect(ownerEmailsFrom(undefined)).toEqual({});
    expect(() => ownerEmailsFrom('acme=priya')).toThrow(/not an e-mail/);
  });
});
