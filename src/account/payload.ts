import type { AccountKind, RegisterInput } from '../api/types';

/** What the register form collects (docs/behaviour.md §3), before `created_at` is added. */
export interface RegisterFormValues {
  first_name: string;
  last_name?: string;
  phone: string;
  username: string;
  pw: string;
  cpw: string;
}

/**
 * The register payload (docs/behaviour.md §3 / §7): the form's fields, with names, phone and username trimmed,
 * plus `created_at` as an ISO timestamp taken at submit. `kind` is sent only when given (the
 * reference API registers a company admin when it is absent). Passwords are sent as typed.
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
    first_name: values.first_name.trim(),
    last_name: (values.last_name ?? '').trim(),
    phone: String(values.phone).trim(),
    username: values.username.trim(),
    pw: values.pw,
    cpw: values.cpw,
    created_at: now.toISOString(),
  };
  if (kind) payload.kind = kind;
  return payload;
}
