import { describe, expect, it } from 'vitest';
import {
  HOURS,
  activationFor,
  invitationFor,
  registerBody,
  settledSignIn,
  signedInAccount,
  testClock,
  serverFixture,
  type Client,
  type ErrorBody,
  type OutboxMail,
  type SignInRecord,
} from './helpers';

/*
 * Issue 45, items 2, 3 and 8, and issue 46 item 8: mail goes to one mailbox, parsed and
 * normalised, never to what a username says around it; invitations are limited like the other
 * mails; an invited address is registrable by its holder whatever lookalike came first; e-mail
 * addresses are trimmed and lower-cased before the check, any top-level domain of two letters or
 * more accepted (docs/api-contract.md, "Mail" and "Values").
 */

const MINUTE = 60_000;
const clock = testClock();
let acme: Client;
let acmeId: number;
let owner: SignInRecord;
let second: SignInRecord;
const PASSWORD = registerBody('x').pw;

serverFixture(
  {
    now: clock.now,
    limits: {
      activationMail: { max: 1, timeWindow: 10 * MINUTE },
      invitationPerRecipient: { max: 1, timeWindow: 10 * MINUTE },
      invitationPerInviter: { max: 4, timeWindow: HOURS },
      invitationPerStore: { max: 6, timeWindow: 24 * HOURS },
    },
  },
  async (fixture) => {
    ({ acme, acmeId } = fixture);
    owner = await signedInAccount(acme, 'owner@acme.test');
    second = await signedInAccount(acme, 'second@acme.test');
  },
);

/** Moves the clock on, and signs the admins in again (a token lives 12 hours). */
async function later(ms: number) {
  clock.advance(ms);
  owner = await settledSignIn(acme, 'owner@acme.test');
  second = await settledSignIn(acme, 'second@acme.test');
}

const outbox = async () => (await acme.get<OutboxMail[]>('/dev/outbox')).body;
const register = (username: string, extra: Record<string, unknown> = {}) =>
  acme.post<ErrorBody & { username?: string }>(
    '/v1/register',
    registerBody(username, { kind: 'seller', ...extra }),
  );
const invite = (email: string, token = owner.access_token) =>
  acme.post<ErrorBody & { email?: string }>(
    '/v1/companyPO/invitations',
    { email, company_po_id: acmeId, current_pw: PASSWORD },
    { token },
  );

describe('a username that receives mail is one mailbox', () => {
  it.each([
    ['a display name', 'a1<victim@corp.test>'],
    ['a quoted display name', '"x"<victim@corp.test>'],
    ['angle brackets alone', '<victim@corp.test>'],
    ['a list', 'me@evil.test,victim@corp.test,victim2@corp.test'],
    ['a quoted local part', '"victim"@corp.test'],
    ['a comment', 'victim@corp.test(hi)'],
    ['a group', 'all:victim@corp.test;'],
    ['a domain literal', 'victim@[127.0.0.1]'],
  ])('refuses %s, and mails nobody', async (_what, username) => {
    const before = (await outbox()).length;
    const refused = await register(username);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('username-not-mailbox');
    expect(refused.body.message).toMatch(/one e-mail address/);
    expect(await outbox()).toHaveLength(before);
  });

  it('mails the normalised mailbox, and keys the mail window on it', async () => {
    expect((await register('Victim@Corp.TEST')).status).toBe(200);
    const mails = (await outbox()).filter((mail) => mail.to === 'victim@corp.test');
    expect(mails).toHaveLength(1);
    // The same mailbox asked for again, spelled otherwise: one window.
    const soon = await acme.post<ErrorBody>('/v1/register/resendActivation', {
      username: 'VICTIM@corp.test',
    });
    expect(soon.status).toBe(429);
    expect(soon.headers['retry-after']).toBeDefined();
    expect((await outbox()).filter((mail) => mail.to === 'victim@corp.test')).toHaveLength(1);
  });

  it('still takes a username that is no address: its mail stays in the dev outbox', async () => {
    // Nothing goes out through SMTP for it (tests/server/smtp.test.ts).
    expect((await register('plain-name')).status).toBe(200);
    expect((await outbox()).at(-1)?.to).toBe('plain-name');
  });
});

describe('invitations are limited like the other mails', () => {
  it('per recipient, with Retry-After', async () => {
    expect((await invite('twice@acme.test')).status).toBe(200);
    const again = await invite('Twice@Acme.test');
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('too-many-requests');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect((await outbox()).filter((mail) => mail.to === 'twice@acme.test')).toHaveLength(1);
    clock.advance(10 * MINUTE);
    expect((await invite('twice@acme.test')).status).toBe(200);
  });

  it('per inviting admin and per store', async () => {
    // A new day: the store's window starts again.
    await later(25 * HOURS);
    for (let i = 0; i < 4; i += 1) expect((await invite(`many-${i}@acme.test`)).status).toBe(200);
    const fifth = await invite('many-4@acme.test');
    expect(fifth.status).toBe(429);
    expect(fifth.headers['retry-after']).toBeDefined();
    // Another admin of the store still may, until the store's own limit (6 a day).
    expect((await invite('other-0@acme.test', second.access_token)).status).toBe(200);
    const store = await invite('other-1@acme.test', second.access_token);
    expect(store.status).toBe(429);
    expect(Number(store.headers['retry-after'])).toBeGreaterThan(20 * 3600);
  });
});

describe('an invited address is registrable by its holder', () => {
  it('even after a lookalike registered first; the check names nobody else', async () => {
    await later(48 * HOURS);
    expect((await register('torn@acrne.test')).status).toBe(200);
    const check = await acme.get<Array<{ username: string }>>(
      '/v1/register/Username/tom@acme.test',
    );
    expect(check.body).not.toContainEqual({ username: 'torn@acrne.test' });
    expect((await invite('tom@acme.test')).status).toBe(200);
    const invitation = await invitationFor(acme, 'tom@acme.test');
    const invited = await acme.post<ErrorBody>('/v1/register', {
      ...registerBody('tom@acme.test'),
      invitation,
    });
    expect(invited.status).toBe(200);
    const { activation, iv } = await activationFor(acme, 'tom@acme.test');
    expect((await acme.post('/v1/companyPO/activation', { activation, iv })).status).toBe(200);
    // Each signs in to its own account.
    const tom = await acme.post<SignInRecord[]>('/signinSeller', {
      username: 'tom@acme.test',
      pw: PASSWORD,
    });
    expect(tom.body[0]?.kind).toBe('company');
    // A third lookalike without an invitation is still refused.
    expect((await register('t0m@acme.test')).body.code).toBe('username-taken');
  });
});

describe('e-mail addresses as merchants have them', () => {
  it('trims and lower-cases before the check, and takes any top-level domain of two letters or more', async () => {
    await later(48 * HOURS);
    const answer = await invite('  Office@Contoso.Company ');
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe('office@contoso.company');
    expect((await outbox()).at(-1)?.to).toBe('office@contoso.company');
    for (const bad of ['office@contoso.c', 'office@contoso', 'office@contoso.c0m']) {
      const refused = await invite(bad);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'field-email',
        message: 'email is not a valid e-mail address',
      });
    }
  });
});
