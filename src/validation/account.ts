import { object, ref, type InferType } from 'yup';
import { optionalText, requiredText, type SchemaOptions } from './fields';
import { V } from './messages';

/** Login (SPEC §5): username and password required. */
export function createLoginSchema(_options: SchemaOptions = {}) {
  return object({
    username: requiredText(V.login.usernameRequired),
    pw: requiredText(V.login.passwordRequired),
  });
}
export type LoginValues = InferType<ReturnType<typeof createLoginSchema>>;

export interface RegisterSchemaOptions extends SchemaOptions {
  /** Checks the username with the server ('Username Already Exist' when taken). */
  isUsernameTaken?: (username: string) => Promise<boolean>;
}

/**
 * Register (SPEC §5): first name, phone, username, password and its confirmation required; last
 * name optional; a confirmation that differs says 'Password mismatch'.
 */
export function createRegisterSchema(options: RegisterSchemaOptions = {}) {
  const { isUsernameTaken } = options;
  return object({
    first_name: requiredText(V.register.firstNameRequired),
    last_name: optionalText(),
    phone: requiredText(V.register.phoneRequired),
    username: requiredText(V.register.usernameRequired).test(
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
    pw: requiredText(V.register.passwordRequired),
    cpw: requiredText(V.register.confirmPasswordRequired).oneOf(
      [ref('pw')],
      V.register.passwordMismatch,
    ),
  });
}
export type RegisterValues = InferType<ReturnType<typeof createRegisterSchema>>;

/** Change password (SPEC §5): both required; a confirmation that differs says 'Password Not Match'. */
export function createChangePasswordSchema(_options: SchemaOptions = {}) {
  return object({
    pw: requiredText(V.changePassword.passwordRequired),
    cpw: requiredText(V.changePassword.confirmPasswordRequired).oneOf(
      [ref('pw')],
      V.changePassword.passwordMismatch,
    ),
  });
}
export type ChangePasswordValues = InferType<ReturnType<typeof createChangePasswordSchema>>;
