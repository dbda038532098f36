/*
 * Who an account is, written once for the kit, the reference API and the memory api
 * (docs/api-contract.md, "Values"): the password rule and what makes two usernames the same.
 */

/** The least a password must be: 8 characters mixing two kinds (lower, upper, digit, symbol). */
export const PASSWORD_RULE = { minLength: 8, minKinds: 2 } as const;

/** How many kinds of character `password` mixes: lowercase, uppercase, digits, anything else. */
function kindsOf(password: string): number {
  const kinds = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u];
  return kinds.filter((kind) => kind.test(password)).length;
}

/**
 * True when `password` meets the rule: at least 8 characters (code points) of at least two kinds.
 * 'x', 'password' and '12345678' do not; 'kettle-42' does.
 */
export function isPasswordStrongEnough(password: string): boolean {
  return (
    [...password].length >= PASSWORD_RULE.minLength && kindsOf(password) >= PASSWORD_RULE.minKinds
  );
}

/**
 * Characters that show nothing or turn the text's direction: a username with one of them looks
 * like another account's name. Format characters (zero-width joiners and spaces, the bidi marks,
 * embeddings, overrides and isolates, the BOM), and the other default-ignorable code points.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cc}]/u;

/** Letters of these alphabets look alike; one username keeps to one of them. */
const CONFUSABLE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

/** Why `username` cannot name an account, or null when it can. */
export function usernameProblem(username: string): 'invisible' | 'mixed-script' | null {
  if (INVISIBLE.test(username)) return 'invisible';
  const normal = username.normalize('NFKC');
  const scripts = CONFUSABLE_SCRIPTS.filter((script) => script.test(normal)).length;
  return scripts > 1 ? 'mixed-script' : null;
}

/**
 * The form two usernames are compared in: NFKC (fullwidth letters, composed and decomposed
 * accents alike), then case-folded. `DUPE@x` and `dupe@x`, `ｄｕｐｅ` and `dupe`, `é` written as
 * one or two code points are one account.
 */
export function usernameKey(username: string): string {
  // Upper then lower case folds what lower case alone keeps apart (ß and ss, ς and σ).
  return username.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}
