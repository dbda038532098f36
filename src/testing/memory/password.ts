/*
 * The memory backend may persist to localStorage, so it keeps salted SHA-256 digests, not the
 * passwords. Where Web Crypto is missing (an insecure origin) it falls back to `plain:`; this is a
 * demo backend, not an authentication system.
 */

export function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function digest(salt: string, password: string): Promise<string> {
  const data = new TextEncoder().encode(`${salt}:${password}`);
  const hash = await globalThis.crypto.subtle.digest('SHA-256', data);
  return Array.from(new Uint8Array(hash), (b) => b.toString(16).padStart(2, '0')).join('');
}

const hasSubtle = () => typeof globalThis.crypto?.subtle?.digest === 'function';

export async function hashPassword(password: string): Promise<string> {
  if (!hasSubtle()) return `plain:${password}`;
  const salt = randomHex(16);
  return `sha256:${salt}:${await digest(salt, password)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('plain:')) return stored.slice('plain:'.length) === password;
  const [scheme, salt, hash] = stored.split(':');
  if (scheme !== 'sha256' || !salt || !hash || !hasSubtle()) return false;
  return (await digest(salt, password)) === hash;
}

/** Seeds carry plain passwords; this replaces them with digests where Web Crypto allows. */
export async function upgradePlainPassword(stored: string): Promise<string> {
  return stored.startsWith('plain:') && hasSubtle()
    ? hashPassword(stored.slice('plain:'.length))
    : stored;
}
