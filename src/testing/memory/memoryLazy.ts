import { invitationMail } from '../../kernel/mails';
import type {
  InvitationDetails,
  InvitationInput,
  InvitationResult,
  PendingInvitation,
  StoreAdmin,
} from '../../api/types';
import {
  INVITATION_TTL_MS,
  addressKey,
  findAccount,
  ownerOf,
  sendActivation,
  usableInvitation,
} from './accounts';
import { EMAIL_PATTERN, newId, ownCompany, refusal, text, type Db } from './db';
import { randomHex } from './password';
import { assertAdmin } from './roles';
import type { MemoryInvitation } from './state';

/*
 * The memory api's rarer calls, as the reference server answers them: resending an activation
 * mail, invitations and the store owner's team (docs/api-contract.md, "Mail" and "The
 * store's team"). A chunk of its own: createMemoryApi imports it on the first of them.
 */

/** How long after an activation mail another one to the same address waits. */
const RESEND_INTERVAL_MS = 10 * 60 * 1000;

/**
 * A new activation mail for a registration that waits for it, at most one per address per ten
 * minutes (429 `too-many-requests`); the same answer whether or not one waits.
 */
export function resendActivation(db: Db, username: unknown): void {
  const name = text(username, 'username');
  const account = findAccount(db, name);
  if (!account || account.activated) return;
  const last = db.state.outbox
    .filter((m) => m.tenant === db.tenant && m.to === account.username && !m.invitation)
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

/** Removes a company admin (never the owner): its account goes, and with it every token. */
export function removeAdmin(db: Db, companyId: unknown, userId: unknown): void {
  assertOwner(db);
  ownCompany(db, companyId);
  const admin = companyAdmins(db).find((a) => a.user_id === userId);
  if (!admin) throw refusal('admin-not-found');
  if (admin.user_id === ownerOf(db)) throw refusal('owner-not-removable');
  const now = db.now.toISOString();
  for (const invitation of db.state.invitations ?? []) {
    const sent = invitation.invited_by === admin.user_id && invitation.used_by === null;
    if (sent || invitation.used_by === admin.user_id) invitation.revoked_at ??= now;
    if (invitation.invited_by === admin.user_id) invitation.invited_by = null;
    if (invitation.used_by === admin.user_id) invitation.used_by = null;
  }
  db.state.activations = db.state.activations.filter((a) => a.user_id !== admin.user_id);
  db.state.sessions = (db.state.sessions ?? []).filter((s) => s.user_id !== admin.user_id);
  db.state.accounts = db.state.accounts.filter((a) => a !== admin);
}

/** Hands the store to another activated company admin; the old owner stays an admin. */
export function transferOwnership(db: Db, companyId: unknown, userId: unknown): void {
  assertOwner(db);
  ownCompany(db, companyId);
  const admin = companyAdmins(db).find((a) => a.user_id === userId);
  if (!admin) throw refusal('admin-not-found');
  if (!admin.activated) throw refusal('admin-not-activated');
  (db.state.owners ??= {})[db.tenant] = admin.user_id;
}

/** An administrator invites another company admin: a single-use link through the outbox. */
export function createInvitation(
  db: Db,
  companyId: unknown,
  input: InvitationInput,
): InvitationResult {
  assertAdmin(db);
  ownCompany(db, companyId);
  const email = addressKey(text(input.email, 'email'));
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
