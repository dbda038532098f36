/**
 * JSON-schema building blocks (TypeBox, so Fastify's type provider types each request from its
 * schema) built from the kit's rules (src/kernel/rules.ts): the same patterns, lengths and
 * ranges the forms check, so the server refuses nothing a form lets through and accepts nothing
 * it refuses (tests/server/parity.test.ts). Every body and parameter schema is closed
 * (`additionalProperties: false`; Ajv runs with `removeAdditional: false`, so an extra key is a
 * 400, not silently dropped) and every string has a maximum length.
 */
import { Type, type TOptional, type TSchema, type TProperties, type TUnsafe } from 'typebox';
import {
  BUSINESS_TYPE_CODE_RANGE,
  GENDER_CODE_RANGE,
  VARIANT_DISPLAY_TYPES,
} from '../../../src/kernel/codes.ts';
import {
  isRequired,
  type FieldDef,
  type FieldDefs,
  type IsRequired,
  type WireValue,
} from '../../../src/kernel/fields/define.ts';
import type { ErrorCode, ErrorParams } from '../../../src/kernel/errorCodes.ts';
import { isIsoDay } from '../../../src/kernel/dates.ts';
import {
  PATTERNS,
  RANGES,
  WIRE_MAX_LENGTH,
  hasMarkup,
  normalizeEmail,
  type NumberRange,
} from '../../../src/kernel/rules.ts';
import { MAX_LENGTH } from '../../../src/kernel/formLimits.ts';

export { Type };

const LIMITS = { ...MAX_LENGTH, ...WIRE_MAX_LENGTH };
/** A field of the rules' length tables, or a length itself (a field's definition's). */
export type Limited = keyof typeof LIMITS | number;
const lengthOf = (field: Limited) => (typeof field === 'number' ? field : LIMITS[field]);

/** `value` or null, as JSON Schema's `type: [t, 'null']` (one error, not an `anyOf` of two). */
const nullable = <T>(type: string, rest: Record<string, unknown>) =>
  Type.Unsafe<T | null>({ type: [type, 'null'], ...rest });

/** Formats the kit's rules define (src/kernel/dates.ts), added to Ajv in createServer. */
export const FORMATS = {
  'iso-day': (value: string) => isIsoDay(value),
  'optional-iso-day': (value: string) => value === '' || isIsoDay(value),
  'plain-text': (value: string) => !hasMarkup(value),
} as const;

/**
 * The schema keyword that trims and lower-cases an e-mail address before its length and pattern
 * are checked, and keeps it so (docs/api-contract.md, "Values"): the route stores what the kit's
 * form would have sent. Ajv runs it first among a string's keywords (`before: 'maxLength'`).
 */
const EMAIL_KEYWORD = 'x-sfo-email';

/** The keywords of our schemas, added to Ajv in createServer. */
export const KEYWORDS = [
  {
    keyword: EMAIL_KEYWORD,
    type: 'string' as const,
    modifying: true,
    errors: false as const,
    before: 'maxLength',
    schemaType: 'boolean' as const,
    validate(
      _schema: boolean,
      data: string,
      _parentSchema?: unknown,
      where?: { parentData: Record<string | number, unknown>; parentDataProperty: string | number },
    ): boolean {
      if (where?.parentData) where.parentData[where.parentDataProperty] = normalizeEmail(data);
      return true;
    },
  },
];

const PHONE_OR_EMPTY = `^$|${PATTERNS.phone}`;
const EMAIL_OR_EMPTY = `^$|${PATTERNS.email}`;

/** A closed object; properties wrapped in `optional()` may be left out. */
export const object = <P extends TProperties>(properties: P) =>
  Type.Object(properties, { additionalProperties: false });

/** Leaves the property out of `required`. */
export const optional = <S extends TSchema>(schema: S) => Type.Optional(schema);

/**
 * A required plain text of at most the field's length: something visible (not only spaces or
 * invisible characters), no markup.
 */
export const text = (field: Limited) =>
  Type.String({
    minLength: 1,
    maxLength: lengthOf(field),
    pattern: PATTERNS.notBlank,
    format: 'plain-text',
  });
/** A plain text that may be empty or null. */
export const optionalText = (field: Limited) =>
  optional(nullable<string>('string', { maxLength: lengthOf(field), format: 'plain-text' }));
/**
 * Rich text (HTML the kit's editor writes), required: the route sanitises it with the kit's
 * allow-list and refuses it when nothing visible is left (lib/richText.ts).
 */
export const richText = (field: Limited) =>
  Type.String({ minLength: 1, maxLength: lengthOf(field), pattern: PATTERNS.notBlank });
/** Rich text that may be empty or null. */
export const optionalRichText = (field: Limited) =>
  optional(nullable<string>('string', { maxLength: lengthOf(field) }));
/** A link a page may open: empty, null or an http(s) address. */
export const optionalLink = (field: Limited) =>
  optional(nullable<string>('string', { maxLength: lengthOf(field), pattern: PATTERNS.webLink }));
/** A password: any characters, at least one. */
export const password = () => Type.String({ minLength: 1, maxLength: MAX_LENGTH.password });
/**
 * The password a step-up proves (`current_pw`): empty is left to the route, which answers
 * `current-password-required` as for a missing one (docs/api-contract.md, "Step-up").
 */
export const stepUpPassword = () => Type.String({ maxLength: MAX_LENGTH.password });
/** A username: one word. */
export const username = () =>
  Type.String({ minLength: 1, maxLength: MAX_LENGTH.username, pattern: PATTERNS.username });

/** An e-mail address: trimmed and lower-cased, then the rules' pattern. */
export const email = (field: Limited) =>
  Type.String({ [EMAIL_KEYWORD]: true, maxLength: lengthOf(field), pattern: PATTERNS.email });
/** The same, or empty, or null. */
export const optionalEmail = (field: Limited) =>
  optional(
    nullable<string>('string', {
      [EMAIL_KEYWORD]: true,
      maxLength: lengthOf(field),
      pattern: EMAIL_OR_EMPTY,
    }),
  );
export const phone = (field: Limited) =>
  Type.String({ maxLength: lengthOf(field), pattern: PATTERNS.phone });
export const optionalPhone = (field: Limited) =>
  optional(nullable<string>('string', { maxLength: lengthOf(field), pattern: PHONE_OR_EMPTY }));

/** A real calendar day written yyyy-MM-dd. */
export const day = () => Type.String({ maxLength: 10, format: 'iso-day' });
/** The same, or empty, or null. */
export const optionalDay = () =>
  optional(nullable<string>('string', { maxLength: 10, format: 'optional-iso-day' }));
export const isoTimestamp = () => Type.String({ maxLength: 40, format: 'date-time' });

/** A number inside one of the rules' ranges (whole when the range says so). */
export const number = (range: NumberRange) =>
  range.integer
    ? Type.Integer({ minimum: range.min, maximum: range.max })
    : Type.Number({ minimum: range.min, maximum: range.max });
export const optionalNumber = (range: NumberRange) =>
  optional(
    nullable<number>(range.integer ? 'integer' : 'number', {
      minimum: range.min,
      maximum: range.max,
    }),
  );
export const id = () => number(RANGES.id);
export const optionalId = () => optionalNumber(RANGES.id);
/** Order ids of categories and banners. */
export const order = () => number(RANGES.order);
export const flag = () => Type.Boolean();
export const optionalFlag = () => optional(nullable<boolean>('boolean', {}));

/** One of a few values. */
export const choice = <const T extends string | number | null>(values: readonly T[]) =>
  Type.Unsafe<T>({ enum: [...values] });

/** Path parameters: each a bounded string (ids as digits, parsed by the handler). */
export const params = <P extends TProperties>(properties: P) => object(properties);
export const idParam = () => Type.String({ maxLength: 10, pattern: PATTERNS.idParam });
export const textParam = (field: Limited) =>
  Type.String({ minLength: 1, maxLength: lengthOf(field) });

/** A path id already checked by `idParam`: digits, at most the largest id. */
export function idFrom(value: string): number {
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= RANGES.id.max ? id : 0;
}

// ---------------------------------------------------------------- from the fields' definitions

/** The request schema of one field: its value, or optional and nullable when not required. */
export type FieldSchema<D> =
  IsRequired<D> extends true ? TUnsafe<WireValue<D>> : TOptional<TUnsafe<WireValue<D> | null>>;

/** One field's schema from its definition (src/kernel/fields): the rule the kit's form checks. */
function fieldSchema(def: FieldDef): TSchema {
  const required = isRequired(def);
  switch (def.kind) {
    case 'text':
      if (def.format === 'email') return required ? email(def.max) : optionalEmail(def.max);
      if (def.format === 'phone') return required ? phone(def.max) : optionalPhone(def.max);
      if (def.format === 'link') return optionalLink(def.max);
      return required ? text(def.max) : optionalText(def.max);
    case 'image':
      // An image is its stored address on the wire; the route checks it is the store's.
      return required ? text(def.max) : optionalText(def.max);
    case 'richText':
      return required ? richText(def.max) : optionalRichText(def.max);
    case 'day':
      return optionalDay();
    case 'dob':
      return day();
    case 'number':
      return required ? number(RANGES[def.range]) : optionalNumber(RANGES[def.range]);
    case 'order':
      return order();
    case 'code':
      return number(def.codes === 'gender' ? GENDER_CODE_RANGE : BUSINESS_TYPE_CODE_RANGE);
    case 'id':
      return required ? id() : optionalId();
    case 'flag':
      return required ? flag() : optionalFlag();
    case 'displayType':
      return optional(choice([...VARIANT_DISPLAY_TYPES, null]));
  }
}

/**
 * A request body's properties from its fields' definitions (src/kernel/fields), the same the
 * kit's yup schemas are built from: what a form lets through, the server accepts.
 *
 * @example
 * schema: { body: object({ ...fieldsOf(COMPANY_PAGE3), id: id() }) }
 */
export function fieldsOf<const D extends FieldDefs>(
  defs: D,
): { [K in keyof D]: FieldSchema<D[K]> } {
  return Object.fromEntries(
    Object.entries(defs).map(([field, def]) => [field, fieldSchema(def)]),
  ) as { [K in keyof D]: FieldSchema<D[K]> };
}

// ---------------------------------------------------------------- refusals

/** The part of an Ajv error we read. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** What a failed pattern means, by the pattern. */
const PATTERN_CODES: Record<string, ErrorCode> = {
  [PATTERNS.idParam]: 'field-not-id',
  [PATTERNS.notBlank]: 'field-required',
  [PATTERNS.phone]: 'field-phone',
  [PHONE_OR_EMPTY]: 'field-phone',
  [PATTERNS.username]: 'field-spaces',
  [PATTERNS.email]: 'field-email',
  [PATTERNS.webLink]: 'field-link',
  [EMAIL_OR_EMPTY]: 'field-email',
};

const FORMAT_CODES: Record<string, ErrorCode> = {
  'date-time': 'field-timestamp',
  'iso-day': 'field-date',
  'optional-iso-day': 'field-date',
  'plain-text': 'field-markup',
};

const shown = (value: unknown) => (value === null ? 'null' : String(value));

/**
 * The refusal for the first validation error of a request part (`body`, `params`,
 * `querystring`): its code and the values its message names (the field first).
 */
export function validationRefusal(
  error: SchemaError,
  part: string,
): [ErrorCode, ErrorParams | undefined] {
  const path = error.instancePath.split('/').filter(Boolean);
  const { keyword, params: p } = error;
  if (keyword === 'required') {
    return ['field-required', { field: [...path, String(p.missingProperty)].join('.') }];
  }
  if (keyword === 'additionalProperties') {
    return ['field-not-allowed', { field: [...path, String(p.additionalProperty)].join('.') }];
  }
  const field = path.length > 0 ? path.join('.') : part;
  switch (keyword) {
    case 'type':
      if (path.length === 0 && part === 'body') return ['body-not-object', undefined];
      return ['field-type', { field, expected: String(p.type).split(',').join(' or ') }];
    case 'minLength':
      return Number(p.limit) <= 1
        ? ['field-required', { field }]
        : ['field-too-short', { field, limit: Number(p.limit) }];
    case 'maxLength':
      return ['field-too-long', { field, limit: Number(p.limit) }];
    case 'minimum':
      return ['field-too-small', { field, limit: Number(p.limit) }];
    case 'maximum':
      return ['field-too-large', { field, limit: Number(p.limit) }];
    case 'pattern':
      return [PATTERN_CODES[String(p.pattern)] ?? 'field-invalid', { field }];
    case 'format':
      return [FORMAT_CODES[String(p.format)] ?? 'field-invalid', { field }];
    case 'enum':
      return [
        'field-choice',
        { field, allowed: (p.allowedValues as unknown[]).map(shown).join(', ') },
      ];
    case 'const':
      return ['field-choice', { field, allowed: shown(p.allowedValue) }];
    default:
      return ['field-invalid', { field }];
  }
}
