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
 * embeddings, overrides and isolates, the BOM), the other default-ignorable code points, and the
 * blanks that are letters or symbols (the Braille blank U+2800).
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cc}\u2800]/u;

/**
 * The scripts UTS #39 recommends for identifiers (Unicode's "Recommended" scripts, UAX #31 table
 * 5): a letter of any other script (Cherokee, Runic, Old Italic …, much of it drawn like Latin
 * capitals) cannot be in a username.
 */
const RECOMMENDED_SCRIPTS =
  'Latin Greek Cyrillic Armenian Hebrew Arabic Thaana Devanagari Bengali Gurmukhi Gujarati ' +
  'Oriya Tamil Telugu Kannada Malayalam Sinhala Thai Lao Tibetan Myanmar Georgian Hangul ' +
  'Ethiopic Khmer Hiragana Katakana Bopomofo Han';
/** A recommended script's name, as `\p{Script=…}` spells it. */
type Script = string;
/** The regular expressions of the recommended scripts, built at the first check (tree-shaking). */
let scriptPatterns: { each: Map<Script, RegExp>; any: RegExp } | undefined;
function patterns() {
  if (!scriptPatterns) {
    const scripts = RECOMMENDED_SCRIPTS.split(' ');
    const classes = scripts.map((script) => `\\p{Script=${script}}`);
    scriptPatterns = {
      each: new Map(scripts.map((script, i) => [script, new RegExp(classes[i] ?? '', 'u')])),
      any: new RegExp(`[${classes.join('')}\\p{Script=Common}\\p{Script=Inherited}]`, 'u'),
    };
  }
  return scriptPatterns;
}

/**
 * Latin letters Unicode restricts in identifiers because they pass for others: small capitals and
 * the other phonetic letters (`ᴀᴅᴍɪɴ`, `ɑ`), and the combining marks drawn over a letter
 * (`d̶upe`: overlays, UTS #39's "Restricted" characters).
 */
const LOOKALIKE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0250, 0x02af], // IPA extensions
  [0x1d00, 0x1dbf], // phonetic extensions: small capitals, modifier letters
  [0x0334, 0x0338], // combining overlays: tilde, strokes, solidus
  [0x20d2, 0x20d6],
  [0x20d8, 0x20da],
  [0x20e5, 0x20e5],
  [0x20ea, 0x20eb],
];
const isLookalike = (text: string) =>
  [...text].some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return LOOKALIKE_RANGES.some(([from, to]) => code >= from && code <= to);
  });

/** Scripts used together in Japanese, Chinese and Korean writing count as one (UTS #39). */
const CJK_SETS: ReadonlyArray<readonly Script[]> = [
  ['Han', 'Hiragana', 'Katakana'],
  ['Han', 'Bopomofo'],
  ['Han', 'Hangul'],
];

/**
 * Whether `scripts` (Common and Inherited left out) are "moderately restrictive" (UTS #39, 5.2):
 * one script; or Latin with Han and Hiragana and Katakana, Han and Bopomofo, or Han and Hangul;
 * or Latin with one other recommended script but Cyrillic or Greek.
 */
function moderatelyRestrictive(scripts: ReadonlySet<Script>): boolean {
  const others = [...scripts].filter((script) => script !== 'Latin');
  if (others.length === 0) return true;
  if (CJK_SETS.some((set) => others.every((script) => set.includes(script)))) return true;
  if (others.length > 1) return false;
  return !scripts.has('Latin') || (others[0] !== 'Cyrillic' && others[0] !== 'Greek');
}

/**
 * Why `username` cannot name an account, or null when it can: `invisible` (a character that shows
 * nothing or turns the direction), `lookalike` (a script or letter Unicode does not recommend in
 * identifiers, or an overlay), `mixed-script` (alphabets mixed beyond UTS #39's "moderately
 * restrictive" level: `pаypal` with a Cyrillic а). Lookalikes that pass these (an all-Cyrillic
 * `асе` beside `ace`, Armenian `ս` in a Latin name) are one account with what they copy: the
 * reference API compares usernames by their confusable skeleton (examples/server/lib/usernames.ts).
 */
export function usernameProblem(
  username: string,
): 'invisible' | 'lookalike' | 'mixed-script' | null {
  if (INVISIBLE.test(username)) return 'invisible';
  const normal = username.normalize('NFKC');
  if (isLookalike(normal)) return 'lookalike';
  const scripts = new Set<Script>();
  for (const char of normal) {
    if (!/[\p{L}\p{M}\p{N}]/u.test(char)) continue;
    const { any, each } = patterns();
    if (!any.test(char)) return 'lookalike';
    for (const [script, re] of each) if (re.test(char)) scripts.add(script);
  }
  return moderatelyRestrictive(scripts) ? null : 'mixed-script';
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
