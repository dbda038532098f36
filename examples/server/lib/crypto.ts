/**
 * Passwords (scrypt), activation links (AES-256-GCM), account and service tokens (HMAC-SHA256)
 * and upload signatures (HMAC-SHA256). Everything from node:crypto.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import type { AccountKind } from '../../../src/kernel/types/common.ts';

// ---------------------------------------------------------------- passwords

interface ScryptParams {
  N: number;
  r: number;
  p: number;
  keylen: number;
}

const SCRYPT: ScryptParams = { N: 16384, r: 8, p: 1, keylen: 64 };

function scryptAsync(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      params.keylen,
      { N: params.N, r: params.r, p: params.p, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url), with a fresh 16-byte salt per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, SCRYPT);
  const { N, r, p } = SCRYPT;
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** A stored hash for unknown users, so a wrong username costs the same time as a wrong password. */
const DUMMY_HASH = await hashPassword(randomBytes(12).toString('hex'));

/** True when `password` matches `stored`; an unknown user (no hash) costs as much and fails. */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const parts = (stored ?? DUMMY_HASH).split('$');
  const [scheme, N, r, p, salt, hash] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    keylen: expected.length,
  });
  return timingSafeEqual(actual, expected) && stored !== undefined && stored !== null;
}

/** Compares two secrets in constant time whatever their lengths. */
export function safeEqual(a: string, b: string): boolean {
  const digest = (s: string) => createHmac('sha256', 'compare').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

// ---------------------------------------------------------------- keys

/**
 * The server's keys: the activation key (32 bytes, AES-256-GCM) and sub-keys derived from one
 * signing secret for tokens and upload URLs.
 */
export interface Keys {
  activation: Buffer;
  tokens: Buffer;
  uploads: Buffer;
  /** Signs device cookies (lib/devices.ts). */
  devices: Buffer;
}

export function deriveKeys(activationKey: Buffer, signingSecret: Buffer): Keys {
  if (activationKey.length !== 32) throw new Error('The activation key must be 32 bytes');
  const sub = (info: string) =>
    Buffer.from(hkdfSync('sha256', signingSecret, Buffer.alloc(0), info, 32));
  return {
    activation: activationKey,
    tokens: sub('sfo tokens v1'),
    uploads: sub('sfo uploads v1'),
    devices: sub('sfo devices v1'),
  };
}

/** Reads a 32-byte key given as 64 hex characters; a clear error for anything else. */
export function parseHexKey(name: string, value: string): Buffer {
  if (!/^[0-9a-fA-F]{64}$/.test(value)) {
    throw new Error(`${name} must be 32 bytes written as 64 hexadecimal characters`);
  }
  return Buffer.from(value, 'hex');
}

export const randomKeyHex = (): string => randomBytes(32).toString('hex');

// ---------------------------------------------------------------- activation links

/** What an activation link carries, encrypted. */
export interface ActivationClaims {
  account: number;
  kind: AccountKind;
  company: number;
  exp: number;
  nonce: string;
}

/** Seals the claims; both parts base64url. */
export function sealActivation(
  key: Buffer,
  claims: ActivationClaims,
): { activation: string; iv: string } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
  return {
    activation: Buffer.concat([body, cipher.getAuthTag()]).toString('base64url'),
    iv: iv.toString('base64url'),
  };
}

function isActivationClaims(value: unknown): value is ActivationClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    Number.isInteger(claims.account) &&
    Number.isInteger(claims.company) &&
    (claims.kind === 'company' || claims.kind === 'seller') &&
    typeof claims.exp === 'number' &&
    typeof claims.nonce === 'string'
  );
}

/** The claims, or null when the link was not made with this key or was altered. */
export function openActivation(
  key: Buffer,
  activation: string,
  iv: string,
): ActivationClaims | null {
  try {
    const nonce = Buffer.from(iv, 'base64url');
    const sealed = Buffer.from(activation, 'base64url');
    if (nonce.length !== 12 || sealed.length <= 16) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, nonce);
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const text = Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - 16)),
      decipher.final(),
    ]).toString('utf8');
    const claims: unknown = JSON.parse(text);
    return isActivationClaims(claims) ? claims : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- tokens

/**
 * An account token (`kind` company or seller, `account` set) or a service token (`kind` service).
 * Always scoped to one tenant's company.
 */
export interface TokenClaims {
  kind: AccountKind | 'service';
  company: number;
  account: number | null;
  exp: number;
  /** Issued at, epoch milliseconds. */
  iat?: number;
  /** The account's token generation when issued: a password change moves to the next one. */
  gen?: number;
  /** The token's own id, so the token that changed a password can be kept. */
  jti?: string;
  /**
   * A must-change grant: issued by a sign-in whose password must be changed first (never
   * changed, or older than the store's password_renewal_days). Short-lived; only the
   * change-password calls take it, and they need no current password with it.
   */
  must?: boolean;
}

/** `v1.<claims>.<hmac>`, base64url. */
export function signToken(key: Buffer, claims: TokenClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const mac = createHmac('sha256', key).update(`v1.${body}`).digest('base64url');
  return `v1.${body}.${mac}`;
}

function isTokenClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.exp === 'number' &&
    (claims.kind === 'company' || claims.kind === 'seller' || claims.kind === 'service') &&
    Number.isInteger(claims.company) &&
    (claims.account === null || Number.isInteger(claims.account)) &&
    (claims.iat === undefined || typeof claims.iat === 'number') &&
    (claims.gen === undefined || Number.isInteger(claims.gen)) &&
    (claims.jti === undefined || typeof claims.jti === 'string')
  );
}

/** The claims of a well-signed, unexpired token; null otherwise. `now` in epoch milliseconds. */
export function verifyToken(key: Buffer, token: string, now: number): TokenClaims | null {
  const [version, body, mac] = token.split('.');
  if (version !== 'v1' || !body || !mac || token.split('.').length !== 3) return null;
  // Compared as text: base64url's last character carries spare bits, so several spellings decode
  // to the same MAC; only the one the server wrote is accepted.
  if (!safeEqual(mac, createHmac('sha256', key).update(`v1.${body}`).digest('base64url'))) {
    return null;
  }
  try {
    const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (!isTokenClaims(claims) || claims.exp <= now) return null;
    return claims;
  } catch {
    return null;
  }
}

/**
 * `verifyToken` that remembers the tokens it found well-signed (at most `max`), so a token used
 * again costs a lookup instead of an HMAC. Expiry is checked on every use; a bad token is never
 * kept.
 */
export function createTokenVerifier(key: Buffer, now: () => number, max = 10_000) {
  const verified = new Map<string, TokenClaims>();
  return (token: string): TokenClaims | null => {
    const at = now();
    const known = verified.get(token);
    if (known) return known.exp > at ? known : null;
    const claims = verifyToken(key, token, at);
    if (claims) {
      if (verified.size >= max) verified.clear();
      verified.set(token, claims);
    }
    return claims;
  };
}

// ---------------------------------------------------------------- upload URLs

/**
 * What a presigned PUT is for: the tenant's company, the key, the expiry (epoch s), the type, and
 * a nonce that makes the URL single-use (the server remembers it once used, until the expiry).
 */
export interface UploadGrant {
  company: number;
  objectKey: string;
  expires: number;
  contentType: string;
  nonce: string;
}

/** The signature of a presigned PUT over every field of the grant. */
export function signUpload(key: Buffer, what: UploadGrant): string {
  return createHmac('sha256', key)
    .update([what.company, what.objectKey, what.expires, what.contentType, what.nonce].join('\n'))
    .digest('base64url');
}

export function checkUploadSignature(key: Buffer, what: UploadGrant, signature: string): boolean {
  // As text, like a token's MAC (verifyToken): only the spelling the server wrote.
  return safeEqual(signature, signUpload(key, what));
}
