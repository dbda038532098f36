/**
 * Who may call what, in one place: the request's tenant (from its Host, set by the API's
 * onRequest hook), the caller's verified token, and the ownership checks handlers make (a
 * company of this tenant, a seller record of this caller). Kept beside the request, never
 * taken from its body.
 */
import type { FastifyRequest } from 'fastify';
import type { TokenClaims } from './crypto.ts';
import type { Context } from './context.ts';
import { fail } from './errors.ts';
import { createReadCache, READ_TTL } from './readCache.ts';
import { isImageRef } from '../../../src/kernel/imageRef.ts';

export interface Tenant {
  /** The tenant's company id. */
  id: number;
  /** The first label of the host name. */
  label: string;
}

const tenants = new WeakMap<FastifyRequest, Tenant>();
const callers = new WeakMap<FastifyRequest, TokenClaims>();

export function setTenant(request: FastifyRequest, tenant: Tenant): void {
  tenants.set(request, tenant);
}

/** The tenant resolved from the Host header by the API's onRequest hook. */
export function tenantOf(request: FastifyRequest): Tenant {
  const tenant = tenants.get(request);
  if (!tenant) throw new Error('tenantOf() used on a route outside the API');
  return tenant;
}

/** The verified token of a route guarded by `tokenGuard`. */
export function callerOf(request: FastifyRequest): TokenClaims {
  const caller = callers.get(request);
  if (!caller) throw fail('authentication-required');
  return caller;
}

/** What a token check needs of its account: revocation state, read per account id. */
interface TokenState {
  kind: string;
  token_generation: number;
  kept_token: string | null;
  pw_changed: boolean;
  /** The ids of its tokens signed out before they expired (`revoked_tokens`). */
  revoked: string[];
}

/** How long a token check may reuse what it read of an account (the bound if a notice is lost). */
export const TOKEN_STATE_TTL = READ_TTL;

/**
 * The accounts' token state, kept in memory so a token check costs no query (it cost one per
 * call: a list answered 4-5× slower). A write to the `accounts` or `revoked_tokens` table empties
 * it: at once when this server makes it, at its commit when another does (lib/readCache.ts).
 */
export function createTokenStates(now: () => number = Date.now) {
  return createReadCache<TokenState | null>(now, TOKEN_STATE_TTL);
}
export type TokenStates = ReturnType<typeof createTokenStates>;

/**
 * A preValidation hook: a valid account or service token of this request's tenant. A token
 * issued on another tenant's host is refused like a forged one; an account token of an earlier
 * generation (issued before the account's last password change) is refused too, all but the
 * token that made the change. While the account must change its password, only the routes that
 * pass `passwordChange` take its token.
 */
export function tokenGuard(ctx: Context, options: { passwordChange?: boolean } = {}) {
  return async function requireToken(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw fail('authentication-required');
    const claims = ctx.tokenClaims(match[1]);
    if (!claims || claims.company !== tenantOf(request).id) throw fail('invalid-token');
    if (claims.kind !== 'service') {
      const accountId = claims.account ?? 0;
      const account = await ctx.tokenStates.get(`${claims.company}:${accountId}`, async () => {
        const [row] = await ctx.db.query<TokenState>(
          `SELECT kind, token_generation, kept_token, pw_changed,
                  ARRAY(SELECT jti FROM revoked_tokens r
                         WHERE r.account_id = a.id AND r.expires_at > $3) AS revoked
             FROM accounts a WHERE id = $1 AND company_id = $2`,
          [accountId, claims.company, ctx.now()],
        );
        return row ?? null;
      });
      const kept = claims.jti !== undefined && claims.jti === account?.kept_token;
      if (!account || account.kind !== claims.kind) throw fail('invalid-token');
      // Signed out (docs/api-contract.md, "Sessions").
      if (claims.jti !== undefined && (account.revoked ?? []).includes(claims.jti)) {
        throw fail('invalid-token');
      }
      if ((claims.gen ?? 0) !== Number(account.token_generation) && !kept) {
        throw fail('invalid-token');
      }
      // Until the password is changed, change-password is the only call (docs/api-contract.md,
      // "Sessions"): a must-change grant, or an account that never changed its password.
      if ((claims.must === true || !account.pw_changed) && !options.passwordChange) {
        throw fail('password-change-required');
      }
    }
    callers.set(request, claims);
  };
}

/**
 * The caller's role (docs/api-contract.md, "Who may call what"): company-admin and service
 * tokens act as the store's administrators, seller tokens as one seller.
 */
export function isAdmin(request: FastifyRequest): boolean {
  return callerOf(request).kind !== 'seller';
}

/** Refuses a seller: the call is the store's administrators' (403 `admins-only`). */
export function assertAdmin(request: FastifyRequest): void {
  if (!isAdmin(request)) throw fail('admins-only');
}

/** A preValidation hook: a token of this tenant (as `tokenGuard`) of a store administrator. */
export function adminGuard(ctx: Context) {
  const requireToken = tokenGuard(ctx);
  return async function requireAdmin(request: FastifyRequest): Promise<void> {
    await requireToken(request);
    assertAdmin(request);
  };
}

/** The tenant's company id, or 404 when the caller names another company. */
export function ownCompany(request: FastifyRequest, companyId: number): number {
  const tenant = tenantOf(request);
  if (companyId !== tenant.id) throw fail('company-not-found');
  return tenant.id;
}

/**
 * Seller tokens may act only on their own seller record; company and service tokens on any
 * seller of the tenant. `ownerAccountId` is the seller record's account. Another seller's record
 * answers as a missing one (`missing`, 404), so a seller cannot probe which ids exist.
 */
export function assertMaySeller(
  request: FastifyRequest,
  ownerAccountId: number | null,
  missing: 'seller-not-found' | 'product-not-found' = 'seller-not-found',
): void {
  const caller = callerOf(request);
  if (caller.kind === 'seller' && caller.account !== ownerAccountId) {
    throw fail(missing);
  }
}

/**
 * Where a tenant's images may live: its uploads on its public origin (or PUBLIC_UPLOAD_ORIGIN),
 * and anything on the origins listed in MEDIA_ORIGINS (comma-separated).
 */
export function imageRefOptions(ctx: Context, tenant: Tenant) {
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
  return {
    apiPrefix: ctx.apiPrefix,
    ownOrigins: [ctx.publicOrigin(tenant.label), ...list(ctx.env.PUBLIC_UPLOAD_ORIGIN)],
    mediaOrigins: list(ctx.env.MEDIA_ORIGINS),
  };
}

/**
 * Refuses an image reference that is not this store's upload nor on a configured media origin
 * (400 `image-url`): a record never points a page at `javascript:` or at another site.
 */
export function assertImageRef(
  ctx: Context,
  request: FastifyRequest,
  companyId: number,
  field: string,
  value: string | null | undefined,
): void {
  const trimmed = value?.trim();
  if (!trimmed) return;
  if (!isImageRef(trimmed, companyId, imageRefOptions(ctx, tenantOf(request)))) {
    throw fail('image-url', { field });
  }
}
