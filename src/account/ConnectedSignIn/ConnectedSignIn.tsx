import type { SignInRecord } from '../../api/types';
import { ActivationNotice } from '../ActivationNotice';
import { useActivation } from '../hooks/useActivation';
import { useSignIn } from '../hooks/useSignIn';
import { AccountLink, type AccountLinkComponent } from '../internal/AccountLink';
import { ResendActivation } from '../ResendActivation';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import type { SignInFormValues } from '../payload';
import { SignInForm } from '../SignInForm';

export interface ConnectedSignInProps {
  /** Called with the kept record after signing in; the host decides where to go next. */
  onSignedIn: (record: SignInRecord) => void;
  /** The location search or hash that may hold activation parameters (`activation` + `a`/`b`). */
  search?: string;
  /** Where 'Create Account' goes. @default '#/auth/Register' */
  registerHref?: string;
  /** Where 'Register as a seller' goes; null leaves it out. @default '#/auth/Register?as=seller' */
  sellerRegisterHref?: string | null;
  /**
   * The sign-in screen without the activation link's parameters: 'Back to sign-in' under a
   * failed activation goes there. @default '#/auth/login'
   */
  loginHref?: string;
  /** The host router's link (gets `href`, `className`, `children`); an `<a>` without one. */
  linkComponent?: AccountLinkComponent;
  /** Class for the page wrapper. */
  className?: string;
}

/**
 * The sign-in screen wired to `<BackofficeProvider>`: activates first when `search` carries a
 * link (a failed one offers 'Resend activation mail' and 'Back to sign-in'), signs in through the adapter, keeps the record in the session and calls `onSignedIn`. A
 * refusal clears as soon as the user edits a field.
 *
 * @example
 * <ConnectedSignIn search={location.search} onSignedIn={(user) => navigate(nextRoute(user))} linkComponent={RouterLink} />
 */
export function ConnectedSignIn(props: ConnectedSignInProps) {
  // A new activation link is a new screen: a failure shown before it (e.g. "Please activate your
  // account…") must not linger under the green "verified" message.
  return <SignInScreen key={props.search ?? ''} {...props} />;
}

function SignInScreen({
  onSignedIn,
  search,
  registerHref,
  sellerRegisterHref,
  loginHref = '#/auth/login',
  linkComponent,
  className,
}: ConnectedSignInProps) {
  const { t } = useKitTranslation();
  const activation = useActivation(search);
  const { signIn, submitting, error, clearError } = useSignIn();
  const submit = async (values: SignInFormValues) => {
    const record = await signIn(values);
    if (record) onSignedIn(record);
  };
  return (
    <SignInForm
      onSubmit={submit}
      submitting={submitting}
      serverError={error}
      onEdit={clearError}
      notice={
        <ActivationNotice
          status={activation.status}
          kind={activation.kind}
          error={activation.error}
          actions={
            activation.status === 'error' ? (
              <>
                <ResendActivation />
                <AccountLink component={linkComponent} href={loginHref}>
                  {t('account.activation.backToSignIn')}
                </AccountLink>
              </>
            ) : null
          }
        />
      }
      registerHref={registerHref}
      sellerRegisterHref={sellerRegisterHref}
      linkComponent={linkComponent}
      className={className}
    />
  );
}
