import type {
  AccountKind,
  ActivationInput,
  ActivationResult,
  ChangePasswordPayload,
  RegisterInput,
  RegisterResult,
  SignInInput,
  SignInRecord,
} from '../../api/types';
import { newId, refusal, tenantData, text, type Db } from './db';
import { hashPassword, randomHex, verifyPassword } from './password';
import type { MemoryAccount } from './state';

/** How long an activation link works. */
export const ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000;

/** Usernames match exactly, as the server's SQL does. */
function findAccount(db: Db, username: string): MemoryAccount | undefined {
  return db.state.accounts.find((a) => a.tenant === db.tenant && a.username === username);
}

/** The form has no e-mail field: a username that looks like an address is the account's e-mail. */
function emailOf(username: string): string | null {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(username) ? username : null;
}

export function isUsernameTaken(db: Db, username: string): boolean {
  return findAccount(db, username) !== undefined;
}

export async function register(db: Db, body: RegisterInput): Promise<RegisterResult> {
  const t = tenantData(db);
  const first_name = text(body.first_name, 'first_name').trim();
  const phone = text(body.phone, 'phone');
  const username = text(body.username, 'username');
  if (/\s/.test(username)) throw refusal('field-spaces', { field: 'username' });
  const pw = text(body.pw, 'pw');
  text(body.cpw, 'cpw');
  const created_at = text(body.created_at, 'created_at');
  if (body.pw !== body.cpw) throw refusal('password-mismatch');
  const kind: AccountKind = body.kind ?? 'company';
  if (kind !== 'company' && kind !== 'seller') {
    throw refusal('field-choice', { field: 'kind', allowed: 'company, seller' });
  }
  if (isUsernameTaken(db, username)) throw refusal('username-taken');
  const password = await hashPassword(pw);
  // Checked again: another registration may have taken the name while hashing.
  if (isUsernameTaken(db, username)) throw refusal('username-taken');

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
  };
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

function sendActivation(db: Db, account: MemoryAccount): void {
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
    to: account.username,
    subject: 'Activate your account',
    text:
      `Hello ${account.first_name},\n\n` +
      `Open this link within 24 hours to activate your ${account.kind === 'seller' ? 'seller' : 'admin'} account:\n` +
      `${link}\n\nThe link works once.`,
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
  return [
    {
      user_id: account.user_id,
      username: account.username,
      first_name: account.first_name,
      last_name: account.last_name,
      kind: account.kind,
      pw_changed: account.pw_changed,
      access_token: `mem_${randomHex(16)}`,
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
): Promise<void> {
  const pw = text(body.pw, 'pw');
  text(body.cpw, 'cpw');
  const userId = kind === 'company' ? body.user_po_id : body.user_seller_id;
  // The memory backend checks no token; the id must name an account of this kind (a seller's
  // seller_id is accepted for user_seller_id too, as on the server).
  const account = db.state.accounts.find(
    (a) =>
      a.tenant === db.tenant &&
      a.kind === kind &&
      userId !== undefined &&
      (a.user_id === userId || a.seller_id === userId),
  );
  if (!account) throw refusal('not-your-account');
  if (body.pw !== body.cpw) throw refusal('password-not-match');
  account.password = await hashPassword(pw);
  account.pw_changed = true;
  account.pw_changed_date = body.pw_changed_date || db.now.toISOString();
}
