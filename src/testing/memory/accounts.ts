import { ensureStoreSeller } from './sellers';
import type {
  AccountKind,
  ActivationInput,
  ActivationResult,
  ChangePasswordPayload,
  ChangePasswordResult,
  Id,
  RegisterInput,
  RegisterResult,
  SignInInput,
  SignInRecord,
} from '../../api/types';
import { isPasswordStrongEnough, usernameKey, usernameProblem } from '../../kernel/identity';
import { activationMail } from '../../kernel/mails';
import { mailboxKey, mailboxOfUsername } from '../../kernel/mailbox';
import { newId, refusal, tenantData, text, type Db } from './db';
import { hashPassword, randomHex, verifyPassword } from './password';
import type { MemoryAccount, MemoryInvitation } from './state';

/** How long an activation link works. */
export const ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000;
/** How long an invitation works. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;
/** Sign-in tokens kept (oldest forgotten first), so a long demo's storage stays small. */
const SESSIONS_KEPT = 500;

/** Usernames compare in one normal form (NFKC, case-folded), as on the server. */
export function findAccount(db: Db, username: string): MemoryAccount | undefined {
  const key = usernameKey(username);
  return db.state.accounts.find((a) => a.tenant === db.tenant && usernameKey(a.username) === key);
}

/**
 * The form has no e-mail field: the username's mailbox, if it is one, is the account's e-mail,
 * and where its mail goes (docs/api-contract.md, "Mail").
 */
export function emailOf(username: string): string | null {
  return mailboxOfUsername(username) || null;
}

export function isUsernameTaken(db: Db, username: string): boolean {
  return findAccount(db, username) !== undefined;
}

export async function register(db: Db, body: RegisterInput): Promise<RegisterResult> {
  const t = tenantData(db);
  const first_name = text(body.first_name, 'first_name').trim();
  const phone = text(body.phone, 'phone');
  const username = text(body.username, 'username').normalize('NFKC');
  if (/\s/.test(username)) throw refusal('field-spaces', { field: 'username' });
  const problem = usernameProblem(username);
  if (problem) throw refusal(`username-${problem}`);
  // A username with an @ is where its mail goes: one mailbox, nothing around it.
  if (mailboxOfUsername(username) === false) throw refusal('username-not-mailbox');
  const pw = text(body.pw, 'pw');
  text(body.cpw, 'cpw');
  const created_at = text(body.created_at, 'created_at');
  if (body.pw !== body.cpw) throw refusal('password-mismatch');
  if (!isPasswordStrongEnough(pw)) throw refusal('password-too-weak');
  const kind: AccountKind = body.kind ?? 'company';
  if (kind !== 'company' && kind !== 'seller') {
    throw refusal('field-choice', { field: 'kind', allowed: 'company, seller' });
  }
  // A store with an owner takes new company admins only by invitation (docs/api-contract.md).
  const invitation = kind === 'company' ? usableInvitation(db, body.invitation) : null;
  // An invitation registers only the address it was sent to.
  if (invitation && addressKey(invitation.email) !== addressKey(username)) {
    throw refusal('invitation-email-mismatch');
  }
  if (kind === 'company' && !invitation && ownerOf(db) !== null) {
    throw refusal('store-has-owner');
  }
  if (isUsernameTaken(db, username)) throw refusal('username-taken');
  const password = await hashPassword(pw);
  // Checked again: another registration may have taken the name (or the invitation) meanwhile.
  if (isUsernameTaken(db, username)) throw refusal('username-taken');
  if (invitation) usableInvitation(db, invitation.secret);

  const last_name = body.last_name?.trim() || null;
  const account: MemoryAccount = {
    user_id: newId(db),
    tenant: db.tenant,
    kind,
    username,
    password,
    first_name,
    last_name,
    phone,
    created_at,
    activated: false,
    pw_changed: false,
    pw_changed_date: null,
    invitation: invitation?.secret ?? null,
  };
  if (invitation) invitation.used_by = account.user_id;
  if (kind === 'seller') {
    // A seller belongs to the tenant's company; the wizard completes the rest.
    account.seller_id = newId(db);
    t.sellers.push({
      seller_id: account.seller_id,
      company_id: t.company.id,
      seller_business_name: [first_name, last_name].filter(Boolean).join(' '),
      seller_admin_first_name: first_name,
      seller_admin_last_name: last_name,
      seller_admin_phone: phone,
      seller_admin_email: emailOf(username) ?? undefined,
      business_subdomain: t.company.business_subdomain ?? undefined,
    });
  }
  db.state.accounts.push(account);
  sendActivation(db, account);
  return { user_id: account.user_id, username, kind };
}

/**
 * The activation mail, to the account's mailbox; a username that is no address has none, and its
 * mail stays in the outbox (as the server's dev outbox keeps it, sending nothing).
 */
export function sendActivation(db: Db, account: MemoryAccount): void {
  const to = emailOf(account.username) ?? account.username;
  const activation = randomHex(24);
  const iv = randomHex(12);
  db.state.activations.push({
    activation,
    iv,
    user_id: account.user_id,
    tenant: db.tenant,
    kind: account.kind,
    expires_at: new Date(db.now.getTime() + ACTIVATION_TTL_MS).toISOString(),
    used: false,
  });
  const param = account.kind === 'company' ? 'a' : 'b';
  const link = `${db.origin}/#/auth/login?activation=${activation}&${param}=${iv}`;
  db.state.outbox.push({
    tenant: db.tenant,
    to,
    ...activationMail(
      db.tenant,
      account.kind === 'seller' ? 'seller' : 'admin',
      link,
      account.first_name,
    ),
    link,
    kind: account.kind,
    activation,
    iv,
    sent_at: db.now.toISOString(),
  });
}

export function activate(db: Db, kind: AccountKind, body: ActivationInput): ActivationResult {
  const entry = db.state.activations.find(
    (a) =>
      a.tenant === db.tenant &&
      a.kind === kind &&
      a.activation === body.activation &&
      a.iv === body.iv,
  );
  const account = entry && db.state.accounts.find((a) => a.user_id === entry.user_id);
  if (!entry || !account) throw refusal('activation-invalid');
  if (entry.used) throw refusal('activation-used');
  if (Date.parse(entry.expires_at) <= db.now.getTime()) throw refusal('activation-expired');
  // The invitation it registered with was withdrawn (its admin removed, or by the owner).
  const invitation = account.invitation
    ? (db.state.invitations ?? []).find((i) => i.secret === account.invitation)
    : undefined;
  if (!account.activated && invitation?.revoked_at) throw refusal('invitation-revoked');
  if (kind === 'company') {
    // The first company admin to activate owns the store; one registered without an invitation
    // while it had no owner cannot become a second one.
    const owner = ownerOf(db);
    if (owner !== null && owner !== account.user_id && !account.invitation) {
      throw refusal('store-has-owner');
    }
    if (owner === null) {
      (db.state.owners ??= {})[db.tenant] = account.user_id;
      // The store's own seller record comes with its owner (docs/api-contract.md).
      ensureStoreSeller(tenantData(db), db);
    }
  }
  entry.used = true;
  account.activated = true;
  return { activated: true, kind, username: account.username };
}

export async function signIn(db: Db, body: SignInInput): Promise<SignInRecord[]> {
  const username = text(body.username, 'username');
  const pw = text(body.pw, 'pw');
  const account = findAccount(db, username);
  // The same answer for an unknown name and a wrong password: no account probing.
  if (!account || !(await verifyPassword(pw, account.password))) {
    throw refusal('invalid-credentials');
  }
  if (!account.activated) throw refusal('not-activated');
  const company = tenantData(db).company;
  const access_token = `mem_${randomHex(16)}`;
  const sessions = (db.state.sessions ??= []);
  sessions.push({
    token: access_token,
    tenant: db.tenant,
    user_id: account.user_id,
    issued_at: db.now.getTime(),
    generation: account.token_generation ?? 0,
  });
  if (sessions.length > SESSIONS_KEPT) sessions.splice(0, sessions.length - SESSIONS_KEPT);
  return [
    {
      user_id: account.user_id,
      username: account.username,
      first_name: account.first_name,
      last_name: account.last_name,
      kind: account.kind,
      pw_changed: account.pw_changed,
      access_token,
      company_po_id: company.id,
      ...(account.seller_id !== undefined && { seller_id: account.seller_id }),
      email_id: emailOf(account.username),
      phone: account.phone,
    },
  ];
}

export async function changePassword(
  db: Db,
  kind: AccountKind,
  body: ChangePasswordPayload,
): Promise<ChangePasswordResult> {
  const pw = text(body.pw, 'pw');
  text(body.cpw, 'cpw');
  const userId = kind === 'company' ? body.user_po_id : body.user_seller_id;
  // The id must name an account of this kind (a seller's seller_id is accepted for
  // user_seller_id too, as on the server), and with a caller, the caller's own.
  const account = db.state.accounts.find(
    (a) =>
      a.tenant === db.tenant &&
      a.kind === kind &&
      userId !== undefined &&
      (a.user_id === userId || a.seller_id === userId),
  );
  const caller = db.caller;
  const own = !caller || (caller.kind === 'account' && caller.account === account);
  if (!account || !own) throw refusal('not-your-account');
  // Every change but the forced first one proves the current password (docs/api-contract.md).
  if (account.pw_changed) {
    if (!body.current_pw) throw refusal('current-password-required');
    if (!(await verifyPassword(body.current_pw, account.password))) {
      throw refusal('current-password-wrong');
    }
  }
  if (body.pw !== body.cpw) throw refusal('password-not-match');
  if (!isPasswordStrongEnough(pw)) throw refusal('password-too-weak');
  account.password = await hashPassword(pw);
  account.pw_changed = true;
  // The server's clock, never the client's pw_changed_date.
  account.pw_changed_date = db.now.toISOString();
  // Every other token of the account stops working; the one that made the change stays.
  account.token_generation = (account.token_generation ?? 0) + 1;
  account.kept_token = caller?.kind === 'account' ? (db.token ?? null) : null;
  return {};
}

/** The tenant's store owner, or null while no company admin has activated. */
export function ownerOf(db: Db): Id | null {
  return db.state.owners?.[db.tenant] ?? null;
}

/** The unused, unexpired invitation of this tenant with `secret`; none given: null. */
export function usableInvitation(db: Db, secret: unknown): MemoryInvitation | null {
  if (secret === undefined || secret === null) return null;
  const invitation = (db.state.invitations ?? []).find(
    (i) => i.tenant === db.tenant && i.secret === secret,
  );
  if (!invitation) throw refusal('invitation-invalid');
  if (invitation.revoked_at) throw refusal('invitation-revoked');
  if (invitation.used_by !== null) throw refusal('invitation-used');
  if (Date.parse(invitation.expires_at) <= db.now.getTime()) throw refusal('invitation-expired');
  return invitation;
}

/** An invited address as it is compared and kept: NFKC, lower case. */
export const addressKey = mailboxKey;
