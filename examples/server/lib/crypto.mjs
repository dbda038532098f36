// @ts-check
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

// ---------------------------------------------------------------- passwords

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 };

/**
 * @param {string} password
 * @param {Buffer} salt
 * @param {{ N: number, r: number, p: number, keylen: number }} params
 * @returns {Promise<Buffer>}
 */
function scryptAsync(password, salt, params) {
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

/**
 * `scrypt$N$r$p$salt$hash` (base64url), with a fresh 16-byte salt per password.
 * @param {string} password
 */
export async function hashPassword(password) {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, SCRYPT);
  const { N, r, p } = SCRYPT;
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** A stored hash for unknown users, so a wrong username costs the same time as a wrong password. */
const DUMMY_HASH = await hashPassword(randomBytes(12).toString('hex'));

/**
 * @param {string} password
 * @param {string | null | undefined} stored the account's hash, or nothing for an unknown user
 */
export async function verifyPassword(password, stored) {
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

/**
 * Compares two secrets in constant time whatever their lengths.
 * @param {string} a
 * @param {string} b
 */
export function safeEqual(a, b) {
  const digest = (/** @type {string} */ s) => createHmac('sha256', 'compare').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

// ---------------------------------------------------------------- keys

/**
 * The server's keys: the activation key (32 bytes, AES-256-GCM) and sub-keys derived from one
 * signing secret for tokens and upload URLs.
 *
 * @typedef {{ activation: Buffer, tokens: Buffer, uploads: Buffer }} Keys
 */

/**
 * @param {Buffer} activationKey 32 bytes
 * @param {Buffer} signingSecret at least 32 bytes
 * @returns {Keys}
 */
export function deriveKeys(activationKey, signingSecret) {
  if (activationKey.length !== 32) throw new Error('The activation key must be 32 bytes');
  const sub = (/** @type {string} */ info) =>
    Buffer.from(hkdfSync('sha256', signingSecret, Buffer.alloc(0), info, 32));
  return {
    activation: activationKey,
    tokens: sub('sfo tokens v1'),
    uploads: sub('sfo uploads v1'),
  };
}

/**
 * Reads a 32-byte key given as 64 hex characters; a clear error for anything else.
 * @param {string} name the environment variable, for the message
 * @param {string} value
 */
export function parseHexKey(name, value) {
  if (!/^[0-9a-fA-F]{64}$/.test(value)) {
    throw new Error(`${name} must be 32 bytes written as 64 hexadecimal characters`);
  }
  return Buffer.from(value, 'hex');
}

export const randomKeyHex = () => randomBytes(32).toString('hex');

// ---------------------------------------------------------------- activation links

/**
 * What an activation link carries, encrypted.
 * @typedef {{ account: number, kind: 'company' | 'seller', company: number, exp: number, nonce: string }} ActivationClaims
 */

/**
 * @param {Buffer} key
 * @param {ActivationClaims} claims
 * @returns {{ activation: string, iv: string }} both base64url
 */
export function sealActivation(key, claims) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
  return {
    activation: Buffer.concat([body, cipher.getAuthTag()]).toString('base64url'),
    iv: iv.toString('base64url'),
  };
}

/**
 * The claims, or null when the link was not made with this key or was altered.
 * @param {Buffer} key
 * @param {string} activation
 * @param {string} iv
 * @returns {ActivationClaims | null}
 */
export function openActivation(key, activation, iv) {
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
    const claims = JSON.parse(text);
    const ok =
      claims &&
      Number.isInteger(claims.account) &&
      Number.isInteger(claims.company) &&
      (claims.kind === 'company' || claims.kind === 'seller') &&
      typeof claims.exp === 'number' &&
      typeof claims.nonce === 'string';
    return ok ? claims : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- tokens

/**
 * An account token (`kind` company or seller, `account` set) or a service token (`kind` service).
 * Always scoped to one tenant's company.
 * @typedef {{ kind: 'company' | 'seller' | 'service', company: number, account: number | null, exp: number }} TokenClaims
 */

/**
 * `v1.<claims>.<hmac>`, base64url.
 * @param {Buffer} key
 * @param {TokenClaims} claims
 */
export function signToken(key, claims) {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const mac = createHmac('sha256', key).update(`v1.${body}`).digest('base64url');
  return `v1.${body}.${mac}`;
}

/**
 * The claims of a well-signed, unexpired token; null otherwise.
 * @param {Buffer} key
 * @param {string} token
 * @param {number} now epoch milliseconds
 * @returns {TokenClaims | null}
 */
export function verifyToken(key, token, now) {
  const [version, body, mac] = token.split('.');
  if (version !== 'v1' || !body || !mac || token.split('.').length !== 3) return null;
  const expected = createHmac('sha256', key).update(`v1.${body}`).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
    if (!['company', 'seller', 'service'].includes(claims.kind)) return null;
    if (!Number.isInteger(claims.company)) return null;
    return claims;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- upload URLs

/**
 * The signature of a presigned PUT: binds the tenant's company, the object key, the expiry
 * (epoch seconds) and the content type.
 * @param {Buffer} key
 * @param {{ company: number, objectKey: string, expires: number, contentType: string }} what
 */
export function signUpload(key, what) {
  return createHmac('sha256', key)
    .update([what.company, what.objectKey, what.expires, what.contentType].join('\n'))
    .digest('base64url');
}

/**
 * @param {Buffer} key
 * @param {{ company: number, objectKey: string, expires: number, contentType: string }} what
 * @param {string} signature
 */
export function checkUploadSignature(key, what, signature) {
  const expected = Buffer.from(signUpload(key, what), 'base64url');
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
