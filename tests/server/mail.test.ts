import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOURS,
  activationFor,
  client,
  registerBody,
  startTestServer,
  testClock,
  type Client,
  type ErrorBody,
  type OutboxMail,
} from './helpers';

/*
 * Mail as a spam relay (issue 21, item 4): the text a registration writes goes one line, short,
 * after the server's fixed text; one activation mail per recipient per interval, asked for again
 * through "resend activation"; unactivated registrations expire after 72 hours and free the name.
 */

const MINUTE = 60_000;
const clock = testClock();
let server: Awaited<ReturnType<typeof startTestServer>>;
let acme: Client;

beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    limits: { activationMail: { max: 1, timeWindow: 10 * MINUTE } },
  });
  acme = client(server.app, 'acme');
});
afterAll(() => server.close());

const mailsTo = async (to: string) =>
  (await acme.get<OutboxMail[]>('/dev/outbox')).body.filter((mail) => mail.to === to);

describe('activation mail', () => {
  it('puts the registered name after the fixed text, on one line, at most 40 characters', async () => {
    const phishing =
      'URGENT\n\nYour bank account is blocked.\r\nVerify at https://evil.example/login now\u2028' +
      'x'.repeat(15);
    const registered = await acme.post(
      '/v1/register',
      registerBody('relay@acme.test', { kind: 'seller', first_name: phishing }),
    );
    expect(registered.status).toBe(200);
    const [mail] = await mailsTo('relay@acme.test');
    expect(mail?.text.startsWith('Open this link within 24 hours')).toBe(true);
    const lines = mail?.text.split('\n') ?? [];
    const named = lines.filter((line) => line.includes('URGENT'));
    expect(named).toHaveLength(1);
    expect(named[0]).toMatch(/^Registered name: URGENT Your bank account is blocked/);
    expect(Array.from(named[0]?.replace('Registered name: ', '') ?? '')).toHaveLength(40);
    expect(named[0]?.endsWith('…')).toBe(true);
    // It is the last line: nothing the server says comes after what a stranger wrote.
    expect(lines.at(-1)).toBe(named[0]);
    expect(mail?.text).not.toContain('blocked.\n');
  });

  it('sends one mail per recipient per interval; resend asks for another', async () => {
    const name = 'resend@acme.test';
    expect((await acme.post('/v1/register', registerBody(name, { kind: 'seller' }))).status).toBe(
      200,
    );
    expect(await mailsTo(name)).toHaveLength(1);
    // Too soon: the recipient already got one.
    const soon = await acme.post<ErrorBody>('/v1/register/resendActivation', { username: name });
    expect(soon.status).toBe(429);
    expect(soon.body.code).toBe('too-many-requests');
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(name)).toHaveLength(1);

    clock.advance(10 * MINUTE + 1);
    const again = await acme.post('/v1/register/resendActivation', { username: name });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ sent: true });
    expect(await mailsTo(name)).toHaveLength(2);
    // The new link activates the account.
    const { activation, iv } = await activationFor(acme, name);
    expect((await acme.post('/v1/companySeller/activation', { activation, iv })).status).toBe(200);
    // Once activated, nothing more is sent, and the answer says no more than before.
    clock.advance(10 * MINUTE + 1);
    const after = await acme.post('/v1/register/resendActivation', { username: name });
    expect(after.body).toEqual({ sent: true });
    expect(await mailsTo(name)).toHaveLength(2);
  });

  it('answers a resend for an unknown name the same, and sends nothing', async () => {
    const answer = await acme.post('/v1/register/resendActivation', {
      username: 'nobody@acme.test',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sent: true });
    expect(await mailsTo('nobody@acme.test')).toHaveLength(0);
  });
});

describe('unactivated registrations', () => {
  it('expire after 72 hours and free the username for its real owner', async () => {
    const name = 'priya.sharma@acme.test';
    const squat = await acme.post('/v1/register', registerBody(name, { kind: 'seller' }));
    expect(squat.status).toBe(200);
    const squatLink = await activationFor(acme, name);
    // Within 72 hours the name is taken…
    clock.advance(71 * HOURS);
    expect((await acme.get(`/v1/register/Username/${name}`)).body).toHaveLength(1);
    const early = await acme.post<ErrorBody>(
      '/v1/register',
      registerBody(name, { kind: 'seller' }),
    );
    expect(early.status).toBe(409);
    // …after, it is free, and the real person registers it.
    clock.advance(HOURS + 1);
    expect((await acme.get(`/v1/register/Username/${name}`)).body).toEqual([]);
    const resend = await acme.post('/v1/register/resendActivation', { username: name });
    expect(resend.status).toBe(200);
    expect(await mailsTo(name)).toHaveLength(1);
    const real = await acme.post<{ user_id: number }>(
      '/v1/register',
      registerBody(name, { kind: 'seller', first_name: 'Priya' }),
    );
    expect(real.status).toBe(200);
    expect(real.body.user_id).not.toBe((squat.body as { user_id: number }).user_id);
    // The squatter's old link no longer activates anything.
    const old = await acme.post<ErrorBody>('/v1/companySeller/activation', {
      activation: squatLink.activation,
      iv: squatLink.iv,
    });
    expect(old.status).toBe(400);
    const { activation, iv } = await activationFor(acme, name);
    expect((await acme.post('/v1/companySeller/activation', { activation, iv })).status).toBe(200);
  });
});

describe('a link resent just before the registration expires', () => {
  it('does not activate once the registration has expired (issue 45, item 9)', async () => {
    const name = 'late-link@acme.test';
    expect((await acme.post('/v1/register', registerBody(name, { kind: 'seller' }))).status).toBe(
      200,
    );
    // A resend an hour before the 72 hours: its link says 24 hours more…
    clock.advance(71 * HOURS);
    expect((await acme.post('/v1/register/resendActivation', { username: name })).status).toBe(200);
    const { activation, iv } = await activationFor(acme, name);
    // …but the registration itself has expired by then.
    clock.advance(2 * HOURS);
    const late = await acme.post<ErrorBody>('/v1/companySeller/activation', { activation, iv });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('activation-expired');
  });
});
