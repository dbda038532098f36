import { invitationMail, ownershipMail } from '../../kernel/mails';
import { normalizeEmail } from '../../kernel/rules';
import type {
  InvitationDetails,
  InvitationInput,
  InvitationResult,
  PendingInvitation,
  RevokeSessionsResult,
  StepUp,
  StoreAdmin,
} from '../../api/types';
import {
  INVITATION_TTL_MS,
  addressKey,
  emailOf,
  findAccount,
  ownerOf,
  sendActivation,
  usableInvitation,
} from './accounts';
import { EMAIL_PATTERN, newId, ownCompany, refusal, text, type Db } from './db';
import { randomHex, verifyPassword } from './password';
import { assertAdmin, callerFromToken } from './roles';
import type { MemoryInvitation } from './state';

/*
 * The memory api's rarer calls, as the reference server answers them: resending an activation
 * mail, invitations and the store owner's team (docs/api-contract.md, "Mail" and "The
 * store's team"). A chunk of its own: createMemoryApi imports it on the first of them.
 */

/** How long after an activation mail another one to the same address waits. */
const RESEND_INTERVAL_MS = 10 * 60 * 1000;
/** How long a previous owner cannot be removed by the new one. */
const OWNERSHIP_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Step-up (docs/api-contract.md, "Step-up"): an account caller proves its password again
 * (`current-password-required`, `current-password-wrong`). Without a caller the memory api acts
 * as the service account, which has no password here.
 */
async function proveCurrentPassword(db: Db, proof: Partial<StepUp> | undefined): Promise<void> {
  const caller = db.caller;
  if (!caller || caller.kind === 'service') return;
  if (!proof?.current_pw) throw refusal('current-password-required');
  if (!(await verifyPassword(proof.current_pw, caller.account.password))) {
    throw refusal('current-password-wrong');
  }
}

/**
 * A new activation mail for a registration that waits for it, at most one per address per ten
 * minutes (429 `too-many-requests`); the same answer whether or not one waits.
 */
export function resendActivation(db: Db, username: unknown): void {
  const name = text(username, 'username');
  const account = findAccount(db, name);
  if (!account || account.activated) return;
  const last = db.state.outbox
    .filter(
      (m) =>
        m.tenant === db.tenant &&
        m.to === (emailOf(account.username) ?? account.username) &&
        !m.invitation &&
        !m.notice,
    )
    .at(-1);
  if (last && db.now.getTime() - Date.parse(last.sent_at) < RESEND_INTERVAL_MS) {
    throw refusal('too-many-requests');
  }
  sendActivation(db, account);
}

/** The address an invitation was sent to, for whoever holds its secret. */
export function lookupInvitation(db: Db, secret: unknown): InvitationDetails {
  const invitation = usableInvitation(db, text(secret, 'invitation'));
  if (!invitation) throw refusal('invitation-invalid');
  return { email: invitation.email, expires_at: invitation.expires_at };
}

/** Refuses anyone but the store's owner (and the service account: no caller). */
function assertOwner(db: Db): void {
  const caller = db.caller;
  if (!caller || caller.kind === 'service') return;
  if (caller.account.kind !== 'company' || caller.account.user_id !== ownerOf(db)) {
    throw refusal('owner-only');
  }
}

/** The pending invitations of the tenant's store. */
function pending(db: Db): MemoryInvitation[] {
  const now = db.now.getTime();
  return (db.state.invitations ?? []).filter(
    (i) =>
      i.tenant === db.tenant &&
      i.used_by === null &&
      !i.revoked_at &&
      Date.parse(i.expires_at) > now,
  );
}

export function listInvitations(db: Db, companyId: unknown): PendingInvitation[] {
  assertOwner(db);
  ownCompany(db, companyId);
  return pending(db).map((i) => ({
    invitation_id: i.id ?? 0,
    email: i.email,
    expires_at: i.expires_at,
  }));
}

export function revokeInvitation(db: Db, companyId: unknown, invitationId: unknown): void {
  assertOwner(db);
  ownCompany(db, companyId);
  const invitation = pending(db).find((i) => i.id !== undefined && i.id === invitationId);
  if (!invitation) throw refusal('invitation-not-found');
  invitation.revoked_at = db.now.toISOString();
}

/** The tenant's company admins. */
const companyAdmins = (db: Db) =>
  db.state.accounts.filter((a) => a.tenant === db.tenant && a.kind === 'company');

export function listAdmins(db: Db, companyId: unknown): StoreAdmin[] {
  assertOwner(db);
  ownCompany(db, companyId);
  const owner = ownerOf(db);
  return companyAdmins(db).map((a) => ({
    user_id: a.user_id,
    username: a.username,
    first_name: a.first_name,
    last_name: a.last_name,
    activated: a.activated,
    owner: a.user_id === owner,
  }));
}

/**
 * Removes a company admin (never the owner; the previous owner only 24 hours after a transfer):
 * its account goes, and with it every token, the invitations it sent and the registrations made
 * with them still waiting, and the invitations to its own address still pending.
 */
export async function removeAdmin(
  db: Db,
  companyId: unknown,
  userId: unknown,
  proof: Partial<StepUp> | undefined,
): Promise<void> {
  assertOwner(db);
  ownCompany(db, companyId);
  await proveCurrentPassword(db, proof);
  const admin = companyAdmins(db).find((a) => a.user_id === userId);
  if (!admin) throw refusal('admin-not-found');
  if (admin.user_id === ownerOf(db)) throw refusal('owner-not-removable');
  const handover = db.state.handovers?.[db.tenant];
  if (
    handover?.previous === admin.user_id &&
    Date.parse(handover.since) + OWNERSHIP_WINDOW_MS > db.now.getTime()
  ) {
    throw refusal('previous-owner-protected');
  }
  const now = db.now.toISOString();
  const invitations = db.state.invitations ?? [];
  const sent = invitations.filter((i) => i.invited_by === admin.user_id).map((i) => i.secret);
  const sleepers = db.state.accounts.filter(
    (a) => !a.activated && a.invitation && sent.includes(a.invitation),
  );
  const gone = new Set([admin.user_id, ...sleepers.map((a) => a.user_id)]);
  const address = addressKey(emailOf(admin.username) ?? admin.username);
  for (const invitation of invitations) {
    const pendingToIt =
      invitation.tenant === db.tenant &&
      invitation.email === address &&
      invitation.used_by === null;
    if (invitation.invited_by === admin.user_id || invitation.used_by === admin.user_id) {
      invitation.revoked_at ??= now;
    }
    if (pendingToIt) invitation.revoked_at ??= now;
    if (invitation.invited_by !== null && gone.has(invitation.invited_by)) {
      invitation.invited_by = null;
    }
    if (invitation.used_by !== null && gone.has(invitation.used_by)) invitation.used_by = null;
  }
  db.state.activations = db.state.activations.filter((a) => !gone.has(a.user_id));
  db.state.sessions = (db.state.sessions ?? []).filter((s) => !gone.has(s.user_id));
  db.state.accounts = db.state.accounts.filter((a) => !gone.has(a.user_id));
}

/**
 * Hands the store to another activated company admin; the old owner stays an admin, is mailed,
 * and cannot be removed by the new one for 24 hours.
 */
export async function transferOwnership(
  db: Db,
  companyId: unknown,
  userId: unknown,
  proof: Partial<StepUp> | undefined,
): Promise<void> {
  assertOwner(db);
  ownCompany(db, companyId);
  await proveCurrentPassword(db, proof);
  const admin = companyAdmins(db).find((a) => a.user_id === userId);
  if (!admin) throw refusal('admin-not-found');
  if (!admin.activated) throw refusal('admin-not-activated');
  const previous = ownerOf(db);
  (db.state.owners ??= {})[db.tenant] = admin.user_id;
  if (previous === null || previous === admin.user_id) return;
  (db.state.handovers ??= {})[db.tenant] = { previous, since: db.now.toISOString() };
  const old = db.state.accounts.find((a) => a.user_id === previous);
  const to = old && emailOf(old.username);
  if (!to) return;
  const link = `${db.origin}/#/auth/login`;
  db.state.outbox.push({
    tenant: db.tenant,
    to,
    ...ownershipMail(db.tenant, admin.username, db.now, link),
    link,
    kind: 'company',
    activation: '',
    iv: '',
    notice: true,
    sent_at: db.now.toISOString(),
  });
}

/**
 * An administrator invites another company admin, with its password: a single-use link through
 * the outbox. (The reference server also limits invitations per recipient, inviter and store: a
 * limit of its configuration, which the memory api leaves out, as it does the sign-in limits.)
 */
export async function createInvitation(
  db: Db,
  companyId: unknown,
  input: InvitationInput,
): Promise<InvitationResult> {
  assertAdmin(db);
  ownCompany(db, companyId);
  await proveCurrentPassword(db, input);
  const email = addressKey(normalizeEmail(text(input.email, 'email')));
  if (!EMAIL_PATTERN.test(email)) throw refusal('field-email', { field: 'email' });
  const secret = randomHex(24);
  const expires_at = new Date(db.now.getTime() + INVITATION_TTL_MS).toISOString();
  const caller = db.caller;
  (db.state.invitations ??= []).push({
    id: newId(db),
    secret,
    tenant: db.tenant,
    email,
    invited_by: caller?.kind === 'account' ? caller.account.user_id : null,
    expires_at,
    used_by: null,
  });
  const link = `${db.origin}/#/auth/Register?invitation=${secret}`;
  db.state.outbox.push({
    tenant: db.tenant,
    to: email,
    ...invitationMail(db.tenant, link),
    link,
    kind: 'company',
    activation: '',
    iv: '',
    invitation: secret,
    sent_at: db.now.toISOString(),
  });
  return { email, expires_at };
}

/** Signs `token` out: its session ends at once (it is refused like an unknown one). */
export function signOut(db: Db, token: string): void {
  callerFromToken(db, token);
  db.state.sessions = (db.state.sessions ?? []).filter((s) => s.token !== token);
}

/**
 * Ends every session of the caller's account but a new one for the caller, with its password
 * (docs/api-contract.md, "Sessions").
 */
export async function revokeSessions(
  db: Db,
  proof: Partial<StepUp> | undefined,
): Promise<RevokeSessionsResult> {
  const caller = db.caller;
  if (!caller || caller.kind === 'service') throw refusal('not-your-account');
  await proveCurrentPassword(db, proof);
  const account = caller.account;
  account.token_generation = (account.token_generation ?? 0) + 1;
  account.kept_token = null;
  const access_token = `mem_${randomHex(16)}`;
  (db.state.sessions ??= []).push({
    token: access_token,
    tenant: db.tenant,
    user_id: account.user_id,
    issued_at: db.now.getTime(),
    generation: account.token_generation,
  });
  return { access_token };
}
