import { describe, expect, it } from 'vitest';
import {
  HOURS,
  SERVICE,
  activationFor,
  invitationFor,
  registerBody,
  serviceToken,
  signedInAccount,
  testClock,
  serverFixture,
  type Client,
  type ErrorBody,
  type OutboxMail,
  type SignInRecord,
} from './helpers';

/*
 * Issue 45, items 1, 6 and 7: a stolen owner token took the store for good (invite an accomplice,
 * hand it the store, be removed by it). The store's sensitive actions now need the password
 * (`current_pw`, a wrong one counted as a failed sign-in); a transfer mails the old owner, who
 * cannot be removed for 24 hours; signing out revokes the token; removing an admin takes its
 * sleepers with it (docs/api-contract.md, "Step-up" and "The store's team").
 */

const clock = testClock();
let acme: Client;
let acmeId: number;
let owner: SignInRecord;
const PASSWORD = registerBody('x').pw;

serverFixture({ now: clock.now, signInLimit: { max: 5 } }, async (fixture) => {
  ({ acme, acmeId } = fixture);
  owner = await signedInAccount(acme, 'owner@acme.test');
});

const invite = (token: string, email: string, extra: Record<string, unknown> = {}) =>
  acme.post<ErrorBody>(
    '/v1/companyPO/invitations',
    { email, company_po_id: acmeId, ...extra },
    { token },
  );
const transfer = (token: string, userId: number, extra: Record<string, unknown> = {}) =>
  acme.post<ErrorBody>(
    `/v1/companyPO/${acmeId}/owner`,
    { user_po_id: userId, ...extra },
    { token },
  );
const remove = (token: string, userId: number, extra: Record<string, unknown> = {}) =>
  acme.call<ErrorBody>('DELETE', `/v1/companyPO/${acmeId}/admins/${userId}`, {
    token,
    body: extra,
  });
const revokeSessions = (token: string, extra: Record<string, unknown> = {}) =>
  acme.post<ErrorBody & { access_token?: string }>('/v1/sessions/revoke', extra, { token });
const readCompany = (token: string) => acme.get<ErrorBody>(`/v1/companyPO/${acmeId}`, { token });
const signIn = (username: string, pw = PASSWORD) =>
  acme.post<SignInRecord[] & ErrorBody>('/signinSeller', { username, pw });

/** An activated, signed-in company admin (invited by the service account). */
const invitedAdmin = (username: string) => signedInAccount(acme, username);

describe('the store with a stolen owner token', () => {
  it('cannot be taken: invite, transfer and remove ask for the password', async () => {
    const stolen = owner.access_token;
    const attempts = [
      () => invite(stolen, 'accomplice@evil.test'),
      () => transfer(stolen, owner.user_id),
      () => remove(stolen, owner.user_id),
      () => revokeSessions(stolen),
    ];
    for (const attempt of attempts) {
      const refused = await attempt();
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('current-password-required');
    }
    const outbox = await acme.get<OutboxMail[]>('/dev/outbox');
    expect(outbox.body.map((mail) => mail.to)).not.toContain('accomplice@evil.test');
  });

  it('counts a wrong password as a failed sign-in', async () => {
    const guesser = await signedInAccount(acme, 'guessed@acme.test');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await invite(guesser.access_token, 'x@acme.test', { current_pw: `no-${i}` });
      expect(wrong.status).toBe(403);
      expect(wrong.body.code).toBe('current-password-wrong');
    }
    // The account's sign-in limit is reached: the right password waits too, as a sign-in would.
    const locked = await invite(guesser.access_token, 'x@acme.test', { current_pw: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('too-many-sign-ins');
    expect(locked.headers['retry-after']).toBeDefined();
    expect((await signIn('guessed@acme.test')).status).toBe(429);
  });

  it('asks the service account for its password too', async () => {
    const token = await serviceToken(acme);
    expect((await invite(token, 'svc-invited@acme.test')).body.code).toBe(
      'current-password-required',
    );
    expect(
      (await invite(token, 'svc-invited@acme.test', { current_pw: SERVICE.password })).status,
    ).toBe(200);
  });
});

describe('handing the store over', () => {
  it('mails the old owner, who cannot be removed by the new one for 24 hours', async () => {
    const heir = await invitedAdmin('heir@acme.test');
    expect(
      (await transfer(owner.access_token, heir.user_id, { current_pw: PASSWORD })).status,
    ).toBe(200);
    const outbox = await acme.get<OutboxMail[]>('/dev/outbox');
    const notice = outbox.body.filter((mail) => mail.to === 'owner@acme.test').at(-1);
    expect(notice?.subject).toBe('The ownership of your store was transferred');
    expect(notice?.text).toContain('heir@acme.test');

    const early = await remove(heir.access_token, owner.user_id, { current_pw: PASSWORD });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('previous-owner-protected');
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // The old owner still signs in and reads the store meanwhile.
    expect((await signIn('owner@acme.test')).status).toBe(200);

    // Handed back, so the rest of this file has its owner again; the heir, now the previous
    // owner, is removed once its own 24 hours have passed.
    expect(
      (await transfer(heir.access_token, owner.user_id, { current_pw: PASSWORD })).status,
    ).toBe(200);
    clock.advance(24 * HOURS);
    owner = (await signIn('owner@acme.test')).body[0]!;
    expect((await remove(owner.access_token, heir.user_id, { current_pw: PASSWORD })).status).toBe(
      200,
    );
  });
});

describe('sessions', () => {
  it('signs out: the token stops working, the account’s other tokens do not', async () => {
    const first = (await signIn('owner@acme.test')).body[0]!;
    const second = (await signIn('owner@acme.test')).body[0]!;
    const out = await acme.post('/v1/signout', {}, { token: first.access_token });
    expect(out.status).toBe(200);
    expect((await readCompany(first.access_token)).status).toBe(401);
    expect((await acme.post('/v1/signout', {}, { token: first.access_token })).status).toBe(401);
    expect((await readCompany(second.access_token)).status).toBe(200);
  });

  it('revokes every other session with the password, keeping the caller signed in', async () => {
    const other = (await signIn('owner@acme.test')).body[0]!;
    const mine = (await signIn('owner@acme.test')).body[0]!;
    expect((await revokeSessions(mine.access_token, { current_pw: 'wrong-1' })).status).toBe(403);
    const revoked = await revokeSessions(mine.access_token, { current_pw: PASSWORD });
    expect(revoked.status).toBe(200);
    expect((await readCompany(other.access_token)).status).toBe(401);
    expect((await readCompany(revoked.body.access_token!)).status).toBe(200);
    owner = (await signIn('owner@acme.test')).body[0]!;
  });
});

describe('removing an admin', () => {
  it('withdraws the registrations made from its invitations and the invitations to it', async () => {
    const inviter = await invitedAdmin('inviter@acme.test');
    // The admin invites a sleeper, who registers and waits.
    expect(
      (await invite(inviter.access_token, 'sleeper@acme.test', { current_pw: PASSWORD })).status,
    ).toBe(200);
    const invitation = await invitationFor(acme, 'sleeper@acme.test');
    expect(
      (await acme.post('/v1/register', { ...registerBody('sleeper@acme.test'), invitation }))
        .status,
    ).toBe(200);
    const { activation, iv } = await activationFor(acme, 'sleeper@acme.test');
    // And another invitation to the admin's own address stands, ready for its return.
    clock.advance(HOURS);
    expect(
      (await invite(owner.access_token, 'inviter@acme.test', { current_pw: PASSWORD })).status,
    ).toBe(200);
    const comeback = await invitationFor(acme, 'inviter@acme.test');

    expect(
      (await remove(owner.access_token, inviter.user_id, { current_pw: PASSWORD })).status,
    ).toBe(200);
    const sleeper = await acme.post<ErrorBody>('/v1/companyPO/activation', { activation, iv });
    expect(sleeper.status).toBe(400);
    expect((await signIn('sleeper@acme.test')).status).toBe(401);
    const back = await acme.post<ErrorBody>('/v1/register', {
      ...registerBody('inviter@acme.test'),
      invitation: comeback,
    });
    expect(back.status).toBe(400);
    expect(back.body.code).toBe('invitation-revoked');
  });
});
