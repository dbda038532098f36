/**
 * Device cookies (docs/api-contract.md, "Limits"), after OWASP's "Slow down online guessing
 * attacks with device cookies": a successful sign-in sets a signed, HttpOnly cookie naming the
 * account it signed in to. A browser that carries it for the account it signs in to is exempt
 * from the account's backoff across addresses, so a stranger's wrong guesses elsewhere never keep
 * the owner's own device out; only the (account, address) and per-address limits apply to it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from './crypto.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'sfo_device';
/** How long a device stays known after its last successful sign-in. */
const DEVICE_TTL = 180 * 24 * 60 * 60 * 1000;

interface DeviceClaims {
  /** The tenant's company. */
  c: number;
  /** The account's username key. */
  u: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
  /** Makes each cookie unique. */
  n: string;
}

function sign(key: Buffer, body: string): Buffer {
  return createHmac('sha256', key).update(`d1.${body}`).digest();
}

/** One cookie's value from a `Cookie` header (the first one of that name). */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** True when the request carries a valid device cookie for `usernameKey` of `company`. */
export function isKnownDevice(
  key: Buffer,
  request: FastifyRequest,
  company: number,
  usernameKey: string,
  now: number,
): boolean {
  const value = cookieValue(request.headers.cookie, DEVICE_COOKIE);
  const [version, body, mac] = (value ?? '').split('.');
  if (version !== 'd1' || !body || !mac) return false;
  // Compared as text, not as decoded bytes: base64url's last character carries spare bits, so
  // several spellings decode to the same MAC; only the one the server wrote is accepted.
  if (!safeEqual(mac, sign(key, body).toString('base64url'))) return false;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as DeviceClaims;
    return claims.c === company && claims.u === usernameKey && claims.exp > now;
  } catch {
    return false;
  }
}

/**
 * Sets the device cookie for the account just signed in to: HttpOnly, SameSite=Strict, on the
 * API's path only, `Secure` when the store is served over https.
 */
export function setDeviceCookie(
  key: Buffer,
  reply: FastifyReply,
  options: { company: number; usernameKey: string; now: number; path: string; secure: boolean },
): void {
  const claims: DeviceClaims = {
    c: options.company,
    u: options.usernameKey,
    exp: options.now + DEVICE_TTL,
    n: randomBytes(9).toString('base64url'),
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const value = `d1.${body}.${sign(key, body).toString('base64url')}`;
  const attributes = [
    `${DEVICE_COOKIE}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${DEVICE_TTL / 1000}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
  ];
  reply.header('Set-Cookie', attributes.join('; '));
}
