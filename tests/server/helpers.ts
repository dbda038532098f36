import { createCipheriv, createDecipheriv } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../examples/server/database.ts';
import {
  createServer,
  type ReferenceServer,
  type ServerOptions,
} from '../../examples/server/createServer.ts';
import type { RateLimits } from '../../examples/server/lib/limits.ts';
import type { Mail } from '../../examples/server/lib/mail.ts';
import type { SignInRecord as KitSignInRecord } from '../../src/api/types';
import { mailboxKey } from '../../src/kernel/mailbox';

export type { ErrorBody } from '../../examples/server/lib/errors.ts';
export type TestApp = ReferenceServer;
/** A mail of the dev outbox (`GET /dev/outbox`). */
export type OutboxMail = Mail;

/** A fixed activation key, so tests can read and forge activation links. */
export const ACTIVATION_KEY = '7f'.repeat(32);
/**
 * Every store's setup code on a test server (docs/api-contract.md, "Claiming a store"): random
 * on a real one, fixed here so `registerBody` can claim a store that has no owner.
 */
export const TEST_SETUP_CODE = 'TEST-CODE-0001';
export const SERVICE = { username: 'svc-account', password: 'svc-Secret-1' };

/** A clock the test moves by hand. */
export function testClock(start = Date.UTC(2025, 0, 15, 12)) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export const HOURS = 60 * 60 * 1000;

/** Limits no test reaches by accident. */
export const RELAXED_LIMITS: RateLimits = {
  signInPerAccountAddress: { max: 10_000, timeWindow: 60_000 },
  signInPerAccount: { max: 10_000, timeWindow: 60_000 },
  signInPerIp: { max: 10_000, timeWindow: 60_000 },
  register: { max: 10_000, timeWindow: 60_000 },
  usernameCheck: { max: 10_000, timeWindow: 60_000 },
  activation: { max: 10_000, timeWindow: 60_000 },
  resendActivation: { max: 10_000, timeWindow: 60_000 },
  activationMail: { max: 10_000, timeWindow: 60_000 },
  invitationPerRecipient: { max: 10_000, timeWindow: 60_000 },
  invitationPerInviter: { max: 10_000, timeWindow: 60_000 },
  invitationPerStore: { max: 10_000, timeWindow: 60_000 },
};

/**
 * One server on an in-memory PGlite (a data folder takes seconds to create): open it once per
 * file in `beforeAll`, close it in `afterAll`.
 */
export async function startTestServer(options: Partial<ServerOptions> = {}) {
  const db = await openDatabase({ url: 'memory://' });
  const app = await createServer({
    newSetupCode: () => TEST_SETUP_CODE,
    ...options,
    db,
    // The origin of mail links (never the request's Host): the `npm start` one, on 8787.
    publicOrigin: 'http://{tenant}.localhost:8787',
    // Tests read links from the dev outbox, and register more accounts from one address than a
    // person would: tests of the outbox and of the limits set their own.
    devOutbox: options.devOutbox ?? true,
    limits: {
      ...RELAXED_LIMITS,
      ...(options.signInLimit
        ? { signInPerAccountAddress: { max: 10, timeWindow: 60_000, ...options.signInLimit } }
        : {}),
      ...options.limits,
    },
    env: {
      NODE_ENV: 'test',
      ACTIVATION_KEY,
      SERVICE_USERNAME: SERVICE.username,
      SERVICE_PASSWORD: SERVICE.password,
      ...options.env,
    },
  });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/**
 * A server on a database someone else opened and closes (several servers sharing one database,
 * as an operator scales out): dev outbox on, mail printed nowhere, `limits` over the relaxed ones.
 */
export async function serverOn(
  db: Database,
  now: () => number,
  limits: Partial<RateLimits> = {},
): Promise<TestApp> {
  const app = await createServer({
    db,
    now,
    newSetupCode: () => TEST_SETUP_CODE,
    devOutbox: true,
    printMail: null,
    limits: { ...RELAXED_LIMITS, ...limits },
    env: {
      NODE_ENV: 'test',
      ACTIVATION_KEY,
      SERVICE_USERNAME: SERVICE.username,
      SERVICE_PASSWORD: SERVICE.password,
    },
  });
  await app.ready();
  return app;
}

/** A running test server: its app, its in-memory database, and `close` for both. */
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** What `serverFixture` holds once its `beforeAll` has run. */
export interface ServerFixture {
  server: TestServer;
  /** The acme and globex stores, called as their browsers would. */
  acme: Client;
  globex: Client;
  /** acme's company id, from its init file. */
  acmeId: number;
}

/**
 * The prelude of a file of server tests: before all its tests, a server on an in-memory database
 * (`startTestServer` with `options`), the acme and globex clients and acme's company id, then
 * `ready` (the accounts and rows the file needs: `signedInAccount` claims the store with its setup
 * code, registers, activates and signs in); after all of them, the server closed. The fields are
 * filled in `beforeAll`: read them in hooks and tests, not at the module's top.
 *
 * @example
 * let admin: SignInRecord;
 * const store = serverFixture({ now: clock.now }, async ({ acme }) => {
 *   admin = await signedInAccount(acme, 'admin@acme.test');
 * });
 */
export function serverFixture(
  options: Partial<ServerOptions> = {},
  ready: (fixture: ServerFixture) => Promise<void> | void = () => {},
): ServerFixture {
  const fixture = {} as ServerFixture;
  beforeAll(async () => {
    const server = await startTestServer(options);
    const acme = client(server.app, 'acme');
    const globex = client(server.app, 'globex');
    Object.assign(fixture, { server, acme, globex, acmeId: await companyIdOf(acme) });
    await ready(fixture);
  });
  afterAll(async () => {
    await fixture.server?.close();
  });
  return fixture;
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface CallOptions {
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  host?: string;
}

/** Calls the API as the browser of one tenant would (`{tenant}.localhost`). */
export function client(app: TestApp, tenant: string) {
  async function call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: CallOptions = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {
      host: options.host ?? `${tenant}.localhost:8787`,
      ...options.headers,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    const type = String(response.headers['content-type'] ?? '');
    return {
      status: response.statusCode,
      body: (type.includes('json') ? response.json() : response.rawPayload) as T,
      headers: response.headers,
    };
  }
  return {
    app,
    tenant,
    call,
    get: <T = unknown>(url: string, options?: CallOptions) => call<T>('GET', url, options),
    post: <T = unknown>(url: string, body: unknown, options?: CallOptions) =>
      call<T>('POST', url, { ...options, body }),
    put: <T = unknown>(url: string, body: unknown, options?: CallOptions) =>
      call<T>('PUT', url, { ...options, body }),
  };
}
export type Client = ReturnType<typeof client>;

/** The kit's sign-in record as the reference server answers it: always with token and company. */
export type SignInRecord = KitSignInRecord & { access_token: string; company_po_id: number };

/** The tenant's company id, from its init file. */
export async function companyIdOf(api: Client): Promise<number> {
  const answer = await api.get<Array<{ id: number }>>(`/init/${api.tenant}.json`);
  if (answer.status !== 200 || !answer.body[0]) throw new Error(`No company for ${api.tenant}`);
  return answer.body[0].id;
}

/** The activation and IV of the newest mail to `to`. */
export async function activationFor(api: Client, to: string) {
  const outbox = await api.get<OutboxMail[]>('/dev/outbox');
  // Mail goes to the normalised mailbox (docs/api-contract.md, "Mail").
  const mail = outbox.body.filter((m) => m.to === mailboxKey(to) || m.to === to).at(-1);
  if (!mail) throw new Error(`No mail to ${to}`);
  const query = new URLSearchParams(mail.link.split('?')[1]);
  const iv = query.get('a') ?? query.get('b');
  return {
    mail,
    activation: query.get('activation') ?? '',
    iv: iv ?? '',
    param: query.has('a') ? ('a' as const) : ('b' as const),
  };
}

export function registerBody(username: string, extra: Record<string, unknown> = {}) {
  return {
    first_name: 'Asha',
    last_name: 'Rao',
    phone: '9876543210',
    username,
    pw: 'first-Password-1',
    cpw: 'first-Password-1',
    created_at: '2025-01-15T12:00:00.000Z',
    // Claims a store without an owner; ignored once it has one, and for sellers.
    setup_code: TEST_SETUP_CODE,
    ...extra,
  };
}

/** The secret of the newest invitation mailed to `to`. */
export async function invitationFor(api: Client, to: string): Promise<string> {
  const outbox = await api.get<OutboxMail[]>('/dev/outbox');
  const mail = outbox.body
    .filter((m) => m.to === mailboxKey(to) && m.link.includes('invitation='))
    .at(-1);
  if (!mail) throw new Error(`No invitation to ${to}`);
  return new URLSearchParams(mail.link.split('?')[1]).get('invitation') ?? '';
}

/** A service token of the tenant (it acts as the store's administrators). */
export async function serviceToken(api: Client): Promise<string> {
  const answer = await api.post<{ access_token: string }>('/auth/login', SERVICE);
  if (answer.status !== 200) throw new Error(`service login: ${JSON.stringify(answer.body)}`);
  return answer.body.access_token;
}

/**
 * An invitation for `email` made with `token` (default: a service token), proved with `password`
 * (default: the service's, or `registerBody`'s with an account's token): its secret.
 */
export async function invite(
  api: Client,
  email: string,
  token?: string,
  password = token ? registerBody(email).pw : SERVICE.password,
): Promise<string> {
  const answer = await api.post(
    '/v1/companyPO/invitations',
    { email, company_po_id: await companyIdOf(api), current_pw: password },
    { token: token ?? (await serviceToken(api)) },
  );
  if (answer.status !== 200) throw new Error(`invite: ${JSON.stringify(answer.body)}`);
  return invitationFor(api, email);
}

/**
 * Registers, activates and signs in an account of `kind`, its first (forced) password change made
 * unless `changePassword` is false; returns its sign-in record. The first
 * company admin of a tenant becomes the store's owner; once it has one, a company admin registers
 * with an invitation (made with a service token).
 */
export async function signedInAccount(
  api: Client,
  username: string,
  kind: 'company' | 'seller' = 'company',
  options: { changePassword?: boolean } = { changePassword: true },
): Promise<SignInRecord> {
  const body = registerBody(username, kind === 'seller' ? { kind } : {});
  let registered = await api.post<{ code?: string }>('/v1/register', body);
  if (registered.status === 403 && registered.body.code === 'store-has-owner') {
    // An invitation is bound to the address it was sent to: the username's.
    const invitation = await invite(api, username);
    registered = await api.post('/v1/register', { ...body, invitation });
  }
  if (registered.status !== 200) throw new Error(`register: ${JSON.stringify(registered.body)}`);
  const { activation, iv } = await activationFor(api, username);
  const resource = kind === 'company' ? 'companyPO' : 'companySeller';
  const activated = await api.post(`/v1/${resource}/activation`, { activation, iv });
  if (activated.status !== 200) throw new Error(`activate: ${JSON.stringify(activated.body)}`);
  const signIn = await api.post<SignInRecord[]>('/signinSeller', { username, pw: body.pw });
  const first = signIn.body[0];
  if (signIn.status !== 200 || !first) throw new Error(`sign in: ${JSON.stringify(signIn.body)}`);
  if (!options.changePassword) return first;
  // The first sign-in's token is a must-change grant: every call but change-password refuses it.
  // The password is "changed" to itself, so a test can keep signing in with `registerBody`'s.
  const changed = await api.post(
    `/v1/${resource}/changepassword`,
    {
      pw: body.pw,
      cpw: body.pw,
      pw_changed_date: '2025-01-15T12:00:00.000Z',
      pw_changed: true,
      [kind === 'company' ? 'user_po_id' : 'user_seller_id']: first.user_id,
    },
    { token: first.access_token },
  );
  if (changed.status !== 200) throw new Error(`change password: ${JSON.stringify(changed.body)}`);
  const again = await api.post<SignInRecord[]>('/signinSeller', { username, pw: body.pw });
  const record = again.body[0];
  if (again.status !== 200 || !record) throw new Error(`sign in: ${JSON.stringify(again.body)}`);
  return record;
}

/**
 * Signs an activated account in; when its password has never been changed, makes the forced
 * change (to the same password) with the sign-in's grant and signs in again.
 */
export async function settledSignIn(
  api: Client,
  username: string,
  pw = registerBody(username).pw,
): Promise<SignInRecord> {
  const signIn = async () => {
    const answer = await api.post<SignInRecord[]>('/signinSeller', { username, pw });
    if (answer.status !== 200 || !answer.body[0]) {
      throw new Error(`sign in: ${JSON.stringify(answer.body)}`);
    }
    return answer.body[0];
  };
  const first = await signIn();
  if (first.pw_changed) return first;
  const company = first.kind === 'company';
  const changed = await api.post(
    `/v1/${company ? 'companyPO' : 'companySeller'}/changepassword`,
    {
      pw,
      cpw: pw,
      pw_changed_date: '2025-01-15T12:00:00.000Z',
      pw_changed: true,
      [company ? 'user_po_id' : 'user_seller_id']: first.user_id,
    },
    { token: first.access_token },
  );
  if (changed.status !== 200) throw new Error(`change password: ${JSON.stringify(changed.body)}`);
  return signIn();
}

/** Reads an activation link's claims with the test key (AES-256-GCM, tag appended). */
export function openActivationLink(activation: string, iv: string): Record<string, unknown> {
  const sealed = Buffer.from(activation, 'base64url');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(ACTIVATION_KEY, 'hex'),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const text = Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - 16)),
    decipher.final(),
  ]).toString('utf8');
  return JSON.parse(text) as Record<string, unknown>;
}

/** Seals claims as the server would, with the test key. */
export function sealActivationLink(claims: Record<string, unknown>, ivBytes: Buffer) {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(ACTIVATION_KEY, 'hex'), ivBytes);
  const body = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
  return {
    activation: Buffer.concat([body, cipher.getAuthTag()]).toString('base64url'),
    iv: ivBytes.toString('base64url'),
  };
}

/** Smallest valid images of each accepted type (magic bytes plus a little body). */
export const IMAGES = {
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452', 'hex'),
    Buffer.alloc(32, 1),
  ]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x24, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(32, 3),
  ]),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 4)]),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
};
