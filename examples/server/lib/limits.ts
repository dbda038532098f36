/**
 * Attempt limits (docs/api-contract.md, "Limits"): sign-in per (account, address) and per address
 * (each with a lock that doubles each time it is hit), a slower per-account backoff across
 * addresses that a device which signed in before skips (lib/devices.ts), per address for
 * register, the username check, activation and resending activation mail, and the mail windows
 * per recipient, inviting admin and store. Every counter is a row of `rate_limits` in the
 * database, so every server sharing it counts together; each row goes an hour after its last use,
 * and a refused request adds no row. The address is the client's, read through `X-Forwarded-For`
 * only from a configured trusted proxy, an IPv6 address counted by its /64.
 */
import { isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../database.ts';
import { fail } from './errors.ts';
import type { ErrorCode, ErrorParams } from '../../../src/kernel/errorCodes.ts';

export interface Rate {
  /** Attempts counted in one window before the key is refused. */
  max: number;
  /** The window, milliseconds. */
  timeWindow: number;
}

export interface RateLimits {
  /**
   * Failed sign-ins of one account from one address (`SIGNIN_RATE_LIMIT`); each lock doubles (up
   * to an hour). Only that address waits.
   */
  signInPerAccountAddress: Rate;
  /**
   * Failed sign-ins of one account from any address without its device cookie: a slower backoff
   * (each lock doubles, up to an hour) that a device which signed in before is exempt from.
   */
  signInPerAccount: Rate;
  /** Failed sign-ins from one address, to any account (password spraying). */
  signInPerIp: Rate;
  /** Registrations from one address (setup-code guesses among them). */
  register: Rate;
  /** Username checks from one address. */
  usernameCheck: Rate;
  /** Activation and invitation attempts from one address. */
  activation: Rate;
  /** Activation mails asked for again, per address. */
  resendActivation: Rate;
  /** Activation mails to one mailbox (register and resend together). */
  activationMail: Rate;
  /** Invitations mailed to one mailbox of a store. */
  invitationPerRecipient: Rate;
  /** Invitations sent by one administrator. */
  invitationPerInviter: Rate;
  /** Invitations sent by one store, whoever sends them. */
  invitationPerStore: Rate;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_LIMITS: RateLimits = {
  signInPerAccountAddress: { max: 10, timeWindow: MINUTE },
  signInPerAccount: { max: 100, timeWindow: 15 * MINUTE },
  signInPerIp: { max: 30, timeWindow: MINUTE },
  register: { max: 20, timeWindow: 10 * MINUTE },
  usernameCheck: { max: 60, timeWindow: MINUTE },
  activation: { max: 20, timeWindow: 10 * MINUTE },
  resendActivation: { max: 10, timeWindow: 10 * MINUTE },
  activationMail: { max: 1, timeWindow: 10 * MINUTE },
  invitationPerRecipient: { max: 1, timeWindow: 10 * MINUTE },
  invitationPerInviter: { max: 20, timeWindow: HOUR },
  invitationPerStore: { max: 50, timeWindow: 24 * HOUR },
};

/** The longest an account stays locked. */
const MAX_LOCK = HOUR;
/** How long a row is kept after its window or lock ends: the doubling remembers this long. */
const KEEP = HOUR;
/** Rows the table may hold; past it the sweep drops the unlocked rows that end soonest. */
export const MAX_ROWS = 100_000;
/** Counted attempts of this server between two sweeps of ended rows. */
const SWEEP_EVERY = 200;

export interface Limiter {
  /** Milliseconds until `key` may try again; 0 when it may now. Counts nothing. */
  wait(key: string, rate: Rate): Promise<number>;
  /** Counts an attempt of `key`; with `backoff`, reaching the limit locks it (doubling). */
  hit(key: string, rate: Rate, backoff?: boolean): Promise<void>;
  /** Forgets `key` (a successful sign-in). */
  reset(key: string): Promise<void>;
  /**
   * Counts an attempt of `key` and refuses it with `code` (429, `Retry-After` set) when it passes
   * the limit: one statement, so two servers counting at once never both let the last one by.
   */
  take(key: string, rate: Rate, reply: FastifyReply, code?: ErrorCode): Promise<void>;
  /** Refuses with `code` when any key must wait (nothing counted, nothing stored). */
  check(keys: Array<[string, Rate]>, reply: FastifyReply, code: ErrorCode): Promise<void>;
  /** Deletes the rows that ended, then the overflow past `MAX_ROWS`; answers the rows kept. */
  sweep(): Promise<number>;
}

interface Row {
  key: string;
  count: number;
  window_start: number;
  locked_until: number;
  locks: number;
}

/** Refuses with `code` and `Retry-After` (whole seconds, at least one). */
export function refuseFor(
  reply: FastifyReply,
  waitMs: number,
  code: ErrorCode,
  params?: ErrorParams,
): never {
  reply.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  throw fail(code, params);
}

/**
 * The limiter over `db`'s `rate_limits` table, on the server's clock `now`. Give it the database
 * itself, not the one that announces writes (lib/readCache.ts): a counter is no read anyone keeps.
 */
export function createLimiter(
  db: Queryable,
  now: () => number,
  options: { maxRows?: number } = {},
): Limiter {
  const maxRows = options.maxRows ?? MAX_ROWS;
  let hits = 0;

  const toRow = (row: Record<string, unknown>): Row => ({
    key: String(row.key),
    count: Number(row.count),
    window_start: Number(row.window_start),
    locked_until: Number(row.locked_until),
    locks: Number(row.locks),
  });

  /** The wait a stored row imposes at `at`. */
  const waitOf = (row: Row | undefined, rate: Rate, at: number) => {
    if (!row) return 0;
    if (row.locked_until > at) return row.locked_until - at;
    const inWindow = at - row.window_start < rate.timeWindow;
    return inWindow && row.count >= rate.max ? row.window_start + rate.timeWindow - at : 0;
  };

  /** Counts one attempt (a new window when the last one ended); answers the row after it. */
  async function count(key: string, rate: Rate): Promise<Row> {
    const at = now();
    hits += 1;
    if (hits % SWEEP_EVERY === 0) await limiter.sweep();
    const [row] = await db.query<Record<string, unknown>>(
      `INSERT INTO rate_limits AS r (key, count, window_start, locked_until, locks, expires_at)
       VALUES ($1, 1, $2::bigint, 0, 0, $2::bigint + $3::bigint + $4::bigint)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN $2::bigint - r.window_start >= $3::bigint THEN 1 ELSE r.count + 1 END,
         window_start = CASE WHEN $2::bigint - r.window_start >= $3::bigint
                             THEN $2::bigint ELSE r.window_start END,
         expires_at = GREATEST(r.locked_until, $2::bigint + $3::bigint) + $4::bigint
       RETURNING key, count, window_start, locked_until, locks`,
      [key, at, rate.timeWindow, KEEP],
    );
    return toRow(row ?? {});
  }

  const limiter: Limiter = {
    async wait(key, rate) {
      const [row] = await db.query<Record<string, unknown>>(
        'SELECT key, count, window_start, locked_until, locks FROM rate_limits WHERE key = $1',
        [key],
      );
      return waitOf(row && toRow(row), rate, now());
    },
    async hit(key, rate, backoff = false) {
      const row = await count(key, rate);
      if (!backoff || row.count < rate.max) return;
      // Reaching the limit locks the key for window × 2^locks (at most an hour) and starts the
      // count again; the condition keeps two servers from both taking the same lock.
      const at = now();
      const lock = Math.min(rate.timeWindow * 2 ** row.locks, MAX_LOCK);
      await db.query(
        `UPDATE rate_limits SET locks = locks + 1, locked_until = $2::bigint, count = 0,
           window_start = $3::bigint, expires_at = $2::bigint + $4::bigint
          WHERE key = $1 AND count >= $5::integer`,
        [key, at + lock, at, KEEP, rate.max],
      );
    },
    async reset(key) {
      await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
    },
    async check(keys, reply, code) {
      if (keys.length === 0) return;
      const rows = await db.query<Record<string, unknown>>(
        `SELECT key, count, window_start, locked_until, locks FROM rate_limits
          WHERE key IN (${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
        keys.map(([key]) => key),
      );
      const byKey = new Map(rows.map((row) => [String(row.key), toRow(row)]));
      const at = now();
      const wait = Math.max(0, ...keys.map(([key, rate]) => waitOf(byKey.get(key), rate, at)));
      if (wait > 0) refuseFor(reply, wait, code);
    },
    async take(key, rate, reply, code = 'too-many-requests') {
      const row = await count(key, rate);
      if (row.count > rate.max) refuseFor(reply, row.window_start + rate.timeWindow - now(), code);
    },
    async sweep() {
      const at = now();
      await db.query('DELETE FROM rate_limits WHERE expires_at <= $1', [at]);
      const [{ rows = 0 } = {}] = await db.query<{ rows: number }>(
        'SELECT count(*)::integer AS rows FROM rate_limits',
      );
      const over = Number(rows) - maxRows;
      if (over <= 0) return Number(rows);
      // A flood of new keys (addresses) would grow the table without end: the unlocked rows that
      // end soonest go first; a locked key keeps its lock.
      await db.query(
        `DELETE FROM rate_limits WHERE key IN (
           SELECT key FROM rate_limits WHERE locked_until <= $1
            ORDER BY expires_at LIMIT $2::integer)`,
        [at, over],
      );
      const [kept] = await db.query<{ rows: number }>(
        'SELECT count(*)::integer AS rows FROM rate_limits',
      );
      return Number(kept?.rows ?? 0);
    },
  };
  return limiter;
}

/**
 * The address a limit counts a client by: the connection's (or, behind a trusted proxy, the
 * forwarded one); an IPv6 address by its /64, the block one subscriber holds, so rotating through
 * it is one client.
 */
export function clientAddress(request: FastifyRequest): string {
  const ip = request.ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Fastify's `trustProxy` from TRUST_PROXY: the proxies' addresses and CIDR ranges, separated by
 * commas (`127.0.0.1,10.0.0.0/8`, or `loopback`). Unset: `X-Forwarded-For` is ignored and every
 * client is known by its connection's address.
 */
export function trustProxyFrom(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}
