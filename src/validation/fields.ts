import { boolean, mixed, number, string } from 'yup';
import { checkImageFile } from '../api/upload/imageType';
import { dobBounds, isIsoDay, isoDay } from './dates';
import { V } from './messages';
import { EMAIL_PATTERN, isBlankRichText } from './patterns';

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

/** Text that must not be empty (surrounding spaces do not count). */
export function requiredText(message: string) {
  return string().trim().required(message);
}

/** Text that may be left empty. */
export function optionalText() {
  return string().trim().nullable().optional();
}

/** A number that must be entered; anything else that is not a number gets `notNumber`. */
export function requiredNumber(message: string, notNumber: string = V.common.mustBeNumber) {
  return number()
    .transform((value: unknown, original: unknown) => (isBlank(original) ? undefined : value))
    .typeError(notNumber)
    .required(message);
}

/** A number that may be left empty (then undefined). */
export function optionalNumber(notNumber: string = V.common.mustBeNumber) {
  return number()
    .transform((value: unknown, original: unknown) => (isBlank(original) ? undefined : value))
    .typeError(notNumber)
    .optional();
}

/** A chosen record id (a select's value): nothing chosen and non-ids both say `message`. */
export function requiredId(message: string) {
  return requiredNumber(message, message);
}

/** An optional record id: nothing chosen becomes null, as the wire wants (SPEC §4). */
export function optionalId() {
  return number()
    .transform((value: unknown, original: unknown) => (isBlank(original) ? null : value))
    .typeError(V.common.mustBeNumber)
    .nullable()
    .default(null);
}

/** A flag that is false unless set (empty collection flags are sent as false, SPEC §4). */
export function flag() {
  return boolean()
    .transform((value: unknown, original: unknown) => (isBlank(original) ? false : value))
    .default(false)
    .required();
}

/** A required e-mail address of the SPEC §5 pattern. */
export function requiredEmail(required: string, invalid: string) {
  return string()
    .trim()
    .required(required)
    .matches(EMAIL_PATTERN, { message: invalid, excludeEmptyString: true });
}

/** An optional e-mail address; when given it must match the SPEC §5 pattern. */
export function optionalEmail(invalid: string) {
  return string()
    .trim()
    .nullable()
    .optional()
    .matches(EMAIL_PATTERN, { message: invalid, excludeEmptyString: true });
}

/** Rich text (HTML) that must show something: an empty editor's `<p><br></p>` does not count. */
export function requiredRichText(message: string) {
  return (
    string()
      .required(message)
      // '' is already reported by required: one message per field.
      .test('rich-text-not-blank', message, (value) => !value || !isBlankRichText(value))
  );
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

function imageField(required: boolean, message: string) {
  return mixed<ImageValue>(
    (value): value is ImageValue => isBlob(value) || typeof value === 'string',
  )
    .transform((value: unknown, original: unknown) => (isBlank(original) ? undefined : value))
    .typeError(V.common.imageType)
    .test('image-required', message, (value) => {
      if (!required) return true;
      return isBlob(value) || (typeof value === 'string' && value.trim() !== '');
    })
    .test('image-type', V.common.imageType, async (value) => {
      if (!isBlob(value)) return true;
      return (await checkImageFile(value)) !== null;
    });
}

/** A required image (file or stored URL); a non-image file gets 'Only allowed PNG or JPG or WEBP'. */
export function requiredImage(message: string) {
  return imageField(true, message);
}

/** An optional image; when a file is chosen it must really be PNG, JPEG or WEBP. */
export function optionalImage() {
  return imageField(false, '').optional();
}

/**
 * A date of birth (yyyy-MM-dd, or a Date): required, a real day, at most exactly 18 years ago and
 * at least about 122.5 years ago (SPEC §5).
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
    .test('min-age', messages.tooYoung, (value) => {
      const { max } = dobBounds(options.now ?? new Date());
      return !isIsoDay(value) || value <= max;
    })
    .test('max-age', messages.tooOld, (value) => {
      const { min } = dobBounds(options.now ?? new Date());
      return !isIsoDay(value) || value >= min;
    });
}

/** One of a fixed set of choices; nothing chosen (or an unknown value) says `message`. */
export function requiredChoice<T extends string | number>(choices: readonly T[], message: string) {
  return mixed<T>((value): value is T => (choices as readonly unknown[]).includes(value))
    .transform((value: unknown, original: unknown) => (isBlank(original) ? undefined : value))
    .typeError(message)
    .required(message);
}
