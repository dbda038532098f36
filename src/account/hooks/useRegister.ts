import { useCallback, useEffect, useState } from 'react';
import { useBackofficeApi, useTenant } from '../../api/context';
import type { AccountKind, RegisterResult } from '../../api/types';
import { buildRegisterPayload, type RegisterFormValues } from '../payload';
import { useCall, type CallState } from '../internal/useCall';
import { errorText } from '../../api/errorText';
import { useKitTranslation } from '../../i18n/useKitTranslation';

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
  /**
   * True when this registration claims a store that has no owner yet, so the form asks for the
   * store's setup code (docs/api-contract.md, "Claiming a store"): the tenant's profile says so,
   * or the server asked for the code.
   */
  needsSetupCode: boolean;
  /**
   * The address the invitation was sent to (looked up with its secret), which alone may register
   * with it; null without an invitation, until known, or when the invitation cannot be used.
   */
  invitedEmail: string | null;
  /** Why the invitation cannot be used (used, expired, withdrawn …), worded; else null. */
  invitationError: string | null;
}

/**
 * Registration through `api.account.register` (POST /v1/register) and the username check. A
 * company admin without an invitation looks the store up first: while it has no owner, the
 * registration needs the store's setup code.
 *
 * @example
 * const { register, checkUsername, submitting, error } = useRegister({ kind: 'seller' });
 */
export function useRegister(options: UseRegisterOptions = {}): UseRegisterResult {
  const { kind, invitation } = options;
  const api = useBackofficeApi();
  const tenant = useTenant();
  const claims = (kind ?? 'company') === 'company' && !invitation;
  const [unclaimed, setUnclaimed] = useState(false);
  useEffect(() => {
    if (!claims || !tenant) return undefined;
    const controller = new AbortController();
    Promise.resolve()
      .then(() => api.tenant.resolve(tenant, { signal: controller.signal }))
      .then(
        (profile) => setUnclaimed(profile.has_owner === false),
        // A store that cannot be looked up: the server asks for the code if it needs one.
        () => undefined,
      );
    return () => controller.abort();
  }, [api, tenant, claims]);
  const { t } = useKitTranslation();
  const [invited, setInvited] = useState<{
    secret: string;
    email: string | null;
    failure: unknown;
  } | null>(null);
  useEffect(() => {
    if (!invitation) return undefined;
    const controller = new AbortController();
    Promise.resolve()
      .then(() => api.invitations.lookup(invitation, { signal: controller.signal }))
      .then(
        (details) => setInvited({ secret: invitation, email: details.email, failure: null }),
        (failure: unknown) => {
          if (!controller.signal.aborted) setInvited({ secret: invitation, email: null, failure });
        },
      );
    return () => controller.abort();
  }, [api, invitation]);
  const current = invited && invited.secret === invitation ? invited : null;
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
  // Once the server asked for the code, the field stays (editing the form clears the refusal).
  const [asked, setAsked] = useState(false);
  const { errorCode } = state;
  // Adjusted while rendering (React's pattern for state that follows another value).
  if (!asked && (errorCode === 'setup-code-required' || errorCode === 'setup-code-invalid')) {
    setAsked(true);
  }
  return {
    register: call,
    checkUsername,
    needsSetupCode: claims && (unclaimed || asked),
    invitedEmail: current?.email ?? null,
    invitationError: current?.failure ? errorText(current.failure, t) : null,
    ...state,
  };
}
