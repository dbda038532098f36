import { validationEn } from './messages';
import { MAX_UPLOAD_BYTES } from './rules';
import { ApiError } from './errors';
import { INVALID_CREDENTIALS } from './errorMessages';

/*
 * Every refusal of the API has a stable code beside its English message (docs/api-contract.md,
 * "Errors"). This table is the one list: the reference server answers with it, the memory api
 * throws with it, and the kit translates each code (src/i18n/resources/errors.ts), falling back
 * to the server's text for a code it does not know. `{name}` in a message is filled from the
 * refusal's `params`. Where the product gives a message (docs/behaviour.md, "Validation" and "Messages") it is used
 * verbatim, from the validation resources.
 */

interface CodeEntry {
  /** The HTTP status the server answers with. */
  readonly status: number;
  /** English, with `{param}` placeholders. */
  readonly message: string;
}

const uploadMegabytes = MAX_UPLOAD_BYTES / (1024 * 1024);

export const ERROR_CODES = {
  // ---------------------------------------------------------------- accounts
  'invalid-credentials': { status: 401, message: INVALID_CREDENTIALS },
  'not-activated': {
    status: 403,
    message: 'Please activate your account from the link sent to your e-mail',
  },
  'username-taken': { status: 409, message: validationEn.register.usernameTaken },
  'password-mismatch': { status: 400, message: validationEn.register.passwordMismatch },
  'password-not-match': { status: 400, message: validationEn.changePassword.passwordMismatch },
  'activation-invalid': { status: 400, message: 'Invalid activation link' },
  'activation-used': { status: 400, message: 'This activation link has already been used' },
  'activation-expired': { status: 400, message: 'This activation link has expired' },
  'too-many-sign-ins': {
    status: 429,
    message: 'Too many sign-in attempts. Please wait a minute and try again',
  },
  'not-your-account': {
    status: 403,
    message: 'You can only change the password of the account you are signed in with',
  },
  'service-not-configured': { status: 503, message: 'Service account not configured' },
  'too-many-requests': {
    status: 429,
    message: 'Too many attempts. Please wait a minute and try again',
  },
  'password-change-required': {
    status: 403,
    message: 'Please change your password before you continue',
  },
  'current-password-required': { status: 400, message: 'Current password is required' },
  'current-password-wrong': { status: 403, message: 'The current password is not right' },
  'password-too-weak': { status: 400, message: validationEn.common.passwordWeak },
  'username-invisible': {
    status: 400,
    message: 'The username must not contain invisible or text-direction characters',
  },
  'username-mixed-script': {
    status: 400,
    message: 'The username must not mix letters of different alphabets',
  },
  'username-lookalike': {
    status: 400,
    message: 'The username must not use letters made to look like other letters',
  },
  // ---------------------------------------------------------------- the store's owner
  'store-has-owner': {
    status: 403,
    message:
      'This store already has an administrator. Ask them for an invitation to register as an administrator, or register as a seller',
  },
  'setup-code-required': {
    status: 403,
    message:
      "This store has no owner yet. Enter the store's setup code, printed in the server's log, to register as its owner",
  },
  'setup-code-invalid': {
    status: 403,
    message: "This setup code is not the store's. Copy it again from the server's log",
  },
  'invitation-invalid': { status: 400, message: 'Invalid invitation link' },
  'invitation-used': { status: 400, message: 'This invitation has already been used' },
  'invitation-expired': { status: 400, message: 'This invitation has expired' },
  'invitation-revoked': {
    status: 400,
    message: "This invitation was withdrawn by the store's owner",
  },
  'invitation-email-mismatch': {
    status: 403,
    message:
      'This invitation is for another e-mail address. Register with the address the invitation was sent to',
  },
  'username-not-mailbox': { status: 400, message: validationEn.register.usernameMailbox },
  'setup-code-taken': {
    status: 409,
    message:
      "This store's setup code is in use by a registration waiting for activation. It is free again if that registration expires",
  },
  'previous-owner-protected': {
    status: 409,
    message: 'The previous owner can be removed only 24 hours after the ownership changed',
  },
  'owner-only': { status: 403, message: "Only the store's owner can do this" },
  'owner-not-removable': {
    status: 409,
    message: "The store's owner cannot be removed. Transfer the ownership first",
  },
  'admin-not-activated': {
    status: 409,
    message: 'Only an administrator who has activated the account can become the owner',
  },
  // ---------------------------------------------------------------- who may call
  'authentication-required': { status: 401, message: 'Authentication required' },
  'invalid-token': { status: 401, message: 'Invalid or expired token' },
  'invalid-api-key': { status: 401, message: 'Invalid API key' },
  'unknown-tenant': { status: 400, message: 'Unknown tenant' },
  'not-your-seller': {
    status: 403,
    message: 'A seller account can only change its own seller record',
  },
  'admins-only': {
    status: 403,
    message: "Only the store's administrators can do this",
  },
  'seller-terms-admin-only': {
    status: 403,
    message: "Only the store's administrators can change a seller's commission or maximum products",
  },
  // ---------------------------------------------------------------- what the call names
  'company-not-found': { status: 404, message: 'Company not found' },
  'product-not-found': { status: 404, message: 'Product not found' },
  'seller-not-found': { status: 404, message: 'Seller not found' },
  'file-not-found': { status: 404, message: 'File not found' },
  'catalog-entry-not-found': { status: 404, message: 'Catalog entry not found' },
  'admin-not-found': { status: 404, message: 'Administrator not found' },
  'invitation-not-found': { status: 404, message: 'Invitation not found' },
  'catalog-entry-in-use': {
    status: 409,
    message: 'This entry is in use: remove what refers to it first',
  },
  'route-not-found': { status: 404, message: 'Route {method} {path} not found' },
  'unknown-level1': {
    status: 400,
    message: '{field} does not name a Level1 category of this company',
  },
  'unknown-level2': {
    status: 400,
    message: '{field} does not name a Level2 category under {parent}',
  },
  'unknown-level3': {
    status: 400,
    message: '{field} does not name a Level3 category under {parent}',
  },
  'seller-id-mismatch': { status: 400, message: 'seller_id must match the seller in the path' },
  // ---------------------------------------------------------------- page and field rules
  'logo-required': { status: 400, message: validationEn.logo.required },
  'variant-header-required': { status: 400, message: validationEn.variants.headerRequired },
  'variant-display-type-required': {
    status: 400,
    message: validationEn.variants.displayTypeRequired,
  },
  'gstin-province-mismatch': { status: 400, message: validationEn.gstin.provinceMismatch },
  'dob-too-young': { status: 400, message: '{field} must be at least 18 years ago' },
  'dob-too-old': { status: 400, message: '{field} is too far in the past' },
  'field-required-with': { status: 400, message: '{field} is required when {other} is given' },
  // ---------------------------------------------------------------- the body's shape
  'field-required': { status: 400, message: '{field} is required' },
  'field-not-allowed': { status: 400, message: '{field} is not allowed' },
  'field-type': { status: 400, message: '{field} must be of type {expected}' },
  'field-too-short': { status: 400, message: '{field} must be at least {limit} characters' },
  'field-too-long': { status: 400, message: '{field} must be at most {limit} characters' },
  'field-too-small': { status: 400, message: '{field} must be at least {limit}' },
  'field-too-large': { status: 400, message: '{field} must be at most {limit}' },
  'field-not-id': { status: 400, message: '{field} must be a positive whole number' },
  'field-phone': { status: 400, message: '{field} must contain only digits, spaces and + ( ) -' },
  'field-spaces': { status: 400, message: '{field} must not contain spaces' },
  'field-email': { status: 400, message: '{field} is not a valid e-mail address' },
  'field-date': { status: 400, message: '{field} must be a real date written yyyy-MM-dd' },
  'field-timestamp': { status: 400, message: '{field} must be an ISO date and time' },
  'field-choice': { status: 400, message: '{field} must be one of: {allowed}' },
  'field-invalid': { status: 400, message: '{field} is not valid' },
  'field-markup': { status: 400, message: '{field} must be plain text, without markup' },
  'field-link': { status: 400, message: '{field} must be an http:// or https:// address' },
  'body-not-object': { status: 400, message: 'The body must be a JSON object' },
  'bad-path': { status: 400, message: 'The request path is not valid' },
  'bad-host': { status: 400, message: 'The Host header must name one host' },
  'body-not-json': { status: 400, message: 'The body is not valid JSON' },
  'body-too-large': { status: 413, message: 'The body is too large' },
  'unsupported-media-type': { status: 415, message: 'Send the body as application/json' },
  'invalid-value': { status: 400, message: 'A value is not valid for this record' },
  'duplicate-value': { status: 409, message: 'A record with this value already exists' },
  // ---------------------------------------------------------------- uploads
  'image-type': { status: 400, message: validationEn.common.imageType },
  'image-too-large': {
    status: 413,
    message: `Images must be ${uploadMegabytes} MB or smaller`,
  },
  'upload-link-invalid': { status: 403, message: 'The upload link is invalid or has expired' },
  'image-url': {
    status: 400,
    message: '{field} must be an image uploaded to this store or from its media addresses',
  },
  'seller-product-limit': {
    status: 403,
    message: 'This seller has reached its maximum of {limit} products',
  },
  'company-product-limit': {
    status: 403,
    message: 'This store has reached its maximum of {limit} products',
  },
  // ---------------------------------------------------------------- the server itself
  'internal-error': { status: 500, message: 'Internal Server Error' },
} as const satisfies Record<string, CodeEntry>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Values named in a message: `{ field: 'cgst', limit: 100 }`. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** Every code, in table order. */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

/** True when `value` is one of the codes of the table (a newer server may send others). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CODES, value);
}

/** The English message of `code` with its `{param}` placeholders filled. */
export function errorCodeMessage(code: ErrorCode, params: ErrorParams = {}): string {
  return ERROR_CODES[code].message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** The HTTP status the server answers `code` with. */
export function errorCodeStatus(code: ErrorCode): number {
  return ERROR_CODES[code].status;
}

/**
 * A refusal as the server would answer it: kind 'rejected', the code's status, English message,
 * code and params. The memory api throws these; so does a screen that refuses for the server
 * (an empty sign-in answer is 'invalid-credentials').
 */
export function refusal(code: ErrorCode, params?: ErrorParams): ApiError {
  return new ApiError(errorCodeMessage(code, params), {
    kind: 'rejected',
    status: errorCodeStatus(code),
    code,
    ...(params ? { params } : {}),
  });
}
