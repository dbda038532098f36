import type { AccountKind, ChangePasswordForm as ChangePasswordValues } from '../../api/types';
import { ChangePasswordForm } from '../ChangePasswordForm';
import { useChangePassword } from '../hooks/useChangePassword';

export interface ConnectedChangePasswordProps {
  /** Whose password: the company admin's or the seller's endpoint. */
  variant: AccountKind;
  /** Called after the change (session already flagged `pw_changed`); the host moves on. */
  onPasswordChanged: () => void;
  /** Class for the page wrapper. */
  className?: string;
}

/**
 * The forced password change wired to `<BackofficeProvider>`: sends `{ pw, cpw }` for the
 * signed-in user, flags the session `pw_changed: true` and calls `onPasswordChanged`.
 *
 * @example
 * <ConnectedChangePassword variant="company" onPasswordChanged={() => navigate('/auth/SignupProcess?val=2')} />
 */
export function ConnectedChangePassword({
  variant,
  onPasswordChanged,
  className,
}: ConnectedChangePasswordProps) {
  const { changePassword, submitting, error } = useChangePassword(variant);
  const submit = async (values: ChangePasswordValues) => {
    if (await changePassword(values)) onPasswordChanged();
  };
  return (
    <ChangePasswordForm
      variant={variant}
      onSubmit={submit}
      submitting={submitting}
      serverError={error}
      className={className}
    />
  );
}
