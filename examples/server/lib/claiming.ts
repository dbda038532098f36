/**
 * Claiming a store (docs/api-contract.md, "Claiming a store"). A store without an owner does not
 * go to whoever registers first: the first company admin proves the right to claim it with the
 * store's one-time setup code, which the server prints in its log at start (as self-hosted admin
 * tools do), or registers with the owner e-mail set in the store's configuration (STORE_OWNERS),
 * whose activation mail proves the address. The code is gone once the store has its owner.
 */
import { randomInt } from 'node:crypto';
import type { Database, Queryable } from '../database.ts';
import { hashPassword, verifyPassword } from './crypto.ts';

/** Letters and digits that cannot be mistaken for one another when read from a log. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new code: three groups of four (about 59 bits), e.g. `K7QM-2XPD-9FHA`. */
export function newSetupCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < 3; g += 1) {
    let group = '';
    for (let i = 0; i < 4; i += 1) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/** The code as typed (any case, spaces or dashes) in the form it is hashed. */
const canonical = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** The hash kept of a code (scrypt, as passwords): the database never holds the code itself. */
export const hashSetupCode = (code: string): Promise<string> => hashPassword(canonical(code));

/** True when `given` is the code whose hash is `kept`. */
export async function setupCodeMatches(
  given: string | null | undefined,
  kept: string | null,
): Promise<boolean> {
  if (!given?.trim() || !kept) return false;
  return verifyPassword(canonical(given), kept);
}

/**
 * STORE_OWNERS: `tenant=e-mail` pairs separated by commas, e.g.
 * `acme=priya.sharma@acme.test,globex=rahul.verma@globex.test`. Lower-cased.
 */
export function ownerEmailsFrom(value: string | undefined): Record<string, string> {
  const owners: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const [tenant, email] = pair.split('=').map((part) => part.trim().toLowerCase());
    if (!tenant || !email) continue;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      throw new Error(`STORE_OWNERS: "${email}" is not an e-mail address`);
    }
    owners[tenant] = email;
  }
  return owners;
}

/**
 * Gives every store without an owner a setup code, keeping only its hash, and answers the codes
 * made now by tenant, for the server's log: a code made earlier cannot be read again (its hash is
 * all there is), so it is printed once, by the server that made it. `renew`: every store without
 * an owner gets a new code (the old one stops working), unless a registration waiting for
 * activation holds it. A clear code an older server kept is hashed, cleared and answered once.
 */
export async function setupCodes(
  db: Queryable,
  generate: () => string = newSetupCode,
  renew = false,
): Promise<{ made: Record<string, string>; earlier: string[] }> {
  const unowned = await db.query<{
    id: number;
    tenant: string;
    setup_code: string | null;
    setup_code_hash: string | null;
    setup_code_claimant: number | null;
  }>(
    `SELECT id, tenant, setup_code, setup_code_hash, setup_code_claimant FROM companies
      WHERE owner_account_id IS NULL ORDER BY id`,
  );
  const made: Record<string, string> = {};
  const earlier: string[] = [];
  for (const row of unowned) {
    const tenant = String(row.tenant);
    if (row.setup_code) {
      await db.query('UPDATE companies SET setup_code_hash = $1, setup_code = NULL WHERE id = $2', [
        await hashSetupCode(row.setup_code),
        row.id,
      ]);
      made[tenant] = row.setup_code;
      continue;
    }
    if (row.setup_code_hash && !(renew && row.setup_code_claimant === null)) {
      earlier.push(tenant);
      continue;
    }
    const code = generate();
    // Another server on the same database may have made one meanwhile: the first stays.
    const [kept] = await db.query(
      `UPDATE companies SET setup_code_hash = $1 WHERE id = $2
          AND (setup_code_hash IS NULL OR ($3 AND setup_code_claimant IS NULL))
        RETURNING id`,
      [await hashSetupCode(code), row.id, renew],
    );
    if (kept) made[tenant] = code;
    else earlier.push(tenant);
  }
  return { made, earlier };
}

/** Gives every store without an owner `code` (tests: a known code on a kept database). */
export async function useSetupCode(db: Queryable, code: string): Promise<void> {
  await db.query(
    `UPDATE companies SET setup_code = NULL, setup_code_hash = $1, setup_code_claimant = NULL
      WHERE owner_account_id IS NULL`,
    [await hashSetupCode(code)],
  );
}

/** The demo stores' owners that `npm start` creates (README, "Demo accounts"). */
export const DEMO_OWNERS = [
  {
    tenant: 'acme',
    username: 'priya.sharma@acme.test',
    password: 'Acme-Owner-2025',
    first_name: 'Priya',
    last_name: 'Sharma',
    phone: '9845012345',
  },
  {
    tenant: 'globex',
    username: 'rahul.verma@globex.test',
    password: 'Globex-Owner-2025',
    first_name: 'Rahul',
    last_name: 'Verma',
    phone: '9820098765',
  },
] as const;

/**
 * Gives each demo store still without an owner its demo owner: activated, password changed, the
 * store's owner. A store someone already claimed keeps its owner.
 */
export async function seedDemoOwners(
  db: Database,
  usernameKey: (name: string) => string,
  foldedKey: (name: string) => string,
) {
  for (const demo of DEMO_OWNERS) {
    const passwordHash = await hashPassword(demo.password);
    await db.transaction(async (tx) => {
      const [company] = await tx.query<{ id: number; owner_account_id: number | null }>(
        'SELECT id, owner_account_id FROM companies WHERE tenant = $1 FOR UPDATE',
        [demo.tenant],
      );
      if (!company || company.owner_account_id !== null) return;
      const [account] = await tx.query<{ id: number }>(
        `INSERT INTO accounts (company_id, kind, username, username_key, folded_key,
           password_hash, first_name, last_name, phone, email_id, client_created_at, activated_at,
           pw_changed, pw_changed_date, claims_store)
         VALUES ($1, 'company', $2, $3, $9, $4, $5, $6, $7, $2, $8, now(), true, $8, true)
         ON CONFLICT DO NOTHING RETURNING id`,
        [
          company.id,
          demo.username,
          usernameKey(demo.username),
          passwordHash,
          demo.first_name,
          demo.last_name,
          demo.phone,
          new Date().toISOString(),
          foldedKey(demo.username),
        ],
      );
      if (!account) return; // the name is someone else's: the store keeps its setup code
      await tx.query(
        `UPDATE companies SET owner_account_id = $1, setup_code = NULL, setup_code_hash = NULL,
           setup_code_claimant = NULL WHERE id = $2`,
        [account.id, company.id],
      );
    });
  }
}
