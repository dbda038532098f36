import { describe, expect, it } from 'vitest';
import { invitationMail } from '../../src/kernel/mails.ts';
import {
  activationFor,
  companyIdOf,
  invite,
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
 * Issue 21, item 9: an invitation works only for the address it was sent to, and the store's
 * owner (no other admin) lists the team, withdraws invitations, removes admins and hands the store
 * over (docs/api-contract.md, "Claiming a store").
 */

let acme: Client;
let globex: Client;
let acmeId: number;
let globexId: number;
const clock = testClock();
let owner: SignInRecord;
let admin: SignInRecord;
let seller: SignInRecord;
let globexOwner: SignInRecord;

serverFixture({ now: clock.now }, async (fixture) => {
  ({ acme, globex, acmeId } = fixture);
  globexId = await companyIdOf(globex);
  owner = await signedInAccount(acme, 'owner@acme.test');
  admin = await signedInAccount(acme, 'admin@acme.test');
  seller = await signedInAccount(acme, 'seller@acme.test', 'seller');
  globexOwner = await signedInAccount(globex, 'owner@globex.test');
});

/** A DELETE, with the caller's password for the step-up of the calls that ask for it. */
const del = (api: Client, url: string, token: string) =>
  api.call<ErrorBody>('DELETE', url, { token, body: { current_pw: registerBody('x').pw } });

async function registerInvited(username: string, invitation: string) {
  return acme.post<ErrorBody>('/v1/register', { ...registerBody(username), invitation });
}

describe('an invitation is bound to the invited address', () => {
  it('mails the invitation to its address, in the words the memory api uses too', async () => {
    await invite(acme, 'worded@acme.test', owner.access_token);
    const outbox = await acme.get<OutboxMail[]>('/dev/outbox');
    const mail = outbox.body.filter((m) => m.to === 'worded@acme.test').at(-1);
    expect(mail?.link).toMatch(/\/#\/auth\/Register\?invitation=[\w-]+$/);
    expect(mail).toMatchObject(invitationMail('acme', mail?.link ?? ''));
    expect(mail?.text).toContain('within 72 hours');
  });

  it('refuses a registration under another username, and takes the invited one', async () => {
    const secret = await invite(acme, 'priya@acme.test', owner.access_token);
    const other = await registerInvited('mallory@evil.test', secret);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('invitation-email-mismatch');
    // The refused attempt used nothing up; the address matches whatever its case.
    expect((await registerInvited('Priya@Acme.test', secret)).status).toBe(200);
  });

  it('tells the holder of the secret which address it was sent to, nobody else', async () => {
    const secret = await invite(acme, 'kiran@acme.test', owner.access_token);
    const answer = await acme.post<{ email: string }>('/v1/register/invitation', {
      invitation: secret,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe('kiran@acme.test');
    const guessed = await acme.post<ErrorBody>('/v1/register/invitation', { invitation: 'x' });
    expect(guessed.body.code).toBe('invitation-invalid');
    // Another store's secret is not this store's.
    const elsewhere = await globex.post<ErrorBody>('/v1/register/invitation', {
      invitation: secret,
    });
    expect(elsewhere.body.code).toBe('invitation-invalid');
  });
});

describe("the owner's team", () => {
  const admins = (token: string, company = acmeId, api = acme) =>
    api.get<Array<{ user_id: number; username: string; owner: boolean; activated: boolean }>>(
      `/v1/companyPO/${company}/admins`,
      { token },
    );

  it('lists the admins (the owner marked) and the pending invitations to the owner only', async () => {
    const listed = await admins(owner.access_token);
    expect(listed.status).toBe(200);
    expect(listed.body.find((row) => row.owner)?.username).toBe('owner@acme.test');
    expect(listed.body.map((row) => row.username)).toContain('admin@acme.test');
    expect(listed.body.map((row) => row.username)).not.toContain('seller@acme.test');
    await invite(acme, 'pending@acme.test', owner.access_token);
    const pending = await acme.get<Array<{ email: string }>>(
      `/v1/companyPO/${acmeId}/invitations`,
      { token: owner.access_token },
    );
    expect(pending.body.map((row) => row.email)).toContain('pending@acme.test');
    // Used invitations are not pending.
    expect(pending.body.map((row) => row.email)).not.toContain('admin@acme.test');

    for (const token of [admin.access_token, seller.access_token]) {
      const refused = await acme.get<ErrorBody>(`/v1/companyPO/${acmeId}/invitations`, { token });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('owner-only');
      expect((await admins(token)).status).toBe(403);
    }
    // Another store's id answers as a missing company; another store's token is refused.
    expect((await admins(owner.access_token, globexId)).status).toBe(404);
    expect((await admins(globexOwner.access_token)).status).toBe(401);
  });

  it('withdraws a pending invitation: its link registers nobody', async () => {
    const secret = await invite(acme, 'withdrawn@acme.test', owner.access_token);
    const pending = await acme.get<Array<{ invitation_id: number; email: string }>>(
      `/v1/companyPO/${acmeId}/invitations`,
      { token: owner.access_token },
    );
    const { invitation_id } = pending.body.find((row) => row.email === 'withdrawn@acme.test')!;
    const url = `/v1/companyPO/${acmeId}/invitations/${invitation_id}`;
    expect((await del(acme, url, admin.access_token)).body.code).toBe('owner-only');
    expect((await del(acme, url, owner.access_token)).status).toBe(200);
    expect((await del(acme, url, owner.access_token)).body.code).toBe('invitation-not-found');
    const refused = await registerInvited('withdrawn@acme.test', secret);
    expect(refused.body.code).toBe('invitation-revoked');
    // Another store's owner cannot withdraw this store's invitation, even on its own host.
    const foreign = await del(
      globex,
      `/v1/companyPO/${globexId}/invitations/${invitation_id}`,
      globexOwner.access_token,
    );
    expect(foreign.status).toBe(404);
  });

  it('removes an admin, whose token stops working at once; never the owner', async () => {
    const leaving = await signedInAccount(acme, 'leaving@acme.test');
    expect(
      (await acme.get(`/v1/companyPO/${acmeId}`, { token: leaving.access_token })).status,
    ).toBe(200);
    const url = `/v1/companyPO/${acmeId}/admins/${leaving.user_id}`;
    expect((await del(acme, url, admin.access_token)).body.code).toBe('owner-only');
    expect((await del(acme, url, owner.access_token)).status).toBe(200);
    const after = await acme.get<ErrorBody>(`/v1/companyPO/${acmeId}`, {
      token: leaving.access_token,
    });
    expect(after.status).toBe(401);
    expect((await del(acme, url, owner.access_token)).body.code).toBe('admin-not-found');
    const self = await del(
      acme,
      `/v1/companyPO/${acmeId}/admins/${owner.user_id}`,
      owner.access_token,
    );
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('owner-not-removable');
    // A seller, and another store's admin, are no admins of this store.
    for (const id of [seller.user_id, globexOwner.user_id]) {
      const missing = await del(acme, `/v1/companyPO/${acmeId}/admins/${id}`, owner.access_token);
      expect(missing.body.code).toBe('admin-not-found');
    }
    // The removed admin's address can be invited again.
    const again = await invite(acme, 'leaving@acme.test', owner.access_token);
    expect((await registerInvited('leaving@acme.test', again)).status).toBe(200);
  });

  it('hands the store to an activated admin; the old owner stays an admin', async () => {
    const transfer = (token: string, user_po_id: number, company = acmeId) =>
      acme.post<ErrorBody>(
        `/v1/companyPO/${company}/owner`,
        { user_po_id, current_pw: registerBody('x').pw },
        { token },
      );
    // Registered but not activated.
    const secret = await invite(acme, 'late@acme.test', owner.access_token);
    await registerInvited('late@acme.test', secret);
    const late = (await admins(owner.access_token)).body.find(
      (r) => r.username === 'late@acme.test',
    )!;
    expect(late.activated).toBe(false);
    expect((await transfer(owner.access_token, late.user_id)).body.code).toBe(
      'admin-not-activated',
    );
    expect((await transfer(owner.access_token, globexOwner.user_id)).body.code).toBe(
      'admin-not-found',
    );
    expect((await transfer(owner.access_token, seller.user_id)).body.code).toBe('admin-not-found');
    expect((await transfer(owner.access_token, admin.user_id, globexId)).status).toBe(404);
    expect((await transfer(admin.access_token, admin.user_id)).body.code).toBe('owner-only');

    expect((await transfer(owner.access_token, admin.user_id)).status).toBe(200);
    const listed = await admins(admin.access_token);
    expect(listed.body.find((row) => row.owner)?.username).toBe('admin@acme.test');
    // The old owner is an admin now: it still reads the company, no longer manages the team.
    expect((await acme.get(`/v1/companyPO/${acmeId}`, { token: owner.access_token })).status).toBe(
      200,
    );
    expect((await admins(owner.access_token)).status).toBe(403);
    // ... and may now be removed by the new owner, but keeps its account here.
    expect((await transfer(admin.access_token, owner.user_id)).status).toBe(200);
  });

  it('the activated owner-to-be signs in as before', async () => {
    const { activation, iv } = await activationFor(acme, 'late@acme.test');
    expect((await acme.post('/v1/companyPO/activation', { activation, iv })).status).toBe(200);
    expect((await settledSignIn(acme, 'late@acme.test')).kind).toBe('company');
  });
});
