import { describe, expect, it, vi } from 'vitest';
import { createServer } from '../../examples/server/createServer.ts';
import { TOKEN_STATE_TTL } from '../../examples/server/lib/auth.ts';
import {
  ACTIVATION_KEY,
  client,
  RELAXED_LIMITS,
  signedInAccount,
  testClock,
  serverFixture,
  type Client,
  type SignInRecord,
  type TestServer,
} from './helpers';

/**
 * A token check reads its account's revocation state (kind, token generation, kept token) once and
 * keeps it: a query per call cost the list calls 4-5× of their throughput. Revocation still holds:
 * a password change on this server refuses the other tokens at once, one on another server that
 * shares the database within TOKEN_STATE_TTL.
 */
const clock = testClock();
let server: TestServer;
let acme: Client;
let acmeId: number;

serverFixture({ now: clock.now }, async (fixture) => {
  ({ server, acme, acmeId } = fixture);
});

const brands = (token: string) => acme.get(`/v1/companyBrand/company_po_id/${acmeId}`, { token });
const signIn = async (username: string) =>
  (await acme.post<SignInRecord[]>('/signinSeller', { username, pw: 'first-Password-1' })).body[0]!;
const changePassword = (api: Client, record: SignInRecord, pw: string) =>
  api.post(
    '/v1/companyPO/changepassword',
    {
      current_pw: 'first-Password-1',
      pw,
      cpw: pw,
      pw_changed_date: new Date(0).toISOString(),
      user_po_id: record.user_id,
      pw_changed: true,
    },
    { token: record.access_token },
  );

describe('token checks', () => {
  it('read the account once, not on every call', async () => {
    const record = await signedInAccount(acme, 'reader@acme.test');
    const query = vi.spyOn(server.db, 'query');
    try {
      // The company record: a read the server does not keep, so each call runs its query.
      const company = () => acme.get(`/v1/companyPO/${acmeId}`, { token: record.access_token });
      for (let i = 0; i < 5; i++) expect((await company()).status).toBe(200);
      const accountReads = query.mock.calls.filter(([sql]) => /FROM accounts/.test(sql));
      expect(accountReads).toHaveLength(1);
      expect(query.mock.calls.filter(([sql]) => /FROM companies/.test(sql))).toHaveLength(5);
    } finally {
      query.mockRestore();
    }
  });

  it('refuse the other tokens right after a password change, though just checked', async () => {
    const first = await signedInAccount(acme, 'changer2@acme.test');
    const second = await signIn('changer2@acme.test');
    expect((await brands(first.access_token)).status).toBe(200);
    expect((await brands(second.access_token)).status).toBe(200);
    expect((await changePassword(acme, first, 'second-Password-2')).status).toBe(200);
    expect((await brands(second.access_token)).status).toBe(401);
    expect((await brands(first.access_token)).status).toBe(200);
  });

  it('see a change made by another server on the same database within the TTL', async () => {
    const other = await createServer({
      db: server.db,
      now: clock.now,
      limits: RELAXED_LIMITS,
      printMail: null,
      env: { NODE_ENV: 'test', ACTIVATION_KEY },
    });
    try {
      const first = await signedInAccount(acme, 'elsewhere@acme.test');
      const second = await signIn('elsewhere@acme.test');
      expect((await brands(second.access_token)).status).toBe(200);
      const otherAcme = client(other, 'acme');
      expect((await changePassword(otherAcme, first, 'second-Password-2')).status).toBe(200);
      clock.advance(TOKEN_STATE_TTL);
      expect((await brands(second.access_token)).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});
