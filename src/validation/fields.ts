import { boolean, mixed, number, string, type StringSchema } from 'yup';
import { VARIANT_DISPLAY_TYPES } from '../kernel/codes';
import { checkImageFile } from '../kernel/imageType';
import { dobProblem, isIsoDay, isoDay } from '../kernel/dates';
import { V } from './messages';
import { EMAIL_PATTERN, isBlankRichText } from '../kernel/patterns';
import { mailboxOfUsername } from '../kernel/mailbox';
import {
  ACCOUNT_MAX_LENGTH,
  PATTERNS,
  RANGES,
  charCount,
  hasMarkup,
  inRange,
  type NumberRange,
  type TextLimit,
} from '../kernel/rules';

/** Options every schema factory takes. */
export interface SchemaOptions {
  /** "Today" for date rules; fixed in tests. @default new Date() */
  now?: Date;
}

// Form inputs hand over '' (text), NaN (valueAsNumber) or null for "nothing entered".
export function isBlank(original: unknown): boolean {
  return (
    original === undefined ||
    original === null ||
    original === '' ||
    (typeof original === 'string' && original.trim() === '') ||
    (typeof original === 'number' && Number.isNaN(original))
  );
}

const phonePattern = new RegExp(PATTERNS.phone);
const visiblePattern = new RegExp(PATTERNS.notBlank, 'u');
const linkPattern = new RegExp(PATTERNS.webLink);
const usernamePattern = new RegExp(PATTERNS.username);

/**
 * At most `max` characters, the field's length (`MAX_LENGTH.<field>`, src/kernel/formLimits.ts),
 * counted in code points as the server's JSON schema counts them (an emoji is one character).
 * The helpers take the limit, not the field's name: a lookup by name would keep the whole table
 * in every bundle, the account screens' included.
 */
function limited<S extends StringSchema<string | null | undefined>>(schema: S, max: TextLimit): S {
  return schema.test(
    'max-length',
    V.common.tooLong[String(max) as keyof typeof V.common.tooLong],
    (value) => typeof value !== 'string' || charCount(value) <= max,
  ) as S;
}

/** Plain text: no markup (docs/api-contract.md, "Values"). */
function plain<S extends StringSchema<string | null | undefined>>(schema: S): S {
  return schema.test(
    'no-markup',
    V.common.noMarkup,
    (value) => typeof value !== 'string' || !hasMarkup(value),
  ) as S;
}

/**
 * Plain text that must not be empty (surrounding spaces and invisible characters do not count),
 * at most the field's length.
 */
export function requiredText(message: string, max: TextLimit) {
  return plain(
    limited(
      string()
        .trim()
        .required(message)
        .test('visible', message, (value) => !value || visiblePattern.test(value)),
      max,
    ),
  );
}

/** Plain text that may be left empty, at most the field's length. */
export function optionalText(max: TextLimit) {
  return plain(limited(string().trim().nullable().optional(), max));
}

/** A link a page may open (a website, a social profile): empty, or an http(s) address. */
export function optionalLink(max: TextLimit) {
  return optionalText(max).matches(linkPattern, {
    message: V.common.linkScheme,
    excludeEmptyString: true,
  });
}

/** A required phone number: digits, spaces and + ( ) - only (docs/behaviour.md, "Validation"). */
export function requiredPhone(message: string, max: TextLimit) {
  return requiredText(message, max).matches(phonePattern, {
    message: V.common.phoneInvalid,
    excludeEmptyString: true,
  });
}

/** An optional phone number; when given, digits, spaces and + ( ) - only. */
export function optionalPhone(max: TextLimit) {
  return optionalText(max).matches(phonePattern, {
    message: V.common.phoneInvalid,
    excludeEmptyString: true,
  });
}

/** A username: required, one word (no spaces), at most its length. */
export function username(message: string) {
  return requiredText(message, ACCOUNT_MAX_LENGTH.username).matches(usernamePattern, {
    message: V.common.usernameSpaces,
    excludeEmptyString: true,
  });
}

/**
 * A new account's username: a `username`, and when it has an `@`, exactly one e-mail address,
 * since its activation mail goes there (docs/api-contract.md, "Mail").
 */
export function newUsername(message: string) {
  return username(message).test(
    'one-mailbox',
    V.register.usernameMailbox,
    (value) => !value || mailboxOfUsername(value) !== false,
  );
}

const blankToUndefined = (value: unknown, original: unknown) =>
  isBlank(original) ? undefined : value;

/** Passes a missing value (required decides) or one inside `range`. */
function ranged(range: NumberRange) {
  return (value: number | null | undefined) =>
    value === undefined || value === null || Number.isNaN(value) || inRange(value, range);
}

/**
 * A number that must be entered, inside `range`. Nothing entered says `message`, a non-number
 * `notNumber`, a value out of range (or a fraction where a whole number is due) `outOfRange`.
 */
export function requiredNumber(
  message: string,
  range: NumberRange,
  outOfRange: string,
  notNumber: string = V.common.mustBeNumber,
) {
  return number()
    .transform(blankToUndefined)
    .typeError(notNumber)
    .required(message)
    .test('range', outOfRange, ranged(range));
}

/** A number that may be left empty (then undefined); when given, inside `range`. */
export function optionalNumber(
  range: NumberRange,
  outOfRange: string,
  notNumber: string = V.common.mustBeNumber,
) {
  return number()
    .transform(blankToUndefined)
    .typeError(notNumber)
    .optional()
    .test('range', outOfRange, ranged(range));
}

/** An order id of a category or banner: required, a whole number in the order range. */
export function orderId(message: string) {
  return requiredNumber(message, RANGES.order, V.common.orderRange);
}

/**
 * A chosen record id (a select's value): nothing chosen, a non-id or an id out of range all say
 * `message` (a select cannot offer anything else).
 */
export function requiredId(message: string) {
  return requiredNumber(message, RANGES.id, message, message);
}

/** An optional record id: nothing chosen becomes null, as the wire wants (docs/behaviour.md, "States and transitions"). */
export function optionalId() {
  return number()
    .transform((value: unknown, original: unknown) => (isBlank(original) ? null : value))
    .typeError(V.common.mustBeNumber)
    .nullable()
    .default(null)
    .test('range', V.common.mustBeNumber, ranged(RANGES.id));
}

/** A flag that is false unless set (empty collection flags are sent as false, docs/behaviour.md, "States and transitions"). */
export function flag() {
  return boolean()
    .transform((value: unknown, original: unknown) => (isBlank(original) ? false : value))
    .default(false)
    .required();
}

/**
 * A required e-mail address of the docs/behaviour.md, "Validation" pattern, checked and kept trimmed and
 * lower-cased, as the server keeps it (`Office@Contoso.com` is `office@contoso.com`).
 */
export function requiredEmail(required: string, invalid: string, max: TextLimit) {
  return requiredText(required, max).lowercase().matches(EMAIL_PATTERN, {
    message: invalid,
    excludeEmptyString: true,
  });
}

/** An optional e-mail address; when given, trimmed and lower-cased, it must match the pattern. */
export function optionalEmail(invalid: string, max: TextLimit) {
  return optionalText(max).lowercase().matches(EMAIL_PATTERN, {
    message: invalid,
    excludeEmptyString: true,
  });
}

/** Rich text (HTML) that must show something: an empty editor's `<p><br></p>` does not count. */
export function requiredRichText(message: string, max: TextLimit) {
  return limited(
    string()
      .required(message)
      // '' is already reported by required: one message per field.
      .test('rich-text-not-blank', message, (value) => !value || !isBlankRichText(value)),
    max,
  );
}

/** Rich text (HTML) that may be left empty, at most the field's length. */
export function optionalRichText(max: TextLimit) {
  return limited(string().nullable().optional(), max);
}

/** An optional day written yyyy-MM-dd (a real calendar day); empty is allowed. */
export function optionalDay() {
  return string()
    .trim()
    .nullable()
    .optional()
    .test('iso-day', V.common.invalidDate, (value) => !value || isIsoDay(value));
}

function isBlob(value: unknown): value is Blob {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).slice === 'function' &&
    typeof (value as Blob).arrayBuffer === 'function' &&
    typeof (value as Blob).type === 'string'
  );
}

/** An image: a chosen file (checked by type and magic bytes) or the URL of one already stored. */
export type ImageValue = Blob | string;

function imageField(required: boolean, message: string, max: TextLimit) {
  return mixed<ImageValue>(
    (value): value is ImageValue => isBlob(value) || typeof value === 'string',
  )
    .transform((value: unknown, original: unknown) => (isBlank(original) ? undefined : value))
    .typeError(V.common.imageType)
    .test('image-required', message, (value) => {
      if (!required) return true;
      return isBlob(value) || (typeof value === 'string' && value.trim() !== '');
    })
    .test(
      'max-length',
      V.common.tooLong[String(max) as keyof typeof V.common.tooLong],
      (value) => typeof value !== 'string' || charCount(value) <= max,
    )
    .test('image-type', V.common.imageType, async (value) => {
      if (!isBlob(value)) return true;
      return (await checkImageFile(value)) !== null;
    });
}

/**
 * A required image (file or stored URL); a non-image file gets 'Only allowed PNG or JPG or WEBP'.
 * A stored URL is at most the field's length.
 */
export function requiredImage(message: string, max: TextLimit) {
  return imageField(true, message, max);
}

/** An optional image; when a file is chosen it must really be PNG, JPEG or WEBP. */
export function optionalImage(max: TextLimit) {
  return imageField(false, '', max).optional();
}

/**
 * A date of birth (yyyy-MM-dd, or a Date): required, a real day, at most exactly 18 years ago and
 * at least 122 years and 6 months ago (docs/behaviour.md, "Validation"), counted as `dobBounds` counts.
 */
export function dateOfBirth(
  messages: { required: string; tooYoung: string; tooOld: string },
  options: SchemaOptions = {},
) {
  return string()
    .transform((value: unknown, original: unknown) =>
      original instanceof Date && !Number.isNaN(original.getTime()) ? isoDay(original) : value,
    )
    .trim()
    .required(messages.required)
    .test('iso-day', V.common.invalidDate, (value) => !value || isIsoDay(value))
    .test(
      'min-age',
      messages.tooYoung,
      (value) => !isIsoDay(value) || dobProblem(value, options.now ?? new Date()) !== 'too-young',
    )
    .test(
      'max-age',
      messages.tooOld,
      (value) => !isIsoDay(value) || dobProblem(value, options.now ?? new Date()) !== 'too-old',
    );
}

/** One of a fixed set of choices; nothing chosen (or an unknown value) says `message`. */
export function requiredChoice<T extends string | number>(choices: readonly T[], message: string) {
  return mixed<T>((value): value is T => (choices as readonly unknown[]).includes(value))
    .transform((value: unknown, original: unknown) => (isBlank(original) ? undefined : value))
    .typeError(message)
    .required(message);
}

/** Plain text required only while the flag field `field` is on (a variant's header). */
export function textWhen(max: TextLimit, field: string, message: string) {
  return optionalText(max).when(field, {
    is: true,
    then: (schema) => schema.nonNullable(message).required(message),
    otherwise: (schema) => schema.optional(),
  });
}

/** A variant display type (0 … 3), required only while the flag field `field` is on. */
export function displayTypeWhen(field: string, message: string) {
  return number()
    .transform((value: unknown, original: unknown) => (isBlank(original) ? null : value))
    .nullable()
    .typeError(message)
    .oneOf([...VARIANT_DISPLAY_TYPES, null], message)
    .when(field, {
      is: true,
      then: (schema) => schema.nonNullable(message).required(message),
      otherwise: (schema) => schema.optional(),
    });
}
