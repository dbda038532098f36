import { useCallback } from 'react';
import { useBackofficeApi, useSession } from '../../api/context';
import { ApiError } from '../../kernel/errors';
import type { AccountKind } from '../../api/types';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import { useCall, type CallState } from '../internal/useCall';
import { changePasswordPayload, type ChangePasswordFormValues } from '../payload';

export interface UseChangePasswordResult extends CallState {
  /** Changes the signed-in user's password; resolves true on success. */
  changePassword(values: ChangePasswordFormValues): Promise<boolean>;
}

/**
 * The forced password change: `api.account.changePassword(kind, user_id, { pw, cpw })` (the adapter
 * adds pw_changed_date, pw_changed and user_po_id / user_seller_id), then flags the session
 * `pw_changed: true`.
 *
 * @example
 * const { changePassword, submitting, error } = useChangePassword('seller');
 */
export function useChangePassword(kind: AccountKind): UseChangePasswordResult {
  const api = useBackofficeApi();
  const { store } = useSession();
  const { t } = useKitTranslation();
  const run = useCallback(
    async (signal: AbortSignal, values: ChangePasswordFormValues) => {
      const session = store.get();
      if (!session) throw new ApiError(t('account.errors.noSession'), { kind: 'invalid' });
      const result = await api.account.changePassword(
        kind,
        session.user.user_id,
        changePasswordPayload(values),
        { signal },
      );
      // The server's new token replaces the session's: the change revoked every earlier one.
      store.update({
        pw_changed: true,
        ...(result?.access_token ? { access_token: result.access_token } : {}),
      });
      return true;
    },
    [api, store, kind, t],
  );
  const { call, ...state } = useCall(run);
  const changePassword = useCallback(
    async (values: ChangePasswordFormValues) => (await call(values)) === true,
    [call],
  );
  return { changePassword, ...state };
}
