import { useMemo, type ReactNode } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import type { LoginValues } from '../../validation/account';
import { lazyResolver } from '../../components/forms/lazyResolver';
import { AccountLink, type AccountLinkComponent } from '../internal/AccountLink';
import { BusyStatus } from '../../components/forms/Announcer';
import { AuthCard } from '../internal/AuthCard';
import { useAccountForm } from '../internal/useAccountForm';
import { Footer, FormBody } from '../internal/AuthCard.styles';
import type { SignInFormValues } from '../payload';

export interface SignInFormProps {
  /** Called with the valid values on submit; a returned promise keeps the form busy. */
  onSubmit: (values: SignInFormValues) => void | Promise<unknown>;
  /** Values that replace what the form holds whenever they change (controlled). */
  values?: Partial<SignInFormValues>;
  /** Starting values (uncontrolled). */
  defaultValues?: Partial<SignInFormValues>;
  /** Shows the button busy and ignores submits. @default false */
  submitting?: boolean;
  /** The server's `error.message`, shown in red on the form and announced. */
  serverError?: string | null;
  /** Called when the user changes a field: clear `serverError` with it. */
  onEdit?: () => void;
  /** A message above the fields, e.g. `<ActivationNotice …/>`. */
  notice?: ReactNode;
  /** Where 'Create Account' goes (a company's registration). @default '#/auth/Register' */
  registerHref?: string;
  /**
   * Where 'Register as a seller' goes, so sellers find their way in; null leaves the link out.
   * @default '#/auth/Register?as=seller'
   */
  sellerRegisterHref?: string | null;
  /** The host router's link (gets `href`, `className`, `children`); an `<a>` without one. */
  linkComponent?: AccountLinkComponent;
  /** Replaces the heading. @default 'Sign In' (translated) */
  title?: ReactNode;
  /** Class for the page wrapper. */
  className?: string;
}

/** The schema's fields (the wire's names) from the component's values. */
const toFields = (values: Partial<SignInFormValues> = {}): LoginValues => ({
  username: values.username ?? '',
  pw: values.password ?? '',
});

/**
 * The sign-in screen: Username, Password, the Sign In button, a 'Create Account' link (a company's
 * registration) and a 'Register as a seller' link.
 * Errors show after a submit attempt and the first invalid field takes focus; Enter submits; a
 * busy form cannot submit twice.
 *
 * @example
 * <SignInForm onSubmit={signIn} submitting={submitting} serverError={error} linkComponent={RouterLink} />
 */
export function SignInForm({
  onSubmit,
  values,
  defaultValues,
  submitting = false,
  serverError,
  onEdit,
  notice,
  registerHref = '#/auth/Register',
  sellerRegisterHref = '#/auth/Register?as=seller',
  linkComponent,
  title,
  className,
}: SignInFormProps) {
  const { t } = useKitTranslation();
  // The rules (and yup) are fetched when the reader first touches the form (a focus or a press
  // inside it), long before a submit needs them: nothing of theirs loads before the form is
  // interactive (docs/architecture.md, "First load"). A submit without either fetches them too.
  const resolver = useMemo(
    () => lazyResolver(() => import('./signInResolver').then((m) => m.signInResolver())),
    [],
  );
  const preloadRules = () => void resolver.preload().catch(() => undefined);
  const {
    form: {
      register,
      formState: { errors },
    },
    formRef,
    busy,
    onSubmit: guarded,
  } = useAccountForm<LoginValues>({
    resolver,
    defaultValues: toFields(defaultValues),
    values: values ? toFields(values) : undefined,
    onEdit,
    submitting,
    onValid: async (valid) => {
      await onSubmit({ username: valid.username, password: valid.pw });
    },
  });

  return (
    <AuthCard
      title={title ?? t('account.signIn.title')}
      subtitle={t('account.signIn.subtitle')}
      className={className}
    >
      <FormBody
        ref={formRef}
        noValidate
        onSubmit={guarded}
        onFocus={preloadRules}
        onPointerDown={preloadRules}
        aria-busy={busy || undefined}
      >
        {notice}
        {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
        <TextField
          label={t('account.signIn.username')}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordField
          label={t('account.signIn.password')}
          required
          autoComplete="current-password"
          error={errors.pw?.message}
          {...register('pw')}
        />
        <Button type="submit" fullWidth loading={busy}>
          {t('account.signIn.submit')}
        </Button>
        <BusyStatus busy={busy} label={t('account.signIn.submitting')} />
      </FormBody>
      <Footer>
        {t('account.signIn.noAccount')}
        <AccountLink component={linkComponent} href={registerHref}>
          {t('account.signIn.createAccount')}
        </AccountLink>
        {sellerRegisterHref === null ? null : (
          <>
            <br />
            {t('account.signIn.sellerPrompt')}
            <AccountLink component={linkComponent} href={sellerRegisterHref}>
              {t('account.signIn.registerSeller')}
            </AccountLink>
          </>
        )}
      </Footer>
    </AuthCard>
  );
}
