import { useCallback } from 'react';
import { useBackofficeApi } from '../../api/context';
import type { AccountKind, RegisterResult } from '../../api/types';
import { buildRegisterPayload, type RegisterFormValues } from '../payload';
import { useCall, type CallState } from '../internal/useCall';

export interface UseRegisterOptions {
  /** Which account to create; absent sends no kind (a company admin). */
  kind?: AccountKind;
  /** A company admin's invitation (the mailed link's `invitation`), sent with the registration. */
  invitation?: string;
}

export interface UseRegisterResult extends CallState {
  /** Registers with `created_at` added now; resolves with the result, or null on failure. */
  register(values: RegisterFormValues): Promise<RegisterResult | null>;
  /** GET /v1/register/Username/{username}: true when taken. For `RegisterForm.checkUsername`. */
  checkUsername(username: string, signal: AbortSignal): Promise<boolean>;
}

/**
 * Registration through `api.account.register` (POST /v1/register) and the username check.
 *
 * @example
 * const { register, checkUsername, submitting, error } = useRegister({ kind: 'seller' });
 */
export function useRegister(options: UseRegisterOptions = {}): UseRegisterResult {
  const { kind, invitation } = options;
  const api = useBackofficeApi();
  const run = useCallback(
    (signal: AbortSignal, values: RegisterFormValues) =>
      api.account.register(
        {
          ...buildRegisterPayload(values, new Date(), kind),
          ...(invitation ? { invitation } : {}),
        },
        { signal },
      ),
    [api, kind, invitation],
  );
  const checkUsername = useCallback(
    (username: string, signal: AbortSignal) =>
      api.account.isUsernameTaken(username.trim(), { signal }),
    [api],
  );
  const { call, ...state } = useCall(run);
  return { register: call, checkUsername, ...state };
}
