/**
 * What the account routes share: the account row, token issuing, the sign-in limits and the
 * username rule (docs/api-contract.md, "Sessions" and "Limits").
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountKind } from '../../../../src/kernel/types/common.ts';
import { usernameProblem } from '../../../../src/kernel/identity.ts';
import { foldedKey, usernameKey } from '../../lib/usernames.ts';
import { callerOf, tenantOf } from '../../lib/auth.ts';
import { isKnownDevice, setDeviceCookie } from '../../lib/devices.ts';
import { clientAddress, type Rate } from '../../lib/limits.ts';
import type { Context } from '../../lib/context.ts';
import { safeEqual, signToken, verifyPassword } from '../../lib/crypto.ts';
import { fail } from '../../lib/errors.ts';

export const ACCOUNT_TOKEN_TTL = 12 * 60 * 60 * 1000;
/** A sign-in that must change its password first gets a grant for that only, this long. */
const MUST_CHANGE_TTL = 15 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;
export const SERVICE_TOKEN_TTL = 60 * 60 * 1000;
export const ACTIVATION_TTL = 24 * 60 * 60 * 1000;
/** An unactivated registration expires after this and frees its username. */
export const REGISTRATION_TTL = 72 * 60 * 60 * 1000;
/** How long an invitation to join as a company admin works. */
export const INVITATION_TTL = 72 * 60 * 60 * 1000;
export const KINDS = ['company', 'seller'] as const satisfies readonly AccountKind[];

export interface AccountRow {
  id: number;
  company_id: number;
  kind: AccountKind;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string | null;
  phone: string | null;
  email_id: string | null;
  activated: boolean;
  pw_changed: boolean;
  pw_changed_date: string | null;
  token_generation: number;
  seller_id: number | null;
  password_renewal_days: number | null;
}

const ACCOUNT_COLUMNS = `a.id, a.company_id, a.kind, a.username, a.password_hash, a.first_name,
  a.last_name, a.phone, a.email_id, a.activated_at IS NOT NULL AS activated, a.pw_changed,
  a.pw_changed_date, a.token_generation, s.seller_id, c.password_renewal_days`;

/**
 * Whether the account must change its password before anything else: never changed, or changed
 * longer ago than the store's `password_renewal_days` (docs/api-contract.md, "Sessions").
 */
export function mustChangePassword(account: AccountRow, now: number): boolean {
  if (!account.pw_changed) return true;
  const days = Number(account.password_renewal_days ?? 0);
  if (!(days > 0)) return false;
  const changed = account.pw_changed_date ? Date.parse(account.pw_changed_date) : NaN;
  return !Number.isFinite(changed) || now - changed > days * DAY;
}

/** The helpers of the account routes, bound to the server's context. */
export function accountTools(ctx: Context) {
  const { db, limiter, limits } = ctx;

  /**
   * The sign-in limits (docs/api-contract.md, "Limits"): per (account, address) and per address,
   * each locking with a doubling backoff; and a slower per-account backoff across addresses that
   * a device which signed in to this account before (its device cookie, lib/devices.ts) skips.
   * The service login has no device: `devices` false.
   */
  function signInKeys(request: FastifyRequest, name: string, devices = true) {
    const tenant = tenantOf(request).id;
    const key = usernameKey(name);
    const address = clientAddress(request);
    return {
      pair: `sign-in|${tenant}|${key}|${address}`,
      account: `sign-in|${tenant}|${key}`,
      address: `sign-in-ip|${address}`,
      knownDevice: devices && isKnownDevice(ctx.keys.devices, request, tenant, key, ctx.now()),
    };
  }
  async function checkSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    name: string,
    devices = true,
  ) {
    const keys = signInKeys(request, name, devices);
    await limiter.check(
      [
        [keys.pair, limits.signInPerAccountAddress],
        [keys.address, limits.signInPerIp],
        ...(keys.knownDevice ? [] : [[keys.account, limits.signInPerAccount] as [string, Rate]]),
      ],
      reply,
      'too-many-sign-ins',
    );
  }
  async function signInFailed(request: FastifyRequest, name: string, devices = true) {
    const keys = signInKeys(request, name, devices);
    await limiter.hit(keys.pair, limits.signInPerAccountAddress, true);
    await limiter.hit(keys.address, limits.signInPerIp, true);
    if (!keys.knownDevice) await limiter.hit(keys.account, limits.signInPerAccount, true);
  }
  /**
   * A successful sign-in: its (account, address) count starts again, and the browser gets the
   * account's device cookie. The per-account backoff stays: it counts a stranger's guesses.
   */
  async function signInSucceeded(request: FastifyRequest, reply: FastifyReply, name: string) {
    const tenant = tenantOf(request);
    await limiter.reset(signInKeys(request, name, false).pair);
    setDeviceCookie(ctx.keys.devices, reply, {
      company: tenant.id,
      usernameKey: usernameKey(name),
      now: ctx.now(),
      path: ctx.apiPrefix || '/',
      // Secure whenever the browser reached us over https (directly, or through a trusted proxy
      // that says so), or the store's origin is https. Over plain http a browser would drop a
      // Secure cookie, and the owner's device would never be known (docs/api-contract.md).
      secure: request.protocol === 'https' || ctx.publicOrigin(tenant.label).startsWith('https:'),
    });
  }

  /**
   * Step-up (docs/api-contract.md, "Step-up"): the caller proves its password again with
   * `given` (the body's `current_pw`) before a sensitive action; an account its own password,
   * the service account the service password. Missing: 400 `current-password-required`; wrong:
   * 403 `current-password-wrong`, counted as a failed sign-in of the account, under whose limits
   * the proof also waits (429 `too-many-sign-ins`), so a stolen token cannot guess it.
   */
  async function proveCurrentPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    given: string | undefined,
    account?: { username: string; password_hash: string },
  ): Promise<void> {
    if (!given) throw fail('current-password-required');
    const caller = callerOf(request);
    if (caller.kind === 'service') {
      const name = ctx.env.SERVICE_USERNAME ?? '';
      const expected = ctx.env.SERVICE_PASSWORD;
      await checkSignIn(request, reply, name, false);
      if (!expected || !safeEqual(given, expected)) {
        await signInFailed(request, name, false);
        throw fail('current-password-wrong');
      }
      return;
    }
    const [row] = account
      ? [account]
      : await db.query<{ username: string; password_hash: string }>(
          'SELECT username, password_hash FROM accounts WHERE id = $1 AND company_id = $2',
          [caller.account ?? 0, caller.company],
        );
    if (!row) throw fail('invalid-token');
    await checkSignIn(request, reply, row.username);
    if (!(await verifyPassword(given, row.password_hash))) {
      await signInFailed(request, row.username);
      throw fail('current-password-wrong');
    }
  }

  /** Refuses a username that would pass for another (docs/api-contract.md, "Values"). */
  function checkUsername(name: string) {
    const problem = usernameProblem(name);
    if (problem === 'invisible') throw fail('username-invisible');
    if (problem === 'mixed-script') throw fail('username-mixed-script');
    if (problem === 'lookalike') throw fail('username-lookalike');
  }

  /** An account token; `must`: the short-lived must-change grant instead. */
  const issueToken = (
    kind: AccountKind,
    company: number,
    account: number,
    gen: number,
    must = false,
  ) => {
    const jti = randomBytes(12).toString('base64url');
    const token = signToken(ctx.keys.tokens, {
      kind,
      company,
      account,
      exp: ctx.now() + (must ? MUST_CHANGE_TTL : ACCOUNT_TOKEN_TTL),
      iat: ctx.now(),
      gen,
      jti,
      ...(must ? { must: true } : {}),
    });
    return { token, jti };
  };

  /**
   * The account `name` signs in to: the one it names exactly (folded alike), else the one it
   * passes for (its confusable skeleton), the oldest first when lookalikes share one (an invited
   * address registered beside a lookalike: docs/api-contract.md, "Values").
   */
  async function findAccount(companyId: number, name: string): Promise<AccountRow | undefined> {
    const [row] = await db.query<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM accounts a LEFT JOIN sellers s ON s.account_id = a.id
         JOIN companies c ON c.id = a.company_id
        WHERE a.company_id = $1 AND (a.folded_key = $3 OR a.username_key = $2)
        ORDER BY (a.folded_key = $3) DESC, a.id LIMIT 1`,
      [companyId, usernameKey(name), foldedKey(name)],
    );
    return row;
  }

  return {
    checkSignIn,
    signInFailed,
    signInSucceeded,
    proveCurrentPassword,
    checkUsername,
    issueToken,
    findAccount,
  };
}
export type AccountTools = ReturnType<typeof accountTools>;
