import type { AccountKind, RegisterResult } from '../../api/types';
import { useRegister } from '../hooks/useRegister';
import type { AccountLinkComponent } from '../internal/AccountLink';
import type { RegisterFormValues } from '../payload';
import { RegisterForm } from '../RegisterForm';

export interface ConnectedRegisterProps {
  /** Called after registering (show the thank-you screen). */
  onRegistered: (result: RegisterResult) => void;
  /** Which account to create; absent sends no kind (a company admin). */
  kind?: AccountKind;
  /**
   * The invitation of the link an administrator had mailed (`?invitation=…`): a store with an
   * owner registers another company admin only with one, and only under the address it was sent
   * to, which the screen looks up, fills in and locks (docs/api-contract.md).
   */
  invitation?: string;
  /** Where 'Sign In' goes. @default '#/auth/login' */
  loginHref?: string;
  /** The host router's link (gets `href`, `className`, `children`); an `<a>` without one. */
  linkComponent?: AccountLinkComponent;
  /** How long after leaving Username the check runs. @default 300 */
  usernameCheckDelay?: number;
  /** Class for the page wrapper. */
  className?: string;
}

/**
 * The registration screen wired to `<BackofficeProvider>`: checks usernames, registers with
 * `created_at`, shows the server's message on failure (until the user edits a field) and calls
 * `onRegistered` on success. A company admin registering on a store without an owner is asked for
 * the store's setup code (docs/api-contract.md, "Claiming a store").
 *
 * @example
 * <ConnectedRegister onRegistered={() => navigate('/auth/Thankyou')} linkComponent={RouterLink} />
 */
export function ConnectedRegister({
  onRegistered,
  kind,
  invitation,
  loginHref,
  linkComponent,
  usernameCheckDelay,
  className,
}: ConnectedRegisterProps) {
  const {
    register,
    checkUsername,
    submitting,
    error,
    clearError,
    needsSetupCode,
    invitedEmail,
    invitationError,
  } = useRegister({
    kind,
    ...(invitation ? { invitation } : {}),
  });
  const submit = async (values: RegisterFormValues) => {
    const result = await register(values);
    if (result) onRegistered(result);
  };
  return (
    <RegisterForm
      onSubmit={submit}
      checkUsername={checkUsername}
      setupCode={needsSetupCode}
      lockedUsername={invitedEmail}
      usernameCheckDelay={usernameCheckDelay}
      submitting={submitting}
      serverError={error ?? invitationError}
      onEdit={clearError}
      loginHref={loginHref}
      linkComponent={linkComponent}
      className={className}
    />
  );
}
