/**
 * Attempt limits (docs/api-contract.md, "Limits"): sign-in per (account, address) and per address
 * (each with a lock that doubles each time it is hit), a slower per-account backoff across
 * addresses that a device which signed in before skips (lib/devices.ts), and per address for
 * register, the username check, activation and resending activation mail. Counted in memory, on the server's clock; the
 * address is the client's, read through `X-Forwarded-For` only from a configured trusted proxy.
 */
import type { FastifyReply } from 'fastify';
import { fail } from './errors.ts';
import type { ErrorCode } from '../../../src/kernel/errorCodes.ts';

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
  /** Registrations from one address. */
  register: Rate;
  /** Username checks from one address. */
  usernameCheck: Rate;
  /** Activation and invitation attempts from one address. */
  activation: Rate;
  /** Activation mails asked for again, per address. */
  resendActivation: Rate;
  /** Activation mails to one recipient (register and resend together). */
  activationMail: Rate;
}

const MINUTE = 60_000;

export const DEFAULT_LIMITS: RateLimits = {
  signInPerAccountAddress: { max: 10, timeWindow: MINUTE },
  signInPerAccount: { max: 100, timeWindow: 15 * MINUTE },
  signInPerIp: { max: 30, timeWindow: MINUTE },
  register: { max: 20, timeWindow: 10 * MINUTE },
  usernameCheck: { max: 60, timeWindow: MINUTE },
  activation: { max: 20, timeWindow: 10 * MINUTE },
  resendActivation: { max: 10, timeWindow: 10 * MINUTE },
  activationMail: { max: 1, timeWindow: 10 * MINUTE },
};

/** The longest an account stays locked. */
const MAX_LOCK = 60 * MINUTE;
/** Buckets kept before expired ones are swept. */
const SWEEP_AT = 10_000;

interface Bucket {
  count: number;
  windowStart: number;
  lockedUntil: number;
  /** Locks in a row (reset by a success): the next lock lasts window × 2^locks. */
  locks: number;
}

export interface Limiter {
  /** Milliseconds until `key` may try again; 0 when it may now. */
  wait(key: string, rate: Rate): number;
  /** Counts an attempt of `key`; with `backoff`, reaching the limit locks it (doubling). */
  hit(key: string, rate: Rate, backoff?: boolean): void;
  /** Forgets `key` (a successful sign-in). */
  reset(key: string): void;
  /** Refuses with `code` (429, `Retry-After` set) when `key` must wait; else counts the attempt. */
  take(key: string, rate: Rate, reply: FastifyReply, code?: ErrorCode): void;
  /** Refuses with `code` when any key must wait (nothing counted). */
  check(keys: Array<[string, Rate]>, reply: FastifyReply, code: ErrorCode): void;
}

export function createLimiter(now: () => number): Limiter {
  const buckets = new Map<string, Bucket>();

  function bucket(key: string, rate: Rate): Bucket {
    const at = now();
    let entry = buckets.get(key);
    if (!entry) {
      if (buckets.size >= SWEEP_AT) sweep(at);
      entry = { count: 0, windowStart: at, lockedUntil: 0, locks: 0 };
      buckets.set(key, entry);
    }
    if (at - entry.windowStart >= rate.timeWindow) {
      entry.count = 0;
      entry.windowStart = at;
    }
    return entry;
  }

  function sweep(at: number): void {
    for (const [key, entry] of buckets) {
      if (entry.lockedUntil <= at && at - entry.windowStart >= MAX_LOCK) buckets.delete(key);
    }
  }

  const limiter: Limiter = {
    wait(key, rate) {
      const entry = bucket(key, rate);
      const at = now();
      if (entry.lockedUntil > at) return entry.lockedUntil - at;
      return entry.count >= rate.max ? entry.windowStart + rate.timeWindow - at : 0;
    },
    hit(key, rate, backoff = false) {
      const entry = bucket(key, rate);
      entry.count += 1;
      if (backoff && entry.count >= rate.max) {
        entry.locks += 1;
        const at = now();
        entry.lockedUntil = at + Math.min(rate.timeWindow * 2 ** (entry.locks - 1), MAX_LOCK);
        entry.count = 0;
        entry.windowStart = at;
      }
    },
    reset(key) {
      buckets.delete(key);
    },
    check(keys, reply, code) {
      const wait = Math.max(0, ...keys.map(([key, rate]) => limiter.wait(key, rate)));
      if (wait > 0) {
        reply.header('Retry-After', String(Math.ceil(wait / 1000)));
        throw fail(code);
      }
    },
    take(key, rate, reply, code = 'too-many-requests') {
      limiter.check([[key, rate]], reply, code);
      limiter.hit(key, rate);
    },
  };
  return limiter;
}

/**
 * Fastify's `trustProxy` from TRUST_PROXY: the proxies' addresses and CIDR ranges, separated by
 * commas (`127.0.0.1,10.0.0.0/8`, or `loopback`). Unset: `X-Forwarded-For` is ignored and every
 * client is known by its connection's address.
 */
export function trustProxyFrom(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}
