/**
 * What makes two usernames one account on the reference API (docs/api-contract.md, "Values"):
 * the kit's folding (src/kernel/identity.ts: NFKC, case) and then the confusable skeleton of
 * UTS #39 (Unicode's confusables.txt, through unhomoglyph): `асе@хе.рс` in Cyrillic is
 * `ace@xe.pc`, `dսpe` with an Armenian ս is `dupe`. The skeleton runs here only: its table (29 kB
 * gzipped) would more than double the kit's bundles, which keep the rules that need no table.
 */
import unhomoglyph from 'unhomoglyph';
import { usernameKey as foldedKeyOf } from '../../../src/kernel/identity.ts';
import type { Queryable } from '../database.ts';

/** UTS #39's skeleton: NFD, each character by its prototype, NFD again. */
const skeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/**
 * The key an account is found by: folded, skeleton, folded and skeleton again (a prototype may be
 * a capital: Cyrillic `А` → Latin `A` → `a`). Stable: the key of a key is itself.
 */
export function usernameKey(username: string): string {
  return skeleton(foldedKeyOf(skeleton(foldedKeyOf(username))));
}

/** The key two names are one account by: folded alike (NFKC, case), without the skeleton. */
export const foldedKey = foldedKeyOf;

/**
 * Brings every account's stored keys to `usernameKey` and `foldedKey` (keys made by an older
 * rule), at start. Two accounts that became one skeleton key keep their old keys, and are named
 * in `warn`.
 */
export async function rekeyUsernames(db: Queryable, warn: (line: string) => void): Promise<void> {
  const rows = await db.query<{
    id: number;
    company_id: number;
    username: string;
    username_key: string;
    folded_key: string;
  }>('SELECT id, company_id, username, username_key, folded_key FROM accounts ORDER BY id');
  for (const row of rows) {
    const folded = foldedKey(row.username);
    if (folded === row.folded_key) continue;
    // Two accounts an older rule kept apart (migration 002) may fold alike: both stay.
    const [clash] = await db.query<{ id: number }>(
      'SELECT id FROM accounts WHERE company_id = $1 AND folded_key = $2 AND id <> $3',
      [row.company_id, folded, row.id],
    );
    if (clash) {
      warn(`Account ${row.id} folds like account ${clash.id} of its store: its key is kept`);
      continue;
    }
    await db.query('UPDATE accounts SET folded_key = $1 WHERE id = $2', [folded, row.id]);
  }
  const taken = new Set(rows.map((row) => `${row.company_id}|${row.username_key}`));
  for (const row of rows) {
    const key = usernameKey(row.username);
    if (key === row.username_key) continue;
    if (taken.has(`${row.company_id}|${key}`)) {
      warn(`Account ${row.id} looks like another of its store: its username key is kept as it was`);
      continue;
    }
    await db.query('UPDATE accounts SET username_key = $1 WHERE id = $2', [key, row.id]);
    taken.delete(`${row.company_id}|${row.username_key}`);
    taken.add(`${row.company_id}|${key}`);
  }
}
