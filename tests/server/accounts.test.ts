import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createServer } from '../../examples/server/createServer.ts';
import {
  ACTIVATION_KEY,
  HOURS,
  SERVICE,
  activationFor,
  client,
  companyIdOf,
  openActivationLink,
  registerBody,
  sealActivationLink,
  signedInAccount,
  testClock,
  serverFixture,
  type Client,
  type ErrorBody,
  type OutboxMail,
  type SignInRecord,
  type TestServer,
} from './helpers';

const clock = testClock();
let server: TestServer;
let acme: Client;
let globex: Client;
let acmeId: number;

serverFixture({ now: clock.now, signInLimit: { max: 5 } }, async (fixture) => {
  ({ server, acme, globex, acmeId } = fixture);
});

describe('register and the activation mail', () => {
  it('creates an unactivated company admin and mails a one-time link', async () => {
    const answer = await acme.post('/v1/register', registerBody('asha@acme.test'));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      user_id: expect.any(Number),
      username: 'asha@acme.test',
      kind: 'company',
    });

    const outbox = await acme.get<OutboxMail[]>('/dev/outbox');
    const mail = outbox.body.at(-1)!;
    expect(mail.to).toBe('asha@acme.test');
    expect(mail.subject).toBe('Activate your account');
    expect(mail.text).toContain(mail.link);
    expect(mail.link).toMatch(
      /^http:\/\/acme\.localhost:8787\/#\/auth\/login\?activation=[\w-]+&a=[\w-]+$/,
    );

    const { activation, iv } = await activationFor(acme, 'asha@acme.test');
    const claims = openActivationLink(activation, iv);
    expect(claims).toMatchObject({
      account: (answer.body as { user_id: number }).user_id,
      kind: 'company',
      company: acmeId,
      exp: clock.now() + 24 * HOURS,
    });
  });

  it('registers a seller when the payload says so, with a b= link', async () => {
    const answer = await acme.post(
      '/v1/register',
      registerBody('sam@seller.example', { kind: 'seller', first_name: 'Sam', last_name: 'Iyer' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ kind: 'seller', username: 'sam@seller.example' });
    const { param } = await activationFor(acme, 'sam@seller.example');
    expect(param).toBe('b');
  });

  it('keeps the outbox per tenant, newest last', async () => {
    // Sellers: a second company admin would wait for the first's setup code (issue 45, item 5).
    await globex.post('/v1/register', registerBody('first@globex.example', { kind: 'seller' }));
    await globex.post('/v1/register', registerBody('second@globex.example', { kind: 'seller' }));
    const outbox = await globex.get<OutboxMail[]>('/dev/outbox');
    expect(outbox.body.map((m) => m.to)).toEqual(['first@globex.example', 'second@globex.example']);
    const acmeOutbox = await acme.get<OutboxMail[]>('/dev/outbox');
    expect(acmeOutbox.body.some((m) => m.to.includes('globex'))).toBe(false);
  });

  it('checks usernames per tenant', async () => {
    expect((await acme.get('/v1/register/Username/asha@acme.test')).body).toEqual([
      { username: 'asha@acme.test' },
    ]);
    expect((await acme.get('/v1/register/Username/nobody')).body).toEqual([]);
    expect((await globex.get('/v1/register/Username/asha@acme.test')).body).toEqual([]);
    // The same username is free in another tenant.
    const again = await globex.post('/v1/register', registerBody('asha@acme.test'));
    expect(again.status).toBe(200);
  });

  it('refuses a taken username with 409 and the spec message', async () => {
    const answer = await acme.post<ErrorBody>('/v1/register', registerBody('asha@acme.test'));
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Username Already Exist',
      code: 'username-taken',
    });
  });

  it('refuses mismatched passwords', async () => {
    const answer = await acme.post<ErrorBody>(
      '/v1/register',
      registerBody('mismatch', { cpw: 'something-else' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Password mismatch');
    expect((await acme.get('/v1/register/Username/mismatch')).body).toEqual([]);
  });

  it('never returns or mails the password', async () => {
    const body = registerBody('secretive@acme.test', {
      kind: 'seller',
      pw: 'Unique-Secret-42',
      cpw: 'Unique-Secret-42',
    });
    const answer = await acme.post('/v1/register', body);
    expect(JSON.stringify(answer.body)).not.toContain('Unique-Secret-42');
    const outbox = await acme.get('/dev/outbox');
    expect(JSON.stringify(outbox.body)).not.toContain('Unique-Secret-42');
    const [row] = await server.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM accounts WHERE username = $1',
      ['secretive@acme.test'],
    );
    expect(row?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
  });
});

describe('activation', () => {
  it('refuses sign-in before activation, then activates once', async () => {
    // The first test's registration, which holds the store's setup code: it becomes the owner.
    const before = await acme.post<ErrorBody>('/signinSeller', {
      username: 'asha@acme.test',
      pw: 'first-Password-1',
    });
    expect(before.status).toBe(403);
    expect(before.body.message).toBe(
      'Please activate your account from the link sent to your e-mail',
    );

    const { activation, iv } = await activationFor(acme, 'asha@acme.test');
    const first = await acme.post('/v1/companyPO/activation', { activation, iv });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ activated: true, kind: 'company', username: 'asha@acme.test' });

    const replay = await acme.post<ErrorBody>('/v1/companyPO/activation', { activation, iv });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('This activation link has already been used');

    const after = await acme.post<SignInRecord[]>('/signinSeller', {
      username: 'asha@acme.test',
      pw: 'first-Password-1',
    });
    expect(after.status).toBe(200);
  });

  it('refuses an expired link (after 24 hours)', async () => {
    await acme.post('/v1/register', registerBody('late@acme.test', { kind: 'seller' }));
    const { activation, iv } = await activationFor(acme, 'late@acme.test');
    clock.advance(24 * HOURS + 1000);
    const answer = await acme.post<ErrorBody>('/v1/companySeller/activation', { activation, iv });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('This activation link has expired');
    const signIn = await acme.post('/signinSeller', {
      username: 'late@acme.test',
      pw: 'first-Password-1',
    });
    expect(signIn.status).toBe(403);
  });

  it('refuses a link of the other kind, of another tenant, or altered', async () => {
    await acme.post('/v1/register', registerBody('kinds@acme.test', { kind: 'seller' }));
    const { activation, iv } = await activationFor(acme, 'kinds@acme.test');

    const wrongKind = await acme.post<ErrorBody>('/v1/companyPO/activation', { activation, iv });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.message).toBe('Invalid activation link');

    const otherTenant = await globex.post<ErrorBody>('/v1/companySeller/activation', {
      activation,
      iv,
    });
    expect(otherTenant.status).toBe(400);
    expect(otherTenant.body.message).toBe('Invalid activation link');

    const flipped =
      activation.slice(0, 10) + (activation[10] === 'A' ? 'B' : 'A') + activation.slice(11);
    const altered = await acme.post<ErrorBody>('/v1/companySeller/activation', {
      activation: flipped,
      iv,
    });
    expect(altered.status).toBe(400);
    expect(altered.body.message).toBe('Invalid activation link');

    // None of the refusals used the link up.
    const ok = await acme.post('/v1/companySeller/activation', { activation, iv });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ activated: true, kind: 'seller' });
  });

  it('refuses a well-formed link for an account of another tenant', async () => {
    const [globexAccount] = await server.db.query<{ id: number; company_id: number }>(
      "SELECT a.id, a.company_id FROM accounts a JOIN companies c ON c.id = a.company_id WHERE c.tenant = 'globex' LIMIT 1",
    );
    const forged = sealActivationLink(
      {
        account: globexAccount!.id,
        kind: 'company',
        company: acmeId,
        exp: clock.now() + HOURS,
        nonce: 'forged-1',
      },
      randomBytes(12),
    );
    const answer = await acme.post<ErrorBody>('/v1/companyPO/activation', forged);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid activation link');
  });
});

describe('sign-in', () => {
  it('returns the record with a token, kind, pw_changed and tenant ids', async () => {
    const record = await signedInAccount(acme, 'meera@acme.test', 'company', {
      changePassword: false,
    });
    expect(record).toEqual({
      user_id: expect.any(Number),
      username: 'meera@acme.test',
      first_name: 'Asha',
      last_name: 'Rao',
      kind: 'company',
      pw_changed: false,
      access_token: expect.stringMatching(/^v1\.[\w-]+\.[\w-]+$/),
      company_po_id: acmeId,
      email_id: 'meera@acme.test',
      phone: '9876543210',
    });
    // Until the password is changed, the token is a grant for change-password only.
    const company = await acme.get(`/v1/companyPO/${acmeId}`, { token: record.access_token });
    expect(company.status).toBe(403);
  });

  it('gives a seller its seller_id', async () => {
    const record = await signedInAccount(acme, 'vikram@seller.example', 'seller');
    expect(record.kind).toBe('seller');
    expect(record.seller_id).toEqual(expect.any(Number));
    const seller = await acme.get<Array<{ seller_id: number; seller_admin_first_name: string }>>(
      '/v1/companySeller/BusinessName/Asha Rao',
      { token: record.access_token },
    );
    expect(seller.body.map((s) => s.seller_id)).toContain(record.seller_id);
  });

  it('answers a wrong password or unknown user with the same 401', async () => {
    await signedInAccount(acme, 'wrongpw@acme.test');
    const wrong = await acme.post<ErrorBody>('/signinSeller', {
      username: 'wrongpw@acme.test',
      pw: 'nope',
    });
    const unknown = await acme.post<ErrorBody>('/signinSeller', { username: 'ghost', pw: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid username or password');
  });

  it('does not sign in an acme user on the globex host', async () => {
    await signedInAccount(acme, 'only-acme@acme.test');
    const answer = await globex.post('/signinSeller', {
      username: 'only-acme@acme.test',
      pw: 'first-Password-1',
    });
    expect(answer.status).toBe(401);
  });

  it('rate-limits per username and IP with a 429', async () => {
    const attempt = (username: string) =>
      acme.post<ErrorBody>('/signinSeller', { username, pw: 'wrong' });
    for (let i = 0; i < 5; i += 1) expect((await attempt('target@acme.test')).status).toBe(401);
    const limited = await attempt('target@acme.test');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many sign-in attempts. Please wait a minute and try again',
      code: 'too-many-sign-ins',
    });
    // Another username from the same address is not blocked.
    expect((await attempt('other@acme.test')).status).toBe(401);
  });

  it('expires account tokens after 12 hours', async () => {
    const record = await signedInAccount(acme, 'expiring@acme.test');
    clock.advance(12 * HOURS + 1000);
    const answer = await acme.get<ErrorBody>(`/v1/companyPO/${acmeId}`, {
      token: record.access_token,
    });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Invalid or expired token');
  });
});

describe('change password', () => {
  const change = (record: SignInRecord, body: Record<string, unknown>, token?: string | null) => {
    const resource = record.kind === 'company' ? 'companyPO' : 'companySeller';
    return acme.post<ErrorBody>(`/v1/${resource}/changepassword`, body, {
      token: token === undefined ? record.access_token : token,
    });
  };
  const payload = (
    field: 'user_po_id' | 'user_seller_id',
    id: number,
    pw = 'second-Password-2',
  ) => ({
    pw,
    cpw: pw,
    pw_changed_date: '2025-01-15T13:00:00.000Z',
    [field]: id,
    pw_changed: true,
  });

  it('changes the password, sets pw_changed and refuses the old one', async () => {
    const record = await signedInAccount(acme, 'changer@acme.test', 'company', {
      changePassword: false,
    });
    const answer = await change(record, payload('user_po_id', record.user_id));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true, access_token: expect.any(String) });

    const old = await acme.post('/signinSeller', {
      username: 'changer@acme.test',
      pw: 'first-Password-1',
    });
    expect(old.status).toBe(401);
    const fresh = await acme.post<SignInRecord[]>('/signinSeller', {
      username: 'changer@acme.test',
      pw: 'second-Password-2',
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body[0]?.pw_changed).toBe(true);
  });

  it('works for a seller, by account id or seller id', async () => {
    const record = await signedInAccount(acme, 'seller-changer@acme.test', 'seller', {
      changePassword: false,
    });
    const first = await change(record, payload('user_seller_id', record.user_id));
    expect(first.status).toBe(200);
    // A later change, with the token the first one answered, proves the current password.
    const token = (first.body as unknown as { access_token: string }).access_token;
    const second = payload('user_seller_id', record.seller_id!, 'third-Password-3');
    expect(
      (await change(record, { ...second, current_pw: 'second-Password-2' }, token)).status,
    ).toBe(200);
    const signIn = await acme.post('/signinSeller', {
      username: 'seller-changer@acme.test',
      pw: 'third-Password-3',
    });
    expect(signIn.status).toBe(200);
  });

  it('needs the token of the very account', async () => {
    const alice = await signedInAccount(acme, 'alice@acme.test');
    const bob = await signedInAccount(acme, 'bob@acme.test');
    const noToken = await change(alice, payload('user_po_id', alice.user_id), null);
    expect(noToken.status).toBe(401);
    expect(noToken.body.message).toBe('Authentication required');

    const someoneElse = await change(alice, payload('user_po_id', alice.user_id), bob.access_token);
    expect(someoneElse.status).toBe(403);
    expect(someoneElse.body.message).toBe(
      'You can only change the password of the account you are signed in with',
    );

    const service = await acme.post<{ access_token: string }>('/auth/login', SERVICE);
    const viaService = await change(
      alice,
      payload('user_po_id', alice.user_id),
      service.body.access_token,
    );
    expect(viaService.status).toBe(403);

    // Alice's password is untouched.
    const signIn = await acme.post('/signinSeller', {
      username: 'alice@acme.test',
      pw: 'first-Password-1',
    });
    expect(signIn.status).toBe(200);
  });

  it('refuses a company token on the seller endpoint and mismatched passwords', async () => {
    const admin = await signedInAccount(acme, 'admin-kind@acme.test', 'company', {
      changePassword: false,
    });
    const wrongEndpoint = await acme.post<ErrorBody>(
      '/v1/companySeller/changepassword',
      payload('user_seller_id', admin.user_id),
      { token: admin.access_token },
    );
    expect(wrongEndpoint.status).toBe(403);

    const mismatch = await change(admin, { ...payload('user_po_id', admin.user_id), cpw: 'x' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('Password Not Match');
  });
});

describe('service account (/auth/login)', () => {
  it('issues a tenant-scoped token for the configured credentials', async () => {
    const answer = await acme.post<{ access_token: string }>('/auth/login', SERVICE);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['access_token']);
    const company = await acme.get(`/v1/companyPO/${acmeId}`, { token: answer.body.access_token });
    expect(company.status).toBe(200);
    const onGlobex = await globex.get<ErrorBody>('/v1/country', {
      token: answer.body.access_token,
    });
    expect(onGlobex.status).toBe(200); // public route: the token is not even looked at
    const globexId = await companyIdOf(globex);
    const globexCompany = await globex.get<ErrorBody>(`/v1/companyPO/${globexId}`, {
      token: answer.body.access_token,
    });
    expect(globexCompany.status).toBe(401);
  });

  it('refuses wrong credentials', async () => {
    const answer = await acme.post<ErrorBody>('/auth/login', { ...SERVICE, password: 'guess' });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Invalid username or password');
  });

  it('answers 503 when no service account is configured', async () => {
    // A second server on the same database, configured for production without a service account.
    const bare = await createServer({
      db: server.db,
      env: { NODE_ENV: 'production', ACTIVATION_KEY },
    });
    try {
      const api = client(bare, 'acme');
      const answer = await api.post<ErrorBody>('/auth/login', SERVICE);
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe('Service account not configured');
      // Production has no dev outbox.
      expect((await api.get('/dev/outbox')).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
