import type { AccountKind, RegisterResult } from '../../api/types';
import { useRegister } from '../hooks/useRegister';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import { AccountLink, type AccountLinkComponent } from '../internal/AccountLink';
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
  /**
   * Where 'Register as a seller' goes when the store already has its owner (the refusal of a
   * company admin suggests it). @default '#/auth/Register?as=seller'
   */
  sellerRegisterHref?: string;
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
  sellerRegisterHref = '#/auth/Register?as=seller',
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
    errorCode,
  } = useRegister({
    kind,
    ...(invitation ? { invitation } : {}),
  });
  const { t } = useKitTranslation();
  // The store has its owner: the refusal says to register as a seller, and links there.
  const action =
    errorCode === 'store-has-owner' ? (
      <AccountLink component={linkComponent} href={sellerRegisterHref}>
        {t('account.signIn.registerSeller')}
      </AccountLink>
    ) : null;
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
      serverErrorAction={error ? action : null}
      onEdit={clearError}
      loginHref={loginHref}
      linkComponent={linkComponent}
      className={className}
    />
  );
}
