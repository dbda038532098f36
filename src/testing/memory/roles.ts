import type { Id } from '../../api/types';
import { refusal, type Db } from './db';
import type { MemoryAccount } from './state';

/*
 * Who may call what (docs/api-contract.md, "Who may call what"), as the reference server decides
 * it: company admins act for the store, a seller for itself. A memory api made without a caller
 * (no `getAccessToken`, no `withToken`) acts as the server's service account does: as the store's
 * administrators, so stories and demos that never sign in keep working.
 */

/** The caller of one call: the store's service account, or the account a token names. */
export type MemoryCaller = { kind: 'service' } | { kind: 'account'; account: MemoryAccount };

/** How long a sign-in's token works, as on the server. */
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/** The account `token` names on this tenant, or the refusal the server answers. */
export function callerFromToken(db: Db, token: string | null | undefined): MemoryCaller {
  if (!token) throw refusal('authentication-required');
  const session = (db.state.sessions ?? []).find((s) => s.token === token);
  const account =
    session &&
    db.state.accounts.find((a) => a.user_id === session.user_id && a.tenant === db.tenant);
  // A token of another tenant is refused like a forged one.
  if (!session || session.tenant !== db.tenant || !account) throw refusal('invalid-token');
  const now = db.now.getTime();
  if (session.issued_at + TOKEN_TTL_MS <= now) throw refusal('invalid-token');
  const revoked = (session.generation ?? 0) !== (account.token_generation ?? 0);
  if (revoked && account.kept_token !== token) throw refusal('invalid-token');
  return { kind: 'account', account };
}

/** Company admins and the service account act for the store. */
export function isAdmin(db: Db): boolean {
  const caller = db.caller;
  return !caller || caller.kind === 'service' || caller.account.kind === 'company';
}

/** Refuses a seller: the call is the store's administrators' (403 `admins-only`). */
export function assertAdmin(db: Db): void {
  if (!isAdmin(db)) throw refusal('admins-only');
}

/** The seller record of a seller caller; null for administrators. */
export function callerSellerId(db: Db): Id | null {
  const caller = db.caller;
  if (isAdmin(db) || !caller || caller.kind !== 'account') return null;
  return caller.account.seller_id ?? -1;
}

/**
 * A seller may act on its own seller record only; another's answers as a missing one (404), as
 * the server's.
 */
export function assertMaySeller(
  db: Db,
  sellerId: Id,
  missing: 'seller-not-found' | 'product-not-found' = 'seller-not-found',
): void {
  const own = callerSellerId(db);
  if (own !== null && own !== sellerId) throw refusal(missing);
}
