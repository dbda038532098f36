import { object, ref, type InferType } from 'yup';
import {
  newUsername,
  optionalText,
  requiredPhone,
  requiredText,
  username,
  type SchemaOptions,
} from './fields';
import { V } from './messages';
import { ACCOUNT_MAX_LENGTH } from '../kernel/rules';
import { isPasswordStrongEnough } from '../kernel/identity';

/** Login (docs/behaviour.md, "Validation"): username and password required. */
export function createLoginSchema(_options: SchemaOptions = {}) {
  return object({
    username: username(V.login.usernameRequired),
    pw: requiredText(V.login.passwordRequired, ACCOUNT_MAX_LENGTH.password),
  });
}
export type LoginValues = InferType<ReturnType<typeof createLoginSchema>>;

/**
 * A new password: required, then the strength rule the server applies too (at least 8 characters
 * mixing two kinds, docs/api-contract.md "Values"), so a weak one is refused before it is sent.
 */
function strongPassword(requiredMessage: string) {
  return requiredText(requiredMessage, ACCOUNT_MAX_LENGTH.password).test(
    'strong',
    V.common.passwordWeak,
    (value) => !value || isPasswordStrongEnough(value),
  );
}

export interface RegisterSchemaOptions extends SchemaOptions {
  /** Checks the username with the server ('Username Already Exist' when taken). */
  isUsernameTaken?: (username: string) => Promise<boolean>;
  /** The store has no owner yet: its setup code is asked for, and required. */
  setupCode?: boolean;
}

/**
 * Register (docs/behaviour.md, "Validation"): first name, phone, username, password and its confirmation
 * required; last name optional; a confirmation that differs says 'Password mismatch'.
 */
export function createRegisterSchema(options: RegisterSchemaOptions = {}) {
  const { isUsernameTaken, setupCode = false } = options;
  return object({
    first_name: requiredText(V.register.firstNameRequired, ACCOUNT_MAX_LENGTH.first_name),
    last_name: optionalText(ACCOUNT_MAX_LENGTH.last_name),
    phone: requiredPhone(V.register.phoneRequired, ACCOUNT_MAX_LENGTH.phone),
    username: newUsername(V.register.usernameRequired).test(
      'username-free',
      V.register.usernameTaken,
      async (value) => {
        if (!isUsernameTaken || !value) return true;
        try {
          return !(await isUsernameTaken(value));
        } catch {
          // The check is a courtesy: the server refuses a taken name on submit anyway.
          return true;
        }
      },
    ),
    pw: strongPassword(V.register.passwordRequired),
    cpw: requiredText(V.register.confirmPasswordRequired, ACCOUNT_MAX_LENGTH.password).oneOf(
      [ref('pw')],
      V.register.passwordMismatch,
    ),
    setup_code: setupCode
      ? requiredText(V.register.setupCodeRequired, ACCOUNT_MAX_LENGTH.setup_code)
      : optionalText(ACCOUNT_MAX_LENGTH.setup_code),
  });
}
export type RegisterValues = InferType<ReturnType<typeof createRegisterSchema>>;

/**
 * Change password (docs/behaviour.md, "Validation"): both required; a confirmation that differs says
 * 'Password Not Match'.
 */
export interface ChangePasswordSchemaOptions extends SchemaOptions {
  /** A voluntary change: the current password is asked for, and required. */
  current?: boolean;
}

export function createChangePasswordSchema(options: ChangePasswordSchemaOptions = {}) {
  return object({
    current_pw: options.current
      ? requiredText(V.changePassword.currentPasswordRequired, ACCOUNT_MAX_LENGTH.password)
      : optionalText(ACCOUNT_MAX_LENGTH.password),
    pw: strongPassword(V.changePassword.passwordRequired),
    cpw: requiredText(V.changePassword.confirmPasswordRequired, ACCOUNT_MAX_LENGTH.password).oneOf(
      [ref('pw')],
      V.changePassword.passwordMismatch,
    ),
  });
}
export type ChangePasswordValues = InferType<ReturnType<typeof createChangePasswordSchema>>;
