import type { AccountKind, ChangePasswordInput, RegisterInput, SignInInput } from '../api/types';

// The account screens name each value once, the way a component author reads it (`password`,
// `firstName`); the wire's names (`pw`, `first_name`, docs/api-contract.md) appear only here,
// where a screen's values become an adapter call's input.

/** What the sign-in form collects. */
export interface SignInFormValues {
  username: string;
  password: string;
}

/** What the register form collects (docs/behaviour.md, "Entities"), before `created_at` is added. */
export interface RegisterFormValues {
  firstName: string;
  lastName?: string;
  phone: string;
  username: string;
  password: string;
  confirmPassword: string;
  /** The store's setup code, asked for while the store has no owner (docs/api-contract.md). */
  setupCode?: string;
}

/** What the change-password form collects. */
export interface ChangePasswordFormValues {
  password: string;
  confirmPassword: string;
  /** The password it replaces: asked for on a voluntary change (docs/api-contract.md). */
  currentPassword?: string;
}

/**
 * The register payload (docs/behaviour.md, "Entities" / "Calls"): the form's fields, with names, phone and
 * username trimmed, plus `created_at` as an ISO timestamp taken at submit. `kind` is sent only when
 * given (the reference API registers a company admin when it is absent). Passwords are sent as
 * typed.
 *
 * @example
 * api.account.register(buildRegisterPayload(values, new Date()));
 */
export function buildRegisterPayload(
  values: RegisterFormValues,
  now: Date,
  kind?: AccountKind,
): RegisterInput {
  const payload: RegisterInput = {
    first_name: values.firstName.trim(),
    last_name: (values.lastName ?? '').trim(),
    phone: String(values.phone).trim(),
    username: values.username.trim(),
    pw: values.password,
    cpw: values.confirmPassword,
    created_at: now.toISOString(),
  };
  if (kind) payload.kind = kind;
  const setupCode = values.setupCode?.trim();
  if (setupCode) payload.setup_code = setupCode;
  return payload;
}

/** The sign-in call's input: the username trimmed, the password as typed. */
export function signInPayload(values: SignInFormValues): SignInInput {
  return { username: values.username.trim(), pw: values.password };
}

/** The change-password call's input (the adapter adds the timestamp, flag and account id). */
export function changePasswordPayload(values: ChangePasswordFormValues): ChangePasswordInput {
  return {
    pw: values.password,
    cpw: values.confirmPassword,
    ...(values.currentPassword ? { current_pw: values.currentPassword } : {}),
  };
}
