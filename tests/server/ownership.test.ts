import { describe, expect, it } from 'vitest';
import {
  HOURS,
  activationFor,
  companyIdOf,
  invitationFor,
  invite,
  registerBody,
  settledSignIn,
  signedInAccount,
  testClock,
  serverFixture,
  type Client,
  type ErrorBody,
  type SignInRecord,
  type TestServer,
} from './helpers';
import { companyPages, sellerUpdate } from '../contract/fixtures';

/*
 * Issue 14's two attacks: a stranger registering as a company admin of a store that has one, and
 * a seller rewriting the company's profile or its own commission. The first company admin to
 * activate owns the store; another admin joins only through an invitation (docs/api-contract.md,
 * "Who may call what").
 */

let server: TestServer;
let acme: Client;
let globex: Client;
let acmeId: number;
const clock = testClock();
let owner: SignInRecord;
let seller: SignInRecord;

serverFixture({ now: clock.now }, async (fixture) => {
  ({ server, acme, globex, acmeId } = fixture);
});

const activate = async (api: Client, username: string) => {
  const { activation, iv } = await activationFor(api, username);
  return api.post<ErrorBody>('/v1/companyPO/activation', { activation, iv });
};

describe('ownership of a store', () => {
  it('lets a company admin register while the store has no owner; the first to activate owns it', async () => {
    expect((await acme.post('/v1/register', registerBody('first@acme.test'))).status).toBe(200);
    // The setup code is bound to that registration: another claimant waits (issue 45, item 5).
    const early = await acme.post<ErrorBody>('/v1/register', registerBody('early@acme.test'));
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('setup-code-taken');
    expect((await activate(acme, 'first@acme.test')).status).toBe(200);
    const [row] = await server.db.query<{ owner: number; id: number }>(
      `SELECT c.owner_account_id AS owner, a.id FROM companies c
         JOIN accounts a ON a.company_id = c.id AND a.username = 'first@acme.test'
        WHERE c.id = $1`,
      [acmeId],
    );
    expect(row!.owner).toBe(row!.id);
    owner = await settledSignIn(acme, 'first@acme.test');
  });

  it('refuses a stranger registering as a company admin, with a clear message', async () => {
    const answer = await acme.post<ErrorBody>('/v1/register', registerBody('stranger@evil.test'));
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      code: 'store-has-owner',
      message:
        'This store already has an administrator. Ask them for an invitation to register as an administrator, or register as a seller',
    });
    expect((await acme.get('/v1/register/Username/stranger@evil.test')).body).toEqual([]);
    // The attack of the issue: no token of that stranger can rewrite acme's profile.
    expect(
      (await acme.post('/v1/companyPO/page2', { ...companyPages('x')[2], id: acmeId })).status,
    ).toBe(401);
  });

  it('still lets sellers register freely, and another store its own first admin', async () => {
    seller = await signedInAccount(acme, 'seller@acme.test', 'seller');
    expect(seller.kind).toBe('seller');
    expect((await globex.post('/v1/register', registerBody('first@globex.test'))).status).toBe(200);
  });

  it('invites a second admin through the outbox: single use, and that admin finishes the company wizard', async () => {
    const made = await acme.post<{ email: string; expires_at: string }>(
      '/v1/companyPO/invitations',
      { email: 'second@acme.test', company_po_id: acmeId, current_pw: 'first-Password-1' },
      { token: owner.access_token },
    );
    expect(made.status).toBe(200);
    expect(made.body).toEqual({
      email: 'second@acme.test',
      expires_at: new Date(clock.now() + 72 * HOURS).toISOString(),
    });
    const outbox =
      await acme.get<Array<{ to: string; subject: string; link: string }>>('/dev/outbox');
    const mail = outbox.body.at(-1)!;
    expect(mail.to).toBe('second@acme.test');
    expect(mail.link).toMatch(
      /^http:\/\/acme\.localhost:8787\/#\/auth\/Register\?invitation=[\w-]+$/,
    );
    const secret = await invitationFor(acme, 'second@acme.test');
    // Only a hash of the secret is kept.
    const [stored] = await server.db.query<{ secret_hash: string }>(
      'SELECT secret_hash FROM invitations ORDER BY id DESC LIMIT 1',
    );
    expect(stored!.secret_hash).not.toContain(secret);

    const registered = await acme.post('/v1/register', {
      ...registerBody('second@acme.test'),
      invitation: secret,
    });
    expect(registered.status).toBe(200);
    expect((await activate(acme, 'second@acme.test')).status).toBe(200);
    const second = await settledSignIn(acme, 'second@acme.test');
    expect(second).toMatchObject({ kind: 'company', company_po_id: acmeId });

    // The same invitation works once.
    const replay = await acme.post<ErrorBody>('/v1/register', {
      ...registerBody('third@acme.test'),
      invitation: secret,
    });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('invitation-used');

    // The invited admin saves every page of the company wizard and reports its steps.
    const token = second!.access_token;
    const pages = companyPages('second');
    for (const page of [2, 3, 4, 5] as const) {
      const { billing_name: _dropped, ...values } = pages[page] as unknown as Record<
        string,
        unknown
      >;
      const saved = await acme.post(
        `/v1/companyPO/page${page}`,
        { ...values, id: acmeId, ...(page === 2 ? { logo_upload: `${acmeId}/logo.png` } : {}) },
        { token },
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const level1 = await acme.post(
      '/v1/l1CategoryPO',
      { level1_name: 'Kitchen', description: 'Pots', level1_order_id: 1, company_po_id: acmeId },
      { token },
    );
    expect(level1.status).toBe(200);
    for (const page of [6, 8, 9, 10, 11, 12]) {
      const done = await acme.post(
        `/v1/companyPO/page${page}`,
        { company_po_id: acmeId },
        { token },
      );
      expect(done.status).toBe(200);
    }
    const record = await acme.get<Array<Record<string, unknown>>>(`/v1/companyPO/${acmeId}`, {
      token,
    });
    expect(record.body[0]).toMatchObject({ signup_page5_over: true, signup_page12_over: true });
  });

  it('refuses an unknown, expired or other store’s invitation', async () => {
    const unknown = await acme.post<ErrorBody>('/v1/register', {
      ...registerBody('nobody@acme.test'),
      invitation: 'made-up',
    });
    expect(unknown.body.code).toBe('invitation-invalid');

    const forGlobex = await invite(globex, 'cross@globex.test');
    const cross = await acme.post<ErrorBody>('/v1/register', {
      ...registerBody('cross@acme.test'),
      invitation: forGlobex,
    });
    expect(cross.status).toBe(400);
    expect(cross.body.code).toBe('invitation-invalid');

    const secret = await invite(acme, 'slow@acme.test', owner.access_token);
    clock.advance(72 * HOURS + 1000);
    const expired = await acme.post<ErrorBody>('/v1/register', {
      ...registerBody('slow@acme.test'),
      invitation: secret,
    });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({
      code: 'invitation-expired',
      message: 'This invitation has expired',
    });
    // Tokens live 12 hours: sign the owner in again on the new day.
    owner = await settledSignIn(acme, 'first@acme.test');
    seller = (
      await acme.post<SignInRecord[]>('/signinSeller', {
        username: 'seller@acme.test',
        pw: 'first-Password-1',
      })
    ).body[0]!;
  });

  it('lets only a signed-in admin invite', async () => {
    const body = { email: 'x@acme.test', company_po_id: acmeId, current_pw: 'first-Password-1' };
    expect((await acme.post('/v1/companyPO/invitations', body)).status).toBe(401);
    const bySeller = await acme.post<ErrorBody>('/v1/companyPO/invitations', body, {
      token: seller.access_token,
    });
    expect(bySeller.status).toBe(403);
    expect(bySeller.body).toMatchObject({
      code: 'admins-only',
      message: "Only the store's administrators can do this",
    });
    const foreign = await acme.post<ErrorBody>(
      '/v1/companyPO/invitations',
      { ...body, company_po_id: await companyIdOf(globex) },
      { token: owner.access_token },
    );
    expect(foreign.status).toBe(404);
  });
});

describe('a seller cannot act as the store', () => {
  it('refuses a seller saving the company profile, billing, about or terms (403)', async () => {
    const pages = companyPages('seller');
    for (const page of [2, 3, 4, 5] as const) {
      const { billing_name: _dropped, ...values } = pages[page] as unknown as Record<
        string,
        unknown
      >;
      const answer = await acme.post<ErrorBody>(
        `/v1/companyPO/page${page}`,
        { ...values, id: acmeId, office_email: 'attacker@evil.test' },
        { token: seller.access_token },
      );
      expect(answer.status, `page ${page}`).toBe(403);
      expect(answer.body.code).toBe('admins-only');
    }
    const record = await acme.get<Array<{ office_email: string }>>(`/v1/companyPO/${acmeId}`, {
      token: owner.access_token,
    });
    expect(record.body[0]!.office_email).not.toBe('attacker@evil.test');
  });

  it('refuses a seller presigning the logo or about-us image, not a banner', async () => {
    for (const target of ['logo', 'about-us']) {
      const answer = await acme.post<ErrorBody>(
        '/v1/uploads/presign',
        { target, content_type: 'image/png', company_po_id: acmeId },
        { token: seller.access_token },
      );
      expect(answer.status, target).toBe(403);
      expect(answer.body.code).toBe('admins-only');
    }
    const banner = await acme.post(
      '/v1/uploads/presign',
      { target: 'banner', content_type: 'image/png', company_po_id: acmeId },
      { token: seller.access_token },
    );
    expect(banner.status).toBe(200);
  });

  it('lets a seller propose its commission and quota once; then only an admin changes them', async () => {
    const sellerId = seller.seller_id!;
    const body = (commission: number, quota: number) => ({
      ...sellerUpdate({ company_id: acmeId, seller_id: sellerId }, `Traders ${sellerId}`),
      seller_comm_percentage: commission,
      seller_maximum_products: quota,
    });
    const put = (token: string, commission: number, quota: number) =>
      acme.put<ErrorBody>(`/v1/companySeller/${sellerId}`, body(commission, quota), { token });

    expect((await put(seller.access_token, 12.5, 500)).status).toBe(200);
    // The same terms again (the wizard resends them): fine.
    expect((await put(seller.access_token, 12.5, 500)).status).toBe(200);
    for (const [commission, quota] of [
      [0, 500],
      [12.5, 100_000],
    ] as const) {
      const answer = await put(seller.access_token, commission, quota);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({
        code: 'seller-terms-admin-only',
        message:
          "Only the store's administrators can change a seller's commission or maximum products",
      });
    }
    expect((await put(owner.access_token, 10, 800)).status).toBe(200);
    const [row] = await server.db.query<{ c: number; m: number }>(
      'SELECT seller_comm_percentage AS c, seller_maximum_products AS m FROM sellers WHERE seller_id = $1',
      [sellerId],
    );
    expect(row).toEqual({ c: 10, m: 800 });
  });
});
