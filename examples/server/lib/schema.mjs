// @ts-check
/**
 * JSON-schema building blocks and the messages of validation failures. Every body and parameter
 * schema is closed (`additionalProperties: false`; Ajv runs with `removeAdditional: false`, so an
 * extra key is a 400, not silently dropped) and every string has a maximum length.
 */

const MAX_INT = 2_147_483_647;

export const PATTERNS = Object.freeze({
  idParam: '^[1-9][0-9]{0,9}$',
  notBlank: '\\S',
  phone: '^[0-9+() -]{1,20}$',
  username: '^\\S+$',
  email: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,4}$',
  optionalEmail: '^$|^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,4}$',
  date: '^\\d{4}-\\d{2}-\\d{2}$',
  optionalDate: '^$|^\\d{4}-\\d{2}-\\d{2}',
});

/** What a failed pattern means, in words. @type {Record<string, string>} */
const PATTERN_MESSAGES = {
  [PATTERNS.idParam]: 'must be a positive whole number',
  [PATTERNS.notBlank]: 'is required',
  [PATTERNS.phone]: 'must contain only digits, spaces and + ( ) -',
  [PATTERNS.username]: 'must not contain spaces',
  [PATTERNS.email]: 'is not a valid e-mail address',
  [PATTERNS.optionalEmail]: 'is not a valid e-mail address',
  [PATTERNS.date]: 'must be a date written yyyy-MM-dd',
  [PATTERNS.optionalDate]: 'must be a date written yyyy-MM-dd',
};

/** @typedef {Record<string, unknown>} Schema */

/**
 * A closed object.
 * @param {Record<string, Schema>} properties
 * @param {string[]} [required]
 * @returns {Schema}
 */
export const object = (properties, required = []) => ({
  type: 'object',
  additionalProperties: false,
  properties,
  required,
});

/** A required, non-blank string. */
export const text = (max = 200) => ({
  type: 'string',
  minLength: 1,
  maxLength: max,
  pattern: PATTERNS.notBlank,
});
/** A string that may be empty or null. */
export const optionalText = (max = 200) => ({ type: ['string', 'null'], maxLength: max });
/** Rich text (HTML) of a page or a product. */
export const richText = () => text(200_000);
export const optionalRichText = () => optionalText(200_000);

export const id = () => ({ type: 'integer', minimum: 1, maximum: MAX_INT });
export const optionalId = () => ({ type: ['integer', 'null'], minimum: 1, maximum: MAX_INT });
/** Order ids of categories and banners. */
export const order = () => ({ type: 'integer', minimum: 0, maximum: 1_000_000 });
export const email = () => ({ type: 'string', maxLength: 254, pattern: PATTERNS.email });
export const optionalEmail = () => ({
  type: ['string', 'null'],
  maxLength: 254,
  pattern: PATTERNS.optionalEmail,
});
export const phone = () => ({ type: 'string', maxLength: 20, pattern: PATTERNS.phone });
export const optionalPhone = () => ({
  type: ['string', 'null'],
  maxLength: 20,
  pattern: `^$|${PATTERNS.phone}`,
});
export const date = () => ({ type: 'string', maxLength: 10, pattern: PATTERNS.date });
export const optionalDate = () => ({
  type: ['string', 'null'],
  maxLength: 30,
  pattern: PATTERNS.optionalDate,
});
export const isoTimestamp = () => ({ type: 'string', maxLength: 40, format: 'date-time' });
/**
 * @param {number} min
 * @param {number} max
 */
export const integer = (min, max) => ({ type: 'integer', minimum: min, maximum: max });
/**
 * @param {number} min
 * @param {number} max
 */
export const optionalInteger = (min, max) => ({
  type: ['integer', 'null'],
  minimum: min,
  maximum: max,
});
/**
 * @param {number} min
 * @param {number} max
 */
export const number = (min, max) => ({ type: 'number', minimum: min, maximum: max });
/**
 * @param {number} min
 * @param {number} max
 */
export const optionalNumber = (min, max) => ({
  type: ['number', 'null'],
  minimum: min,
  maximum: max,
});

/**
 * Path parameters: each a bounded string (ids as digits, parsed by the handler).
 * @param {Record<string, Schema>} properties
 */
export const params = (properties) => object(properties, Object.keys(properties));
export const idParam = () => ({ type: 'string', maxLength: 10, pattern: PATTERNS.idParam });

const TYPE_WORDS = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

/**
 * @typedef {{ keyword: string, instancePath: string, params: Record<string, unknown>, message?: string }} SchemaError
 */

/**
 * A message naming the field, for the first validation error of a request part.
 * @param {SchemaError} error
 * @param {string} part `body`, `params` or `querystring`
 */
export function validationMessage(error, part) {
  const path = error.instancePath.split('/').filter(Boolean);
  const { keyword, params: p } = error;
  if (keyword === 'required') return `${[...path, p.missingProperty].join('.')} is required`;
  if (keyword === 'additionalProperties') {
    return `${[...path, p.additionalProperty].join('.')} is not allowed`;
  }
  const field = path.length > 0 ? path.join('.') : part;
  switch (keyword) {
    case 'type': {
      if (path.length === 0 && part === 'body') return 'The body must be a JSON object';
      const types = String(p.type).split(',');
      const words = types.map((t) => TYPE_WORDS[/** @type {keyof typeof TYPE_WORDS} */ (t)] ?? t);
      return `${field} must be ${words.join(' or ')}`;
    }
    case 'minLength':
      return Number(p.limit) <= 1
        ? `${field} is required`
        : `${field} must be at least ${p.limit} characters`;
    case 'maxLength':
      return `${field} must be at most ${p.limit} characters`;
    case 'minimum':
      return `${field} must be at least ${p.limit}`;
    case 'maximum':
      return `${field} must be at most ${p.limit}`;
    case 'pattern':
      return `${field} ${PATTERN_MESSAGES[String(p.pattern)] ?? 'is not valid'}`;
    case 'format':
      return p.format === 'date-time'
        ? `${field} must be an ISO date and time`
        : `${field} is not a valid ${p.format}`;
    case 'enum':
      return `${field} must be one of: ${/** @type {unknown[]} */ (p.allowedValues).join(', ')}`;
    case 'const':
      return `${field} must be ${JSON.stringify(p.allowedValue)}`;
    default:
      return `${field} ${error.message ?? 'is not valid'}`;
  }
}
