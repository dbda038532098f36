import { useCallback } from 'react';
import { useBackofficeApi, useSession } from '../../api/context';
import { INVALID_CREDENTIALS } from '../../kernel/errorMessages';
import { ApiError } from '../../kernel/errors';
import type { SignInRecord } from '../../api/types';
import { signInPayload, type SignInFormValues } from '../payload';
import { useCall, type CallState } from '../internal/useCall';

export interface UseSignInResult extends CallState {
  /** Signs in; resolves with the kept record, or null when it failed (see `error`) or was busy. */
  signIn(values: SignInFormValues): Promise<SignInRecord | null>;
}

/**
 * Signs in through `api.account.signIn` (POST /signinSeller) and keeps the answer's first record
 * in the session: the record under the spec's keys and, as the spec says, the whole record as
 * `userDetails` too.
 *
 * @example
 * const { signIn, submitting, error } = useSignIn();
 * const record = await signIn({ username, password });
 */
export function useSignIn(): UseSignInResult {
  const api = useBackofficeApi();
  const { store } = useSession();
  const run = useCallback(
    async (signal: AbortSignal, values: SignInFormValues) => {
      const records = await api.account.signIn(signInPayload(values), { signal });
      const record = records[0];
      // An empty answer is a refusal too: the same code, so the same translated text.
      if (!record)
        throw new ApiError(INVALID_CREDENTIALS, {
          kind: 'rejected',
          status: 401,
          code: 'invalid-credentials',
        });
      store.signIn(record);
      store.setUserDetails(record);
      return record;
    },
    [api, store],
  );
  const { call, ...state } = useCall(run);
  return { signIn: call, ...state };
}
