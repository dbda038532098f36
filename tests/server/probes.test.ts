import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../examples/server/database.ts';
import { createServer } from '../../examples/server/createServer.ts';
import { loggerOptions } from '../../examples/server/lib/logging.ts';
import {
  HOURS,
  SERVICE,
  client,
  registerBody,
  signedInAccount,
  startTestServer,
  testClock,
  serverFixture,
  type Client,
  type ErrorBody,
  type SignInRecord,
  type TestApp,
  type TestServer,
} from './helpers';
import { companyPages, productInput, sellerUpdate } from '../contract/fixtures';

/*
 * The rest of issue 14's probe, each refusal a test: the dev outbox, passwords and tokens,
 * usernames, seller privacy, stored values and the log.
 */

let server: TestServer;
let acme: Client;
let acmeId: number;
const clock = testClock();
let admin: SignInRecord;

serverFixture(
  {
    now: clock.now,
    env: { MEDIA_ORIGINS: 'https://cdn.example.com' },
  },
  async (fixture) => {
    ({ server, acme, acmeId } = fixture);
    admin = await signedInAccount(acme, 'admin@acme.test');
  },
);

describe('the dev outbox', () => {
  it('is off unless the server is started in dev mode', async () => {
    const db = await openDatabase({ url: 'memory://' });
    const app = await createServer({ db, env: { NODE_ENV: 'development' } });
    try {
      await client(app, 'acme').post('/v1/register', registerBody('quiet@acme.test'));
      const answer = await client(app, 'acme').get<ErrorBody>('/dev/outbox');
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('route-not-found');
      expect(app.hasDevOutbox).toBe(false);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('turns on with DEV_OUTBOX=1, and never in production', async () => {
    const db = await openDatabase({ url: 'memory://' });
    try {
      const app = await createServer({ db, env: { NODE_ENV: 'test', DEV_OUTBOX: '1' } });
      expect(app.hasDevOutbox).toBe(true);
      await app.close();
      await expect(
        createServer({ db, env: { NODE_ENV: 'production' }, devOutbox: true }),
      ).rejects.toThrow(/cannot run in production/);
    } finally {
      await db.close();
    }
  });
});

describe('passwords and tokens', () => {
  it("refuses a weak password on register and on change ('x', 'password', digits only)", async () => {
    for (const pw of ['x', 'password', '12345678', 'Short1!']) {
      const answer = await acme.post<ErrorBody>(
        '/v1/register',
        registerBody(`weak-${pw.length}@acme.test`, { pw, cpw: pw, kind: 'seller' }),
      );
      expect(answer.status, pw).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'password-too-weak',
        message:
          'The password must have at least 8 characters and mix at least two of: lowercase letters, uppercase letters, digits, symbols',
      });
    }
    const change = await acme.post<ErrorBody>(
      '/v1/companyPO/changepassword',
      {
        pw: 'x',
        cpw: 'x',
        pw_changed_date: '2025-01-15T12:00:00.000Z',
        user_po_id: admin.user_id,
        pw_changed: true,
        current_pw: 'first-Password-1',
      },
      { token: admin.access_token },
    );
    expect(change.status).toBe(400);
    expect(change.body.code).toBe('password-too-weak');
  });

  it('revokes the other tokens of an account when its password changes, and stamps the change with the server clock', async () => {
    const account = await signedInAccount(acme, 'changer@acme.test', 'seller');
    const otherSession = (
      await acme.post<SignInRecord[]>('/signinSeller', {
        username: 'changer@acme.test',
        pw: 'first-Password-1',
      })
    ).body[0]!;
    clock.advance(1000);
    const changed = await acme.post(
      '/v1/companySeller/changepassword',
      {
        pw: 'second-Password-2',
        cpw: 'second-Password-2',
        pw_changed_date: '1999-01-01T00:00:00.000Z',
        user_seller_id: account.user_id,
        pw_changed: true,
        current_pw: 'first-Password-1',
      },
      { token: account.access_token },
    );
    expect(changed.status).toBe(200);
    const [row] = await server.db.query<{ pw_changed_date: string }>(
      'SELECT pw_changed_date FROM accounts WHERE id = $1',
      [account.user_id],
    );
    expect(row!.pw_changed_date).toBe(new Date(clock.now()).toISOString());

    const url = `/v1/companyBrand/company_po_id/${acmeId}`;
    const revoked = await acme.get<ErrorBody>(url, { token: otherSession.access_token });
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe('invalid-token');
    // The session that made the change goes on (it knows the new password).
    expect((await acme.get(url, { token: account.access_token })).status).toBe(200);
    clock.advance(1000);
    const fresh = await acme.post<SignInRecord[]>('/signinSeller', {
      username: 'changer@acme.test',
      pw: 'second-Password-2',
    });
    expect((await acme.get(url, { token: fresh.body[0]!.access_token })).status).toBe(200);
  });
});

describe('usernames', () => {
  it('treats case, fullwidth letters and composed accents as the same name', async () => {
    expect(
      (await acme.post('/v1/register', registerBody('Dupe@acme.test', { kind: 'seller' }))).status,
    ).toBe(200);
    for (const same of ['DUPE@acme.test', 'dupe@ACME.TEST', 'ｄｕｐｅ@acme.test']) {
      const answer = await acme.post<ErrorBody>(
        '/v1/register',
        registerBody(same, { kind: 'seller' }),
      );
      expect(answer.status, same).toBe(409);
      expect(answer.body.code).toBe('username-taken');
      // Taken, in the asker's words: the check never names another account (issue 45, item 8).
      expect((await acme.get(`/v1/register/Username/${encodeURIComponent(same)}`)).body).toEqual([
        { username: same },
      ]);
    }
    const composed = 'jos\u00e9@acme.test';
    const decomposed = 'jose\u0301@acme.test';
    expect(
      (await acme.post('/v1/register', registerBody(composed, { kind: 'seller' }))).status,
    ).toBe(200);
    expect(
      (await acme.post('/v1/register', registerBody(decomposed, { kind: 'seller' }))).status,
    ).toBe(409);
  });

  it('signs in whatever the case the name is typed in', async () => {
    await signedInAccount(acme, 'Meera@acme.test', 'seller');
    const answer = await acme.post<SignInRecord[]>('/signinSeller', {
      username: 'MEERA@ACME.TEST',
      pw: 'first-Password-1',
    });
    expect(answer.status).toBe(200);
    expect(answer.body[0]!.username).toBe('Meera@acme.test');
  });

  it.each([
    ['a zero-width joiner', 'ad\u200dmin@acme.test', 'username-invisible'],
    ['a zero-width space', 'ad\u200bmin@acme.test', 'username-invisible'],
    ['a right-to-left override', 'admin\u202e@acme.test', 'username-invisible'],
    ['a bidi isolate', '\u2066admin@acme.test', 'username-invisible'],
    ['a Cyrillic а among Latin letters', '\u0430dmin@acme.test', 'username-mixed-script'],
  ])('refuses %s, with a message', async (_case, username, code) => {
    const answer = await acme.post<ErrorBody>(
      '/v1/register',
      registerBody(username, { kind: 'seller' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(code);
    expect(answer.body.message).toMatch(/^The username must not/);
  });
});

describe('seller privacy', () => {
  let ravi: SignInRecord;
  let sunita: SignInRecord;
  let raviProduct: number;

  beforeAll(async () => {
    ravi = await signedInAccount(acme, 'ravi@acme.test', 'seller');
    sunita = await signedInAccount(acme, 'sunita@acme.test', 'seller');
    const saved = await acme.put(
      `/v1/companySeller/${ravi.seller_id}`,
      sellerUpdate({ company_id: acmeId, seller_id: ravi.seller_id! }, 'Ravi Traders'),
      { token: ravi.access_token },
    );
    expect(saved.status).toBe(200);
    const level1 = await acme.post<{ level1_id: number }>(
      '/v1/l1CategoryPO',
      { level1_name: 'Kitchen', description: 'Pots', level1_order_id: 1, company_po_id: acmeId },
      { token: admin.access_token },
    );
    const created = await acme.post<Array<{ rows: Array<{ prod_id: number }> }>>(
      '/v1/companySellerProd',
      {
        ...productInput(
          { company_id: acmeId, seller_id: ravi.seller_id!, category1_id: level1.body.level1_id },
          'ravi',
        ),
        category2_id: null,
      },
      { token: ravi.access_token },
    );
    raviProduct = created.body[0]!.rows[0]!.prod_id;
  });

  it("does not show a seller another seller's PAN, GSTIN or date of birth", async () => {
    const url = `/v1/companySeller/BusinessName/${encodeURIComponent('Ravi Traders')}`;
    expect((await acme.get(url, { token: sunita.access_token })).body).toEqual([]);
    const own = await acme.get<Array<Record<string, unknown>>>(url, { token: ravi.access_token });
    expect(own.body[0]).toMatchObject({ seller_pan_number: 'AABFA1234B' });
    const byAdmin = await acme.get<Array<Record<string, unknown>>>(url, {
      token: admin.access_token,
    });
    expect(byAdmin.body[0]).toMatchObject({ seller_admin_dob: '1988-02-14' });
  });

  it("answers another seller's product as not found; its seller and the admins read it", async () => {
    const url = `/v1/companySellerProd/${raviProduct}`;
    const foreign = await acme.get<ErrorBody>(url, { token: sunita.access_token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('product-not-found');
    expect((await acme.get(url, { token: ravi.access_token })).status).toBe(200);
    expect((await acme.get(url, { token: admin.access_token })).status).toBe(200);
  });
});

describe('stored values', () => {
  it.each(['2020-13-45', '2020-01-01zzzz', '2023-02-30', 'x2020-01-01'])(
    'refuses registration_date %s (a real day, the whole value)',
    async (date) => {
      const answer = await acme.post<ErrorBody>(
        '/v1/companyPO/page2',
        {
          ...companyPages('d')[2],
          logo_upload: `${acmeId}/logo.png`,
          id: acmeId,
          registration_date: date,
        },
        { token: admin.access_token },
      );
      expect(answer.status).toBe(400);
      // Longer than a day's 10 characters is refused for its length before its form.
      expect(['field-date', 'field-too-long']).toContain(answer.body.code);
      expect(answer.body.params).toMatchObject({ field: 'registration_date' });
    },
  );

  it.each([
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'https://evil.example/banner.png',
    'http://evil.example/banner.png',
    'another-store/banner.png',
    `/api/uploads/../secrets.png`,
  ])('refuses banner_url %s', async (bannerUrl) => {
    const level1 = await acme.post<{ level1_id: number }>(
      '/v1/l1CategoryPO',
      { level1_name: 'Banners', description: 'x', level1_order_id: 1, company_po_id: acmeId },
      { token: admin.access_token },
    );
    const answer = await acme.post<ErrorBody>(
      '/v1/companyBanner',
      {
        category1_id: level1.body.level1_id,
        order_id: 1,
        banner_url: bannerUrl,
        banner_slogan: 'Sale',
        banner_button_text: 'Shop',
        company_po_id: acmeId,
      },
      { token: admin.access_token },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'image-url',
      message: 'banner_url must be an image uploaded to this store or from its media addresses',
    });
  });

  it('accepts the store’s own uploads and its configured media origins', async () => {
    for (const logo of [
      `${acmeId}/logo.png`,
      `/api/uploads/${acmeId}/logo.webp`,
      'https://cdn.example.com/acme/logo.jpg',
    ]) {
      const answer = await acme.post(
        '/v1/companyPO/page2',
        { ...companyPages('ok')[2], logo_upload: logo, id: acmeId },
        { token: admin.access_token },
      );
      expect(answer.status, logo).toBe(200);
    }
    const refused = await acme.post<ErrorBody>(
      '/v1/companyPO/page2',
      { ...companyPages('no')[2], logo_upload: 'javascript:alert(1)', id: acmeId },
      { token: admin.access_token },
    );
    expect(refused.body).toMatchObject({ code: 'image-url', params: { field: 'logo_upload' } });
  });
});

describe('the log', () => {
  it('never prints a database error’s values, statement or parameters, nor a token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const db = await openDatabase({ url: 'memory://' });
    const options = loggerOptions('info') as Record<string, unknown>;
    const app: TestApp = await createServer({
      db,
      env: { NODE_ENV: 'test' },
      logger: { ...options, stream },
    });
    // A route that fails the way a database does: its error quotes the values it refused.
    app.get('/probe/db-error', async () => {
      throw Object.assign(new Error('duplicate key value violates unique constraint'), {
        code: '23505',
        detail: 'Key (username)=(asha.secret@acme.test) already exists.',
        constraint: 'accounts_username_key',
        table: 'accounts',
        query: 'INSERT INTO accounts (username, phone) VALUES ($1, $2)',
        params: ['asha.secret@acme.test', '9845012345'],
      });
    });
    app.get('/probe/crash', async () => {
      throw Object.assign(new Error('boom'), { code: 'XX000', params: ['PAN AAACA1234A'] });
    });
    try {
      await app.inject({
        method: 'GET',
        url: '/probe/db-error',
        headers: { host: 'acme.localhost', authorization: 'Bearer v1.secret-token.mac' },
      });
      await app.inject({ method: 'GET', url: '/probe/crash', headers: { host: 'acme.localhost' } });
      const log = lines.join('');
      expect(log).toContain('accounts_username_key');
      expect(log).toContain('23505');
      for (const secret of ['asha.secret@acme.test', '9845012345', 'AAACA1234A', 'secret-token']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('the service account', () => {
  it('is limited per account too', async () => {
    const limited = await startTestServer({
      limits: { signInPerAccount: { max: 3, timeWindow: HOURS } },
    });
    try {
      const api = client(limited.app, 'acme');
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await api.post('/auth/login', { username: SERVICE.username, password: 'wrong' })).status,
        ).toBe(401);
      }
      expect((await api.post('/auth/login', SERVICE)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
