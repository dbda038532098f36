import { useState } from 'react';
import { useSession } from '../../api/context';
import type { AccountKind } from '../../api/types';
import { ChangePasswordForm } from '../ChangePasswordForm';
import { useChangePassword } from '../hooks/useChangePassword';
import type { ChangePasswordFormValues } from '../payload';

export interface ConnectedChangePasswordProps {
  /** Whose password: the company admin's or the seller's endpoint. */
  kind: AccountKind;
  /** Called after the change (session already flagged `pw_changed`); the host moves on. */
  onPasswordChanged: () => void;
  /** Class for the page wrapper. */
  className?: string;
}

/**
 * The forced password change wired to `<BackofficeProvider>`: sends the new password for the
 * signed-in user, flags the session `pw_changed: true` and calls `onPasswordChanged`. A server
 * error clears as soon as the user edits a field.
 *
 * @example
 * <ConnectedChangePassword kind="company" onPasswordChanged={() => navigate('/auth/SignupProcess?val=2')} />
 */
export function ConnectedChangePassword({
  kind,
  onPasswordChanged,
  className,
}: ConnectedChangePasswordProps) {
  const { changePassword, submitting, error, clearError } = useChangePassword(kind);
  // A signed-in user who already changed the password changes it voluntarily: the current one
  // is asked for. The forced change (pw_changed false) relies on the sign-in's grant. Read once:
  // the change itself flags the session.
  const { store } = useSession();
  const [askCurrent] = useState(() => Boolean(store.get()?.user.pw_changed));
  const submit = async (values: ChangePasswordFormValues) => {
    if (await changePassword(values)) onPasswordChanged();
  };
  return (
    <ChangePasswordForm
      kind={kind}
      askCurrent={askCurrent}
      onSubmit={submit}
      submitting={submitting}
      serverError={error}
      onEdit={clearError}
      className={className}
    />
  );
}
