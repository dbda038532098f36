// @ts-check
/**
 * What every route module shares: the database, keys, storage, outbox and clock, plus the
 * request's tenant and caller (kept beside the request, never taken from its body).
 */
import { forbidden, notFound, unauthorized } from './errors.mjs';
import { verifyToken } from './crypto.mjs';

/**
 * @typedef {import('fastify').FastifyRequest} Request
 * @typedef {import('../database.mjs').Database} Database
 * @typedef {import('./crypto.mjs').Keys} Keys
 * @typedef {import('./crypto.mjs').TokenClaims} TokenClaims
 * @typedef {import('./storage.mjs').ObjectStorage} ObjectStorage
 * @typedef {import('./mail.mjs').Mailer} Mailer
 */

/**
 * @typedef {object} Context
 * @property {Database} db
 * @property {Keys} keys
 * @property {ObjectStorage} storage
 * @property {Mailer} mailer
 * @property {() => number} now epoch milliseconds
 * @property {Record<string, string | undefined>} env
 * @property {string} apiPrefix where the API is mounted (`/api`)
 * @property {{ max: number, timeWindow: number }} signInLimit
 */

/** @typedef {{ id: number, label: string }} Tenant */

/** @type {WeakMap<Request, Tenant>} */
const tenants = new WeakMap();
/** @type {WeakMap<Request, TokenClaims>} */
const callers = new WeakMap();

/**
 * @param {Request} request
 * @param {Tenant} tenant
 */
export function setTenant(request, tenant) {
  tenants.set(request, tenant);
}

/**
 * The tenant resolved from the Host header by the API's onRequest hook.
 * @param {Request} request
 * @returns {Tenant}
 */
export function tenantOf(request) {
  const tenant = tenants.get(request);
  if (!tenant) throw new Error('tenantOf() used on a route outside the API');
  return tenant;
}

/**
 * The verified token of a route guarded by `requireToken`.
 * @param {Request} request
 * @returns {TokenClaims}
 */
export function callerOf(request) {
  const caller = callers.get(request);
  if (!caller) throw unauthorized();
  return caller;
}

/**
 * A preValidation hook: a valid account or service token of this request's tenant. A token
 * issued on another tenant's host is refused like a forged one.
 * @param {Context} ctx
 */
export function tokenGuard(ctx) {
  /** @param {Request} request */
  return async function requireToken(request) {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized();
    const claims = verifyToken(ctx.keys.tokens, match[1], ctx.now());
    if (!claims || claims.company !== tenantOf(request).id) {
      throw unauthorized('Invalid or expired token');
    }
    callers.set(request, claims);
  };
}

/**
 * The tenant's company id, or 404 when the caller names another company.
 * @param {Request} request
 * @param {number} companyId
 */
export function ownCompany(request, companyId) {
  const tenant = tenantOf(request);
  if (companyId !== tenant.id) throw notFound('Company not found');
  return tenant.id;
}

/**
 * Seller tokens may act only on their own seller record; company and service tokens on any
 * seller of the tenant.
 * @param {Request} request
 * @param {number | null} ownerAccountId the seller record's account
 */
export function assertMaySeller(request, ownerAccountId) {
  const caller = callerOf(request);
  if (caller.kind === 'seller' && caller.account !== ownerAccountId) {
    throw forbidden('A seller account can only change its own seller record');
  }
}

/**
 * A numeric path parameter (validated as digits by the route's schema).
 * @param {Request} request
 * @param {string} name
 */
export function idParamOf(request, name) {
  const value = Number(/** @type {Record<string, string>} */ (request.params)[name]);
  return Number.isSafeInteger(value) && value <= 2_147_483_647 ? value : 0;
}
