/**
 * Every rule a value must pass, written once: the kit's yup schemas and the reference server's
 * JSON schemas (examples/server/lib/schema.ts) both read this file (and its form limits,
 * ./formLimits.ts), and a parity test (tests/server/parity.test.ts) proves they accept and
 * refuse the same payloads.
 * docs/behaviour.md, "Validation" gives the rules' wording, "Constants" the constants.
 *
 * Patterns are strings so a JSON schema can carry them; the kit compiles them with `new RegExp`.
 * No import may pull in React, yup or i18next: the server loads this module as it is.
 */

/**
 * An e-mail address as it is checked and kept: trimmed and lower-cased, as merchants type them
 * (docs/api-contract.md, "Values"). The kit's forms, the memory api and the reference server
 * all check `PATTERNS.email` on this.
 */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The largest id a record can have (a PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

export const PATTERNS = {
  /**
   * docs/behaviour.md, "Validation": lowercase letters, digits, dot, underscore, percent, plus, hyphen, then
   * `@`, a domain, a dot and a top-level domain of letters. Checked on the address trimmed and
   * lower-cased (`normalizeEmail`), so `Office@Contoso.com` is `office@contoso.com`; the ending
   * has two letters or more (`.online`, `.company`), where the product stopped at four.
   */
  email: '^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$',
  /** Digits, spaces and `+ ( ) -`, with at least one digit (the length is bounded apart). */
  phone: '^[0-9+() -]*[0-9][0-9+() -]*$',
  /** A username is one word: no spaces anywhere (the activation mail goes to it). */
  username: '^\\S+$',
  /**
   * Something a reader can see: not only spaces nor invisible characters (zero-width and
   * text-direction marks, the Braille blank, Hangul fillers), which would pass "required".
   */
  notBlank:
    '[^\\s\\u00AD\\u034F\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u206A-\\u206F\\u2800\\u3164\\uFEFF\\uFFA0]',
  /** A link a page may open: empty, or an http(s) address (never `javascript:` nor `data:`). */
  webLink: '^$|^[Hh][Tt][Tt][Pp][Ss]?://[^\\s<>"]+$',
  /** A path id: a positive whole number without a sign or leading zero. */
  idParam: '^[1-9][0-9]{0,9}$',
} as const;

/**
 * The account screens' limits (sign-in, registration, password change): the part of
 * `MAX_LENGTH` (./formLimits.ts) that the sign-in and registration rules read. The rest lives in
 * a module of its own, so what loads before the sign-in form (the root and `/account` entries,
 * an app's first chunk) does not carry every form's table.
 */
export const ACCOUNT_MAX_LENGTH = {
  username: 100,
  password: 200,
  first_name: 100,
  last_name: 100,
  phone: 20,
  setup_code: 50,
} as const;

export type { LimitedField } from './formLimits';

/**
 * Limits of what travels on the wire but no form edits and no field definition holds (link
 * parameters, path parameters, upload requests): the server bounds them too.
 */
export const WIRE_MAX_LENGTH = {
  activation: 2048,
  iv: 100,
  invitation: 100,
  email: 254,
  content_type: 100,
  business_name_param: 200,
  host_label: 63,
  country_id: 10,
} as const;

/**
 * Every distinct text limit of a form field, ascending, written out: each has a translated 'at
 * most N characters' message, and a form field whose limit is not listed does not compile
 * (./formLimits.ts). tests/unit/kernel/rules.test.ts holds the list equal to the table's values.
 */
export const TEXT_LIMITS = [10, 12, 20, 50, 100, 200, 254, 1000, 2048, 200_000] as const;
/** A form field's text limit. */
export type TextLimit = (typeof TEXT_LIMITS)[number];

/** Number of characters as JSON Schema counts them: Unicode code points, not UTF-16 units. */
export function charCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/**
 * True when plain text (a name, a slogan, an address) holds markup: a `<` that opens a tag, a
 * closing tag, a comment or a declaration. Plain-text fields refuse it (docs/api-contract.md,
 * "Values"); a lone `<` as in "under < 5" is text.
 */
export function hasMarkup(value: string): boolean {
  return /<[A-Za-z/!?]/.test(value);
}

/** A bounded number; `integer` when a fraction is refused. */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
  readonly integer: boolean;
}

/** The numeric bounds of docs/behaviour.md, "Validation" and "Constants" (and ours where the product sets none). */
export const RANGES = {
  /** Record ids (categories chosen in a select, company and seller ids). */
  id: { min: 1, max: MAX_ID, integer: true },
  /** CGST, SGST, IGST and the seller's commission: a percentage. */
  percent: { min: 0, max: 100, integer: false },
  /** Order ids of categories and banners. */
  order: { min: 0, max: 1_000_000, integer: true },
  /** Maximum products of a company or a seller. */
  maximumProducts: { min: 0, max: 100_000_000, integer: true },
  /** Password expiry days of the company contact page. */
  renewalDays: { min: 0, max: 3650, integer: true },
  /** Monthly purchase minimum of the company contact page. */
  purchaseMinimum: { min: 0, max: 1_000_000_000_000, integer: false },
} as const satisfies Record<string, NumberRange>;
export type RangeName = keyof typeof RANGES;

/** True when `value` is a finite number inside `range`. */
export function inRange(value: number, range: NumberRange): boolean {
  return (
    Number.isFinite(value) &&
    value >= range.min &&
    value <= range.max &&
    (!range.integer || Number.isInteger(value))
  );
}

/** Largest accepted image upload (docs/api-contract.md, uploads). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Largest JSON body the reference server reads. */
export const MAX_BODY_BYTES = 1024 * 1024;
