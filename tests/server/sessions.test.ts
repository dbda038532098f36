import { beforeAll, describe, expect, it } from 'vitest';
import {
  HOURS,
  registerBody,
  signedInAccount,
  testClock,
  serverFixture,
  type Client,
  type ErrorBody,
  type SignInRecord,
  type TestServer,
} from './helpers';

/*
 * Issue 21, item 2: a bearer token alone changed the password and revoked every other token, so a
 * stolen token locked the owner out. Every change but the forced first one now proves the current
 * password; the first sign-in gets a short-lived must-change grant that nothing but
 * change-password takes; the store's password_renewal_days are enforced at sign-in
 * (docs/api-contract.md, "Sessions").
 */

const clock = testClock();
let server: TestServer;
let acme: Client;
let acmeId: number;
const PASSWORD = registerBody('x').pw;

serverFixture({ now: clock.now, signInLimit: { max: 5 } }, async (fixture) => {
  ({ server, acme, acmeId } = fixture);
});

const signIn = async (username: string, pw = PASSWORD) => {
  const answer = await acme.post<SignInRecord[]>('/signinSeller', { username, pw });
  expect(answer.status).toBe(200);
  return answer.body[0]!;
};

const change = (record: SignInRecord, token: string, extra: Record<string, unknown>) =>
  acme.post<ErrorBody & { ok?: boolean; access_token?: string }>(
    '/v1/companyPO/changepassword',
    {
      pw: 'brand-New-Pass-9',
      cpw: 'brand-New-Pass-9',
      pw_changed_date: '2025-01-15T13:00:00.000Z',
      pw_changed: true,
      user_po_id: record.user_id,
      ...extra,
    },
    { token },
  );

const readCompany = (token: string) => acme.get<ErrorBody>(`/v1/companyPO/${acmeId}`, { token });

describe('the forced first change', () => {
  it('gives the first sign-in a grant that only change-password takes, for 15 minutes', async () => {
    const first = await signedInAccount(acme, 'grant@acme.test', 'company', {
      changePassword: false,
    });
    expect(first.pw_changed).toBe(false);
    const refused = await readCompany(first.access_token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('password-change-required');
    // The grant is short-lived.
    clock.advance(16 * 60 * 1000);
    expect((await change(first, first.access_token, {})).status).toBe(401);
    // A new sign-in, a new grant: the change needs no current password with it.
    const again = await signIn('grant@acme.test');
    const changed = await change(again, again.access_token, {});
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ok: true, access_token: expect.any(String) });
    // The token the change answers works everywhere; the grant no longer does.
    expect((await readCompany(changed.body.access_token!)).status).toBe(200);
    expect((await readCompany(again.access_token)).status).toBe(401);
  });
});

describe('a voluntary change', () => {
  let owner: SignInRecord;
  let stolen: SignInRecord;

  beforeAll(async () => {
    await signedInAccount(acme, 'victim@acme.test');
    owner = await signIn('victim@acme.test');
    stolen = await signIn('victim@acme.test');
  });

  it('refuses a token alone: the thief cannot lock the owner out', async () => {
    const none = await change(stolen, stolen.access_token, {});
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('current-password-required');
    const wrong = await change(stolen, stolen.access_token, { current_pw: 'guess-Word-123' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('current-password-wrong');
    // The owner's password and session still work.
    expect((await readCompany(owner.access_token)).status).toBe(200);
    await signIn('victim@acme.test');
  });

  it('guessing the current password through it meets the sign-in limits', async () => {
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i += 1) {
      last = (await change(stolen, stolen.access_token, { current_pw: `guess-Word-${i}` })).status;
    }
    expect(last).toBe(429);
    clock.advance(2 * HOURS);
  });

  it('changes it with the current password, and revokes the other tokens', async () => {
    const fresh = await signIn('victim@acme.test');
    const changed = await change(fresh, fresh.access_token, { current_pw: PASSWORD });
    expect(changed.status).toBe(200);
    // Every other token stops working; the caller's own is kept beside the new one.
    expect((await readCompany(owner.access_token)).status).toBe(401);
    expect((await readCompany(fresh.access_token)).status).toBe(200);
    expect((await readCompany(changed.body.access_token!)).status).toBe(200);
    await signIn('victim@acme.test', 'brand-New-Pass-9');
  });
});

describe('password_renewal_days', () => {
  it('makes a sign-in after the renewal period a must-change grant again', async () => {
    await signedInAccount(acme, 'renewer@acme.test');
    await server.db.query('UPDATE companies SET password_renewal_days = 30 WHERE id = $1', [
      acmeId,
    ]);
    try {
      const within = await signIn('renewer@acme.test');
      expect(within.pw_changed).toBe(true);
      expect((await readCompany(within.access_token)).status).toBe(200);
      clock.advance(31 * 24 * HOURS);
      const after = await signIn('renewer@acme.test');
      expect(after.pw_changed).toBe(false);
      expect((await readCompany(after.access_token)).body.code).toBe('password-change-required');
      const renewed = await change(after, after.access_token, {});
      expect(renewed.status).toBe(200);
      expect((await signIn('renewer@acme.test', 'brand-New-Pass-9')).pw_changed).toBe(true);
    } finally {
      await server.db.query('UPDATE companies SET password_renewal_days = NULL WHERE id = $1', [
        acmeId,
      ]);
    }
  });
});
